import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Query parameters that carry a credential: the push channel's `/push?token=…` (a browser cannot
 * send headers when it opens a WebSocket, so the token travels in the address).
 */
const SECRET_PARAMS = new Set(['token', 'access_token']);

/**
 * A path segment that is a link's token: the product's tokens are 32 random bytes in base64url (43
 * characters). Masked on whatever route it is (a password or welcome link, an invitation's register
 * and look-up calls, the sign-up page), so no working link reaches a log.
 */
const TOKEN_SEGMENT = /(?<=\/)[A-Za-z0-9_-]{32,}(?=[/?#]|$)/g;

/** The address with link tokens and the values of credential parameters replaced, for logs. */
export function redactUrl(raw: string): string {
  const url = raw.replace(TOKEN_SEGMENT, 'redacted');
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.has(key.toLowerCase())) {
      params.set(key, 'redacted');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}

/** Fastify's own request serializer, with the address redacted: request logs never hold a token. */
function serializeRequest(req: FastifyRequest) {
  const version = req.headers['accept-version'];
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: Array.isArray(version) ? version.join(', ') : version,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** The logger options with the redacting request serializer (no logger stays no logger). */
export function withRedactedUrls(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } };
}
