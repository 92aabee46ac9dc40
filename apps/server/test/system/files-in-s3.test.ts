import { DocumentTemplate, PartyType, RouteStatus } from '@docvue/contracts';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { invoicePdf, multipart, sampleInvoice } from '../support/documents.js';
import { admin, makeCompany, makeParty, makeUser } from '../support/factories.js';
import { startS3rver, type RunningS3 } from '../support/s3rver.js';

/**
 * Files in an S3-compatible bucket (issue 27, finding 1): two processes on one database, each with
 * a data folder of its own (as on separate hosts), STORAGE_URL naming one bucket on a real s3rver.
 * An upload through A is read (OCR) and opens through B; no body lands in either data folder.
 */

let s3: RunningS3;
let a: TestApp;
let b: TestApp;
let token: string;
let companyId: number;
let partyId: number;

beforeAll(async () => {
  s3 = await startS3rver('docvue-fleet');
  // The AWS SDK's own variables, as an operator sets them.
  Object.assign(process.env, s3.env);
  const env = { STORAGE_URL: `s3://${s3.bucket}/files` };
  a = await createTestApp(env);
  b = await createTestApp(env, { sharing: a });
  const vendor = await makeCompany(a.db, { name: 'Hot Oil Services LLC', partyTypeIds: [PartyType.Vendor] });
  const purchaser = await makeCompany(a.db, { name: 'Red Mesa Energy Partners', partyTypeIds: [PartyType.Purchaser] });
  companyId = vendor.id;
  token = await a.tokenFor((await makeUser(a.db, admin(vendor.id))).id);
  partyId = (
    await makeParty(a.db, vendor.id, {
      name: 'Red Mesa',
      partyTypeId: PartyType.Purchaser,
      connectedCompanyId: purchaser.id,
    })
  ).id;
}, 180_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
  await s3?.stop();
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe('two processes, one bucket', () => {
  it('reads an upload made through one process and opens it through the other', async () => {
    const body = multipart(
      { documentTypeId: DocumentTemplate.ArInvoice, receivingPartyId: partyId },
      { name: 'HOS-24017.pdf', bytes: await invoicePdf() },
    );
    const res = await a.call({ token, companyId }, { method: 'POST', url: '/api/documents/upload', ...body });
    expect(res.statusCode, res.body).toBe(201);
    const { documentId } = res.json();
    await Promise.all([a.app.jobs.idle(), b.app.jobs.idle()]);

    const asB = (url: string, headers: Record<string, string> = {}) =>
      b.call({ token, companyId }, { method: 'GET', url, headers });
    const doc = (await asB(`/api/documents/${documentId}`)).json();
    expect(doc).toMatchObject({ routeStatusId: RouteStatus.Pending, ocrStatus: 'done', pageCount: 1 });
    expect(doc.metadata.find((m: { key: string }) => m.key === 'invoiceNumber')).toMatchObject({
      value: sampleInvoice.invoiceNumber,
    });
    const whole = await asB(`/api/documents/${documentId}/file/1`);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const part = await asB(`/api/documents/${documentId}/file/1`, { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);
    const page = await asB(`/api/DocumentOcr/${documentId}/page/1`);
    expect(page.json().ocrJson.map((w: { Text: string }) => w.Text)).toContain(sampleInvoice.invoiceNumber);

    // The body is in the bucket under its sha256; neither data folder holds a stored body.
    const listed: string[] = [];
    const { ListObjectsV2Command } = await import('@aws-sdk/client-s3');
    const objects = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'files/' }));
    for (const o of objects.Contents ?? []) listed.push(o.Key!);
    expect(listed.some((k) => /^files\/[0-9a-f]{2}\/[0-9a-f]{62}$/.test(k))).toBe(true);
    for (const t of [a, b]) expect((await filesUnder(path.join(t.config.dataDir, 'blobs'))).length).toBe(0);
  }, 120_000);
});
