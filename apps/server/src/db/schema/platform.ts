import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Storage of the built-in OpenID Connect provider (sessions, grants, codes, tokens). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
  ],
);

/** Signing keys and secrets generated on first start, so restarts keep sessions valid. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const clientExceptions = pgTable('client_exceptions', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  companyId: integer('company_id'),
  userId: integer('user_id'),
  message: text('message').notNull(),
  stackTrace: text('stack_trace'),
  type: text('type'),
  cause: text('cause'),
  url: text('url'),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** E-mails to send; the dev mailbox reads this table, the SMTP sender drains it. */
export const outboxEmails = pgTable('outbox_emails', {
  id: serial('id').primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  headers: jsonb('headers').$type<Record<string, string>>(),
  /** The company whose logo the HTML shows inline (cid:company-logo), read when it is sent. */
  logoCompanyId: integer('logo_company_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  /**
   * Fixed when the mail is queued: its Message-ID is `<message_key@PUBLIC_URL's host>` on every
   * attempt (lib/mailer.ts), so a copy sent again after a crash (the relay had it, its 250 was
   * lost) is recognisable as the same message and dropped by receivers (issue 46.2).
   */
  messageKey: uuid('message_key')
    .notNull()
    .default(sql`gen_random_uuid()`),
  /** The relay's own id for the message, when its 250 answer names one (`queued as 4BX1…`). */
  relayQueueId: text('relay_queue_id'),
});
