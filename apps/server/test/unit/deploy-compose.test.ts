import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/*
 * deploy/compose.yaml as an operator gets it (issue 46.7, README "Containers: deploy/"): every image
 * at an exact version, no password an attacker could guess from the repository, an empty database
 * unless the demo is asked for, PgBouncer in front of PostgreSQL and Prometheus scraping every process
 * on METRICS_PORT (deploy/prometheus.yml).
 */
const deploy = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../deploy');
const text = readFileSync(path.join(deploy, 'compose.yaml'), 'utf8');
interface Service {
  image?: string;
  environment?: Record<string, string>;
}
const compose = parse(text, { merge: true }) as { services: Record<string, Service> };
const services = compose.services;

/** The value `${NAME…}` gives when the operator set nothing: its `:-default`, or undefined when it must be set. */
const defaults = [...text.matchAll(/\$\{(\w+)(?::?-([^}]*))?(?::\?[^}]*)?\}/g)].map(([, name, fallback]) => ({
  name: name!,
  fallback,
}));

describe('deploy/compose.yaml', () => {
  it('pins every image to an exact version, never latest', () => {
    const images = Object.entries(services).map(([name, s]) => [name, s.image ?? ''] as const);
    expect(images.length).toBeGreaterThan(5);
    for (const [name, image] of images) {
      expect(image, name).not.toMatch(/:latest\b/);
      const tag = image.split('@')[0]!.split(':')[1] ?? '';
      // A version, not a moving major line such as `postgres:15` or `nginx:1.27`.
      expect(tag, `${name}: ${image}`).toMatch(/\d+\.\d+|RELEASE\.\d{4}-/);
      if (image.includes('@')) expect(image, name).toMatch(/@sha256:[0-9a-f]{64}$/);
    }
    expect(text).not.toMatch(/latest/);
  });

  it('has no default password: every secret must be set by the operator', () => {
    const secrets = defaults.filter(({ name }) => /PASSWORD|SECRET|TOKEN|MINIO_ROOT_USER/.test(name));
    expect(secrets.map((s) => s.name)).toEqual(
      expect.arrayContaining(['POSTGRES_PASSWORD', 'MINIO_ROOT_PASSWORD', 'MINIO_ROOT_USER', 'METRICS_TOKEN']),
    );
    for (const s of secrets) expect(s.fallback, s.name).toBeUndefined();
    expect(text).toContain('${POSTGRES_PASSWORD:?');
    // No password written out in any service's settings either.
    for (const [name, s] of Object.entries(services)) {
      for (const [key, value] of Object.entries(s.environment ?? {})) {
        if (/PASSWORD|SECRET/.test(key)) expect(String(value), `${name} ${key}`).toMatch(/^\$\{\w+:\?/);
      }
    }
    expect(text).not.toMatch(/docvue-secret|:-docvue\b/);
  });

  it('seeds no demo data unless asked', () => {
    const seed = defaults.find((d) => d.name === 'SEED');
    expect(seed?.fallback).toBe('none');
    for (const [name, s] of Object.entries(services)) expect(s.environment?.SEED ?? '', name).not.toBe('demo');
  });

  it('puts PgBouncer in transaction mode between the processes and PostgreSQL, LISTEN straight to the server', () => {
    expect(services.pgbouncer?.environment?.POOL_MODE).toBe('transaction');
    for (const name of ['api-a', 'api-b', 'worker']) {
      const env = services[name]!.environment!;
      expect(env.DATABASE_URL, name).toContain('@pgbouncer:');
      expect(env.DATABASE_POOL_MODE, name).toBe('transaction');
      expect(env.DATABASE_DIRECT_URL, name).toContain('@postgres:5432/');
    }
  });

  it('runs Prometheus, scraping METRICS_PORT of both API processes and the worker', () => {
    expect(services.prometheus?.image).toMatch(/^prom\/prometheus:v\d/);
    for (const name of ['api-a', 'api-b', 'worker']) {
      expect(services[name]!.environment!.METRICS_PORT, name).toBe('9464');
    }
    const prometheus = parse(readFileSync(path.join(deploy, 'prometheus.yml'), 'utf8')) as {
      scrape_configs: { static_configs: { targets: string[] }[] }[];
    };
    const targets = prometheus.scrape_configs.flatMap((c) => c.static_configs.flatMap((s) => s.targets));
    expect(targets.sort()).toEqual(['api-a:9464', 'api-b:9464', 'worker:9464']);
  });
});
