import type { FastifyReply } from 'fastify';

/**
 * Sends one of our server-rendered pages. They hold passwords and one-time links, so they
 * are never cached, framed, or leaked through the Referer header, and run no scripts.
 */
export function sendHtml(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
    )
    .send(html);
}

/** Form fields as strings; anything else (arrays, missing) reads as empty. */
export function formField(body: unknown, name: string, maxLength = 1024): string {
  if (!body || typeof body !== 'object') return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value.slice(0, maxLength) : '';
}
