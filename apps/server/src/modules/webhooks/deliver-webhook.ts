import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TEST_EVENT } from '@docvue/contracts';
import type { AppContext } from '../../app-context.js';
import type { WebhookSettings } from '../../config.js';
import { JobKind } from '../../jobs/kinds.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { JobHandlerOf } from '../../jobs/runner.js';
import { notifyCompany } from '../notifications/index.js';
import { postWebhook, type PostResult } from './post-webhook.js';
import {
  deliveryWithEndpoint,
  endpointFailed,
  endpointSucceeded,
  pauseIfActive,
  recordAttempt,
  setNextAttempt,
  type EndpointRow,
} from './repository.js';
import { signatureHeader } from './sign-webhook.js';
import { parseTargetUrl, resolveTarget, TargetRefused } from './webhook-target.js';

/** An endpoint that has answered nothing but failures this long is paused (docs/design.md §8). */
export const PAUSE_AFTER_FAILING_MS = 24 * 60 * 60 * 1000;
/** The longest wait between two attempts of one delivery. */
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

/** The wait before attempt n + 1: base, 2 × base, 4 × base … (30 s, 1 min, 2 min … by default, ~1 h in all). */
export const backoffMs = (settings: WebhookSettings, attemptsMade: number) =>
  Math.min(MAX_BACKOFF_MS, settings.retryBaseMs * 2 ** Math.max(0, attemptsMade - 1));

async function attempt(settings: WebhookSettings, endpoint: EndpointRow, body: string, ids: Record<string, string>) {
  let target;
  let url: URL;
  try {
    url = parseTargetUrl(endpoint.url, settings.targets);
    target = await resolveTarget(url, settings.targets);
  } catch (err) {
    if (!(err instanceof TargetRefused)) throw err;
    return { statusCode: null, error: err.message, responseExcerpt: null, durationMs: 0 } satisfies PostResult;
  }
  return postWebhook(
    url,
    target,
    {
      'user-agent': 'DocVue-Exchange-Webhooks/1',
      [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(endpoint.secret, body),
      ...ids,
    },
    body,
    settings.timeoutMs,
  );
}

/**
 * The job: one attempt of one delivery. 2xx delivers it; anything else is logged on the delivery
 * and the next attempt queued on the delivery's backoff, until its attempts are spent (then it
 * failed for good). An endpoint is paused, and the company's administrators told, after
 * `pauseAfterFailures` deliveries in a row failed for good or after 24 hours of nothing but
 * failures; its later deliveries wait until an administrator resumes it.
 */
export function deliverWebhookHandler(app: AppContext): JobHandlerOf<typeof JobKind.DeliverWebhook> {
  const { db } = app;
  const settings = app.config.webhooks;
  return {
    async run(job) {
      const found = await deliveryWithEndpoint(db, job.payload.deliveryId);
      if (!found || found.delivery.status !== 'pending') return;
      const { delivery, endpoint } = found;
      const isTest = delivery.eventType === WEBHOOK_TEST_EVENT;
      if (endpoint.status === 'paused' && !isTest) {
        await setNextAttempt(db, delivery.id, null);
        return;
      }
      const result = await attempt(settings, endpoint, delivery.body, {
        'DocVue-Event': delivery.eventType,
        'DocVue-Event-Id': delivery.eventId,
        'DocVue-Delivery': String(delivery.id),
      });
      const log = { at: new Date().toISOString(), ...result };
      if (result.error === null) {
        await db.transaction(async (tx) => {
          await recordAttempt(tx, delivery.id, log, { status: 'delivered', nextAttemptAt: null });
          await endpointSucceeded(tx, endpoint.id);
        });
        return;
      }
      const attemptsMade = delivery.attemptCount + 1;
      const gaveUp = attemptsMade >= settings.maxAttempts;
      await db.transaction(async (tx) => {
        const failing = await endpointFailed(tx, endpoint.id, gaveUp);
        const failingLong =
          failing?.failingSince !== null &&
          failing?.failingSince !== undefined &&
          Date.now() - failing.failingSince.getTime() >= PAUSE_AFTER_FAILING_MS;
        const tooMany = (failing?.consecutiveFailures ?? 0) >= settings.pauseAfterFailures;
        const pause = !isTest && (tooMany || failingLong);
        // A delivery whose endpoint is paused for failing stays pending: it is sent on resume.
        const next = gaveUp || pause ? null : new Date(Date.now() + backoffMs(settings, attemptsMade));
        await recordAttempt(tx, delivery.id, log, { status: gaveUp ? 'failed' : 'pending', nextAttemptAt: next });
        if (next) await enqueueJob(tx, JobKind.DeliverWebhook, { deliveryId: delivery.id }, 3, next);
        if (pause) {
          const why = tooMany
            ? `${failing!.consecutiveFailures} deliveries in a row failed`
            : 'every delivery failed for 24 hours';
          const reason = `Paused because ${why} (last: ${result.error}).`;
          if (await pauseIfActive(tx, endpoint.id, reason)) {
            await notifyCompany(tx, {
              companyId: endpoint.companyId,
              sourceCompanyId: endpoint.companyId,
              title: 'Webhook paused',
              message: `Deliveries to ${endpoint.url} are paused because ${why} (last: ${result.error}). Resume the endpoint under Administration, Webhooks once it answers again.`,
              target: null,
              administratorsOnly: true,
            });
          }
        }
      });
    },
  };
}
