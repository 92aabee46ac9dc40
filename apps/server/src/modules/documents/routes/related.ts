import {
  attachmentsResponse,
  autoExtractionRequest,
  autoExtractionResponse,
  historyDetailsResponse,
  historyResponse,
  idParams,
  okResponse,
  proposedLineItems,
  rejectionReasonResponse,
  versionsResponse,
} from '@docvue/contracts';
import { z } from 'zod';
import { notFound } from '../../../lib/errors.js';
import { typed, type RouteModule } from '../../../lib/zod-app.js';
import { tenantOf } from '../../../plugins/auth/index.js';
import { historyEntryOfDocument, historyOfDocument, latestRejectionReason } from '../../history/repository.js';
import { presentHistoryEntry } from '../../history/presenter.js';
import { attachmentsOf, deleteAttachment, serveAttachment } from '../attachment-service.js';
import { proposeFieldValues } from '../extraction-service.js';
import { proposedLineItemsOf } from '../line-items-service.js';
import { requireVisibleDocument } from '../read-service.js';
import { versionsOf } from '../versions.js';

const tags = ['documents'];

/** History, versions, attachments and extraction: each reaches its document through the visibility check. */
export const documentRelatedRoutes: RouteModule = (app, { db, blobs }) => {
  const r = typed(app);

  r.get(
    '/history/document/:id',
    { schema: { tags: ['history'], params: idParams, response: { 200: historyResponse } } },
    async (req) => {
      const { doc } = await requireVisibleDocument(db, tenantOf(req), req.params.id);
      return (await historyOfDocument(db, doc.id)).map(presentHistoryEntry);
    },
  );

  r.get(
    '/history/document/:id/rejectionReason',
    { schema: { tags: ['history'], params: idParams, response: { 200: rejectionReasonResponse } } },
    async (req) => {
      const { doc } = await requireVisibleDocument(db, tenantOf(req), req.params.id);
      return { reason: await latestRejectionReason(db, doc.id) };
    },
  );

  r.get(
    '/history/:objectId/details/:historyId',
    {
      schema: {
        tags: ['history'],
        params: z.object({ objectId: idParams.shape.id, historyId: idParams.shape.id }),
        response: { 200: historyDetailsResponse },
      },
    },
    async (req) => {
      const { doc } = await requireVisibleDocument(db, tenantOf(req), req.params.objectId);
      const entry = await historyEntryOfDocument(db, doc.id, req.params.historyId);
      if (!entry) throw notFound('The history entry');
      return entry.details ?? [];
    },
  );

  r.get(
    '/documents/:id/versions',
    { schema: { tags, params: idParams, response: { 200: versionsResponse } } },
    async (req) => {
      const ctx = tenantOf(req);
      const { doc } = await requireVisibleDocument(db, ctx, req.params.id);
      return versionsOf(db, ctx.companyId, doc);
    },
  );

  r.get(
    '/documentAttachments/document/:id',
    { schema: { tags: ['attachments'], params: idParams, response: { 200: attachmentsResponse } } },
    async (req) => attachmentsOf(db, tenantOf(req), req.params.id),
  );

  r.delete(
    '/documentAttachments/:id',
    { schema: { tags: ['attachments'], params: idParams, response: { 200: okResponse } } },
    async (req) => {
      await deleteAttachment(db, tenantOf(req), req.params.id);
      return { ok: true as const };
    },
  );

  r.get('/download/attachment/:id', { schema: { tags: ['attachments'], params: idParams } }, async (req, reply) =>
    serveAttachment(db, blobs, tenantOf(req), req.params.id, 'original', req, reply),
  );

  r.get(
    '/download/attachment/:id/pdf',
    {
      schema: {
        tags: ['attachments'],
        description: 'The attachment as a PDF (images are converted).',
        params: idParams,
      },
    },
    async (req, reply) => serveAttachment(db, blobs, tenantOf(req), req.params.id, 'pdf', req, reply),
  );

  r.post(
    '/autoextraction',
    {
      schema: {
        tags: ['extraction'],
        description: 'Proposes values for the empty, editable fields from the page words; nothing is saved.',
        body: autoExtractionRequest,
        response: { 200: autoExtractionResponse },
      },
    },
    async (req) => {
      const { doc } = await requireVisibleDocument(db, tenantOf(req), req.body.documentId);
      const values = Object.fromEntries(req.body.documentMetadata.map((m) => [m.key, m.value ?? null]));
      return { documentMetadata: await proposeFieldValues(db, doc, values) };
    },
  );

  r.get(
    '/documents/:id/ProposedLineItems/:x/:y',
    {
      schema: {
        tags: ['extraction'],
        description: "The document's line items and the rows read from the table on its pages.",
        params: z.object({ id: idParams.shape.id, x: z.string().max(20), y: z.string().max(20) }),
        response: { 200: proposedLineItems },
      },
    },
    async (req) => {
      const { doc } = await requireVisibleDocument(db, tenantOf(req), req.params.id);
      return proposedLineItemsOf(db, doc);
    },
  );
};
