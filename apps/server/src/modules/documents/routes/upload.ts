import { batchQuery, batchResponse, idParams, okResponse, uploadResponse } from '@docvue/contracts';
import { typed, type RouteModule } from '../../../lib/zod-app.js';
import { tenantOf } from '../../../plugins/auth/index.js';
import { documentIdsOfBatch } from '../repository.js';
import { receiveUpload } from '../receive-upload.js';
import { deleteTemporaryFile, handleUpload } from '../upload-service.js';

const tags = ['documents'];

export const documentUploadRoutes: RouteModule = (app, { db, blobs, jobs }) => {
  const r = typed(app);

  r.post(
    '/documents/upload',
    {
      bodyLimit: 1024 * 1024 * 1024,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          'Multipart: `fileUploadData` (JSON: documentTypeId = template id, receivingPartyId, batchName; or documentId with isAttachment) and one `file`. PDF or PNG/JPEG (converted to PDF) for documents; attachments may also be Office or text files. 500 MB at most.',
        response: { 201: uploadResponse },
      },
    },
    async (req, reply) => {
      const ctx = tenantOf(req);
      const { data, file } = await receiveUpload(req, db, blobs);
      const result = await handleUpload(db, blobs, ctx, data, file);
      jobs.kick();
      return reply.code(201).send(result);
    },
  );

  r.get(
    '/batch/getdocumentids',
    { schema: { tags, querystring: batchQuery, response: { 200: batchResponse } } },
    async (req) => documentIdsOfBatch(db, tenantOf(req).companyId, req.query.batchName, req.query.userId),
  );

  r.delete(
    '/documents/:id/deleteTempFile',
    { schema: { tags, params: idParams, response: { 200: okResponse } } },
    async (req) => {
      await deleteTemporaryFile(db, tenantOf(req), req.params.id);
      return { ok: true as const };
    },
  );
};
