import type { AddressInfo } from 'node:net';
import { DocumentTemplate, PartyType } from '@docvue/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { multipart } from '../support/documents.js';
import { admin, makeCompany, makeUser } from '../support/factories.js';
import { manyPagesPdf } from '../support/hostile-pdfs.js';

/*
 * The upload's idle clock (UPLOAD_IDLE_SECONDS) refuses a body that stops arriving; once the body
 * is in, it must stop. Node calls the request's timeout listener only while the body is
 * incomplete and otherwise destroys the socket: a check of the file slower than the idle time (a
 * 30,000-page PDF on a loaded CI machine, 16.7 s against 15 s) ended with no answer at all.
 */

let t: TestApp;
let base: string;
let headers: Record<string, string>;

beforeAll(async () => {
  // Half a second: the 30,000-page check below takes longer on any machine.
  t = await createTestApp({ UPLOAD_IDLE_SECONDS: '0.5' });
  const vendor = await makeCompany(t.db, { name: 'Slow Check Services LLC', partyTypeIds: [PartyType.Vendor] });
  const token = await t.tokenFor((await makeUser(t.db, admin(vendor.id))).id);
  headers = { authorization: `Bearer ${token}`, 'company-id': String(vendor.id) };
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

it('answers an upload whose check takes longer than the idle time, once its body is in', async () => {
  const body = multipart(
    { documentTypeId: DocumentTemplate.ArInvoice },
    { name: 'pages.pdf', bytes: manyPagesPdf(30_000) },
  );
  const started = performance.now();
  const res = await fetch(`${base}/api/documents/upload`, {
    method: 'POST',
    headers: { ...headers, ...body.headers },
    body: new Uint8Array(body.payload),
  });
  expect(performance.now() - started).toBeGreaterThan(500);
  expect(res.status).toBe(413);
  expect(await res.json()).toMatchObject({ error: { code: 'payload_too_large' } });
}, 60_000);
