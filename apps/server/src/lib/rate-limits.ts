import { ErrorCode, type RateLimit } from '@docvue/contracts';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Queryable } from '../db/client.js';
import { AppError } from './errors.js';
import { countInWindows } from './limit-counters.js';

/**
 * The declared limits of a route (`rateLimits` in its contract), each counted on its own: a reset
 * link is limited per mailbox and per asker at once, which @fastify/rate-limit's one limit per
 * request cannot do. Fixed windows kept in PostgreSQL (lib/limit-counters.ts, an unlogged table;
 * the same on PGlite), one statement per call for all of a route's limits: every process on the
 * database counts together, so N processes allow what one allows, and a restart forgets nothing.
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
  constructor(
    private readonly routeName: string,
    private readonly limits: readonly RateLimit[],
    private readonly db: Queryable,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts the call under every limit; one too many is a 429 with Retry-After. */
  async count(req: FastifyRequest, reply: FastifyReply, subject: RateLimitSubject = {}): Promise<void> {
    const t = this.now();
    const hits = this.limits.map((limit, i) => ({
      key: `r:${this.routeName}:${i}:${keyOf[limit.per ?? 'address'](req, subject)}`,
      windowMs: limit.perMinutes * 60_000,
      max: limit.max,
    }));
    const counted = new Map((await countInWindows(this.db, hits, t)).map((row) => [row.key, row]));
    let waitMs = 0;
    for (const hit of hits) {
      const row = counted.get(hit.key);
      if (row && row.count > hit.max) waitMs = Math.max(waitMs, row.until - t);
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

  constructor(private readonly db: Queryable) {}

  of(routeName: string, limits: readonly RateLimit[]): RateLimiter {
    let limiter = this.byRoute.get(routeName);
    if (!limiter) {
      limiter = new RateLimiter(routeName, limits, this.db);
      this.byRoute.set(routeName, limiter);
    }
    return limiter;
  }
}

/** An onRequest hook that refuses a call beyond any of the route's limits: 429 with Retry-After. */
export function rateLimitHook(limiter: RateLimiter): onRequestHookHandler {
  return async (req, reply) => limiter.count(req, reply);
}
