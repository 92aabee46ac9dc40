import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type ExternalOidc } from '../../src/config.js';
import { users } from '../../src/db/schema/index.js';
import { ExternalIssuer } from '../../src/lib/oidc-issuer.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { admin, makeCompany, makeUser } from '../support/factories.js';
import {
  API_AUDIENCE,
  API_RESOURCE,
  authorizationCodeFlow,
  ISSUER_SCOPE,
  startTestIssuer,
  type TestIssuer,
} from '../oidc/external-issuer.js';
import { freePort } from '../oidc/server.js';

/**
 * The configuration of an external issuer, checked at start: what refuses the start with a
 * clear message, and an issuer that is down when the server starts and comes back later.
 */

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const APP_URL = 'http://localhost:3999';
const base = { DATA_DIR: '/tmp/unused', OIDC_ISSUER: 'https://idp.example/realms/oil', OIDC_CLIENT_ID: 'docvue-web' };

/** Starts src/main.ts as `npm start` does and returns how it ended, when it ends within the time. */
async function startMain(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'docvue-start-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', SEED: 'none', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  await rm(dataDir, { recursive: true, force: true });
  return { code, stderr };
}

describe('an external issuer’s configuration, checked at start', () => {
  it('needs OIDC_AUDIENCE, different from the client id, and a scope with openid', () => {
    expect(() => loadConfig(base)).toThrow(ConfigError);
    expect(() => loadConfig(base)).toThrow(
      /OIDC_AUDIENCE: is required when OIDC_ISSUER is set: the audience \(`aud`\) the issuer puts in access tokens for this API/,
    );
    expect(() => loadConfig({ ...base, OIDC_AUDIENCE: 'docvue-web' })).toThrow(
      /OIDC_AUDIENCE: must differ from OIDC_CLIENT_ID/,
    );
    expect(() => loadConfig({ ...base, OIDC_AUDIENCE: 'docvue-api', OIDC_SCOPE: 'profile email' })).toThrow(
      /OIDC_SCOPE: must include openid/,
    );
    expect(() => loadConfig({ ...base, OIDC_AUDIENCE: 'docvue-api', OIDC_KEYS_MAX_AGE_SECONDS: '600' })).toThrow(
      /OIDC_KEYS_MAX_AGE_SECONDS/,
    );
    const oidc = loadConfig({ ...base, OIDC_AUDIENCE: 'docvue-api' }).oidc as ExternalOidc;
    // A key taken out of the issuer's set is refused within a minute unless configured shorter.
    expect(oidc).toMatchObject({
      audience: 'docvue-api',
      scope: 'openid profile email offline_access',
      keysMaxAgeMs: 60_000,
    });
  });

  it('refuses to start without OIDC_AUDIENCE, saying so', async () => {
    const { code, stderr } = await startMain(base);
    expect(code).toBe(2);
    expect(stderr).toContain('OIDC_AUDIENCE: is required when OIDC_ISSUER is set');
  }, 90_000);

  describe('with a reachable issuer', () => {
    let issuer: TestIssuer;
    afterAll(() => issuer?.close());

    it('refuses to start when the issuer names itself otherwise than OIDC_ISSUER', async () => {
      issuer = await startTestIssuer({ appUrl: APP_URL });
      // The same issuer under another host name: its document names it http://127.0.0.1:…
      const misnamed = issuer.issuer.replace('127.0.0.1', 'localhost');
      const config = loadConfig({ ...base, OIDC_ISSUER: misnamed, OIDC_AUDIENCE: API_AUDIENCE });
      const log = {
        warn: () => undefined,
        error: () => undefined,
        info: () => undefined,
      } as unknown as FastifyBaseLogger;
      const started = ExternalIssuer.start(config.oidc as ExternalOidc, log);
      await expect(started).rejects.toThrow(ConfigError);
      await expect(started).rejects.toThrow(
        `OIDC_ISSUER: is ${misnamed}, but the discovery document at ${misnamed}/.well-known/openid-configuration names the issuer ${issuer.issuer}.`,
      );

      const { code, stderr } = await startMain({
        OIDC_ISSUER: misnamed,
        OIDC_CLIENT_ID: 'docvue-web',
        OIDC_AUDIENCE: API_AUDIENCE,
      });
      expect(code).toBe(2);
      expect(stderr).toContain(`set OIDC_ISSUER to ${issuer.issuer}`);
    }, 90_000);
  });
});

