import { clientExceptionBody, okResponse, type ClientExceptionBody } from '@docvue/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { clientExceptions } from '../../db/schema/index.js';
import { typed, type RouteModule } from '../../lib/zod-app.js';

const tags = ['platform'];

async function record(db: Database, req: FastifyRequest, body: ClientExceptionBody, kind: 'client' | 'authentication') {
  const claimedCompany = Number(req.headers['company-id']);
  await db.insert(clientExceptions).values({
    kind,
    userId: req.identity?.userId ?? null,
    // Recorded as claimed: this is a log line, not an authorization decision.
    companyId: Number.isSafeInteger(claimedCompany) && claimedCompany > 0 ? claimedCompany : null,
    message: body.message,
    stackTrace: body.stackTrace ?? null,
    type: body.type ?? null,
    cause: body.cause ?? null,
    url: body.url ?? null,
    userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
  });
  req.log.warn({ kind, clientError: body.message, url: body.url }, 'client reported an error');
}

/** Errors the browser reports, kept for support; bounded in size by the contract. */
export const clientExceptionRoutes: RouteModule = (app, { db }) => {
  const r = typed(app);
  r.post(
    '/clientexceptionlogger/exception',
    { config: { access: 'signedIn' }, schema: { tags, body: clientExceptionBody, response: { 200: okResponse } } },
    async (req) => {
      await record(db, req, req.body, 'client');
      return { ok: true as const };
    },
  );
  r.post(
    '/authenticationexceptionlogger/exception',
    {
      // Sign-in itself failed, so there may be no token: public, without the company header.
      config: { access: 'public' },
      schema: { tags, body: clientExceptionBody, response: { 200: okResponse } },
    },
    async (req) => {
      await record(db, req, req.body, 'authentication');
      return { ok: true as const };
    },
  );
};
