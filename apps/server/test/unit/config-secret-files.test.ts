import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, secretSettings, withSecretFiles } from '../../src/config.js';

/*
 * Secrets from files (issue 46.7; README "Configuration"): each secret setting may be given as
 * NAME_FILE, the path of a file holding it (Docker and Kubernetes secrets), so it is not in the
 * environment `docker inspect` shows. And the drain of a stopping process (SHUTDOWN_DRAIN_SECONDS),
 * on by default only where a proxy has another process to send requests to.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), 'docvue-secrets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
function secretFile(name: string, content: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
}

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('secret settings read from files', () => {
  it('takes the database address, the SMTP relay and the metrics token from their files', () => {
    const config = loadConfig({
      DATABASE_URL_FILE: secretFile('db', 'postgres://docvue:s3cret@db:5432/docvue\n'),
      SMTP_URL_FILE: secretFile('smtp', 'smtp://mail:pw@relay:587'),
      METRICS_TOKEN_FILE: secretFile('token', 'a-token-of-twenty-chars\r\n'),
      SEAL_P12_PASSPHRASE_FILE: secretFile('seal', 'pass phrase \n'),
      SEAL_P12: '/etc/docvue/seal.p12',
    });
    // One line end dropped (what `echo` or an editor leaves); anything else is the secret.
    expect(config.databaseUrl).toBe('postgres://docvue:s3cret@db:5432/docvue');
    expect(config.smtpUrl).toBe('smtp://mail:pw@relay:587');
    expect(config.metricsToken).toBe('a-token-of-twenty-chars');
    expect(config.seal?.passphrase).toBe('pass phrase ');
  });

  it("gives the AWS SDK's own variables from files too, and leaves no NAME_FILE behind", () => {
    const env = withSecretFiles({
      AWS_ACCESS_KEY_ID_FILE: secretFile('key', 'AKIAEXAMPLE\n'),
      AWS_SECRET_ACCESS_KEY_FILE: secretFile('secret', 'wJalrXUtnFEMI\n'),
      AWS_REGION: 'us-east-1',
    });
    expect(env).toEqual({
      AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI',
      AWS_REGION: 'us-east-1',
    });
    expect(secretSettings).toEqual(expect.arrayContaining(['DATABASE_URL', 'DATABASE_DIRECT_URL', 'METRICS_TOKEN']));
  });

  it('refuses a setting given both ways, and a file it cannot read, naming the setting', () => {
    expect(
      refusal({ DATABASE_URL: 'postgres://a@db/x', DATABASE_URL_FILE: secretFile('db2', 'postgres://b@db/x') }),
    ).toContain('DATABASE_URL_FILE: DATABASE_URL is set too; set one of them');
    expect(refusal({ METRICS_TOKEN_FILE: path.join(dir, 'missing') })).toContain(
      `METRICS_TOKEN_FILE: cannot read ${path.join(dir, 'missing')} (ENOENT)`,
    );
  });

  it("checks a file's value as it would the variable's", () => {
    expect(refusal({ METRICS_TOKEN_FILE: secretFile('short', 'short\n') })).toContain(
      'METRICS_TOKEN: must be at least 16 characters',
    );
  });
});

describe('the drain of a stopping process', () => {
  const fleet = { DATABASE_URL: 'postgres://a@db/x', DATA_DIR_SHARED: 'true' };
  it('drains 5 s in an API process of a fleet, not in a worker or a process on its own', () => {
    expect(loadConfig({ ...fleet, PROCESS_ROLE: 'api' }).shutdownDrainMs).toBe(5_000);
    expect(loadConfig({ ...fleet, PROCESS_ROLE: 'worker' }).shutdownDrainMs).toBe(0);
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(loadConfig({ ...fleet, PROCESS_ROLE: 'api', SHUTDOWN_DRAIN_SECONDS: '8' }).shutdownDrainMs).toBe(8_000);
    expect(refusal({ SHUTDOWN_DRAIN_SECONDS: '-1' })).toContain('SHUTDOWN_DRAIN_SECONDS');
  });
});
