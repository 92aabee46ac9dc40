import { DocumentTemplate } from '@docvue/contracts';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobs, documents, legalDocuments } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { invoicePdf, multipart } from '../support/documents.js';
import { admin, makeCompany, makeUser } from '../support/factories.js';

/*
 * SECURITY (docs/history.md §26). A refused request must not leave a socket nobody reads; a file
 * name with a NUL is a 400 like any other text; every answer carries the headers that keep a
 * browser from guessing types or framing the API and its docs.
 */

let t: TestApp;
let port: number;
let caller: { token: string; companyId: number };

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const company = await makeCompany(t.db);
  caller = { token: await t.tokenFor((await makeUser(t.db, admin(company.id))).id), companyId: company.id };
});
afterAll(() => t.close());

/** A raw HTTP/1.1 connection: what the server writes on it, and whether it closed it. */
function rawConnection() {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  let closed = false;
  socket.on('data', (d) => (received += d.toString('latin1')));
  socket.on('close', () => (closed = true));
  socket.on('error', () => undefined);
  const until = async (done: () => boolean, ms: number) => {
    for (const end = Date.now() + ms; Date.now() < end && !done();) await new Promise((r) => setTimeout(r, 20));
    return done();
  };
  return {
    socket,
    write: (text: string | Buffer) => socket.write(text),
    received: () => received,
    answered: (count = 1) => until(() => (received.match(/HTTP\/1\.1 \d{3} /g) ?? []).length >= count, 10_000),
    closedWithin: (ms: number) => until(() => closed, ms),
  };
}

describe('an answer sent before the body was read', () => {
  const refusedUpload = (bytes: number) =>
    'POST /api/documents/upload HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n' +
    `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${bytes}\r\n\r\n`;

  it('reads and drops the rest of a refused upload, so the answer arrives and the next request on the socket too', async () => {
    const c = rawConnection();
    // A 6 MB party list, over the import's 5 MB: refused (413) while it streams, the rest unread.
    const head = Buffer.from(
      '--x\r\nContent-Disposition: form-data; name="file"; filename="parties.csv"\r\nContent-Type: text/csv\r\n\r\n',
    );
    const tail = Buffer.from('\r\n--x--\r\n');
    const file = Buffer.alloc(6 * 1024 * 1024, 'a');
    c.write(
      'POST /api/party/upload HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n' +
        `Authorization: Bearer ${caller.token}\r\nCompany-Id: ${caller.companyId}\r\n` +
        `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${head.length + file.length + tail.length}\r\n\r\n`,
    );
    c.write(Buffer.concat([head, file, tail]));
    expect(await c.answered()).toBe(true);
    expect(c.received()).toMatch(/^HTTP\/1\.1 413/);
    c.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await c.answered(2)).toBe(true);
    expect(c.received()).toMatch(/^HTTP\/1\.1 413[\s\S]*HTTP\/1\.1 200/);
    c.socket.destroy();
  });

  it('ends the connection of a body too large to drop, or one that stops arriving, instead of keeping it open', async () => {
    const huge = rawConnection();
    huge.write(refusedUpload(600 * 1024 * 1024));
    expect(await huge.answered()).toBe(true);
    expect(huge.received()).toMatch(/^HTTP\/1\.1 401/);
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    for (let i = 0; i < 40 && !huge.socket.destroyed; i++) {
      huge.write(chunk);
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(await huge.closedWithin(5_000)).toBe(true);

    const stalled = rawConnection();
    stalled.write(refusedUpload(6 * 1024 * 1024));
    stalled.write(Buffer.alloc(1024, 'a'));
    expect(await stalled.answered()).toBe(true);
    // Nothing more is sent: the server lets go within its drain time (10 s).
    expect(await stalled.closedWithin(15_000)).toBe(true);
  }, 30_000);

  it('keeps a connection whose request was read whole, for the next request on it', async () => {
    const c = rawConnection();
    c.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await c.answered(1)).toBe(true);
    expect(c.received().toLowerCase()).not.toContain('connection: close');
    c.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(await c.answered(2)).toBe(true);
    expect(c.received()).toMatch(/^HTTP\/1\.1 200[\s\S]*HTTP\/1\.1 200/);
  });
});

describe('a file name with control characters', () => {
  const nul = 'invoice\u0000.pdf';

  it('is refused with 400 on a document upload, and nothing is kept', async () => {
    const res = await t.call(caller, {
      method: 'POST',
      url: '/api/documents/upload',
      ...multipart({ documentTypeId: DocumentTemplate.ArInvoice }, { name: nul, bytes: await invoicePdf() }),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toBe('The file name must not contain control characters or broken Unicode.');
    expect(await t.db.select().from(documents)).toHaveLength(0);
    expect(await t.db.select().from(blobs)).toHaveLength(0);
  });

  it('is refused with 400 on a legal document upload, and nothing is kept', async () => {
    const res = await t.call(caller, {
      method: 'POST',
      url: '/api/legaldocuments/upload',
      ...multipart(
        { legalDocumentTypeId: 1, privacySettingId: 1 },
        { name: 'w9\u0007.pdf', bytes: await invoicePdf() },
        'details',
      ),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toBe('The file name must not contain control characters or broken Unicode.');
    expect(await t.db.select().from(legalDocuments)).toHaveLength(0);
  });
});

describe('security headers', () => {
  const framed = (headers: Record<string, unknown>) => ({
    nosniff: headers['x-content-type-options'],
    frame: headers['x-frame-options'],
    csp: headers['content-security-policy'],
    referrer: headers['referrer-policy'],
  });
  const expected = { nosniff: 'nosniff', frame: 'DENY', csp: "frame-ancestors 'none'", referrer: 'no-referrer' };

  it('are on JSON answers, errors and refusals alike', async () => {
    const ok = await t.call(caller, { method: 'GET', url: '/api/users/current' });
    expect(ok.statusCode).toBe(200);
    expect(framed(ok.headers)).toEqual(expected);
    const refused = await t.app.inject({ method: 'GET', url: '/api/users/current' });
    expect(refused.statusCode).toBe(401);
    expect(framed(refused.headers)).toEqual(expected);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(unknown.statusCode).toBe(404);
    expect(framed(unknown.headers)).toEqual(expected);
  });

  it('are on the API docs page, which cannot be framed', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(framed(page.headers)).toEqual(expected);
  });
});
