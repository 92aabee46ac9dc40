import { ErrorCode, type RateLimit } from '@docvue/contracts';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from './errors.js';

/**
 * The declared limits of a route (`rateLimits` in its contract), each counted on its own: a reset
 * link is limited per mailbox and per asker at once, which @fastify/rate-limit's one limit per
 * request cannot do. Fixed windows in this process's memory, bounded; several processes each
 * count for themselves (a shared store is for when the product runs scaled out).
 */

/** Whose calls count together under a limit. */
/** What a call is about when its request does not say it where the route's declaration reads it. */
export interface RateLimitSubject {
  email?: string;
}

const keyOf: Record<NonNullable<RateLimit['per']>, (req: FastifyRequest, subject: RateLimitSubject) => string> = {
  address: (req) => `address:${req.ip}`,
  user: (req) => (req.identity ? `user:${req.identity.userId}` : `address:${req.ip}`),
  // The company the call works in (tenancy has run: route hooks come after the auth hook).
  company: (req) => (req.tenant ? `company:${req.tenant.companyId}` : `address:${req.ip}`),
  // The e-mail as it is matched (trimmed, any case): one mailbox, one count. A form that posts the
  // address (the sign-in page's "Forgot your password?") names it itself.
  email: (req, subject) =>
    `email:${String(subject.email ?? (req.query as { email?: unknown }).email ?? '')
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

/**
 * The counters of one declared route's limits. One per route and app, shared by everything that does
 * what the route does: the sign-in page's "Forgot your password?" form counts with
 * `PUT /users/resetpassword`, so neither is a way around the other's limit.
 */
export class RateLimiter {
  private readonly counters: { limit: RateLimit; windows: FixedWindows }[];

  constructor(
    limits: readonly RateLimit[],
    private readonly now: () => number = Date.now,
  ) {
    this.counters = limits.map((limit) => ({ limit, windows: new FixedWindows() }));
  }

  /** Counts the call under every limit; one too many is a 429 with Retry-After. */
  count(req: FastifyRequest, reply: FastifyReply, subject: RateLimitSubject = {}): void {
    const t = this.now();
    let waitMs = 0;
    for (const { limit, windows } of this.counters) {
      const key = keyOf[limit.per ?? 'address'](req, subject);
      waitMs = Math.max(waitMs, windows.hit(key, limit.max, limit.perMinutes * 60_000, t));
    }
    if (waitMs > 0) {
      void reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
      throw new AppError(
        ErrorCode.TooManyRequests,
        `Too many requests like this one. Try again in ${inWords(waitMs)}.`,
      );
    }
  }
}

/**
 * Every declared route's limiter, made on first use: the route's hook and whatever else does what
 * the route does share one set of counters per app.
 */
export class RateLimiters {
  private readonly byRoute = new Map<string, RateLimiter>();

  of(routeName: string, limits: readonly RateLimit[]): RateLimiter {
    let limiter = this.byRoute.get(routeName);
    if (!limiter) {
      limiter = new RateLimiter(limits);
      this.byRoute.set(routeName, limiter);
    }
    return limiter;
  }
}

/** An onRequest hook that refuses a call beyond any of the route's limits: 429 with Retry-After. */
export function rateLimitHook(limiter: RateLimiter): onRequestHookHandler {
  return async (req, reply) => limiter.count(req, reply);
}
