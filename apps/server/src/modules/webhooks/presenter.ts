import type { WebhookDelivery, WebhookEndpoint, WebhookEventTypeValue } from '@docvue/contracts';
import type { DeliveryRow, EndpointRow } from './repository.js';
import { secretHint } from './sign-webhook.js';

/** An endpoint as its administrators see it: never its secret, only the secret's last characters. */
export const presentEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events as WebhookEventTypeValue[],
  status: row.status === 'paused' ? 'paused' : 'active',
  pausedAt: row.pausedAt?.toISOString() ?? null,
  pausedReason: row.pausedReason,
  consecutiveFailures: row.consecutiveFailures,
  secretHint: secretHint(row.secret),
  createdAt: row.createdAt.toISOString(),
});

export const presentDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  eventId: row.eventId,
  eventType: row.eventType,
  status: row.status === 'delivered' ? 'delivered' : row.status === 'failed' ? 'failed' : 'pending',
  attempts: row.attempts,
  nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
