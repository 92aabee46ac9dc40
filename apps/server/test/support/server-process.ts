import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PartyType, type PartyTypeId } from '@docvue/contracts';
import { eq } from 'drizzle-orm';
import { importJWK, SignJWT } from 'jose';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { blobs, documents } from '../../src/db/schema/index.js';
import { sweepOrphanFiles } from '../../src/jobs/janitor.js';
import { localBlobStore } from '../../src/lib/blob-store.js';
import { loadSigningKeys } from '../../src/lib/keys.js';
import { verifyHistoryChain } from '../../src/document-history/repository.js';
import { documentForSystem } from '../../src/access/documents.js';
import { openTestDatabase } from './database.js';
import { admin, makeCompany, makeParty, makeUser } from './factories.js';
import { freePort } from './free-port.js';

/*
 * The real server as a child process (`src/main.ts`, as `npm start` runs it) on a data folder that
 * outlives it, for crash tests: kill -9 at any moment, start again on the same folder, check.
 */

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PUBLIC_URL = 'http://localhost:3999';

export interface CrashWorld {
  dataDir: string;
  /** On a PostgreSQL server (TEST_DATABASE_URL); otherwise the embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  token: string;
  companyId: number;
  partyId: number;
  /** Removes the data folder (and the test database on a server). */
  release(): Promise<void>;
}

/**
 * What else a test's world holds, made before any server runs: the company is an operator (owner
 * statements) instead of a vendor, and `setup` adds to the database (owner parties, say).
 */
export interface WorldOptions {
  partyTypeIds?: PartyTypeId[];
  setup?: (db: DatabaseHandle['db'], companyId: number) => Promise<void>;
}

/** A database with a vendor, its admin, a connected purchaser party and a token, before any server runs. */
export async function prepareWorld(opts: WorldOptions = {}): Promise<CrashWorld> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'docvue-chaos-'));
  const onServer = inject('dbTemplate').kind === 'postgres';
  const handle: DatabaseHandle & { url?: string } = onServer
    ? await openTestDatabase()
    : await openDatabase({ dataDir });
  await handle.migrate();
  const db = handle.db;
  const vendor = await makeCompany(db, {
    name: 'Hot Oil Services LLC',
    partyTypeIds: opts.partyTypeIds ?? [PartyType.Vendor],
  });
  const purchaser = await makeCompany(db, { name: 'Red Mesa Energy', partyTypeIds: [PartyType.Purchaser] });
  const user = await makeUser(db, admin(vendor.id));
  const party = await makeParty(db, vendor.id, {
    name: 'Red Mesa',
    partyTypeId: PartyType.Purchaser,
    connectedCompanyId: purchaser.id,
  });
  await opts.setup?.(db, vendor.id);
  const keys = await loadSigningKeys(db);
  const jwk = keys.privateJwks.keys[0]!;
  const token = await new SignJWT({ scope: 'openid profile email' })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid!, typ: 'at+jwt' })
    .setSubject(String(user.id))
    .setIssuer(`${PUBLIC_URL}/oidc`)
    .setAudience(`${PUBLIC_URL}/api`)
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(await importJWK(jwk, 'RS256'));
  // The server owns the database from now on (PGlite allows one process at a time); a test
  // database on a PostgreSQL server is dropped at the end (its handle's close does that).
  if (!onServer) await handle.close();
  return {
    dataDir,
    databaseUrl: handle.url,
    token,
    companyId: vendor.id,
    partyId: party.id,
    release: async () => {
      if (onServer) await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** SIGKILL: no shutdown hook runs, as when the machine loses power. */
  kill9(): Promise<void>;
  /** SIGTERM, the graceful way. */
  stop(): Promise<void>;
}

/** `env`: settings of this process beside the test's defaults (JOB_LEASE_SECONDS, say). */
export async function startServer(world: CrashWorld, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL,
      DATA_DIR: world.dataDir,
      ...(world.databaseUrl ? { DATABASE_URL: world.databaseUrl } : {}),
      SEED: 'none',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped at start:\n${stderr}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`the server did not start within 90 s:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** What a crash must never leave, checked on the database and files once the server is down. */
export async function crashInvariants(world: CrashWorld) {
  const handle = world.databaseUrl
    ? await openDatabase({ databaseUrl: world.databaseUrl })
    : await openDatabase({ dataDir: world.dataDir });
  try {
    const db = handle.db;
    const store = localBlobStore(world.dataDir);
    // The janitor's sweep as it runs an hour later: a body stored just before the kill, whose row
    // was never committed, is an orphan the janitor removes.
    const swept = await sweepOrphanFiles(db, store, 0);
    const rows = await db.select({ sha256: blobs.sha256 }).from(blobs);
    const rowsWithoutFile: string[] = [];
    for (const r of rows) if (!(await store.exists(r.sha256))) rowsWithoutFile.push(r.sha256);
    const known = new Set(rows.map((r) => r.sha256));
    const filesWithoutRow = (await store.listStoredBefore(-60_000)).filter((s) => !known.has(s));
    const docs = await db.select().from(documents).where(eq(documents.senderCompanyId, world.companyId));
    const brokenHistory: number[] = [];
    for (const d of docs) {
      const doc = await documentForSystem(db, d.id);
      if (doc && (await verifyHistoryChain(db, doc)) !== null) brokenHistory.push(d.id);
    }
    return { swept, rowsWithoutFile, filesWithoutRow, docs, brokenHistory };
  } finally {
    await handle.close();
  }
}
