import {
  cancelPublishBody,
  documentResponse,
  idParams,
  okResponse,
  rejectBody,
  resubmitQuery,
  saveDocumentBody,
} from '@docvue/contracts';
import { typed, type RouteModule } from '../../../lib/zod-app.js';
import { tenantOf } from '../../../plugins/auth/index.js';
import { getDocument } from '../read-service.js';
import { saveDocument } from '../save-service.js';
import { cancelDocuments, decideDocument, publishDocument, resubmitDocument } from '../workflow-service.js';

const tags = ['documents'];
const done = { ok: true as const };

export const documentWorkflowRoutes: RouteModule = (app, { db }) => {
  const r = typed(app);

  r.put(
    '/documents/:id',
    {
      schema: {
        tags,
        description:
          'Saves metadata values (by field key) and, when given, the whole set of line items. A replacement file becomes the file. A value captured from the page may carry its region, which is learned for the next documents of this sender.',
        params: idParams,
        body: saveDocumentBody,
        response: { 200: documentResponse },
      },
    },
    async (req) => {
      const ctx = tenantOf(req);
      await saveDocument(db, ctx, req.params.id, req.body);
      return getDocument(db, ctx, req.params.id);
    },
  );

  r.put(
    '/documents/:id/publish',
    {
      schema: {
        tags,
        description: 'Send: validates, then delivers the document to the company the receiving party is connected to.',
        params: idParams,
        response: { 200: okResponse },
      },
    },
    async (req) => {
      await publishDocument(db, tenantOf(req), req.params.id);
      return done;
    },
  );

  r.post(
    '/documents/cancelPublish',
    {
      schema: {
        tags,
        description: 'Discards documents that were never sent (all or none).',
        body: cancelPublishBody,
        response: { 200: okResponse },
      },
    },
    async (req) => {
      await cancelDocuments(db, tenantOf(req), req.body.ids);
      return done;
    },
  );

  r.post(
    '/documents/:id/resubmit',
    {
      schema: {
        tags,
        description:
          'Resubmits a rejected AR invoice as a new version (with the replacement file, if one was uploaded) and returns the new document.',
        params: idParams,
        querystring: resubmitQuery,
        response: { 200: documentResponse },
      },
    },
    async (req) => {
      const ctx = tenantOf(req);
      const newId = await resubmitDocument(db, ctx, req.params.id);
      return getDocument(db, ctx, newId);
    },
  );

  for (const action of ['approve', 'pay'] as const) {
    r.put(
      `/documents/:id/${action}`,
      {
        schema: {
          tags,
          description:
            action === 'approve'
              ? 'The receiver approves an AR invoice.'
              : 'The receiver marks an AR invoice paid (with or without approval).',
          params: idParams,
          response: { 200: okResponse },
        },
      },
      async (req) => {
        await decideDocument(db, tenantOf(req), req.params.id, action);
        return done;
      },
    );
  }

  r.put(
    '/documents/:id/reject',
    {
      schema: {
        tags,
        description: 'The receiver rejects an AR invoice; the reason is required.',
        params: idParams,
        body: rejectBody,
        response: { 200: okResponse },
      },
    },
    async (req) => {
      await decideDocument(db, tenantOf(req), req.params.id, 'reject', req.body.reason);
      return done;
    },
  );
};
