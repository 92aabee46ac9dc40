import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { documentMetadata, metadataDefinitions, webhookDeliveries, webhookEndpoints } from '../db/schema/index.js';
import { JobKind } from '../jobs/kinds.js';
import { enqueueJob } from '../jobs/queue.js';

/** The company's endpoints that chose this event type, active or paused (a paused one's deliveries wait). */
export async function subscribedEndpoints(db: Queryable, companyIds: readonly number[], eventType: string) {
  if (companyIds.length === 0) return [];
  return db
    .select({ id: webhookEndpoints.id, companyId: webhookEndpoints.companyId, status: webhookEndpoints.status })
    .from(webhookEndpoints)
    .where(
      and(inArray(webhookEndpoints.companyId, [...companyIds]), sql`${eventType} = any(${webhookEndpoints.events})`),
    );
}

/** Any endpoint at all for these companies: most companies have none, and then nothing else is read. */
export async function companiesWithEndpoints(db: Queryable, companyIds: readonly number[]): Promise<Set<number>> {
  if (companyIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ companyId: webhookEndpoints.companyId })
    .from(webhookEndpoints)
    .where(inArray(webhookEndpoints.companyId, [...companyIds]));
  return new Set(rows.map((r) => r.companyId));
}

/**
 * Stores one delivery per endpoint, in the caller's transaction, and queues an attempt for each
 * active endpoint: the event exists exactly when the change that raised it does.
 */
export async function insertDeliveries(
  tx: Queryable,
  rows: { endpointId: number; companyId: number; active: boolean; eventId: string; eventType: string; body: string }[],
) {
  for (const row of rows) {
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({
        endpointId: row.endpointId,
        companyId: row.companyId,
        eventId: row.eventId,
        eventType: row.eventType,
        body: row.body,
        nextAttemptAt: row.active ? new Date() : null,
      })
      .returning({ id: webhookDeliveries.id });
    if (row.active) await enqueueJob(tx, JobKind.DeliverWebhook, { deliveryId: delivery!.id }, 3);
  }
}

/** A document's value of a field by its key (its number), for the event's `documentNumber`. */
export async function documentValue(db: Queryable, documentId: number, key: string): Promise<string | null> {
  const [row] = await db
    .select({ value: documentMetadata.value })
    .from(documentMetadata)
    .innerJoin(metadataDefinitions, eq(metadataDefinitions.id, documentMetadata.definitionId))
    .where(and(eq(documentMetadata.documentId, documentId), eq(metadataDefinitions.key, key)));
  return row?.value?.trim() || null;
}
