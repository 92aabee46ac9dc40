/** Every kind of background job; the handlers are wired in `job-handlers.ts`. */
export const JobKind = {
  /** Read the words of a document's pages, fill its fields, move it from New to Pending. */
  DocumentOcr: 'document.ocr',
  /** E-mail new notifications to their recipients who receive e-mails. */
  NotificationMail: 'notification.mail',
  /** Send one mail of the outbox through the SMTP relay. */
  DeliverMail: 'mail.deliver',
} as const;
export type JobKindValue = (typeof JobKind)[keyof typeof JobKind];
