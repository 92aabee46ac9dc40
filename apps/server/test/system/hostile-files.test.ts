import { readdir, stat } from 'node:fs/promises';
import { connect, type AddressInfo } from 'node:net';
import path from 'node:path';
import { DocumentTemplate, PartyType } from '@docvue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { invoicePdf, multipart } from '../support/documents.js';
import { admin, makeCompany, makeUser } from '../support/factories.js';
import { flateBombPdf, heavyTextPdf, manyPagesPdf } from '../support/hostile-pdfs.js';
import { hostileXlsx, zipBomb } from '../support/hostile-zips.js';
import { watchingHealth } from '../support/health-watch.js';

/*
 * Hostile files over a real socket (docs/history.md §18), each generated here: every one gets a clear 4xx
 * or is processed safely, nothing lands outside the blob store, and /api/health keeps answering.
 *
 * Measured on the shared 2-core machine (two other test runs busy on it): during the upload of
 * the 30,000-page, 8.4 MB PDF (about 6 s: transfer, thread start, 1.5 s of inspection in its
 * worker thread) /api/health answered all 196 pings, median 2.6 ms, slowest 160 ms; before, the
 * same file held the API thread for minutes. The assertions
 * below only ask that health answers, with a wide margin, never a tight time.
 */

let t: TestApp;
let base: string;
let token: string;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  const vendor = await makeCompany(t.db, { name: 'Hot Oil Services LLC', partyTypeIds: [PartyType.Vendor] });
  companyId = vendor.id;
  token = await t.tokenFor((await makeUser(t.db, admin(vendor.id))).id);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const auth = () => ({ authorization: `Bearer ${token}`, 'company-id': String(companyId) });

async function post(url: string, body: { payload: Buffer; headers: Record<string, string> }) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { ...auth(), ...body.headers },
    body: new Uint8Array(body.payload),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: res.headers };
}

const uploadDocument = (name: string, bytes: Buffer | Uint8Array) =>
  post('/api/documents/upload', multipart({ documentTypeId: DocumentTemplate.ArInvoice }, { name, bytes }));

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const out: string[] = [];
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...(await filesUnder(p)));
    else out.push(p);
  }
  return out.sort();
}

describe('broken multipart bodies, over a real socket', () => {
  /** Writes a raw request and reads the status line of the answer, or 'no answer' after `waitMs`. */
  function rawRequest(head: string, body: Buffer, endAfterWrite: boolean, waitMs = 25_000) {
    const started = Date.now();
    const port = new URL(base).port;
    return new Promise<{ answer: string; ms: number }>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(Buffer.concat([Buffer.from(head), body]));
        if (endAfterWrite) socket.end();
      });
      let text = '';
      const done = (answer: string) => {
        resolve({ answer, ms: Date.now() - started });
        socket.destroy();
      };
      socket.on('data', (d: Buffer) => {
        text += d.toString('latin1');
        if (text.includes('\r\n\r\n')) done(text);
      });
      socket.on('error', () => done(text || 'error'));
      socket.on('close', () => done(text || 'closed'));
      setTimeout(() => done('no answer'), waitMs);
    });
  }

  it('refuses a cut-off body with 400 in the product shape, quickly, whether it ends, closes or stalls', async () => {
    const body = multipart(
      { documentTypeId: DocumentTemplate.ArInvoice },
      { name: 'a.pdf', bytes: Buffer.alloc(200_000, 65) },
    );
    const cut = body.payload.subarray(0, 100_000);
    const head = (length: number) =>
      `POST /api/documents/upload HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nCompany-Id: ${companyId}\r\n` +
      `Content-Type: ${body.headers['content-type']}\r\nContent-Length: ${length}\r\n\r\n`;
    const before = await filesUnder(path.join(t.config.dataDir, 'blobs'));
    // The body is all there is (Content-Length says so) but the multipart never ends: was a 500.
    const ended = await rawRequest(head(cut.length), cut, false);
    expect(ended.answer).toMatch(/^HTTP\/1\.1 400/);
    expect(ended.answer).toContain('"code":"bad_request"');
    expect(ended.ms).toBeLessThan(5000);
    // The client sends half and closes its side: answered by the HTTP layer, in the product's shape.
    const closed = await rawRequest(head(body.payload.length), cut, true);
    expect(closed.answer).toMatch(/^HTTP\/1\.1 400/);
    expect(closed.answer).toContain('"code":"bad_request"');
    // Half sent and the socket left open: was held for as long as the client liked (60 s in issue
    // #18); now refused once nothing arrived for UPLOAD_IDLE_SECONDS (15 s by default).
    const stalled = await rawRequest(head(body.payload.length), cut, false);
    expect(stalled.answer).toMatch(/^HTTP\/1\.1 400/);
    expect(stalled.answer).toContain('The upload stopped arriving');
    expect(stalled.ms).toBeLessThan(20_000);
    // Nothing of the three is kept (the temporary files went with their uploads).
    expect(await filesUnder(path.join(t.config.dataDir, 'blobs'))).toEqual(before);
  }, 60_000);
});

