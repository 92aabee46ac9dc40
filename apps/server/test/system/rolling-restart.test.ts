import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PartyType } from '@docvue/contracts';
import { and, count, eq, like } from 'drizzle-orm';
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.js';
import { parties } from '../../src/db/schema/index.js';
import { loadSigningKeys } from '../../src/lib/keys.js';
import { buildServer, serveEnv } from '../support/compiled-server.js';
import { openTestDatabase } from '../support/database.js';
import { admin, makeCompany, makeOrgUnit, makeUser } from '../support/factories.js';
import { freePort } from '../support/free-port.js';

/*
 * The rolling restart of README "Rolling restart" (issue 46.3), behind the shipped deploy/nginx.conf
 * run by Debian's nginx (.ci/run installs it): two API processes of the production build on one
 * PostgreSQL database, a client sending reads and writes through nginx the whole time, and the
 * processes restarted one after the other, 3 s apart (SIGTERM, wait for the exit, start again).
 * No request fails, and no write is done twice: the parties the client was told were created are the
 * parties in the database. The processes stop as they ship (SHUTDOWN_DRAIN_SECONDS' default for
 * PROCESS_ROLE=api, 5 s). ROLLING_RESTART_PORT, when set, is the first of the three ports used.
 */
const onServer = inject('dbTemplate').kind === 'postgres';
const nginxBin = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const serverDir = path.join(repoRoot, 'apps/server');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface ApiProcess {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  stderr: () => string;
}

/**
 * deploy/nginx.conf as shipped, but for its addresses (the two processes and the listening port on
 * loopback) and its files (log, pid and temporary folders under `prefix`, not the system's).
 */
