import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import type { Writable } from 'node:stream';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { importJWK, SignJWT } from 'jose';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { Database, DatabaseHandle } from '../../src/db/client.js';
import { localBlobStore } from '../../src/lib/blob-store.js';
import { loadSigningKeys } from '../../src/lib/keys.js';
import { openTestDatabase, type TestDatabaseOptions } from './database.js';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  /** On a PostgreSQL server: the test database's URL (another process can open it). */
  databaseUrl?: string;
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
  /** The SQL statements a request sent (with `countStatements`), by its response. */
  statementsOf(res: LightMyRequestResponse): string[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  webDist?: string;
  pushHeartbeatMs?: number;
  /** Where the app's log lines go (JSON, one a line); by default it logs nothing. */
  logStream?: Writable;
  /** The lowest level sent to `logStream`; `info` by default. */
  logLevel?: 'info' | 'warn' | 'error';
  /**
   * Another server process on the same database and files, as production runs several: its own
   * data folder and process state, `sharing`'s database (left open at close) and blob store.
   */
  sharing?: TestApp;
  /** Record the statements of every request, for `statementsOf`. */
  countStatements?: boolean;
  /** How its own database is opened (not with `sharing`). */
  database?: TestDatabaseOptions;
}

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const own = options.sharing ? undefined : await openTestDatabase(options.database);
  const database: DatabaseHandle = options.sharing?.database ?? own!;
  const databaseUrl = options.sharing?.databaseUrl ?? own?.url;
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
  const statementsByRequest = new Map<string, string[]>();
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let keys: Awaited<ReturnType<typeof loadSigningKeys>>;
  try {
    app = await buildApp({
      config,
      database,
      logger: options.logStream ? { level: options.logLevel ?? 'info', stream: options.logStream } : false,
      // With STORAGE_URL every process reaches the same bucket itself.
      ...(options.sharing && !config.storage ? { blobs: localBlobStore(options.sharing.config.dataDir) } : {}),
      ...(options.webDist ? { webDist: options.webDist } : { serveWeb: false }),
      ...(options.pushHeartbeatMs ? { pushHeartbeatMs: options.pushHeartbeatMs } : {}),
      ...(options.countStatements
        ? { onRequestStatements: (req, statements) => statementsByRequest.set(req.id, statements) }
        : {}),
    });
    await app.ready();
    keys = await loadSigningKeys(database.db);
  } catch (err) {
    // A start that fails (a test may expect it to) leaves nothing running: its jobs and pool
    // would otherwise go on talking to a database the test then removes, and their lost
    // connections surface as uncaught errors in whichever test runs next.
    await app?.close().catch(() => undefined);
    if (own) await own.close().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  const jwk = keys.privateJwks.keys[0]!;
  const privateKey = await importJWK(jwk, 'RS256');

  return {
    app,
    db: database.db,
    database,
    ...(databaseUrl ? { databaseUrl } : {}),
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
    statementsOf(res) {
      const statements = statementsByRequest.get(String(res.headers['x-request-id']));
      if (!statements) throw new Error('statementsOf(): no statements recorded (countStatements off?)');
      return statements;
    },
    async close() {
      await app.close();
      if (!options.sharing) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
