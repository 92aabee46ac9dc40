import { routeStatusNames, type DocumentTemplateId, type ResultRow, type RouteStatusId } from '@docvue/contracts';
import { numberKeyOf } from './fields.js';
import type { ListColumn } from './columns.js';
import type { ListRowData } from './rows-repository.js';

/** The value a row shows in one column: raw (ISO dates, plain amounts), null when empty. */
function valueOf(c: ListColumn, r: ListRowData): string | null {
  if (c.kind === 'metadata') return r.values.get(c.key) ?? null;
  switch (c.key) {
    case 'documentTypeName':
      return r.typeName;
    case 'documentNumber': {
      const key = numberKeyOf[r.templateId as DocumentTemplateId];
      return key ? (r.values.get(key) ?? null) : null;
    }
    case 'senderCompanyName':
      return r.senderCompanyName;
    case 'receiverName':
      return r.receiverName;
    case 'routeStatusName':
      return r.routeStatusId === null ? null : (routeStatusNames[r.routeStatusId as RouteStatusId] ?? null);
    case 'sentAt':
      return r.sentAt?.toISOString() ?? null;
    case 'createdAt':
      return r.createdAt.toISOString();
    case 'fileName':
      return r.fileName;
  }
}

/** A result-set row: the fixed fields, then one value per column key. */
export function presentListRow(r: ListRowData, columns: ListColumn[]): ResultRow {
  // The contract's row is an object with fixed fields plus string values by column key, which
  // TypeScript's index signatures cannot state exactly; the column keys never clash (columns.ts).
  // Built in one object, fixed fields first: every row of a list then has the same shape.
  const row: Record<string, unknown> = {
    id: r.id,
    routeStatusId: r.routeStatusId,
    isRead: r.isRead,
    side: r.side,
    documentTypeTemplateId: r.templateId,
  };
  for (const c of columns) row[c.key] = valueOf(c, r);
  return row as ResultRow;
}

/** The metadata keys a page needs: the template's columns, or every template's number key. */
export function metadataKeysOf(columns: ListColumn[]): string[] {
  const keys = new Set<string>();
  for (const c of columns) {
    if (c.kind === 'metadata') keys.add(c.key);
    else if (c.key === 'documentNumber') {
      for (const k of Object.values(numberKeyOf)) if (k) keys.add(k);
    }
  }
  return [...keys];
}
