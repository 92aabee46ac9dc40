import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer carries, whoever wrote it (a handler, the error handler, Swagger's pages, a
 * 404): the browser never guesses a type (nosniff) and never sends the address on (tokens travel in
 * some addresses). The API's answers and its docs page are never framed: nothing of ours shows them
 * in a frame, and a framed docs page is a clickjacking target. The web app's page and the sign-in
 * pages set their own Content-Security-Policy (the silent renewal frame is framed by the app), so
 * these are added only where an answer has none.
 */
export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply) => {
    if (!reply.hasHeader('x-content-type-options')) reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'no-referrer');
    if (!req.url.toLowerCase().startsWith('/api/') && req.url.toLowerCase() !== '/api') return;
    if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', "frame-ancestors 'none'");
  });
}
