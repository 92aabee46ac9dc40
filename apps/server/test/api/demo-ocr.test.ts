import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMetadata, documents, metadataDefinitions, ocrPages } from '../../src/db/schema/index.js';
import { seedDemoNetwork } from '../../src/seed/index.js';
import { createTestApp, type TestApp } from '../support/app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoNetwork(t.db, { log: t.app.log, dataDir: t.config.dataDir });
  await t.app.jobs.idle();
}, 120_000);
afterAll(() => t.close());

describe('the demo network after start', () => {
  it('has the words of every page of every seeded document, and keeps their statuses', async () => {
    const docs = await t.db.select().from(documents);
    expect(docs.length).toBeGreaterThan(10);
    for (const d of docs) {
      expect(d.ocrStatus, d.fileName).toBe('done');
      const pages = await t.db.select().from(ocrPages).where(eq(ocrPages.blobSha256, d.blobSha256!));
      expect(pages.length, d.fileName).toBe(d.pageCount);
    }
    expect(new Set(docs.map((d) => d.routeStatusId))).toContain(7);
  });

  it("finds each seeded invoice's number among the words of its page", async () => {
    const byKey = await t.db
      .select({ sha: documents.blobSha256, key: metadataDefinitions.key, value: documentMetadata.value })
      .from(documents)
      .innerJoin(documentMetadata, eq(documentMetadata.documentId, documents.id))
      .innerJoin(metadataDefinitions, eq(metadataDefinitions.id, documentMetadata.definitionId))
      .where(eq(metadataDefinitions.key, 'invoiceNumber'));
    expect(byKey.length).toBeGreaterThan(5);
    for (const inv of byKey) {
      const [page] = await t.db.select().from(ocrPages).where(eq(ocrPages.blobSha256, inv.sha!));
      expect(page!.text).toContain(inv.value!);
    }
  });
});
