import { createHash } from 'node:crypto';

/**
 * The version of the hash an entry was written with (document_history.hash_version):
 * 1: the entries written before issue 46.8, whose hash left out details, the metadata type, the
 *    user's name and has-details (legacyHistoryHash); kept as they were, verified as they were.
 * 2: every column of the entry but its id (assigned by the database; the order is in the chain),
 *    so a changed rejection reason, payment note or name is noticed too. The column's default.
 * Once a document has a version-2 entry, a later version-1 entry is a break (a row rewritten to
 * the older, narrower hash).
 */
export const HISTORY_HASH_VERSION = 2;

/** The fields a history row's hash covers: every column of the entry but its id and own hash. */
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
  metadataTypeId: number | null;
  userId: number | null;
  userName: string | null;
  companyId: number | null;
  details: Record<string, unknown>[] | null;
  hasDetails: boolean;
  createdAt: Date;
}

/**
 * JSON with every object's keys sorted: details are stored as jsonb, which keeps its keys in an
 * order of its own, so the text hashed at write and at read must not depend on key order.
 */
function canonicalJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonicalJson);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
        .map((k) => [k, canonicalJson((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** sha256 over the previous hash and the whole row, so changing or removing any row breaks every later hash. */
export function historyHash(prevHash: string | null, row: HashedHistoryFields): string {
  const canonical = JSON.stringify([
    HISTORY_HASH_VERSION,
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
    row.metadataTypeId,
    row.userId,
    row.userName,
    row.companyId,
    canonicalJson(row.details ?? null),
    row.hasDetails,
    row.createdAt.toISOString(),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** The hash of version 1 (entries written before version 2; see HISTORY_HASH_VERSION). */
export function legacyHistoryHash(prevHash: string | null, row: HashedHistoryFields): string {
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

export interface StoredHistoryRow extends HashedHistoryFields {
  id: number;
  prevHash: string | null;
  hash: string;
  hashVersion: number;
}

/**
 * Recomputes a document's chain, its rows in the order they were written; returns the first row
 * that does not match (its link to the previous row, or its own hash), or null when intact.
 */
export function firstBrokenEntry<R extends StoredHistoryRow>(rows: readonly R[]): R | null {
  let prev: string | null = null;
  let seenCurrent = false;
  for (const row of rows) {
    if (row.prevHash !== prev) return row;
    if (row.hashVersion === HISTORY_HASH_VERSION) {
      seenCurrent = true;
      if (historyHash(prev, row) !== row.hash) return row;
    } else if (row.hashVersion === 1 && !seenCurrent) {
      if (legacyHistoryHash(prev, row) !== row.hash) return row;
    } else {
      return row;
    }
    prev = row.hash;
  }
  return null;
}
