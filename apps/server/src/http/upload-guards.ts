import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../lib/errors.js';

/**
 * A multipart body that stops arriving is refused after `idleMs` without a byte, instead of holding
 * its request (and its temporary file) until the client gives up: docs/history.md §18 saw a 60 s hang for a
 * body shorter than its Content-Length. The error goes to the upload through the request stream,
 * where @fastify/multipart ends the parts and the file with it, so the answer is the usual 400.
 */
export function refuseStalledUploads(app: FastifyInstance, idleMs: number): void {
  app.addHook('onRequest', async (req) => {
    // Only a request on a socket can stall (app.inject's requests arrive whole and have no clock).
    if (!isMultipartRequest(req) || typeof req.raw.setTimeout !== 'function') return;
    // IncomingMessage.setTimeout: the socket's idle clock, reported to the request (not the server,
    // which would close the socket without an answer).
    req.raw.setTimeout(idleMs, () => {
      if (req.raw.complete) return;
      req.raw.emit('error', stalledUpload(idleMs));
    });
    // Once the body is in, the clock must stop: Node calls the request's timeout listener only
    // while the body is incomplete and otherwise destroys the socket, so a check of the file
    // slower than the idle time (a 30,000-page PDF on a loaded machine: 16.7 s) lost its answer.
    req.raw.once('end', () => req.raw.setTimeout(0));
  });
  app.addHook('onResponse', async (req) => {
    if (isMultipartRequest(req) && typeof req.raw.setTimeout === 'function') req.raw.setTimeout(0);
  });
}

// req.isMultipart() is only known once the body parser ran, after onRequest.
const isMultipartRequest = (req: FastifyRequest) => /^multipart\//i.test(req.headers['content-type'] ?? '');

const stalledUpload = (idleMs: number) =>
  badRequest(`The upload stopped arriving (nothing for ${Math.round(idleMs / 1000)} s). Send the file again.`);

/** Messages of busboy (the multipart parser) for a body that is cut off or not multipart as declared. */
const malformedMultipart =
  /unexpected end of (multipart data|form)|terminated early|boundary not found|malformed part header|unsupported content-type/i;

/** A parser error of a broken multipart body, which is the client's fault (400), not ours (500). */
export function isMalformedMultipart(err: FastifyError): boolean {
  return !err.statusCode && malformedMultipart.test(err.message);
}
