import { z } from 'zod';

/** Every kind of background job; the handlers are wired in `job-handlers.ts`. */
export const JobKind = {
  /** Read the words of a document's pages, fill its fields, move it from New to Pending. */
  DocumentOcr: 'document.ocr',
  /** E-mail new notifications to their recipients who receive e-mails. */
  NotificationMail: 'notification.mail',
  /** Send one mail of the outbox through the SMTP relay. */
  DeliverMail: 'mail.deliver',
  /**
   * One attempt to deliver a webhook event to an endpoint; a failed attempt queues the next one
   * on the delivery's own schedule (modules/webhooks/deliver-webhook.ts).
   */
  DeliverWebhook: 'webhook.deliver',
  /** Check an uploaded monthly revenue file and make, send and announce its owner statements. */
  StatementRun: 'statements.run',
  /** Recompute every document's history chain, in batches (the platform operator's check, issue 46.8). */
  HistoryVerify: 'history.verify',
} as const;
export type JobKindValue = (typeof JobKind)[keyof typeof JobKind];

/** A row's id (`int` is a safe integer in zod). */
const rowId = z.number().int().positive();

const schemas = {
  [JobKind.DocumentOcr]: z.object({
    documentId: rowId,
    /** Only the page words (the demo's sent documents): no extraction, no status change. */
    readOnly: z.boolean().optional(),
    /**
     * The words of this replacement file (Replace File) waiting on the document, read before
     * Resubmit so its values can be read again from it; the document itself is left as it is.
     */
    replacementFileId: rowId.optional(),
  }),
  [JobKind.NotificationMail]: z.object({ ids: z.array(rowId) }),
  [JobKind.DeliverMail]: z.object({ outboxId: rowId }),
  [JobKind.DeliverWebhook]: z.object({ deliveryId: rowId }),
  [JobKind.StatementRun]: z.object({ runId: rowId }),
  [JobKind.HistoryVerify]: z.object({ runId: rowId }),
} satisfies Record<JobKindValue, z.ZodType<Record<string, unknown>>>;

export type JobPayload<K extends JobKindValue> = z.infer<(typeof schemas)[K]>;

/**
 * What each kind of job carries: checked when a job is queued (by its type) and when it is taken
 * (by the schema), so a handler reads typed fields; a payload that does not match fails its job.
 */
export const jobPayloads: { readonly [K in JobKindValue]: z.ZodType<JobPayload<K>> } = schemas;
