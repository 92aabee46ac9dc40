import { createHash } from 'node:crypto';
import { DocumentTemplate, ErrorCode, type PidxUploadResponse } from '@docvue/contracts';
import type { FastifyRequest } from 'fastify';
import type { TenantContext } from '../../access/context.js';
import { requireOwnDocumentType } from '../../access/document-types.js';
import { requireVisibleDocument } from '../../access/documents.js';
import { storedByCaller } from '../../access/files.js';
import type { AppContext } from '../../app-context.js';
import { actorFor } from '../../document-history/actor.js';
import { appendHistory } from '../../document-history/repository.js';
import { AppError } from '../../lib/errors.js';
import { completeUpload, saveDocument, type ReceivedFile } from '../documents/index.js';
import { idempotencyKeyOf, requestHash, runIdempotently } from '../idempotency/index.js';
import { checkLengths } from './check-lengths.js';
import { findPartnerParty } from './find-partner-party.js';
import type { PidxInvoice } from './invoice-model.js';
import { mapToDocument } from './map-to-document.js';
import { invoiceOnly } from './read-pidx.js';
import { readPidxOffThread } from './read-pidx-in-thread.js';
import { readPidxUpload } from './read-pidx-upload.js';
import { reconcileTotals } from './reconcile-totals.js';
import { renderInvoicePdf } from './render-invoice-pdf.js';
import { companyNameOf, listChoices } from './repository.js';

/**
 * `POST /documents/pidx`: a PIDX Invoice becomes an AR invoice of the sender for the connected
 * party its partner identifiers name (or the one the sender chose), with its values and lines, its
 * PDF or one rendered from the data; what does not reconcile is kept as warnings on the fields,
 * written to the history (both sides read them there and on the fields).
 */
export async function receivePidxInvoice(
  app: AppContext,
  ctx: TenantContext,
  req: FastifyRequest,
): Promise<PidxUploadResponse> {
  const { db, blobs } = app;
  const key = idempotencyKeyOf(req);
  const type = await requireOwnDocumentType(db, ctx, { templateId: DocumentTemplate.ArInvoice });
  let sent = '';
  const { plan, pdf } = await readPidxUpload(req, db, blobs, async (xml, data): Promise<PidxPlan> => {
    sent = requestHash(JSON.stringify(data), createHash('sha256').update(xml).digest('hex'));
    const invoice = invoiceOnly(await readPidxOffThread(xml));
    const recipient = await findPartnerParty(db, ctx, invoice, data.receivingPartyId);
    // Everything the document will hold is checked here, before the PDF is read or one is rendered.
    const mapped = mapToDocument(invoice, await listChoices(db, type.id, 'paymentTerms'));
    checkLengths(mapped.values, mapped.lines);
    return { invoice, recipient, batchName: data.batchName, ...mapped, warnings: reconcileTotals(invoice) };
  });
  // An ERP that resends the same invoice with the same key (its answer was lost) gets the first
  // answer, and no second invoice is sent.
  const hash = requestHash(sent, pdf?.sha256 ?? '');
  const result = await runIdempotently(db, { companyId: ctx.companyId, key, scope: 'receivePidxInvoice', hash }, () =>
    createFromPidx(app, ctx, type, plan, pdf),
  );
  app.jobs.kick();
  return result;
}

interface PidxPlan {
  invoice: PidxInvoice;
  recipient: Awaited<ReturnType<typeof findPartnerParty>>;
  batchName: string | null | undefined;
  values: ReturnType<typeof mapToDocument>['values'];
  lines: ReturnType<typeof mapToDocument>['lines'];
  warnings: ReturnType<typeof reconcileTotals>;
}

async function createFromPidx(
  app: AppContext,
  ctx: TenantContext,
  type: Awaited<ReturnType<typeof requireOwnDocumentType>>,
  plan: PidxPlan,
  pdf: ReceivedFile | undefined,
): Promise<PidxUploadResponse> {
  const { db, blobs } = app;
  const { invoice, recipient, values, lines, warnings } = plan;

  const file =
    pdf ??
    (await (async () => {
      const bytes = await renderInvoicePdf({
        sender: await companyNameOf(db, ctx.companyId),
        receiver: recipient.name,
        values,
        lines,
      });
      const put = await blobs.put(Buffer.from(bytes), { headBytes: 1024 });
      const safeName = invoice.invoiceNumber.replace(/[^\w.-]+/g, '_').slice(0, 100);
      return { ...storedByCaller(put), fileName: `${safeName}.pdf`, head: put.head ?? Buffer.alloc(0) };
    })());
  const created = await completeUpload(app, ctx, { kind: 'create', type, recipient, batchName: plan.batchName }, file);
  const save = () => saveDocument(db, app.typeFields, ctx, created.documentId, { metadata: values, lineItems: lines });
  // The page-reading job may move the new document from New to Pending between the save's read and
  // its lock (a 409 that nobody else caused): the values are saved again on the document as it is.
  await save().catch((err: unknown) =>
    err instanceof AppError && err.code === ErrorCode.Conflict ? save() : Promise.reject(err),
  );
  const doc = await requireVisibleDocument(db, ctx, created.documentId);
  const actor = await actorFor(db, ctx);
  await db.transaction((tx) =>
    appendHistory(tx, doc, actor, [
      {
        category: 'Workflow',
        operation: 'PIDX Invoice',
        objectType: 'Document',
        objectName: 'PIDX Invoice',
        newValue: `${invoice.dialect}, ${invoice.lines.length} lines${warnings.length ? `, ${warnings.length} warnings` : ''}`,
        details: warnings,
      },
    ]),
  );
  return { ...created, dialect: invoice.dialect, warnings };
}
