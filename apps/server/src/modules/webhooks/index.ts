/** The module's face: what the API handlers and jobs may use (docs/design.md §8). */
export { webhookHandlers } from './handlers.js';
export { deliverWebhookHandler } from './deliver-webhook.js';
