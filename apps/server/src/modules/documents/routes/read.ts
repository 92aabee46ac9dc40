import {
  availabilityResponse,
  documentQuery,
  documentResponse,
  idParams,
  ocrPage,
  okResponse,
} from '@docvue/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { blobs, ocrPages } from '../../../db/schema/index.js';
import { notFound } from '../../../lib/errors.js';
import { typed, type RouteModule } from '../../../lib/zod-app.js';
import { tenantOf } from '../../../plugins/auth/index.js';
import { sendBlob } from '../file-response.js';
import { getDocument, markRead, requireVisibleDocument } from '../read-service.js';
import { findVisibleDocument } from '../visibility.js';

const tags = ['documents'];

export const documentReadRoutes: RouteModule = (app, { db, blobs: store }) => {
  const r = typed(app);

  r.get(
    '/documents/:id',
    {
      schema: {
        tags,
        description:
          'A document with its metadata, line items, status and the actions the caller may take. The receiving company opening a Sent document marks it Received.',
        params: idParams,
        querystring: documentQuery,
        response: { 200: documentResponse },
      },
    },
    async (req) => getDocument(db, tenantOf(req), req.params.id),
  );

  r.put(
    '/documents/:id/markread',
    { schema: { tags, params: idParams, response: { 200: okResponse } } },
    async (req) => {
      await markRead(db, tenantOf(req), req.params.id);
      return { ok: true as const };
    },
  );

  r.get(
    '/documents/:id/available',
    { schema: { tags, params: idParams, response: { 200: availabilityResponse } } },
    async (req) => ({ available: !!(await findVisibleDocument(db, tenantOf(req).companyId, req.params.id)) }),
  );

  /** The current file of a visible document; the same 404 whether hidden, missing or without a file. */
  const serveDocumentFile = async (
    req: FastifyRequest,
    reply: FastifyReply,
    documentId: number,
    disposition: 'inline' | 'attachment',
  ) => {
    const { doc } = await requireVisibleDocument(db, tenantOf(req), documentId);
    const [blob] = doc.blobSha256 ? await db.select().from(blobs).where(eq(blobs.sha256, doc.blobSha256)) : [];
    if (!blob) throw notFound('The file');
    return sendBlob(req, reply, store, {
      sha256: blob.sha256,
      size: blob.size,
      mimeType: blob.mimeType,
      fileName: doc.fileName,
      disposition,
    });
  };

  r.get(
    '/documents/:id/file/:fileNumber',
    {
      schema: {
        tags,
        description: 'The PDF for the viewer, with HTTP range requests.',
        params: z.object({ id: idParams.shape.id, fileNumber: z.string().max(10) }),
      },
    },
    async (req, reply) => serveDocumentFile(req, reply, req.params.id, 'inline'),
  );

  r.get(
    '/download/:id',
    { schema: { tags, description: 'The document file as a download.', params: idParams } },
    async (req, reply) => serveDocumentFile(req, reply, req.params.id, 'attachment'),
  );

  r.get(
    '/DocumentOcr/:id/page/:page',
    {
      schema: {
        tags,
        description: 'Words and their boxes on one page (page units, origin top-left).',
        params: z.object({ id: idParams.shape.id, page: z.coerce.number().int().min(1).max(100000) }),
        response: { 200: ocrPage },
      },
    },
    async (req) => {
      const { doc } = await requireVisibleDocument(db, tenantOf(req), req.params.id);
      if (!doc.blobSha256) throw notFound('The page');
      const [page] = await db
        .select()
        .from(ocrPages)
        .where(and(eq(ocrPages.blobSha256, doc.blobSha256), eq(ocrPages.documentPage, req.params.page)));
      if (!page) throw notFound('The page');
      return { documentPage: page.documentPage, width: page.width, height: page.height, ocrJson: page.words };
    },
  );
};
