import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { users } from './users.js';

/** A company's webhook endpoint: where its ERP hears about documents (modules/webhooks). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description'),
    /** The event types it receives (contracts' webhookEventTypes). */
    events: text('events').array().notNull(),
    /**
     * The HMAC key, kept as given out: signing needs the key itself (a hash of it would not
     * sign). Never answered after creation or rotation; only its last four characters are.
     */
    secret: text('secret').notNull(),
    /** active or paused */
    status: text('status').notNull().default('active'),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    pausedReason: text('paused_reason'),
    /** Deliveries in a row that failed for good; a delivered one resets it. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    /** The first failed attempt since the last success: 24 hours of nothing but failures pauses it. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_company_idx').on(t.companyId)],
);

/** One event for one endpoint, with every attempt to deliver it. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The exact body sent (and signed) on every attempt. */
    body: text('body').notNull(),
    /** pending, delivered or failed */
    status: text('status').notNull().default('pending'),
    attemptCount: integer('attempt_count').notNull().default(0),
    /** Each attempt: at, statusCode, durationMs, error, responseExcerpt. */
    attempts: jsonb('attempts')
      .$type<
        {
          at: string;
          statusCode: number | null;
          durationMs: number;
          error: string | null;
          responseExcerpt: string | null;
        }[]
      >()
      .notNull()
      .default(sql`'[]'::jsonb`),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    index('webhook_deliveries_pending_idx')
      .on(t.endpointId, t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * An API request made with an `Idempotency-Key`: the same key from the same company within 24
 * hours answers the stored response (modules/idempotency). `response` is null while the first
 * request is still being handled.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The route the key was used on and a sha256 of what was sent. */
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
