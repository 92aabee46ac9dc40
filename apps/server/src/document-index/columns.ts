import {
  FixedColumnKey,
  MetadataType,
  type FixedColumnKeyValue,
  type MetadataTypeId,
  type ResultColumn,
} from '@docvue/contracts';
import type { Queryable } from '../db/client.js';
import { listedFieldsOfTemplate } from './repository.js';

const metadataTypeNames = new Map<number, string>(Object.entries(MetadataType).map(([name, id]) => [id, name]));

/** A column of a result set and where its values come from. */
export type ListColumn =
  | { kind: 'fixed'; key: FixedColumnKeyValue; name: string; metadataTypeId: MetadataTypeId }
  | { kind: 'metadata'; key: string; name: string; metadataTypeId: number };

const fixed = (key: FixedColumnKeyValue, name: string, metadataTypeId: MetadataTypeId): ListColumn => ({
  kind: 'fixed',
  key,
  name,
  metadataTypeId,
});

const F = FixedColumnKey;
const T = MetadataType;

/** Who, what state, when and which file: shown after the type's own fields in every list. */
const trailingColumns: ListColumn[] = [
  fixed(F.senderCompanyName, 'From', T.Text),
  fixed(F.receiverName, 'To', T.Text),
  fixed(F.routeStatusName, 'Status', T.Text),
  fixed(F.sentAt, 'Sent', T.DateTime),
  fixed(F.fileName, 'File Name', T.Text),
];

/** Lists that mix types (everything, sent, inbox, search) show the type and its number instead of its fields. */
export const mixedColumns: ListColumn[] = [
  fixed(F.documentTypeName, 'Document Type', T.DocumentType),
  fixed(F.documentNumber, 'Document #', T.Text),
  ...trailingColumns,
];

/**
 * The columns of one template's list, from the caller's company's instance of the template
 * (the receiver sees received documents with its own field names; the keys are the template's,
 * so they match the sender's values). Fields hidden in lists (DivisionOrderResponseStatus, …)
 * are left out. Undefined when the company has no instance of the template.
 */
export async function templateColumns(
  db: Queryable,
  companyId: number,
  templateId: number,
): Promise<ListColumn[] | undefined> {
  const rows = await listedFieldsOfTemplate(db, companyId, templateId);
  if (rows.length === 0) return undefined;
  const definitions = rows.flatMap((d) =>
    d.key === null || d.name === null || d.metadataTypeId === null
      ? []
      : [{ key: d.key, name: d.name, metadataTypeId: d.metadataTypeId }],
  );
  const reserved = new Set<string>(['id', 'routeStatusId', 'isRead', 'side', 'documentTypeTemplateId', 'highlights']);
  const own: ListColumn[] = definitions
    .filter((d) => !reserved.has(d.key) && !(d.key in FixedColumnKey))
    .map((d) => ({ kind: 'metadata', ...d }));
  return [...own, ...trailingColumns];
}

export function presentColumn(c: ListColumn): ResultColumn {
  return {
    key: c.key,
    name: c.name,
    metadataType: { id: c.metadataTypeId, name: metadataTypeNames.get(c.metadataTypeId) ?? String(c.metadataTypeId) },
    sortable: true,
  };
}