describe('PDFs beyond the limits', () => {
  it('refuses the 30,000-page PDF with 413 while /api/health keeps answering', async () => {
    const pdf = manyPagesPdf(30_000);
    expect(pdf.length).toBeGreaterThan(8_000_000);
    const { result, latencies, failures } = await watchingHealth(base, () => uploadDocument('pages.pdf', pdf));
    expect(result.status).toBe(413);
    expect(result.json).toEqual({
      error: { code: 'payload_too_large', message: expect.stringContaining('30000 pages; at most 2000') },
    });
    expect(failures).toEqual([]);
    expect(latencies.length).toBeGreaterThan(3);
    // A generous bound: the point is that health is answered at all while the file is inspected.
    expect(Math.max(...latencies)).toBeLessThan(2000);
  }, 60_000);

  it('refuses a PDF bomb (a 300 KB stream that inflates to 300 MB) with 413, without inflating it whole', async () => {
    const bomb = await flateBombPdf(300);
    expect(bomb.length).toBeLessThan(1_000_000);
    const { result, failures } = await watchingHealth(base, () => uploadDocument('bomb.pdf', bomb));
    expect(result.status).toBe(413);
    expect(result.json).toMatchObject({
      error: { code: 'payload_too_large', message: expect.stringContaining('200 MB') },
    });
    expect(failures).toEqual([]);
  }, 60_000);

  it('refuses malformed, empty and truncated PDFs with a clear 4xx, or reads what is there', async () => {
    const garbage = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919) % 256)),
    ]);
    expect(await uploadDocument('garbage.pdf', garbage)).toMatchObject({
      status: 422,
      json: { error: { code: 'unreadable_file' } },
    });
    expect(await uploadDocument('empty.pdf', Buffer.alloc(0))).toMatchObject({
      status: 415,
      json: { error: { code: 'unsupported_media_type' } },
    });
    const whole = Buffer.from(await invoicePdf());
    const truncated = await uploadDocument('truncated.pdf', whole.subarray(0, Math.floor(whole.length / 2)));
    if (truncated.status === 201) {
      // pdf-lib and pdf.js both read what a cut-off file still holds: then the document is kept and read.
      await t.app.jobs.idle();
      const doc = await fetch(`${base}/api/documents/${String(truncated.json.documentId)}`, { headers: auth() });
      expect(['done', 'failed']).toContain(((await doc.json()) as { ocrStatus: string }).ocrStatus);
    } else {
      expect(truncated).toMatchObject({ status: 422, json: { error: { code: 'unreadable_file' } } });
    }
  }, 60_000);
});

