import type { DocumentListResponse, ResultColumn, ResultRow } from '@docvue/contracts';
import type { RecordedCall } from '@/testing/fake-api';

const column = (key: string, name: string, typeId: number, typeName: string): ResultColumn => ({
  key,
  name,
  metadataType: { id: typeId, name: typeName },
  sortable: true,
});

/** The AR invoice result set's columns, as the server sends them: the type's fields, then the fixed ones. */
export const invoiceColumns: ResultColumn[] = [
  column('invoiceNumber', 'Invoice #', 1, 'Text'),
  column('invoiceDate', 'Invoice Date', 4, 'Date'),
  column('docPurchaserName', 'Purchaser', 24, 'Purchaser'),
  column('invoiceTotal', 'Invoice Total', 3, 'Currency'),
  column('senderCompanyName', 'From', 1, 'Text'),
  column('routeStatusName', 'Status', 1, 'Text'),
  column('fileName', 'File Name', 1, 'Text'),
];

const statusNames: Record<number, string> = { 1: 'Sent', 2: 'Received', 4: 'Paid', 5: 'Rejected', 8: 'Pending' };

export function invoiceRow(
  id: number,
  routeStatusId: number | null,
  values: Partial<Record<string, string | null>> = {},
  isRead = true,
): ResultRow {
  const cells: Record<string, string | null> = {
    invoiceNumber: `PBS-${id}`,
    invoiceDate: '2026-10-31',
    docPurchaserName: 'Red Mesa Energy Partners',
    invoiceTotal: '1870.00',
    senderCompanyName: 'Permian Basin Oilfield Services',
    routeStatusName: routeStatusId === null ? null : (statusNames[routeStatusId] ?? null),
    fileName: `PBS-${id}.pdf`,
  };
  for (const [key, value] of Object.entries(values)) cells[key] = value ?? null;
  // As the server's presenter builds it: values by column key beside the fixed fields, which
  // TypeScript's index signature cannot state exactly.
  return { ...cells, id, routeStatusId, isRead, side: 'sender', documentTypeTemplateId: 93 } as ResultRow;
}

/** A list call answered from a table of rows, paged and filtered by status the way the server does. */
export function listReply(rows: ResultRow[], columns = invoiceColumns) {
  return (call: RecordedCall): { body: DocumentListResponse } => {
    const q = call.url.searchParams;
    const status = Number(q.get('documentRouteStatusId') ?? 0);
    const page = Number(q.get('page') ?? 1);
    const pageSize = Number(q.get('pageSize') ?? 25);
    const matching = status ? rows.filter((r) => r.routeStatusId === status) : rows;
    return {
      body: {
        columns,
        rows: matching.slice((page - 1) * pageSize, page * pageSize),
        totalRecords: matching.length,
        page,
        pageSize,
      },
    };
  };
}

export const personalizationReply = {
  body: {
    dateFormat: 'dd/MM/yyyy',
    numericFormat: '',
    currencyFormat: '',
    itemsPerPage: '25',
    receiveEmails: 'true',
  },
};
