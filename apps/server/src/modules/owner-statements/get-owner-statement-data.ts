import type { OwnerStatementData } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireVisibleDocument } from '../../access/documents.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { formatCents } from './file/decimal.js';
import { presentLine } from './present-line.js';
import { statementOfDocument } from './view-repository.js';

/** The data on an owner statement document, for its sender and its receiver only (the document's own gate). */
export async function getOwnerStatementData(
  db: Database,
  ctx: TenantContext,
  documentId: number,
): Promise<OwnerStatementData> {
  const doc = await requireVisibleDocument(db, ctx, documentId);
  const found = await statementOfDocument(db, doc);
  if (!found) throw notFound('The owner statement data');
  const { record, lines } = found;
  return {
    documentId: doc.id,
    operatorName: record.operatorName,
    operatorAddress: record.operatorAddress,
    operatorPhone: record.operatorPhone,
    ownerNumber: record.ownerNumber,
    ownerName: record.ownerName,
    checkNumber: record.checkNumber,
    checkDate: record.checkDate,
    checkAmount: formatCents(record.checkAmountCents),
    lines: lines.map(presentLine),
  };
}
