import { WebhookEventType, type WebhookEventTypeValue } from '@docvue/contracts';

/** How the screen names each event an endpoint may choose. */
export const eventLabels: Record<WebhookEventTypeValue, string> = {
  [WebhookEventType.DocumentReceived]: 'Document received',
  [WebhookEventType.DocumentStatusChanged]: 'Status changed',
  [WebhookEventType.DocumentRejected]: 'Rejected, with the reason',
  [WebhookEventType.DocumentReturned]: 'Signed and returned',
  [WebhookEventType.Notification]: 'Notification',
};
