import { and, count, desc, eq, sql } from 'drizzle-orm';
import { WEBHOOK_TEST_EVENT } from '@docvue/contracts';
import type { OwnEndpoint } from '../../access/webhooks.js';
import type { Queryable } from '../../db/client.js';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import { JobKind } from '../../jobs/kinds.js';
import { enqueueJob } from '../../jobs/queue.js';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type Attempt = DeliveryRow['attempts'][number];

/*
 * SECURITY: every endpoint read names the caller's company; another company's id reads as none.
 * One endpoint by id is read by the access gate (access/webhooks.ts, requireOwnEndpoint).
 */

export async function listEndpoints(db: Queryable, companyId: number): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId))
    .orderBy(webhookEndpoints.id);
}

export async function insertEndpoint(
  db: Queryable,
  values: {
    companyId: number;
    url: string;
    description: string | null;
    events: string[];
    secret: string;
    createdBy: number | null;
  },
): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function deleteEndpoint(db: Queryable, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, companyId)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

export async function updateEndpoint(
  db: Queryable,
  companyId: number,
  id: number,
  set: Partial<
    Pick<EndpointRow, 'secret' | 'status' | 'pausedAt' | 'pausedReason' | 'consecutiveFailures' | 'failingSince'>
  >,
): Promise<EndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set(set)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, companyId)))
    .returning();
  return row;
}

/** The deliveries of an endpoint the access gate found the caller's (access/webhooks.ts). */
export async function listDeliveries(db: Queryable, endpoint: OwnEndpoint, page: number, pageSize: number) {
  const endpointId = endpoint.id;
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .orderBy(desc(webhookDeliveries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)),
  ]);
  return { items, totalRecords: total?.n ?? 0 };
}

/** Queues an attempt now for every delivery still waiting for the endpoint (after it is resumed). */
export async function requeuePending(tx: Queryable, endpointId: number): Promise<number> {
  const waiting = await tx
    .update(webhookDeliveries)
    .set({ nextAttemptAt: new Date() })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')))
    .returning({ id: webhookDeliveries.id });
  for (const d of waiting) await enqueueJob(tx, JobKind.DeliverWebhook, { deliveryId: d.id }, 3);
  return waiting.length;
}

/** A delivery with its endpoint, for the job that attempts it (the job acts for the product, no tenant). */
export async function deliveryWithEndpoint(db: Queryable, deliveryId: number) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId));
  return row;
}

/** Appends an attempt to the delivery's log and sets what follows from it. */
export async function recordAttempt(
  db: Queryable,
  deliveryId: number,
  attempt: Attempt,
  set: { status: DeliveryRow['status']; nextAttemptAt: Date | null },
) {
  await db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} || ${JSON.stringify([attempt])}::jsonb`,
      attemptCount: sql`${webhookDeliveries.attemptCount} + 1`,
      status: set.status,
      nextAttemptAt: set.nextAttemptAt,
      ...(set.status === 'delivered' ? { deliveredAt: new Date() } : {}),
    })
    .where(eq(webhookDeliveries.id, deliveryId));
}

export async function setNextAttempt(db: Queryable, deliveryId: number, at: Date | null) {
  await db.update(webhookDeliveries).set({ nextAttemptAt: at }).where(eq(webhookDeliveries.id, deliveryId));
}

/** A delivered event: the endpoint works again. */
export async function endpointSucceeded(db: Queryable, endpointId: number) {
  await db
    .update(webhookEndpoints)
    .set({ consecutiveFailures: 0, failingSince: null })
    .where(eq(webhookEndpoints.id, endpointId));
}

/** A failed attempt: when the failures began; with `gaveUp`, one more delivery that failed for good. */
export async function endpointFailed(db: Queryable, endpointId: number, gaveUp: boolean) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      failingSince: sql`coalesce(${webhookEndpoints.failingSince}, now())`,
      consecutiveFailures: gaveUp
        ? sql`${webhookEndpoints.consecutiveFailures} + 1`
        : webhookEndpoints.consecutiveFailures,
    })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning();
  return row;
}

/** Pauses an active endpoint; false when it was already paused (someone else did). */
export async function pauseIfActive(db: Queryable, endpointId: number, reason: string): Promise<boolean> {
  const rows = await db
    .update(webhookEndpoints)
    .set({ status: 'paused', pausedAt: new Date(), pausedReason: reason })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.status, 'active')))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** A test event's delivery, attempted at once whatever the endpoint's state. */
export async function insertTestDelivery(
  tx: Queryable,
  d: { endpointId: number; companyId: number; eventId: string; body: string },
): Promise<number> {
  const [row] = await tx
    .insert(webhookDeliveries)
    .values({ ...d, eventType: WEBHOOK_TEST_EVENT, nextAttemptAt: new Date() })
    .returning({ id: webhookDeliveries.id });
  await enqueueJob(tx, JobKind.DeliverWebhook, { deliveryId: row!.id }, 3);
  return row!.id;
}
