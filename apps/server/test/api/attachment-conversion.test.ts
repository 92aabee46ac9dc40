import { Readable } from 'node:stream';
import { DocumentTemplate, PartyType, RouteStatus } from '@docvue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobs, documentAttachments } from '../../src/db/schema/index.js';
import { localBlobStore } from '../../src/lib/blob-store.js';
import { ConversionSlots } from '../../src/modules/documents/attachment-pdf.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { admin, makeCompany, makeUser } from '../support/factories.js';
import { insertListDocument } from '../support/list-documents.js';

/*
 * Issue #19: four parallel `GET /download/attachment/{id}/pdf` of a 300 MB .docx raised the
 * server's memory from 0.6 to 2.9 GB, though the conversion then answered 415: the file was read
 * whole before anything was checked.
 */

let t: TestApp;
let token: string;
let companyId: number;
let attachmentId: number;
const MB = 1024 * 1024;

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await makeCompany(t.db, { partyTypeIds: [PartyType.Vendor] })).id;
  const user = await makeUser(t.db, admin(companyId));
  token = await t.tokenFor(user.id);
  const documentId = await insertListDocument(t.db, {
    sender: companyId,
    templateId: DocumentTemplate.ArInvoice,
    status: RouteStatus.Pending,
    values: { invoiceNumber: 'BIG-1' },
  });
  // A 300 MB Word file (a zip's signature, then zeros), stored as an upload would store it.
  const store = localBlobStore(t.config.dataDir);
  const chunk = Buffer.alloc(MB);
  chunk.write('PK\u0003\u0004');
  const put = await store.put(
    Readable.from(
      (function* () {
        for (let i = 0; i < 300; i++) yield i === 0 ? chunk : Buffer.alloc(MB);
      })(),
    ),
    { maxBytes: 400 * MB },
  );
  const mimeType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  await t.db.insert(blobs).values({ sha256: put.sha256, size: put.size, mimeType });
  const [row] = await t.db
    .insert(documentAttachments)
    .values({
      documentId,
      companyId,
      blobSha256: put.sha256,
      fileName: 'site-report.docx',
      fileSize: put.size,
      mimeType,
      createdBy: user.id,
    })
    .returning({ id: documentAttachments.id });
  attachmentId = row!.id;
}, 120_000);
afterAll(() => t.close());

describe('showing a 300 MB office attachment as a PDF', () => {
  it('is refused four times in parallel without reading the file into memory', async () => {
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.call({ token, companyId }, { method: 'GET', url: `/api/download/attachment/${attachmentId}/pdf` }),
      ),
    );
    clearInterval(sampler);
    for (const a of answers) {
      // No LibreOffice here: 415 at once; with it, too large to convert: 413 at once.
      expect([413, 415]).toContain(a.statusCode);
      expect(a.json().error.message).toMatch(/Download the original file instead\.$/);
    }
    expect((peak - baseline) / MB).toBeLessThan(300);
  });
});

describe('conversion slots', () => {
  it('run at most two conversions at once, queue eight more, and turn the rest away', async () => {
    const slots = new ConversionSlots(2, 8);
    let running = 0;
    let most = 0;
    const release: (() => void)[] = [];
    const work = () =>
      slots.run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((r) => release.push(r));
        running--;
        return 'converted';
      });
    const accepted = Array.from({ length: 10 }, work);
    await new Promise((r) => setTimeout(r, 10));
    expect(slots.busy).toEqual({ active: 2, waiting: 8 });
    await expect(work()).rejects.toMatchObject({ statusCode: 503 });
    while (release.length || slots.busy.active) {
      release.shift()?.();
      await new Promise((r) => setTimeout(r, 1));
    }
    expect(await Promise.all(accepted)).toEqual(Array(10).fill('converted'));
    expect(most).toBe(2);
  });
});
