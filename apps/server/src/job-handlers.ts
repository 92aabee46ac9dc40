import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './app-context.js';
import { JobKind, jobPayloads, type JobKindValue } from './jobs/kinds.js';
import { deliverMailHandler } from './jobs/mail.js';
import type { JobHandler, JobHandlerOf } from './jobs/runner.js';
import { ocrJobHandler } from './modules/documents/index.js';
import { verifyEveryHistoryHandler } from './modules/operations/index.js';
import { notificationMailHandler } from './modules/notifications/index.js';
import { deliverWebhookHandler } from './modules/webhooks/index.js';
import { statementRunJobHandler } from './modules/owner-statements/index.js';

/** The handler of a kind with that kind's payload schema: the runner parses every job it takes. */
const parsing = <K extends JobKindValue>(kind: K, handler: JobHandlerOf<K>): JobHandlerOf<K> => ({
  ...handler,
  payload: jobPayloads[kind],
});

/** Every kind of background job and who handles it; a kind without a handler does not compile. */
export function jobHandlers(app: AppContext, log: FastifyBaseLogger): Record<JobKindValue, JobHandler> {
  return {
    [JobKind.DocumentOcr]: parsing(JobKind.DocumentOcr, ocrJobHandler(app)),
    [JobKind.NotificationMail]: parsing(JobKind.NotificationMail, notificationMailHandler(app)),
    [JobKind.DeliverMail]: parsing(JobKind.DeliverMail, deliverMailHandler(app.db, app.mailer, log)),
    [JobKind.DeliverWebhook]: parsing(JobKind.DeliverWebhook, deliverWebhookHandler(app)),
    [JobKind.StatementRun]: parsing(JobKind.StatementRun, statementRunJobHandler(app)),
    [JobKind.HistoryVerify]: parsing(JobKind.HistoryVerify, verifyEveryHistoryHandler(app.db)),
  };
}
