import { and, eq, sql } from 'drizzle-orm';
import type { OwnDocumentType } from '../../access/document-types.js';
import type { OwnParty } from '../../access/parties.js';
import type { Queryable, Transaction } from '../../db/client.js';
import { insertJsonRows } from '../../db/json-rows.js';
import { ownerStatementLines, ownerStatements } from '../../db/schema/index.js';
import type { Actor } from '../../document-history/repository.js';
import type { StatementDraft, Transmission } from './file/check-statement.js';

/**
 * Which of these owner+check keys the operator already has a statement for, and from which run.
 * One lookup of the key's unique index per key (the lateral `limit 1`): by check number alone
 * the index's third column, each batch of a run read all the operator's statements so far.
 */
export async function existingStatementRuns(
  db: Queryable,
  companyId: number,
  keys: readonly { ownerNumber: string; checkNumber: string }[],
) {
  const found = new Map<string, number | null>();
  if (keys.length === 0) return found;
  const texts = (values: readonly string[]) =>
    sql`array[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::text[]`;
  const statement = db
    .select({
      ownerNumber: ownerStatements.ownerNumber,
      checkNumber: ownerStatements.checkNumber,
      runId: ownerStatements.runId,
    })
    .from(ownerStatements)
    .where(
      and(
        eq(ownerStatements.senderCompanyId, companyId),
        eq(ownerStatements.ownerNumber, sql`wanted.owner_number`),
        eq(ownerStatements.checkNumber, sql`wanted.check_number`),
      ),
    )
    .limit(1)
    .as('statement');
  const rows = await db
    .select()
    .from(
      sql`unnest(${texts(keys.map((k) => k.ownerNumber))}, ${texts(keys.map((k) => k.checkNumber))}) as wanted(owner_number, check_number)`,
    )
    .crossJoinLateral(statement);
  for (const { statement: r } of rows) found.set(`${r.ownerNumber}\u0000${r.checkNumber}`, r.runId);
  return found;
}

export interface NewStatement {
  draft: StatementDraft;
  party: OwnParty & { connectedCompanyId: number };
  pdf: { sha256: string; size: number; pages: number };
  fileName: string;
}

/** The run's part of a batch's statements: which run, from which operator, sent by whom. */
export interface Producer {
  runId: number;
  companyId: number;
  actor: Actor;
  batchName: string;
  type: OwnDocumentType;
  transmission: Transmission;
}

/**
 * Writes a batch of statements' data records and their detail lines, in the caller's transaction.
 * The record is written first with the owner+check key: a statement the operator already has
 * is skipped, so a batch written twice (a run taken up again) makes nothing twice. Returns the
 * statements made, with their record ids; their documents are made by make-statements.ts.
 */
export async function insertStatementRecords(tx: Transaction, p: Producer, batch: readonly NewStatement[]) {
  if (batch.length === 0) return [];
  const records = await tx
    .insert(ownerStatements)
    .values(
      batch.map((s) => ({
        runId: p.runId,
        senderCompanyId: p.companyId,
        receiverCompanyId: s.party.connectedCompanyId,
        partyId: s.party.id,
        ownerNumber: s.draft.ownerNumber,
        ownerName: s.draft.ownerName,
        checkNumber: s.draft.checkNumber,
        checkDate: s.draft.checkDate,
        checkAmountCents: Number(s.draft.amountCents),
        operatorName: p.transmission.operatorName,
        operatorAddress: p.transmission.operatorAddress,
        operatorPhone: p.transmission.operatorPhone,
      })),
    )
    .onConflictDoNothing()
    .returning({
      id: ownerStatements.id,
      ownerNumber: ownerStatements.ownerNumber,
      checkNumber: ownerStatements.checkNumber,
    });
  if (records.length === 0) return [];
  const byKey = new Map(batch.map((s) => [`${s.draft.ownerNumber}\u0000${s.draft.checkNumber}`, s]));
  const made = records.map((r) => ({ recordId: r.id, s: byKey.get(`${r.ownerNumber}\u0000${r.checkNumber}`)! }));
  const lines = made.flatMap(({ recordId, s }) =>
    s.draft.lines.map((line) => ({
      statementId: recordId,
      lineNo: line.lineNo,
      propertyId: line.propertyId,
      propertyName: line.propertyName,
      county: line.county,
      state: line.state,
      saleMonth: line.saleMonth,
      productCode: line.productCode,
      transactionCode: line.transactionCode,
      volume: line.volume,
      price: line.price,
      ownerDecimal: line.ownerDecimal,
      ownerGrossCents: Number(line.ownerGrossCents),
      productionTaxCents: Number(line.productionTaxCents),
      windfallTaxCents: Number(line.windfallTaxCents),
      deductionsCents: Number(line.deductionsCents),
      ownerNetCents: Number(line.ownerNetCents),
    })),
  );
  await insertJsonRows(tx, ownerStatementLines, lines);
  return made;
}

/** Each statement record's document, once the documents module made it. */
export async function linkStatementDocuments(
  tx: Transaction,
  links: readonly { recordId: number; documentId: number }[],
) {
  if (links.length === 0) return;
  await tx.execute(
    sql`update ${ownerStatements} set document_id = v.doc from (values ${sql.join(
      links.map((l) => sql`(${l.recordId}::int, ${l.documentId}::int)`),
      sql`, `,
    )}) as v(id, doc) where ${ownerStatements.id} = v.id`,
  );
}
