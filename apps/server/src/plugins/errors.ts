import type { Duplex } from 'node:stream';
import { ErrorCode, errorStatus, type ErrorCodeValue } from '@docvue/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isMalformedMultipart } from '../http/upload-guards.js';
import { AppError } from '../lib/errors.js';

type ValidationIssue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

/** "field: message" for the first problems, in words a person can act on. */
function describeValidation(issues: ValidationIssue[], context: string | undefined): string {
  const parts = issues.slice(0, 5).map((i) => {
    const fromPath = i.instancePath?.replace(/^\//, '').replace(/\//g, '.');
    const where = fromPath || i.params?.issue?.path?.map(String).join('.') || context || '';
    return where ? `${where}: ${i.message}` : (i.message ?? 'is invalid');
  });
  return parts.join('; ');
}

/** The codes of the client errors Fastify and its plugins raise themselves. */
const clientErrorCodes: Partial<Record<number, ErrorCodeValue>> = {
  401: ErrorCode.Unauthenticated,
  403: ErrorCode.Forbidden,
  404: ErrorCode.NotFound,
  406: ErrorCode.UnsupportedMediaType,
  415: ErrorCode.UnsupportedMediaType,
  416: ErrorCode.RangeNotSatisfiable,
  429: ErrorCode.TooManyRequests,
};

/**
 * Errors Fastify raises before a route is found (a URL that does not decode, FST_ERR_BAD_URL)
 * bypass the error handler; this gives them the product's shape too.
 */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  const code = clientErrorCodes[status] ?? ErrorCode.BadRequest;
  void reply.code(errorStatus[code]).send({ error: { message: 'The address of this request is not valid.', code } });
}

/**
 * A request Node's HTTP parser gave up on (a body cut off by the client closing its side, bad
 * framing) is answered on the socket, before Fastify sees a request: in the product's shape too.
 */
export function answerClientError(err: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable) return void socket.destroy();
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify({
    error: { message: 'The request is malformed or incomplete.', code: ErrorCode.BadRequest },
  });
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * One error handler for the whole API: `{ error: { message, code } }` with the right status.
 * Bad input is a 4xx with a message; 5xx details (stack, SQL) go to the log only.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.statusCode).send({ error: { message: err.message, code: err.code } });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const message = describeValidation(err.validation as ValidationIssue[], err.validationContext);
      return reply.code(400).send({ error: { message, code: ErrorCode.Validation } });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause.issues }, 'response did not match its contract');
      return reply
        .code(500)
        .send({ error: { message: 'Something went wrong on our side.', code: ErrorCode.Internal } });
    }
    if (isMalformedMultipart(err)) {
      const message = 'The upload is incomplete or malformed. Send the file again.';
      return reply.code(400).send({ error: { message, code: ErrorCode.BadRequest } });
    }
    const status = err.statusCode ?? 500;
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ error: { message: 'The request is too large.', code: ErrorCode.PayloadTooLarge } });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(415).send({ error: { message: err.message, code: ErrorCode.UnsupportedMediaType } });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, a bad URL, …) carry safe messages; each goes
      // out with the one status of its code.
      const code = clientErrorCodes[status] ?? ErrorCode.BadRequest;
      return reply.code(errorStatus[code]).send({ error: { message: err.message, code } });
    }
    req.log.error({ err }, 'request failed');
    return reply.code(500).send({ error: { message: 'Something went wrong on our side.', code: ErrorCode.Internal } });
  });

  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send({
      error: { message: `No such endpoint: ${req.method} ${req.url.split('?')[0]}`, code: ErrorCode.NotFound },
    });
  });
}
