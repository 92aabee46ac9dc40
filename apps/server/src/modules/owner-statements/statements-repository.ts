import { DocumentTemplate, PartyType, RouteStatus } from '@docvue/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client.js';
import {
  blobs,
  documentFiles,
  documentHistory,
  documentMetadata,
  documents,
  documentTypes,
  metadataDefinitions,
  ownerStatementLines,
  ownerStatements,
  parties,
  users,
} from '../../db/schema/index.js';
import { historyHash } from '../../document-history/chain.js';
import { asStatusMachine } from '../status-machine/index.js';
import type { StatementDraft, Transmission } from './file/check-statement.js';
import { formatCents } from './file/decimal.js';

/** The sender's owner statement document type and its field ids by key. */
export async function ownerStatementTypeOf(db: Queryable, companyId: number) {
  const rows = await db
    .select({ typeId: documentTypes.id, key: metadataDefinitions.key, definitionId: metadataDefinitions.id })
    .from(documentTypes)
    .leftJoin(metadataDefinitions, eq(metadataDefinitions.documentTypeId, documentTypes.id))
    .where(and(eq(documentTypes.companyId, companyId), eq(documentTypes.templateId, DocumentTemplate.OwnerStatement)));
  if (rows.length === 0) return undefined;
  const fields = new Map<string, number>();
  for (const r of rows) if (r.key && r.definitionId) fields.set(r.key, r.definitionId);
  return { documentTypeId: rows[0]!.typeId, fields };
}

