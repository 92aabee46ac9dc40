import { z } from 'zod';
import { pageQuery, text } from './common.js';
import { documentPayment } from './documents.js';

/**
 * Webhooks for a company's ERP (docs/design.md §8): what an administrator registers, the events
 * it may choose, and the JSON every delivery carries. A delivery's body is one `webhookEvent`;
 * the receiver checks `DocVue-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`
 * with the endpoint's secret.
 */
export const WebhookEventType = {
  /** A document was sent to the company (it arrived in its inbox). */
  DocumentReceived: 'document.received',
  /** A document the company sent or received changed route status (any move of the life cycle). */
  DocumentStatusChanged: 'document.status_changed',
  /** The receiver rejected a document the company sent, with its reason. */
  DocumentRejected: 'document.rejected',
  /** A division order the company sent came back, signed or not. */
  DocumentReturned: 'document.returned',
  /** A notification was raised for the company's people (the same words they see). */
  Notification: 'notification',
} as const;
export type WebhookEventTypeValue = (typeof WebhookEventType)[keyof typeof WebhookEventType];
export const webhookEventTypes = Object.values(WebhookEventType) as [WebhookEventTypeValue, ...WebhookEventTypeValue[]];

/** The kind of an endpoint's test event: not one an endpoint subscribes to, sent only on request. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The header that carries a delivery's signature. */
export const WEBHOOK_SIGNATURE_HEADER = 'DocVue-Signature';

const documentRef = {
  documentId: z.number().int(),
  /** The network template (AR invoice 93, division order 87, …). */
  documentTypeId: z.number().int(),
  /** The document's number (invoice number, division order number …), when it has one. */
  documentNumber: z.string().nullable(),
  senderCompanyId: z.number().int(),
  receiverCompanyId: z.number().int().nullable(),
};
const statusMove = {
  /** Route statuses by id and name (life-cycle table); null before the first status. */
  fromStatusId: z.number().int().nullable(),
  fromStatus: z.string().nullable(),
  toStatusId: z.number().int().nullable(),
  toStatus: z.string(),
};

const envelope = {
  /** Unique per event: a receiver that got it twice (a retry after a lost answer) drops the second. */
  id: z.string(),
  /** When the event happened (ISO 8601, UTC). */
  createdAt: z.string(),
  /** The company whose endpoint receives it. */
  companyId: z.number().int(),
};

export const webhookEvent = z.discriminatedUnion('type', [
  z.object({
    ...envelope,
    type: z.literal(WebhookEventType.DocumentReceived),
    data: z.object({ ...documentRef, ...statusMove }),
  }),
  z.object({
    ...envelope,
    type: z.literal(WebhookEventType.DocumentStatusChanged),
    data: z.object({
      ...documentRef,
      ...statusMove,
      /** Moved to Paid: the payment as the invoice now carries it (issue 40). */
      payment: documentPayment.optional(),
    }),
  }),
  z.object({
    ...envelope,
    type: z.literal(WebhookEventType.DocumentRejected),
    data: z.object({ ...documentRef, ...statusMove, reason: z.string() }),
  }),
  z.object({
    ...envelope,
    type: z.literal(WebhookEventType.DocumentReturned),
    data: z.object({ ...documentRef, ...statusMove, signed: z.boolean() }),
  }),
  z.object({
    ...envelope,
    type: z.literal(WebhookEventType.Notification),
    data: z.object({
      title: z.string(),
      message: z.string(),
      /** The document it is about, if any. */
      documentId: z.number().int().nullable(),
      sourceCompanyId: z.number().int().nullable(),
    }),
  }),
  z.object({
    ...envelope,
    type: z.literal(WEBHOOK_TEST_EVENT),
    data: z.object({ message: z.string(), endpointId: z.number().int() }),
  }),
]);
export type WebhookEvent = z.infer<typeof webhookEvent>;

export const webhookEndpoint = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.enum(webhookEventTypes)),
  /** `paused`: nothing is delivered (deliveries wait) until an administrator resumes it. */
  status: z.enum(['active', 'paused']),
  pausedAt: z.string().nullable(),
  /** Why it was paused: by an administrator, or after repeated failure (with the last error). */
  pausedReason: z.string().nullable(),
  /** Deliveries in a row that failed for good; reset by a delivery that succeeds. */
  consecutiveFailures: z.number().int(),
  /** The secret's last four characters, so an administrator can tell which one the ERP holds. */
  secretHint: z.string(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

/** Answered once, at creation or rotation: the secret is stored and never shown again. */
export const webhookEndpointWithSecret = webhookEndpoint.extend({ secret: z.string() });
export const webhookSecretResponse = z.object({ secret: z.string(), secretHint: z.string() });

export const webhookEndpointBody = z.object({
  /** https://…; http only to this machine (loopback) where the server allows loopback targets. */
  url: z.string().trim().min(1, 'Required').max(2000, 'Must be at most 2000 characters'),
  description: text(255)
    .nullish()
    .transform((v) => v || null),
  events: z
    .array(z.enum(webhookEventTypes))
    .min(1, 'Choose at least one event')
    .max(webhookEventTypes.length)
    .transform((events) => [...new Set(events)]),
});
export type WebhookEndpointBody = z.input<typeof webhookEndpointBody>;

export const webhookEndpointList = z.object({ items: z.array(webhookEndpoint) });

export const webhookAttempt = z.object({
  at: z.string(),
  /** The receiver's HTTP status; null when no answer came (refused, timed out, blocked address). */
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  /** What went wrong without an answer, or the answer's status text. */
  error: z.string().nullable(),
  /** The start of the receiver's answer (at most 500 characters). */
  responseExcerpt: z.string().nullable(),
});

export const webhookDelivery = z.object({
  id: z.number().int(),
  eventId: z.string(),
  eventType: z.string(),
  /** pending: waiting for an attempt (or for the endpoint to be resumed); delivered; failed: gave up. */
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.array(webhookAttempt),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const webhookDeliveryQuery = pageQuery(25);
export const webhookTestResponse = z.object({ deliveryId: z.number().int() });
