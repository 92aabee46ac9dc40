import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobs, documents } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { admin, makeCompany, makeUser, readOnly } from '../support/factories.js';

/** Uploads over a real socket: inject() would buffer the body, which is what these tests must rule out. */
let t: TestApp;
let port: number;
let token: string;
let readOnlyToken: string;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  companyId = (await makeCompany(t.db)).id;
  token = await t.tokenFor((await makeUser(t.db, admin(companyId))).id);
  readOnlyToken = await t.tokenFor((await makeUser(t.db, readOnly(companyId))).id);
});
afterAll(() => t.close());

const boundary = '----docvue-stream';
const head = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="fileUploadData"\r\n\r\n{"documentTypeId":93}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
);

function startUpload(as = token) {
  return request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/documents/upload',
    headers: {
      authorization: `Bearer ${as}`,
      'company-id': String(companyId),
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'transfer-encoding': 'chunked',
    },
  });
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? filesUnder(path.join(dir, e.name)) : Promise.resolve([path.join(dir, e.name)]),
    ),
  );
  return nested.flat();
}

/**
 * Streams `megabytes` of a PDF-looking file as `as`, pausing `pauseMs` between megabytes, and
 * says how the server answered, how many megabytes had gone out by then, and the memory peak.
 */
async function streamUpload(opts: { as: string; megabytes: number; pauseMs: number }) {
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  chunk.write('%PDF-1.7\n');
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  let sent = 0;
  let sentWhenAnswered = -1;
  const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = startUpload(opts.as);
    req.on('response', (res) => {
      sentWhenAnswered = sent;
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body });
        req.destroy();
      });
    });
    req.on('error', (err) =>
      err.message.includes('socket hang up') || (err as NodeJS.ErrnoException).code === 'EPIPE'
        ? undefined
        : reject(err),
    );
    req.write(head);
    const next = (go: () => void) => (opts.pauseMs > 0 ? setTimeout(go, opts.pauseMs) : setImmediate(go));
    const pump = () => {
      if (req.destroyed) return;
      if (sent >= opts.megabytes) return void req.end(`\r\n--${boundary}--\r\n`);
      sent++;
      if (!req.write(chunk)) req.once('drain', () => next(pump));
      else next(pump);
    };
    pump();
  });
  clearInterval(sampler);
  return { ...answer, sentWhenAnswered, peakMb: (peak - baseline) / 1024 / 1024 };
}

async function expectNothingKept() {
  await new Promise((r) => setTimeout(r, 200));
  expect(await t.db.select().from(documents)).toHaveLength(0);
  expect(await t.db.select().from(blobs)).toHaveLength(0);
  expect(await filesUnder(path.join(t.config.dataDir, 'blobs'))).toEqual([]);
}

describe('streamed uploads', () => {
  it('refuses a 600 MB upload while it streams, without holding it in memory, and keeps nothing', async () => {
    const answer = await streamUpload({ as: token, megabytes: 600, pauseMs: 0 });
    expect(answer.status).toBe(413);
    expect(answer.peakMb).toBeLessThan(100);
    await expectNothingKept();
  }, 120_000);

  it("refuses a ReadOnly user's 150 MB upload with 403 before reading it: answered at once, nothing written", async () => {
    // Sent slowly enough that a server reading the body would still be reading when it answers.
    const answer = await streamUpload({ as: readOnlyToken, megabytes: 150, pauseMs: 5 });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body).error).toEqual({
      code: 'forbidden',
      message: 'Your role can read documents but not change them.',
    });
    // Answered long before the body could have been read (a few MB in flight at most).
    expect(answer.sentWhenAnswered).toBeGreaterThanOrEqual(0);
    expect(answer.sentWhenAnswered).toBeLessThan(20);
    expect(answer.peakMb).toBeLessThan(60);
    await expectNothingKept();
  }, 60_000);

  it('leaves no document and no file behind when the connection drops mid-upload', async () => {
    const req = startUpload();
    req.on('error', () => undefined);
    req.write(head);
    req.write(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(256 * 1024, 0x20)]));
    await new Promise((r) => setTimeout(r, 300));
    req.destroy();
    await new Promise((r) => setTimeout(r, 300));
    await expectNothingKept();
  });
});