/** "First Last" of the person who uploaded the run, for the documents' history. */
export async function userNameOf(db: Queryable, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.first} ${row.last}`.trim() : null;
}

export interface OwnerParty {
  id: number;
  number: string;
  name: string;
  connectedCompanyId: number | null;
}

/** The operator's owner parties with these numbers (its owner numbers are its party numbers of type Owner). */
export async function ownerPartiesByNumber(db: Queryable, companyId: number, numbers: readonly string[]) {
  const found = new Map<string, OwnerParty>();
  if (numbers.length === 0) return found;
  const rows = await db
    .select({
      id: parties.id,
      number: parties.number,
      name: parties.name,
      connectedCompanyId: parties.connectedCompanyId,
    })
    .from(parties)
    .where(
      and(
        eq(parties.companyId, companyId),
        eq(parties.partyTypeId, PartyType.Owner),
        eq(parties.isActive, true),
        inArray(parties.number, [...new Set(numbers)]),
      ),
    );
  for (const r of rows) found.set(r.number, r);
  return found;
}

/** Which of these owner+check keys the operator already has a statement for, and from which run. */
export async function existingStatementRuns(
  db: Queryable,
  companyId: number,
  keys: readonly { ownerNumber: string; checkNumber: string }[],
) {
  const found = new Map<string, number | null>();
  if (keys.length === 0) return found;
  const rows = await db
    .select({
      ownerNumber: ownerStatements.ownerNumber,
      checkNumber: ownerStatements.checkNumber,
      runId: ownerStatements.runId,
    })
    .from(ownerStatements)
    .where(
      and(
        eq(ownerStatements.senderCompanyId, companyId),
        inArray(ownerStatements.checkNumber, [...new Set(keys.map((k) => k.checkNumber))]),
      ),
    );
  for (const r of rows) found.set(`${r.ownerNumber}\u0000${r.checkNumber}`, r.runId);
  return found;
}

export interface NewStatement {
  draft: StatementDraft;
  party: OwnerParty & { connectedCompanyId: number };
  pdf: { sha256: string; size: number; pages: number };
  fileName: string;
}

export interface Producer {
  runId: number;
  companyId: number;
  userId: number | null;
  userName: string | null;
  batchName: string;
  type: { documentTypeId: number; fields: Map<string, number> };
  transmission: Transmission;
}

/**
 * Writes a batch of statements, each as its data record, its detail lines and its document
 * (Sent to the owner's company, with its PDF, values and history), in the caller's transaction.
 * The record is written first with the owner+check key: a statement the operator already has
 * is skipped, so a batch written twice (a run taken up again) makes nothing twice. Returns the
 * statements made.
 */
export async function insertStatements(tx: Transaction, p: Producer, batch: readonly NewStatement[]) {
  if (batch.length === 0) return [];
  await tx
    .insert(blobs)
    .values(batch.map((s) => ({ sha256: s.pdf.sha256, size: s.pdf.size, mimeType: 'application/pdf' })))
    .onConflictDoNothing({ target: blobs.sha256 });
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
  const now = new Date();
  // Sent as the status machine would have sent them: the run is the operator's send.
  const docs = await asStatusMachine(tx, () =>
    tx
      .insert(documents)
      .values(
        made.map(({ s }) => ({
          senderCompanyId: p.companyId,
          receiverCompanyId: s.party.connectedCompanyId,
          receivingPartyId: s.party.id,
          documentTypeId: p.type.documentTypeId,
          templateId: DocumentTemplate.OwnerStatement,
          routeStatusId: RouteStatus.Sent,
          fileName: s.fileName,
          blobSha256: s.pdf.sha256,
          fileSize: s.pdf.size,
          pageCount: s.pdf.pages,
          batchName: p.batchName,
          uploadedBy: p.userId,
          createdAt: now,
          updatedAt: now,
          sentAt: now,
        })),
      )
      .returning({ id: documents.id, fileName: documents.fileName }),
  );
  const docIdByFile = new Map(docs.map((d) => [d.fileName, d.id]));
  const linked = made.map((m) => ({ ...m, documentId: docIdByFile.get(m.s.fileName)! }));
  await tx.execute(
    sql`update ${ownerStatements} set document_id = v.doc from (values ${sql.join(
      linked.map((l) => sql`(${l.recordId}::int, ${l.documentId}::int)`),
      sql`, `,
    )}) as v(id, doc) where ${ownerStatements.id} = v.id`,
  );
  await tx.insert(documentFiles).values(
    linked.map((l) => ({
      documentId: l.documentId,
      blobSha256: l.s.pdf.sha256,
      fileName: l.s.fileName,
      createdBy: p.userId,
    })),
  );
  const field = (key: string) => p.type.fields.get(key);
  const values = linked.flatMap((l) =>
    (
      [
        ['checkNumber', l.s.draft.checkNumber],
        ['checkDate', l.s.draft.checkDate],
        ['checkAmount', formatCents(l.s.draft.amountCents)],
        ['ownerNumber', l.s.draft.ownerNumber],
      ] as const
    ).flatMap(([key, value]) => {
      const definitionId = field(key);
      return definitionId ? [{ documentId: l.documentId, definitionId, value }] : [];
    }),
  );
  if (values.length > 0) await tx.insert(documentMetadata).values(values);
  const lines = linked.flatMap((l) =>
    l.s.draft.lines.map((line) => ({
      statementId: l.recordId,
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
  for (let i = 0; i < lines.length; i += 2000) await tx.insert(ownerStatementLines).values(lines.slice(i, i + 2000));
  const history = linked.flatMap((l) => {
    let prevHash: string | null = null;
    return (
      [
        { operation: 'Uploaded', objectName: null, oldValue: null, newValue: l.s.fileName },
        { operation: 'Sent', objectName: 'Route Status', oldValue: 'New', newValue: 'Sent' },
      ] as const
    ).map((e) => {
      const row = {
        documentId: l.documentId,
        category: 'Workflow',
        operation: e.operation,
        objectType: 'Document',
        objectName: e.objectName,
        objectId: l.documentId,
        oldValue: e.oldValue,
        newValue: e.newValue,
        rowNumber: null,
        metadataTypeId: null,
        userId: p.userId,
        userName: p.userName,
        companyId: p.companyId,
        details: null,
        hasDetails: false,
        createdAt: now,
        prevHash,
        hash: '',
      };
      row.hash = historyHash(prevHash, row);
      prevHash = row.hash;
      return row;
    });
  });
  await tx.insert(documentHistory).values(history);
  // Searchable by number, owner and values at once, as an upload is (document-index).
  await tx.execute(
    sql`select docvue_refresh_document_search(d.id) from ${documents} d where d.id in (${sql.join(
      linked.map((l) => sql`${l.documentId}`),
      sql`, `,
    )})`,
  );
  return linked.map((l) => ({ documentId: l.documentId, draft: l.s.draft }));
}
