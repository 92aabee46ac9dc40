import type { DocumentStatusResponse, DocumentTemplateId } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import type { Database } from '../../db/client.js';
import { numberKeyOf } from '../../document-index/fields.js';
import { loadListRows } from '../../document-index/rows-repository.js';
import { kept, type DashboardCounts } from './dashboard-helpers.js';
import { idsInStatuses } from './repository.js';

/** `/documentstatus?documentTypeId=&documentRouteStatusId=`: the company's sent documents in one status, newest first. */
export async function listDocumentsInStatus(
  db: Database,
  counts: DashboardCounts,
  ctx: TenantContext,
  q: { documentTypeId: DocumentTemplateId; documentRouteStatusId: number; page: number; pageSize: number },
): Promise<DocumentStatusResponse> {
  const page = { offset: (q.page - 1) * q.pageSize, limit: q.pageSize };
  const { ids, total } = await kept(
    counts,
    ctx.companyId,
    `inStatus|${q.documentTypeId}|${q.documentRouteStatusId}|${page.offset}|${page.limit}`,
    () => idsInStatuses(db, ctx.companyId, 'sender', q.documentTypeId, [q.documentRouteStatusId], page),
  );
  const numberKey = numberKeyOf[q.documentTypeId];
  const rows = await loadListRows(db, ctx, ids, [...(numberKey ? [numberKey] : []), 'docPurchaserName']);
  return {
    items: rows.map((r) => {
      const number = numberKey ? (r.values.get(numberKey) ?? null) : null;
      return {
        id: r.id,
        documentTypeTemplateId: r.templateId,
        routeStatusId: r.routeStatusId,
        documentNumber: number,
        docInvoiceNumber: number,
        docPurchaserName: r.values.get('docPurchaserName') ?? r.receiverName,
        receiverName: r.receiverName,
        sentAt: r.sentAt?.toISOString() ?? null,
      };
    }),
    totalRecords: total,
    pageSize: q.pageSize,
  };
}
