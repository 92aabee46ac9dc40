import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { declaredRoutes, limits, PartyType, type DeclaredRoute } from '@docvue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { admin, makeCompany, makeUser } from '../support/factories.js';
import { watchingHealth } from '../support/health-watch.js';

/*
 * Issue 39, generated from the declarations (packages/contracts/src/api): every route that takes a
 * JSON body or an upload is sent the largest input its limits allow plus one, by a signed-in
 * administrator of a new company, and answers a 4xx within 2 s while /api/health stays under 1 s.
 * A JSON body: `limits.jsonBodyMaxBytes` + 1. An upload: a Content-Length of its budget
 * (`maxUploadBytes` and the form's allowance) + 1, its body sent slowly (the answer may not wait for
 * it), and, where the budget is small enough to send here, a real file of `maxUploadBytes` + 1 with no
 * length declared, counted as it streams.
 */

let t: TestApp;
let base: string;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const company = await makeCompany(t.db, { name: 'New Co', partyTypeIds: [PartyType.Vendor] });
  const token = await t.tokenFor((await makeUser(t.db, admin(company.id))).id);
  headers = { authorization: `Bearer ${token}`, 'company-id': String(company.id) };
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const urlOf = (route: DeclaredRoute) => `/api${route.path.replace(/:\w+/g, '1')}`;
const jsonRoutes = declaredRoutes.filter((r) => r.body !== undefined);
const uploadRoutes = declaredRoutes.filter((r) => r.multipart);
/** Uploads whose whole budget is sent as bytes here (a 500 MB one is refused by its length only). */
const SENT_WHOLE_UP_TO = 32 * 1024 * 1024;

/** One request: its status and how long until the answer began. */
async function timed(send: () => Promise<number>): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const status = await send();
  return { status, ms: performance.now() - started };
}

/** A request whose Content-Length says `length`; its body trickles until the server answers. */
function declaredLength(route: DeclaredRoute, length: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const boundary = '----budget';
    const req = httpRequest(`${base}${urlOf(route)}`, {
      method: route.method,
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(length),
      },
    });
    const timer = setInterval(() => req.write(Buffer.alloc(16 * 1024, 0x41)), 50);
    req.on('response', (res) => {
      clearInterval(timer);
      res.resume();
      req.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (err) => {
      clearInterval(timer);
      reject(err);
    });
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
  });
}

/** A real file of `size` bytes, sent as it is made (chunked: no length to judge it by). */
function streamedFile(route: DeclaredRoute, size: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const boundary = '----budget';
    const req = httpRequest(`${base}${urlOf(route)}`, {
      method: route.method,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      res.resume();
      req.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (err) => (answered ? undefined : reject(err)));
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.xml"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    let sent = 0;
    const more = () => {
      while (!answered && sent < size) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += part.length;
        if (!req.write(part)) return void req.once('drain', more);
      }
      if (!answered) req.end(`\r\n--${boundary}--\r\n`);
    };
    more();
  });
}

async function jsonBody(route: DeclaredRoute, bytes: number): Promise<number> {
  const filler = 'a'.repeat(bytes - '{"x":""}'.length);
  const res = await fetch(`${base}${urlOf(route)}`, {
    method: route.method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: `{"x":"${filler}"}`,
  });
  await res.arrayBuffer();
  return res.status;
}

describe('every intake route refuses the largest input its limits allow plus one', () => {
  it('finds the routes in the declarations', () => {
    expect(jsonRoutes.length).toBeGreaterThan(20);
    expect(uploadRoutes.map((r) => r.name).sort()).toEqual(
      [
        'importParties',
        'receivePidxInvoice',
        'receivePidxInvoiceResponse',
        'replaceLegalDocument',
        'uploadDocument',
        'uploadLegalDocument',
        'uploadLogo',
        'uploadStatementRun',
      ].sort(),
    );
    for (const r of uploadRoutes) expect(r.maxUploadBytes, r.name).toBeGreaterThan(0);
  });

  it(`JSON bodies of ${limits.jsonBodyMaxBytes + 1} bytes`, async () => {
    const { result, failures, p99 } = await watchingHealth(base, async () => {
      const answers: Record<string, { status: number; ms: number }> = {};
      for (const route of jsonRoutes)
        answers[route.name] = await timed(() => jsonBody(route, limits.jsonBodyMaxBytes + 1));
      return answers;
    });
    for (const [name, { status, ms }] of Object.entries(result)) {
      expect(status, name).toBeGreaterThanOrEqual(400);
      expect(status, name).toBeLessThan(500);
      expect(ms, name).toBeLessThan(2000);
    }
    // Every route that reached its body refused it by its size.
    expect(Object.values(result).filter((a) => a.status === 413).length).toBeGreaterThan(jsonRoutes.length / 2);
    expect(failures).toEqual([]);
    expect(p99).toBeLessThan(1000);
  });

  it.each(uploadRoutes.map((r) => [r.name, r] as const))(
    '%s: a request one byte beyond its budget',
    async (_, route) => {
      const budget = route.maxUploadBytes! + limits.uploadFormAllowanceBytes;
      const { result, failures, p99 } = await watchingHealth(base, () =>
        timed(() => declaredLength(route, budget + 1)),
      );
      expect(result.status).toBe(413);
      expect(result.ms).toBeLessThan(2000);
      expect(failures).toEqual([]);
      expect(p99).toBeLessThan(1000);
    },
  );

  it.each(uploadRoutes.filter((r) => r.maxUploadBytes! <= SENT_WHOLE_UP_TO).map((r) => [r.name, r] as const))(
    '%s: a file one byte beyond its limit, streamed without a length',
    async (_, route) => {
      const { result, failures, p99 } = await watchingHealth(base, () =>
        timed(() => streamedFile(route, route.maxUploadBytes! + 1)),
      );
      expect(result.status).toBeGreaterThanOrEqual(400);
      expect(result.status).toBeLessThan(500);
      expect(result.ms).toBeLessThan(2000);
      expect(failures).toEqual([]);
      expect(p99).toBeLessThan(1000);
    },
  );
  // Afterwards the server answers as before.
  it('keeps answering', async () => expect((await fetch(`${base}/api/health`)).status).toBe(200));
});
