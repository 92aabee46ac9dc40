import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

export interface PostResult {
  statusCode: number | null;
  error: string | null;
  responseExcerpt: string | null;
  durationMs: number;
}

/** The first bytes of an answer kept for the log; the rest is read and dropped. */
const EXCERPT_BYTES = 2048;
const EXCERPT_CHARS = 500;

/**
 * POSTs a delivery to `url`, connecting to `address` only (checked by resolveTarget: the name is
 * not looked up again, so it cannot resolve elsewhere in between). TLS still checks the
 * certificate against the URL's host. Redirects are not followed: a 3xx is a failed attempt.
 */
export function postWebhook(
  url: URL,
  target: { address: string; family: 4 | 6 },
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<PostResult> {
  const started = performance.now();
  const lookup: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) callback(null, [target] as never, target.family);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const done = (r: Omit<PostResult, 'durationMs'>) =>
      resolve({ ...r, durationMs: Math.round(performance.now() - started) });
    const req = client.request(
      url,
      {
        method: 'POST',
        lookup,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        res.on('data', (chunk: Buffer) => {
          if (kept < EXCERPT_BYTES) {
            chunks.push(chunk);
            kept += chunk.length;
          }
        });
        res.on('error', () => undefined);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARS);
          const ok = res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300;
          done({
            statusCode: res.statusCode ?? null,
            error: ok ? null : `HTTP ${res.statusCode} ${res.statusMessage ?? ''}`.trim(),
            responseExcerpt: text || null,
          });
        });
      },
    );
    // Over the whole attempt, not only idle time: a receiver trickling bytes cannot hold a worker.
    const deadline = setTimeout(() => req.destroy(new Error(`No answer within ${timeoutMs} ms`)), timeoutMs);
    req.on('close', () => clearTimeout(deadline));
    req.on('timeout', () => req.destroy(new Error(`No answer within ${timeoutMs} ms`)));
    req.on('error', (err) => done({ statusCode: null, error: err.message, responseExcerpt: null }));
    req.end(body);
  });
}