async function nginxConfig(prefix: string, ports: { listen: number; a: number; b: number }) {
  const shipped = await readFile(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8');
  const replace = (text: string, from: string, to: string) => {
    if (!text.includes(from)) throw new Error(`deploy/nginx.conf no longer has "${from}"`);
    return text.replace(from, to);
  };
  let conf = replace(shipped, 'server api-a:3000', `server 127.0.0.1:${ports.a}`);
  conf = replace(conf, 'server api-b:3000', `server 127.0.0.1:${ports.b}`);
  conf = replace(conf, 'listen 80;', `listen 127.0.0.1:${ports.listen};`);
  const files = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${prefix}/${kind};`)
    .join('\n');
  conf = replace(conf, 'http {', `http {\n  access_log off;\n${files}`);
  return `pid ${prefix}/nginx.pid;\nerror_log stderr warn;\n${conf}`;
}

describe.skipIf(!onServer || !existsSync(nginxBin))('a rolling restart behind the shipped nginx', () => {
  let handle: DatabaseHandle & { url?: string };
  let build: Awaited<ReturnType<typeof buildServer>>;
  let prefix: string;
  let nginx: ChildProcess | undefined;
  let nginxLog = '';
  let proxyUrl: string;
  const ports = { listen: 0, a: 0, b: 0 };
  const running: ApiProcess[] = [];
  let headers: Record<string, string>;
  let unitId: number;
  let companyId: number;

  function startApi(name: string, port: number): ApiProcess {
    const child = spawn(process.execPath, [build.main], {
      cwd: serverDir,
      env: {
        ...serveEnv(),
        NODE_ENV: 'test',
        DATABASE_URL: handle.url!,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: proxyUrl,
        PROCESS_ROLE: 'api',
        // One machine: the processes share the data folder (config.ts, DATA_DIR_SHARED).
        DATA_DIR: path.join(prefix, 'data'),
        DATA_DIR_SHARED: 'true',
        SEED: 'none',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const p = { name, port, url: `http://127.0.0.1:${port}`, child, exited, stderr: () => stderr };
    running.push(p);
    return p;
  }

  async function untilReady(p: ApiProcess, timeoutMs = 150_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (p.child.exitCode !== null) throw new Error(`${p.name} stopped at start:\n${p.stderr()}`);
      const status = await fetch(`${p.url}/api/ready`).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) return;
      if (Date.now() > deadline) throw new Error(`${p.name} not ready:\n${p.stderr()}`);
      await sleep(100);
    }
  }

  /** SIGTERM, the exit awaited, started again on its port; what /api/ready said while it drained. */
  async function restart(p: ApiProcess) {
    p.child.kill('SIGTERM');
    const readiness = new Set<number>();
    while (p.child.exitCode === null && p.child.signalCode === null) {
      const status = await fetch(`${p.url}/api/ready`).then(
        (r) => r.status,
        () => 0,
      );
      readiness.add(status);
      await sleep(100);
    }
    const code = await p.exited;
    const next = startApi(p.name, p.port);
    await untilReady(next);
    return { code, readiness, next, stderr: p.stderr() };
  }

  beforeAll(async () => {
    build = await buildServer('rolling');
    prefix = await mkdtemp(path.join(os.tmpdir(), 'docvue-rolling-'));
    await mkdir(path.join(prefix, 'data'));
    const first = Number(process.env.ROLLING_RESTART_PORT ?? 0);
    ports.listen = first || (await freePort());
    ports.a = first ? first + 1 : await freePort();
    ports.b = first ? first + 2 : await freePort();
    proxyUrl = `http://127.0.0.1:${ports.listen}`;

    handle = await openTestDatabase();
    const company = await makeCompany(handle.db, {
      name: 'Red Mesa Energy Partners',
      partyTypeIds: [PartyType.Purchaser],
    });
    companyId = company.id;
    unitId = (await makeOrgUnit(handle.db, company.id, 'Midland Field Office')).id;
    const user = await makeUser(handle.db, admin(company.id));
    const jwk = (await loadSigningKeys(handle.db)).privateJwks.keys[0]!;
    const token = await new SignJWT({ scope: 'openid profile email' })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid!, typ: 'at+jwt' })
      .setSubject(String(user.id))
      .setIssuer(`${proxyUrl}/oidc`)
      .setAudience(`${proxyUrl}/api`)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(await importJWK(jwk, 'RS256'));
    headers = { authorization: `Bearer ${token}`, 'company-id': String(company.id) };

    const a = startApi('a', ports.a);
    const b = startApi('b', ports.b);
    await Promise.all([untilReady(a), untilReady(b)]);

    const conf = path.join(prefix, 'nginx.conf');
    await writeFile(conf, await nginxConfig(prefix, ports));
    nginx = spawn(nginxBin, ['-p', prefix, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    nginx.stderr!.on('data', (d: Buffer) => (nginxLog = (nginxLog + d.toString()).slice(-8000)));
    for (let i = 0; ; i++) {
      if (nginx.exitCode !== null) throw new Error(`nginx did not start:\n${nginxLog}`);
      if (
        await fetch(`${proxyUrl}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 100) throw new Error(`nginx does not answer:\n${nginxLog}`);
      await sleep(100);
    }
  }, 300_000);

  afterAll(async () => {
    for (const p of running) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
    await Promise.all(running.map((p) => p.exited));
    if (nginx && nginx.exitCode === null) {
      nginx.kill('SIGQUIT');
      await new Promise((r) => nginx!.once('exit', r));
    }
    await handle?.close();
    await build?.remove();
    if (prefix) await rm(prefix, { recursive: true, force: true });
  });

  it('loses no request while the two API processes are restarted 3 s apart', async () => {
    const failures: string[] = [];
    const created: number[] = [];
    let reads = 0;
    let stop = false;
    // Four clients, each a read then a write, until the restarts are over (and at most 3,000 calls each).
    const client = async (n: number) => {
      for (let i = 0; !stop && i < 3000; i++) {
        try {
          const read = await fetch(`${proxyUrl}/api/users/current`, { headers });
          if (read.status !== 200) failures.push(`GET ${read.status} ${await read.text()}`);
          else reads++;
          await read.body?.cancel();
          const write = await fetch(`${proxyUrl}/api/party`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({
              partyTypeId: PartyType.Vendor,
              name: `Caprock Water Hauling ${n}-${i}`,
              number: `RR-${n}-${i}`,
              taxIdentifier: '75-1112223',
              emailsAsString: 'ap@caprock.example',
              companyOrgUnitIds: [unitId],
            }),
          });
          if (write.status !== 201) failures.push(`POST ${write.status} ${await write.text()}`);
          else created.push(((await write.json()) as { id: number }).id);
        } catch (err) {
          failures.push(`network: ${String(err)}`);
        }
        await sleep(20);
      }
    };
    const clients = Promise.all([1, 2, 3, 4].map(client));

    await sleep(1_000);
    const [a, b] = running as [ApiProcess, ApiProcess];
    const first = await restart(a);
    await sleep(3_000);
    const second = await restart(b);
    await sleep(1_000);
    stop = true;
    await clients;

    for (const r of [first, second]) {
      expect(r.code, r.stderr).toBe(0);
      // While it drained it still answered, and told the balancer it was stopping.
      expect([...r.readiness]).toContain(503);
    }
    expect(failures.slice(0, 10), nginxLog).toEqual([]);
    expect(reads).toBeGreaterThan(50);
    expect(created.length).toBeGreaterThan(50);
    // Each write was done once: the parties in the database are those the client was told of.
    const [row] = await handle.db
      .select({ n: count() })
      .from(parties)
      .where(and(eq(parties.companyId, companyId), like(parties.number, 'RR-%')));
    expect(row!.n).toBe(created.length);
  }, 300_000);
});
