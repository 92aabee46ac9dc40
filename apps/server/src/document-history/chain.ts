import { createHash } from 'node:crypto';

/** The fields a history row's hash covers: everything a reader relies on. */
export interface HashedHistoryFields {
  documentId: number;
  category: string;
  operation: string;
  objectType: string;
  objectName: string | null;
  objectId: number | null;
  oldValue: string | null;
  newValue: string | null;
  rowNumber: number | null;
  userId: number | null;
  companyId: number | null;
  createdAt: Date;
}

/** sha256 over the previous hash and the row, so changing or removing any row breaks every later hash. */
export function historyHash(prevHash: string | null, row: HashedHistoryFields): string {
  const canonical = JSON.stringify([
    prevHash,
    row.documentId,
    row.category,
    row.operation,
    row.objectType,
    row.objectName,
    row.objectId,
    row.oldValue,
    row.newValue,
    row.rowNumber,
    row.userId,
    row.companyId,
    row.createdAt.toISOString(),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}
