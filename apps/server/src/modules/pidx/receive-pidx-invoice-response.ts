import { createHash } from 'node:crypto';
import {
  DocumentTemplate,
  ErrorCode,
  RouteStatus,
  statusNameOf,
  type PidxDecisionResponse,
  type RejectBody,
} from '@docvue/contracts';
import type { FastifyRequest } from 'fastify';
import type { TenantContext } from '../../access/context.js';
import { requireVisibleDocument } from '../../access/documents.js';
import type { AppContext } from '../../app-context.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { decideDocument, readDocument } from '../documents/index.js';
import { idempotencyKeyOf, requestHash, runIdempotently } from '../idempotency/index.js';
import type { PidxInvoiceResponse } from './invoice-model.js';
import { checkResponsePartners } from './check-response-partners.js';
import { pidxProblem } from './pidx-problem.js';
import { readPidxOffThread } from './read-pidx-in-thread.js';
import { readPidxXmlPart } from './read-pidx-upload.js';
import { fieldOfPointer } from './write-invoice-response.js';

/** Invoice numbers compared as an ERP keeps them: without case or surrounding spaces. */
const sameNumber = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The spec's reject call needs a free-text reason: a Reject without comments says its code. */
const reasonOf = (r: PidxInvoiceResponse, code: string) =>
  r.comment?.trim() || `Rejected by PIDX InvoiceResponse: ${code}.`;

/** The rejection a PIDX Reject says: its code, the lines it rejects, the fields its pointers name. */
function rejectionOf(r: PidxInvoiceResponse): RejectBody {
  const lines = r.lines.filter((l) => l.status === 'Reject');
  const reasonCode = r.reasonCode ?? lines.find((l) => l.reasonCode)?.reasonCode;
  const reason = reasonOf(r, reasonCode ?? 'Other');
  if (reason.length > 2000)
    throw pidxProblem('/InvoiceResponse/InvoiceResponseProperties/Comment', 'at most 2000 characters');
  return {
    reason,
    ...(reasonCode ? { reasonCode } : {}),
    ...(lines.length ? { lines: lines.map((l) => l.lineItemNumber) } : {}),
    ...(r.pointers.length ? { fields: r.pointers.map(fieldOfPointer) } : {}),
  };
}

/**
 * `POST /documents/:id/pidx/response` (issue 29): the receiver's ERP sends its decision on an AR
 * invoice it received as a PIDX InvoiceResponse. The decision goes through the same use case as
 * the web's Approve and Reject buttons (the status machine says what is allowed):
 * - Accept approves; on an invoice already Approved or Paid it answers the status as it is
 *   (`applied: false`), since what the ERP says is already true — a resent Accept is no error;
 * - Reject rejects with the code, lines and fields (pointers) of the response, its comments as
 *   the spec's reason;
 * - Pending changes nothing and answers the status unchanged (the ERP says it is still looking).
 * The response must name the invoice of the URL (its InvoiceNumber), else 400 with the element.
 */
export async function receivePidxInvoiceResponse(
  app: AppContext,
  ctx: TenantContext,
  documentId: number,
  req: FastifyRequest,
): Promise<PidxDecisionResponse> {
  const { db, typeFields } = app;
  const key = idempotencyKeyOf(req);
  // The gate first: a stranger learns nothing of the document, not even from an error in its XML.
  const gate = await requireVisibleDocument(db, ctx, documentId);
  if (gate.side !== 'receiver') {
    throw new AppError(ErrorCode.InvalidTransition, 'Only the receiver of an invoice answers it.');
  }
  const doc = await readDocument(db, typeFields, ctx, documentId);
  if (doc.documentTypeTemplateId !== DocumentTemplate.ArInvoice) {
    throw badRequest('Only AR invoices are answered with a PIDX InvoiceResponse.');
  }
  const xml = await readPidxXmlPart(req);
  const read = await readPidxOffThread(xml);
  if (read.kind !== 'InvoiceResponse') throw pidxProblem(`/${read.kind}`, 'this call takes an InvoiceResponse');
  const number = doc.metadata.find((m) => m.key === 'invoiceNumber')?.value ?? '';
  if (!sameNumber(read.invoiceNumber, number)) {
    throw pidxProblem(
      '/InvoiceResponse/InvoiceResponseProperties/InvoiceNumber',
      `"${read.invoiceNumber}" is not the number of this invoice`,
    );
  }
  await checkResponsePartners(db, xml, gate);
  const hash = requestHash(String(documentId), createHash('sha256').update(xml).digest('hex'));
  const result = await runIdempotently(
    db,
    { companyId: ctx.companyId, key, scope: 'receivePidxInvoiceResponse', hash },
    async (): Promise<PidxDecisionResponse> => {
      const before = doc.routeStatusId;
      let applied = false;
      if (read.status === 'Reject') {
        await decideDocument(db, ctx, documentId, { action: 'reject', ...rejectionOf(read) });
        applied = true;
      } else if (read.status === 'Accept' && before !== RouteStatus.Approved && before !== RouteStatus.Paid) {
        await decideDocument(db, ctx, documentId, { action: 'approve' });
        applied = true;
      }
      const after = applied ? (await requireVisibleDocument(db, ctx, documentId)).routeStatusId : before;
      return {
        documentId,
        decision: read.status,
        applied,
        routeStatusId: after,
        routeStatus: statusNameOf(after as Parameters<typeof statusNameOf>[0]),
      };
    },
  );
  app.jobs.kick();
  return result;
}
