import { count, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { localBlobStore, type BlobStore } from '../lib/blob-store.js';
import { hashPassword } from '../lib/passwords.js';
import type { Database, Queryable } from '../db/client.js';
import { companies, users } from '../db/schema/index.js';
import { demoCompanies } from './demo-data/companies.js';
import { DEMO_PASSWORD, demoUsers } from './demo-data/users.js';
import { buildDemoDocuments } from './documents/index.js';
import { demoLegalDocuments } from './demo-data/company-records.js';
import { insertCompanyRecords, type StoredLegalDocument } from './insert-company-records.js';
import { insertDocuments, type StoredDemoDocument } from './insert-documents.js';
import { insertNetwork } from './insert-network.js';

export { demoCompanies, type CompanyKey, type DemoCompany } from './demo-data/companies.js';
export { demoParties } from './demo-data/parties.js';
export type { DemoParty } from './demo-data/party-shape.js';
export { DEMO_PASSWORD, demoLoginTable, demoUsers, type DemoUser } from './demo-data/users.js';
export { buildDemoDocuments, type DemoDocument } from './documents/index.js';

export interface SeedOptions {
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** The blobs go to `${dataDir}/blobs` unless a store is given. */
  dataDir: string;
  blobStore?: BlobStore;
  /** Documents are dated relative to this (default: now). */
  now?: Date;
}

/**
 * Seeds the demo network (docs/design.md: `SEED=demo` on first start): six companies, their
 * users, address books, master data and two dozen documents with sample PDFs.
 *
 * Runs only on an empty database: the demo users have a published password, so they must
 * never be added to a database that holds real companies. Returns true when it seeded.
 */
export async function seedDemoNetwork(db: Database, opts: SeedOptions): Promise<boolean> {
  if (!(await isEmpty(db))) {
    opts.log.info('demo seed skipped: the database already has companies');
    return false;
  }
  const now = opts.now ?? new Date();
  const store = opts.blobStore ?? localBlobStore(opts.dataDir);

  // Files first: a blob without a row is harmless (and deduplicated on the next try),
  // a row without its file is not.
  const stored: StoredDemoDocument[] = [];
  for (const doc of buildDemoDocuments(now)) {
    const { sha256, size } = await store.put(Buffer.from(await doc.renderPdf()));
    stored.push({ ...doc, sha256, size });
  }
  const records: StoredLegalDocument[] = [];
  for (const doc of demoLegalDocuments) {
    const { sha256, size } = await store.put(Buffer.from(await doc.renderPdf(now)));
    records.push({ ...doc, sha256, size });
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD); // scrypt is slow: once, shared by all

  try {
    await db.transaction(async (tx) => {
      const ids = await insertNetwork(tx, passwordHash);
      await insertDocuments(tx, ids, stored);
      await insertCompanyRecords(tx, ids, records, now);
    });
  } catch (err) {
    // Another process seeding the same empty database at the same time wins on the unique e-mails.
    if (await demoUsersExist(db)) {
      opts.log.warn('demo seed skipped: seeded concurrently by another process');
      return false;
    }
    throw err;
  }
  opts.log.info(
    { companies: demoCompanies.length, users: demoUsers.length, documents: stored.length },
    'demo seed finished',
  );
  return true;
}

async function isEmpty(db: Queryable): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(companies);
  return (row?.n ?? 0) === 0;
}

async function demoUsersExist(db: Queryable): Promise<boolean> {
  const emails = demoUsers.map((u) => u.email.toLowerCase());
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(sql`lower(${users.emailAddress})`, emails))
    .limit(1);
  return rows.length > 0;
}
