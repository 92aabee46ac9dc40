import { z } from 'zod';
import { paged, pageNumber, queryBoolean, wholeNumber } from './common.js';

/** What the web client needs before sign-in: where to sign in, and as which client. */
export const clientConfig = z.object({
  oidc: z.object({
    authority: z.string(),
    clientId: z.string(),
    scope: z.string(),
    /**
     * The API's resource indicator (RFC 8707), when the issuer needs it asked for: sent on the
     * authorization request and on every token request (code and refresh).
     */
    resource: z.string().nullable(),
    /** Sent as `audience` on the authorization request, when the issuer asks for the API that way (Auth0). */
    audience: z.string().nullable(),
    builtIn: z.boolean(),
  }),
  licenceVersion: z.string(),
  environment: z.string(),
  /**
   * Whether mail leaves the server (an SMTP relay is set). Without one it waits in the outbox until
   * one is, and the screens offer to copy the links people would have been mailed.
   */
  mailDelivered: z.boolean(),
});

/** One mail of the outbox, as the platform operator reads it. */
export const outboxMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** The same on every attempt, fixed when the mail was queued: receivers keep one copy of a mail sent twice. */
  messageId: z.string(),
  /** The relay's own id for it (`queued as …` in its answer), when the relay named one. */
  relayQueueId: z.string().nullable(),
});
export const outboxQuery = z.object({
  page: pageNumber.default(1),
  pageSize: wholeNumber((n) => n.min(1).max(100)).default(25),
  /** Only the mails not delivered yet. */
  undelivered: queryBoolean.default(false),
});
/** `GET /platform/outbox`: the mails of the whole network, newest first (platform operators only). */
export const outboxResponse = paged(outboxMail);
export type OutboxMail = z.infer<typeof outboxMail>;
export type OutboxResponse = z.infer<typeof outboxResponse>;
export type ClientConfig = z.infer<typeof clientConfig>;
