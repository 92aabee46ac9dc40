import { describe, expect, it } from 'vitest';
import {
  firstBrokenEntry,
  HISTORY_HASH_VERSION,
  historyHash,
  legacyHistoryHash,
  type StoredHistoryRow,
} from '../../src/document-history/chain.js';

/*
 * The two hash versions of a document's history (document-history/chain.ts): entries written before
 * the hash covered every column (version 1) still verify as written; a later entry cannot fall back
 * to the narrower hash; details are hashed whatever the order jsonb hands their keys back in.
 */
let nextId = 1;
function chain(versions: number[], details: Record<string, unknown>[] | null = null): StoredHistoryRow[] {
  let prev: string | null = null;
  return versions.map((version, i) => {
    const row = {
      id: nextId++,
      documentId: 7,
      category: 'Workflow',
      operation: i === 0 ? 'Uploaded' : 'Rejection Reason',
      objectType: 'Document',
      objectName: null,
      objectId: 7,
      oldValue: null,
      newValue: `value ${i}`,
      rowNumber: null,
      metadataTypeId: null,
      userId: 3,
      userName: 'Dana Ruiz',
      companyId: 5,
      details,
      hasDetails: !!details,
      createdAt: new Date(Date.UTC(2026, 10, 1, 12, i)),
      prevHash: prev,
      hash: '',
      hashVersion: version,
    };
    row.hash = version === 1 ? legacyHistoryHash(prev, row) : historyHash(prev, row);
    prev = row.hash;
    return row;
  });
}

describe('a document history hash chain', () => {
  it('verifies entries of version 1 followed by entries of the current version', () => {
    expect(HISTORY_HASH_VERSION).toBe(2);
    expect(firstBrokenEntry(chain([1, 1, 2, 2]))).toBeNull();
  });

  it('notices changed details in a current entry, but (as written) not in a version-1 one', () => {
    const current = chain([2, 2], [{ reasonCode: 'Disputed Content' }]);
    current[1]!.details = [{ reasonCode: 'Missing Content' }];
    expect(firstBrokenEntry(current)?.id).toBe(current[1]!.id);
    const legacy = chain([1, 1], [{ reasonCode: 'Disputed Content' }]);
    legacy[1]!.details = [{ reasonCode: 'Missing Content' }];
    expect(firstBrokenEntry(legacy)).toBeNull();
  });

  it('hashes details by content, not by the order of their keys', () => {
    const rows = chain([2], [{ reasonCode: 'Other', lines: [1, 2], fields: ['afe'] }]);
    rows[0]!.details = [{ fields: ['afe'], lines: [1, 2], reasonCode: 'Other' }];
    expect(firstBrokenEntry(rows)).toBeNull();
  });

  it('breaks at a version-1 entry after a current one, and at an unknown version', () => {
    const rows = chain([2, 1]);
    expect(firstBrokenEntry(rows)?.id).toBe(rows[1]!.id);
    const unknown = chain([2, 2]);
    unknown[0]!.hashVersion = 3;
    expect(firstBrokenEntry(unknown)?.id).toBe(unknown[0]!.id);
  });

  it('breaks at the entry after a removed one', () => {
    const rows = chain([2, 2, 2]);
    expect(firstBrokenEntry([rows[0]!, rows[2]!])?.id).toBe(rows[2]!.id);
  });
});
