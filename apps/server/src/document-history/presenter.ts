import type { HistoryEntry } from '@docvue/contracts';
import type { HistoryRow } from './repository.js';

export function presentHistoryEntry(row: HistoryRow): HistoryEntry {
  return {
    id: row.id,
    objectId: row.objectId,
    objectType: row.objectType,
    objectName: row.objectName,
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
