import { randomUUID } from 'node:crypto';
import { WEBHOOK_TEST_EVENT, type WebhookEvent } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireOwnEndpoint } from '../../access/webhooks.js';
import type { Database } from '../../db/client.js';
import { insertTestDelivery } from './repository.js';

/** `POST /webhooks/:id/test`: a test event to this endpoint only, delivered even while it is paused. */
export async function sendWebhookTest(db: Database, ctx: TenantContext, id: number) {
  const endpoint = await requireOwnEndpoint(db, ctx, id);
  const event: WebhookEvent = {
    id: randomUUID(),
    createdAt: new Date().toISOString(),
    companyId: ctx.companyId,
    type: WEBHOOK_TEST_EVENT,
    data: { message: 'This is a test event from DocVue Exchange.', endpointId: endpoint.id },
  };
  const deliveryId = await db.transaction((tx) =>
    insertTestDelivery(tx, {
      endpointId: endpoint.id,
      companyId: ctx.companyId,
      eventId: event.id,
      body: JSON.stringify(event),
    }),
  );
  return { deliveryId };
}
