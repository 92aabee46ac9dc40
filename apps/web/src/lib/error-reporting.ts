import { api, limits, type ClientExceptionBody } from '@docvue/contracts';
import { call } from '@/lib/api-client';

const max = limits.clientExceptionFieldMax;
const clip = (v: string | undefined) => (v ? v.slice(0, max) : undefined);

function bodyOf(error: unknown): ClientExceptionBody {
  const err = error instanceof Error ? error : new Error(typeof error === 'string' ? error : 'Unknown error');
  const cause = err.cause instanceof Error ? err.cause.message : err.cause ? String(err.cause) : undefined;
  return {
    message: clip(err.message.trim() || err.name) ?? 'Unknown error',
    stackTrace: clip(err.stack),
    type: clip(err.name),
    cause: clip(cause),
    url: clip(window.location.href),
  };
}

/**
 * Sends an error of the browser to the server's log. Reporting never throws and never
 * reports its own failure, so a broken network cannot start a loop.
 * `authentication` errors (sign-in itself failed) go to the public logger without a token.
 */
export async function reportError(error: unknown, kind: 'client' | 'authentication' = 'client'): Promise<void> {
  const route = kind === 'authentication' ? api.logAuthenticationException : api.logClientException;
  try {
    await call(route, { body: bodyOf(error) }, { companyId: false, anonymous: kind === 'authentication' });
  } catch {
    // Nowhere left to report to.
  }
}
