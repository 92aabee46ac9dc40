import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { recordStatementsPerRequest } from '../../db/statement-count.js';
import { drainUnreadBodies } from '../../http/drain-unread-bodies.js';
import { fastSerializerCompiler } from '../../http/fast-serializer.js';
import { refuseUndeclaredApiRoutes } from '../../http/register.js';
import { addSecurityHeaders } from '../../http/security-headers.js';
import { inputValidator } from '../../http/validation.js';
import { registerErrorHandling } from '../errors.js';

export interface RequestsOptions {
  /** Told the SQL statements each request sent, once it is answered (tests and benchmarks count them). */
  onRequestStatements?: (req: FastifyRequest, statements: string[]) => void;
}

/**
 * How every request is handled, whatever it calls: its id returned, the security headers, a body
 * refused early read and dropped, its input read by the contracts' validator, its answer written by the fast serializer, errors in the product's shape,
 * and no `/api` route that the contracts do not declare.
 */
export const requestsPlugin = fp<RequestsOptions>(
  async (app, opts) => {
    if (opts.onRequestStatements) recordStatementsPerRequest(app, opts.onRequestStatements);
    // The request id is in every log line; returning it lets support find a user's failed call.
    app.addHook('onSend', async (req, reply) => {
      reply.header('x-request-id', req.id);
    });
    addSecurityHeaders(app);
    drainUnreadBodies(app);
    app.setValidatorCompiler(inputValidator);
    app.setSerializerCompiler(fastSerializerCompiler);
    registerErrorHandling(app);
    refuseUndeclaredApiRoutes(app);
  },
  { name: 'requests' },
);
