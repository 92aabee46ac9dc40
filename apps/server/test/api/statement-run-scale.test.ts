import { PartyType } from '@docvue/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documents,
  notifications,
  ownerStatementLines,
  ownerStatements,
  statementRuns,
} from '../../src/db/schema/index.js';
import { localBlobStore } from '../../src/lib/blob-store.js';
import { insertRun } from '../../src/modules/owner-statements/run-repository.js';
import { runStatementFile, SimulatedCrash } from '../../src/modules/owner-statements/run-statement-file.js';
import { syntheticStatementCsv } from '../../src/scripts/bench/statement-file.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { admin, makeCompany, makeParty, makeUser } from '../support/factories.js';

/**
 * The monthly run in short form (the benchmark's 300,000 lines for 20,000 owners are
 * `npm run bench:statements`): 2,000 lines for 200 owners, and a run that crashes half-way and
 * is taken up again without making or telling anything twice.
 */
let t: TestApp;
let operatorId: number;
let userId: number;
const OWNERS = 200;
/** Owner companies: several of the operator's owner numbers may belong to one company (an owner with several accounts). */
const COMPANIES = 25;
const LINES = 10;
const ownerCompanies: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const operator = await makeCompany(t.db, { name: 'Scale Operating LLC', partyTypeIds: [PartyType.Operator] });
  operatorId = operator.id;
  userId = (await makeUser(t.db, admin(operator.id))).id;
  for (let i = 0; i < COMPANIES; i++) {
    const c = await makeCompany(t.db, { name: `Scale Owner ${i}`, partyTypeIds: [PartyType.Owner] });
    await makeUser(t.db, admin(c.id));
    ownerCompanies.push(c.id);
  }
  for (let i = 0; i < OWNERS; i++) {
    await makeParty(t.db, operator.id, {
      partyTypeId: PartyType.Owner,
      number: `S-${i}`,
      name: `Scale Owner ${i}`,
      connectedCompanyId: ownerCompanies[i % COMPANIES]!,
    });
  }
}, 120_000);
afterAll(() => t.close());

/** A stored file and its run, queued but with no job: the test runs it by hand. */
async function storedRun(checkNumberBase: number) {
  const csv = [
    ...syntheticStatementCsv({ owners: OWNERS, linesPerCheck: LINES, ownerNumber: (i) => `S-${i}`, checkNumberBase }),
  ].join('\n');
  const put = await localBlobStore(t.config.dataDir).put(Buffer.from(csv));
  return insertRun(
    t.db,
    {
      companyId: operatorId,
      fileName: 'scale.csv',
      blobSha256: put.sha256,
      fileSize: put.size,
      format: 'csv',
      createdBy: userId,
    },
    'text/csv',
  );
}

const appContext = () => ({ db: t.db, blobs: localBlobStore(t.config.dataDir) });

async function state(runId: number) {
  const [run] = await t.db.select().from(statementRuns).where(eq(statementRuns.id, runId));
  const [made] = await t.db.select({ n: count() }).from(ownerStatements).where(eq(ownerStatements.runId, runId));
  const [lines] = await t.db
    .select({ n: count() })
    .from(ownerStatementLines)
    .innerJoin(ownerStatements, eq(ownerStatements.id, ownerStatementLines.statementId))
    .where(eq(ownerStatements.runId, runId));
  const [docs] = await t.db.select({ n: count() }).from(documents).where(eq(documents.batchName, 'scale.csv'));
  const told = await t.db
    .select({ companyId: notifications.companyId, n: count() })
    .from(notifications)
    .where(eq(notifications.sourceCompanyId, operatorId))
    .groupBy(notifications.companyId);
  return { run: run!, statements: made!.n, lines: lines!.n, documents: docs!.n, told };
}

describe('the monthly run, short form', () => {
  it('2,000 lines for 200 owners: every line checked, every owner a statement, every owner company one notification', async () => {
    const run = await storedRun(700000);
    await runStatementFile(appContext(), run.id, { batchChecks: 50 });
    const s = await state(run.id);
    expect(s.run).toMatchObject({
      status: 'done',
      checksDone: OWNERS,
      statementsMade: OWNERS,
      errorCount: 0,
      ownersNotified: COMPANIES,
      linesRead: OWNERS * (LINES + 1) + 2,
    });
    expect(s.statements).toBe(OWNERS);
    expect(s.lines).toBe(OWNERS * LINES);
    expect(s.told).toHaveLength(COMPANIES);
    expect(s.told.every((r) => r.n === 1)).toBe(true);
    // Each statement went to the company its owner number is connected to.
    const misrouted = await t.db.execute(sql`
      select count(*)::int as n from owner_statements s join parties p on p.id = s.party_id
      where s.run_id = ${run.id} and (p.connected_company_id <> s.receiver_company_id or p.number <> s.owner_number)`);
    expect((misrouted as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  }, 300_000);

  it('a run that crashes half-way is taken up again behind its cursor: nothing made or told twice', async () => {
    await t.db.delete(notifications);
    const run = await storedRun(800000);
    await expect(
      runStatementFile(appContext(), run.id, { batchChecks: 40, crashAfterBatches: 2 }),
    ).rejects.toBeInstanceOf(SimulatedCrash);
    const half = await state(run.id);
    expect(half.run).toMatchObject({ status: 'running', checksDone: 80, statementsMade: 80 });
    expect(half.statements).toBe(80);
    expect(half.told).toHaveLength(0);

    // The owner+check key holds even if the cursor were lost: rewind it, as a crash between the
    // statements' commit and a cursor kept elsewhere would.
    await t.db.update(statementRuns).set({ checksDone: 40 }).where(eq(statementRuns.id, run.id));
    await runStatementFile(appContext(), run.id, { batchChecks: 40 });
    const done = await state(run.id);
    expect(done.run).toMatchObject({ status: 'done', checksDone: OWNERS, ownersNotified: COMPANIES });
    expect(done.statements).toBe(OWNERS);
    expect(done.lines).toBe(OWNERS * LINES);
    expect(done.told).toHaveLength(COMPANIES);
    expect(done.told.every((r) => r.n === 1)).toBe(true);

    // Taken once more (a job claimed again after its lease ran out): nothing changes.
    await runStatementFile(appContext(), run.id);
    const again = await state(run.id);
    expect(again.statements).toBe(OWNERS);
    expect(again.told.every((r) => r.n === 1)).toBe(true);
  }, 300_000);
});