describe('an issuer that is down when the server starts', () => {
  let t: TestApp;
  let issuer: TestIssuer | undefined;
  afterAll(async () => {
    await t?.close();
    await issuer?.close();
  });

  it('is reported by /api/ready and the log until it answers; then sign-in works without a restart', async () => {
    const port = await freePort();
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...String(chunk).split('\n').filter(Boolean)));
    t = await createTestApp(
      {
        OIDC_ISSUER: `http://127.0.0.1:${port}`,
        OIDC_CLIENT_ID: 'docvue-web',
        OIDC_AUDIENCE: API_AUDIENCE,
        OIDC_RESOURCE: API_RESOURCE,
        OIDC_SCOPE: ISSUER_SCOPE,
      },
      { logStream: stream, logLevel: 'warn' },
    );
    const ready = () => t.app.inject({ method: 'GET', url: '/api/ready' });
    const down = await ready();
    expect(down.statusCode).toBe(503);
    expect(down.json().error.message).toBe(
      `Sign-in is not available: the identity provider at http://127.0.0.1:${port}/.well-known/openid-configuration cannot be reached: ECONNREFUSED.`,
    );
    // The process itself is alive: health is about the process and its database.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // A signed-in call cannot be checked: try again later, rather than sign in again.
    const { privateKey } = await generateKeyPair('RS256');
    const someToken = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: 'k' })
      .setSubject('back-1')
      .setExpirationTime('5m')
      .sign(privateKey);
    const call = await t.call({ token: someToken }, { method: 'GET', url: '/api/company/allCompanies' });
    expect(call.statusCode).toBe(503);
    expect(call.json().error.message).toBe(
      'Sign-in cannot be checked right now: the identity provider cannot be reached. Try again in a moment.',
    );
    const warned = lines.map((l) => JSON.parse(l) as { level: number; msg: string }).find((l) => l.level === 40);
    expect(warned?.msg).toMatch(/cannot be reached: ECONNREFUSED; sign-in is not available, trying again in 1 s/);

    issuer = await startTestIssuer({ appUrl: APP_URL, port });
    const since = Date.now();
    while ((await ready()).statusCode !== 200) {
      expect(Date.now() - since, 'ready within the backoff').toBeLessThan(20_000);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect((await ready()).json()).toEqual({ status: 'ready', database: 'ok', signIn: 'ok', notifications: 'ok' });

    const companyId = (await makeCompany(t.db)).id;
    const user = await makeUser(t.db, { ...admin(companyId), email: 'back@operator.example' });
    issuer.people.set('back-1', { email: 'back@operator.example', email_verified: true });
    const tokens = await authorizationCodeFlow({
      authority: issuer.issuer,
      redirectUri: `${APP_URL}/auth/callback`,
      scope: ISSUER_SCOPE,
      resource: API_RESOURCE,
      login: 'back-1',
    });
    const linked = await t.call(
      { token: tokens.access_token },
      { method: 'POST', url: '/api/session/link', payload: { idToken: tokens.id_token } },
    );
    expect(linked.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.externalSubject).toBe('back-1');
    const me = await t.call({ token: tokens.access_token, companyId }, { method: 'GET', url: '/api/users/current' });
    expect(me.json().id).toBe(user.id);
  }, 60_000);

  it('is ready at once with the built-in provider', async () => {
    const builtin = await createTestApp();
    try {
      const res = await builtin.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(200);
    } finally {
      await builtin.close();
    }
  });
});
