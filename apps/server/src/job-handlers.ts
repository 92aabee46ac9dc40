import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './app-context.js';
import { JobKind, type JobKindValue } from './jobs/kinds.js';
import { deliverMailHandler } from './jobs/mail.js';
import type { JobHandler } from './jobs/runner.js';
import { ocrJobHandler } from './modules/documents/index.js';
import { notificationMailHandler } from './modules/notifications/index.js';

/** Every kind of background job and who handles it; a kind without a handler does not compile. */
export function jobHandlers(ctx: AppContext, log: FastifyBaseLogger): Record<JobKindValue, JobHandler> {
  return {
    [JobKind.DocumentOcr]: ocrJobHandler(ctx),
    [JobKind.NotificationMail]: notificationMailHandler(ctx),
    [JobKind.DeliverMail]: deliverMailHandler(ctx.db, ctx.mailer, log),
  };
}
