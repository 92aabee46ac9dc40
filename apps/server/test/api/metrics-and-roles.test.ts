import { DocumentTemplate, PartyType } from '@docvue/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { invoicePdf, multipart } from '../support/documents.js';
import { admin, makeCompany, makeParty, makeUser } from '../support/factories.js';

/*
 * /metrics (who may read it, what it tells, that it tells nothing a company owns) and the process
 * roles (PROCESS_ROLE): an API process queues jobs but runs none; a worker answers health,
 * readiness and metrics only. The fleet of both on PostgreSQL: test/system/fleet.test.ts.
 */

const metricLine = (text: string, prefix: string) => text.split('\n').find((l) => l.startsWith(prefix));

describe('/metrics', () => {
  let t: TestApp;
  let token: string;
  let companyId: number;
  const TOKEN = 'scrape-me-please-0123456789';

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
    const company = await makeCompany(t.db, { name: 'Confidential Drilling Co', partyTypeIds: [PartyType.Vendor] });
    companyId = company.id;
    token = await t.tokenFor((await makeUser(t.db, admin(company.id))).id);
  });
  afterAll(() => t?.close());

  it('with METRICS_TOKEN, only that bearer reads it; anyone else gets the 404 of an unknown path', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } })).statusCode).toBe(
      404,
    );
    // A user's own access token is no key to it either.
    expect((await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(
      404,
    );
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
  });

  it('times requests per route template, method and status class, and names no company, id or path asked for', async () => {
    for (const id of [987654, 987655]) {
      await t.call({ token, companyId }, { method: 'GET', url: `/api/documents/${id}` });
    }
    await t.app.inject({ url: '/no/such/page-for-confidential-drilling' });
    const text = (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    expect(
      metricLine(
        text,
        'docvue_http_request_duration_seconds_count{route="/api/documents/:id",method="GET",status_class="4xx"}',
      ),
    ).toMatch(/ 2$/);
    expect(metricLine(text, 'docvue_http_request_duration_seconds_count{route="unmatched"')).toBeDefined();
    expect(text).not.toContain('987654');
    expect(text).not.toMatch(/confidential/i);
    expect(text).not.toContain(`company`);
    for (const name of [
      'docvue_jobs{kind="document.ocr",status="queued"}',
      'docvue_jobs{kind="document.ocr",status="running"}',
      'docvue_jobs{kind="document.ocr",status="failed"}',
      'docvue_jobs{kind="document.ocr",status="parked"}',
      'docvue_mail_outbox_waiting',
      'docvue_jobs_oldest_queued_seconds',
      'docvue_push_sockets',
      'docvue_ocr_pages_total',
      'docvue_db_notifications_up 1',
      'docvue_db_notifications_lost_total 0',
      'docvue_process_resident_memory_bytes',
    ]) {
      expect(metricLine(text, name), name).toBeDefined();
    }
  });
});

describe('without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('a scraper on this machine reads it; a request a proxy forwarded does not', async () => {
    expect((await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/metrics', remoteAddress: '10.0.0.7' })).statusCode).toBe(404);
    const forwarded = await t.app.inject({
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forwarded.statusCode).toBe(404);
  });
});

describe('PROCESS_ROLE=api', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PROCESS_ROLE: 'api', DATA_DIR_SHARED: 'true' });
  });
  afterAll(() => t?.close());

  it('takes an upload and queues its job, which it leaves to a worker', async () => {
    const vendor = await makeCompany(t.db, { name: 'Hot Oil Services LLC', partyTypeIds: [PartyType.Vendor] });
    const purchaser = await makeCompany(t.db, { name: 'Red Mesa Energy', partyTypeIds: [PartyType.Purchaser] });
    const party = await makeParty(t.db, vendor.id, {
      partyTypeId: PartyType.Purchaser,
      connectedCompanyId: purchaser.id,
    });
    const token = await t.tokenFor((await makeUser(t.db, admin(vendor.id))).id);
    const res = await t.call(
      { token, companyId: vendor.id },
      {
        method: 'POST',
        url: '/api/documents/upload',
        ...multipart(
          { documentTypeId: DocumentTemplate.ArInvoice, receivingPartyId: party.id },
          { name: 'HOS-API-1.pdf', bytes: await invoicePdf({ invoiceNumber: 'HOS-API-1' }) },
        ),
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    // The job runner polls every second; three seconds later the job would have been taken.
    await new Promise((r) => setTimeout(r, 3000));
    const queued = await t.db.select().from(jobs).where(eq(jobs.kind, 'document.ocr'));
    expect(queued.map((j) => j.status)).toEqual(['queued']);
    const text = (await t.app.inject({ url: '/metrics' })).body;
    expect(metricLine(text, 'docvue_jobs{kind="document.ocr",status="queued"}')).toBe(
      'docvue_jobs{kind="document.ocr",status="queued"} 1',
    );
    expect(Number(metricLine(text, 'docvue_jobs_oldest_queued_seconds')!.split(' ')[1])).toBeGreaterThan(2);
  });
});

describe('PROCESS_ROLE=worker', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PROCESS_ROLE: 'worker', DATA_DIR_SHARED: 'true' });
  });
  afterAll(() => t?.close());

  it('answers health, readiness and metrics, and nothing else', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok', database: 'ok' });
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(200);
    for (const url of ['/api/users/current', '/api/documents/1', '/oidc/.well-known/openid-configuration', '/push']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/documents/upload' })).statusCode).toBe(404);
  });
});
