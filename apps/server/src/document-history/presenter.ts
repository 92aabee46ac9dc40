import type { HistoryEntry } from '@docvue/contracts';
import type { HistoryRow } from './repository.js';

/**
 * Entries written before the return named the field by its key (issue 47): shown by the field's
 * name, as every other entry names its field. The stored row stays as written (its hash covers it).
 */
const namesOfKeys: Record<string, string> = { DivisionOrderResponseStatus: 'Response Status' };

export function presentHistoryEntry(row: HistoryRow): HistoryEntry {
  return {
    id: row.id,
    objectId: row.objectId,
    objectType: row.objectType,
    objectName: row.objectName === null ? null : (namesOfKeys[row.objectName] ?? row.objectName),
    oldValue: row.oldValue,
    newValue: row.newValue,
    rowNumber: row.rowNumber,
    operation: { name: row.operation, categories: [row.category] },
    updateUser: row.userName,
    updateDate: row.createdAt.toISOString(),
    hasHistoryDetails: row.hasDetails,
    metadataTypeId: row.metadataTypeId,
  };
}
