import { ErrorCode, type RateLimit } from '@docvue/contracts';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from '../lib/errors.js';

/**
 * The declared limits of a route (`rateLimits` in its contract), each counted on its own: a reset
 * link is limited per mailbox and per asker at once, which @fastify/rate-limit's one limit per
 * request cannot do. Fixed windows in this process's memory, bounded; several processes each
 * count for themselves (a shared store is for when the product runs scaled out).
 */

/** Whose calls count together under a limit. */
const keyOf: Record<NonNullable<RateLimit['per']>, (req: FastifyRequest) => string> = {
  address: (req) => `address:${req.ip}`,
  user: (req) => (req.identity ? `user:${req.identity.userId}` : `address:${req.ip}`),
  // The company the call works in (tenancy has run: route hooks come after the auth hook).
  company: (req) => (req.tenant ? `company:${req.tenant.companyId}` : `address:${req.ip}`),
  // The e-mail as it is matched (trimmed, any case): one mailbox, one count.
  email: (req) =>
    `email:${String((req.query as { email?: unknown }).email ?? '')
      .trim()
      .toLowerCase()}`,
};

/** Counters kept per limit at most; beyond, the oldest windows are forgotten (memory stays bounded under a flood). */
const MAX_KEYS = 100_000;

interface Window {
  count: number;
  endsAt: number;
}

class FixedWindows {
  private readonly windows = new Map<string, Window>();

  /** Counts a call; returns how long to wait when it is one too many, else 0. */
  hit(key: string, max: number, windowMs: number, now: number): number {
    let w = this.windows.get(key);
    if (!w || w.endsAt <= now) {
      w = { count: 0, endsAt: now + windowMs };
      this.windows.delete(key);
      this.windows.set(key, w);
      if (this.windows.size > MAX_KEYS) this.windows.delete(this.windows.keys().next().value!);
    }
    w.count++;
    return w.count > max ? w.endsAt - now : 0;
  }
}

const inWords = (ms: number) => {
  const seconds = Math.ceil(ms / 1000);
  return seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
};

/** An onRequest hook that refuses a call beyond any of the route's limits: 429 with Retry-After. */
export function rateLimitHook(limits: readonly RateLimit[], now: () => number = Date.now): onRequestHookHandler {
  const counters = limits.map((limit) => ({ limit, windows: new FixedWindows() }));
  return async (req, reply) => {
    const t = now();
    let waitMs = 0;
    for (const { limit, windows } of counters) {
      const key = keyOf[limit.per ?? 'address'](req);
      waitMs = Math.max(waitMs, windows.hit(key, limit.max, limit.perMinutes * 60_000, t));
    }
    if (waitMs > 0) {
      void reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
      throw new AppError(
        ErrorCode.TooManyRequests,
        `Too many requests like this one. Try again in ${inWords(waitMs)}.`,
      );
    }
  };
}