describe('zip bombs and scripts', () => {
  it('refuses a zip bomb as a party import (.xlsx), whether its sizes are honest or lie', async () => {
    for (const declared of ['honest', 'lie'] as const) {
      const xlsx = await zipBomb('xlsx', 300, declared);
      const boundary = '----hostile';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="parties.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        xlsx,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const { result, failures } = await watchingHealth(base, () =>
        post('/api/party/upload', {
          payload,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        }),
      );
      expect(result.status, declared).toBeGreaterThanOrEqual(400);
      expect(result.status, declared).toBeLessThan(500);
      expect(result.json).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
      expect(failures).toEqual([]);
    }
  }, 90_000);

  it('reads hostile spreadsheets in bounded work: four at once are refused while the server keeps answering', async () => {
    const files = [
      hostileXlsx('shared strings'),
      hostileXlsx('rows'),
      await zipBomb('xlsx', 400, 'lie'),
      hostileXlsx('shared strings'),
    ];
    // Files the import takes (under 5 MB): the shared-strings bomb was 154 KB when it stalled every company.
    expect(Math.max(...files.map((f) => f.length))).toBeLessThan(5 * 1024 * 1024);
    const upload = (xlsx: Buffer) => {
      const boundary = '----hostile-xlsx';
      return post('/api/party/upload', {
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="parties.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
          xlsx,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    };
    const { result, latencies, failures } = await watchingHealth(base, () => Promise.all(files.map(upload)));
    const messages = result.map((r) => [r.status, (r.json.error as { message?: string } | undefined)?.message]);
    expect(messages).toEqual([
      [400, 'The spreadsheet unpacks to more than a party list can be. Save it again with only the parties.'],
      [400, 'A file can hold at most 20,000 parties.'],
      [400, 'The spreadsheet unpacks to more than a party list can be. Save it again with only the parties.'],
      [400, 'The spreadsheet unpacks to more than a party list can be. Save it again with only the parties.'],
    ]);
    expect(failures).toEqual([]);
    // On its own thread the health check waited 6.9 s behind one such file. The bound here is loose
    // for a CI machine whose two cores also run the other test file; `npm run bench` is for figures.
    const p99 = [...latencies].sort((a, b) => a - b)[Math.floor(latencies.length * 0.99)]!;
    expect(p99).toBeLessThan(1000);
  }, 120_000);

  it('keeps a zip bomb .docx attachment as a file only, never unpacked, and refuses to convert it', async () => {
    const doc = await uploadDocument('invoice.pdf', await invoicePdf());
    expect(doc.status).toBe(201);
    const documentId = doc.json.documentId as number;
    const docx = await zipBomb('docx', 300, 'lie');
    const attached = await post(
      '/api/documents/upload',
      multipart(
        { documentId, isAttachment: true },
        { name: 'terms.docx', bytes: docx, type: 'application/octet-stream' },
      ),
    );
    expect(attached.status).toBe(201);
    const view = await fetch(`${base}/api/download/attachment/${String(attached.json.attachmentId)}/pdf`, {
      headers: auth(),
    });
    // 415 without LibreOffice; with it, LibreOffice reads the file from disk in its own process.
    expect(view.status).toBeGreaterThanOrEqual(400);
    expect(view.status).toBeLessThan(500);
  }, 60_000);

  it('refuses a scripted SVG and empty files as attachments', async () => {
    const doc = await uploadDocument('invoice.pdf', await invoicePdf());
    const documentId = doc.json.documentId as number;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
    for (const file of [
      { name: 'logo.svg', bytes: svg, type: 'image/svg+xml' },
      { name: 'logo.png', bytes: svg, type: 'image/png' },
      { name: 'empty.txt', bytes: Buffer.alloc(0), type: 'text/plain' },
    ]) {
      const res = await post('/api/documents/upload', multipart({ documentId, isAttachment: true }, file));
      if (file.name === 'empty.txt' && res.status === 201) continue; // an empty text file is harmless
      expect(res, file.name).toMatchObject({ status: 415, json: { error: { code: 'unsupported_media_type' } } });
    }
  });
});

describe('file names', () => {
  it('stores files with traversal and control characters in their names inside the blob store only', async () => {
    const before = await filesUnder(t.config.dataDir);
    const outside = path.resolve(t.config.dataDir, '..', 'evil.pdf');
    const names = [
      '../../evil.pdf',
      '..\\..\\evil.pdf',
      '/etc/evil.pdf',
      'bell\u0007esc\u001b[31m.pdf',
      'tab\tdel\u007f.pdf',
    ];
    // Content no earlier test stored: the blob store dedupes by content, and this test counts new files.
    const bytes = await invoicePdf({ invoiceNumber: 'NAMES-1' });
    for (const name of names) {
      const res = await uploadDocument(name, bytes);
      expect([201, 400], name).toContain(res.status);
      if (res.status !== 201) continue;
      const file = await fetch(`${base}/api/documents/${String(res.json.documentId)}/file/1`, { headers: auth() });
      expect(file.status).toBe(200);
      const disposition = file.headers.get('content-disposition') ?? '';
      // The viewer shows PDFs inline; the name it gives is the base name, without separators.
      expect(disposition).not.toMatch(/[/\\]|\.\./);
      // eslint-disable-next-line no-control-regex
      expect(disposition).not.toMatch(/[\u0000-\u001f\u007f]/);
    }
    const added = (await filesUnder(t.config.dataDir)).filter((f) => !before.includes(f));
    expect(added.length).toBeGreaterThan(0);
    for (const f of added) expect(f.startsWith(path.join(t.config.dataDir, 'blobs') + path.sep), f).toBe(true);
    await expect(stat(outside)).rejects.toThrow();
  });
});

describe('a PDF that passes the inspection but is too much for its PDF thread', () => {
  let small: TestApp;
  let smallBase: string;
  beforeAll(async () => {
    small = await createTestApp({ PDF_WORKER_MEMORY_MB: '128' }, { sharing: t });
    await small.app.listen({ port: 0, host: '127.0.0.1' });
    smallBase = `http://127.0.0.1:${(small.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => small.close());

  it('ends the thread, reports the OCR as failed on the document, and the process carries on', async () => {
    // One page whose text is five million tiny strings: 145 MB unpacked (under the 200 MB limit),
    // far more objects than a 128 MB heap holds once pdf.js turns them into text items.
    const body = multipart(
      { documentTypeId: DocumentTemplate.ArInvoice },
      { name: 'heavy.pdf', bytes: heavyTextPdf(5_000_000) },
    );
    const res = await fetch(`${smallBase}/api/documents/upload`, {
      method: 'POST',
      headers: { ...auth(), ...body.headers },
      body: new Uint8Array(body.payload),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { documentId } = (await res.json()) as { documentId: number };
    const { failures } = await watchingHealth(base, () => small.app.jobs.idle());
    expect(failures).toEqual([]);
    const doc = (await (await fetch(`${smallBase}/api/documents/${documentId}`, { headers: auth() })).json()) as {
      ocrStatus: string;
      routeStatusId: number;
    };
    expect(doc.ocrStatus).toBe('failed');
    expect((await fetch(`${smallBase}/api/health`)).status).toBe(200);
  }, 120_000);
});
