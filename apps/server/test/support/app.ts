import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { importJWK, SignJWT } from 'jose';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { Database, DatabaseHandle } from '../../src/db/client.js';
import { loadSigningKeys } from '../../src/lib/keys.js';
import { openTestDatabase } from './database.js';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  config: Config;
  /**
   * An access token for a user, signed with the built-in provider's real keys and claims
   * (the same a sign-in would issue); the PKCE flow itself is tested in oidc.test.ts.
   */
  tokenFor(userId: number, opts?: { expiresIn?: string; issuer?: string; audience?: string }): Promise<string>;
  /** app.inject with a bearer token and Company-Id set. */
  call(
    as: { token?: string; companyId?: number | string } | undefined,
    opts: InjectOptions & { method: NonNullable<InjectOptions['method']>; url: string },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: { webDist?: string } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  // Files of this test file only, removed at close.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'docvue-files-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3999',
    SEED: 'none',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    logger: false,
    ...(options.webDist ? { webDist: options.webDist } : { serveWeb: false }),
  });
  await app.ready();
  const keys = await loadSigningKeys(database.db);
  const jwk = keys.privateJwks.keys[0]!;
  const privateKey = await importJWK(jwk, 'RS256');

  return {
    app,
    db: database.db,
    database,
    config,
    async tokenFor(userId, opts = {}) {
      return new SignJWT({ scope: 'openid profile email' })
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid!, typ: 'at+jwt' })
        .setSubject(String(userId))
        .setIssuer(opts.issuer ?? config.oidc.issuer)
        .setAudience(opts.audience ?? config.oidc.audience ?? '')
        .setIssuedAt()
        .setExpirationTime(opts.expiresIn ?? '10m')
        .sign(privateKey);
    },
    call(as, opts) {
      const headers: Record<string, string> = { ...(opts.headers as Record<string, string> | undefined) };
      if (as?.token) headers.authorization = `Bearer ${as.token}`;
      if (as?.companyId !== undefined) headers['company-id'] = String(as.companyId);
      return app.inject({ ...opts, headers });
    },
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
