import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobs, documents } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './support/app.js';
import { admin, makeCompany, makeUser } from './support/factories.js';

/** Uploads over a real socket: inject() would buffer the body, which is what these tests must rule out. */
let t: TestApp;
let port: number;
let token: string;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  companyId = (await makeCompany(t.db)).id;
  token = await t.tokenFor((await makeUser(t.db, admin(companyId))).id);
});
afterAll(() => t.close());

const boundary = '----docvue-stream';
const head = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="fileUploadData"\r\n\r\n{"documentTypeId":93}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
);

function startUpload() {
  return request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/documents/upload',
    headers: {
      authorization: `Bearer ${token}`,
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

describe('streamed uploads', () => {
  it('refuses a 600 MB upload while it streams, without holding it in memory, and keeps nothing', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    chunk.write('%PDF-1.7\n');
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);

    const status = await new Promise<number>((resolve, reject) => {
      const req = startUpload();
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', (err) =>
        err.message.includes('socket hang up') || (err as NodeJS.ErrnoException).code === 'EPIPE'
          ? undefined
          : reject(err),
      );
      req.write(head);
      let sent = 0;
      const pump = () => {
        while (sent < 600 && !req.destroyed) {
          sent++;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        if (!req.destroyed) req.end(`\r\n--${boundary}--\r\n`);
      };
      pump();
    });
    clearInterval(sampler);

    expect(status).toBe(413);
    expect((peak - baseline) / 1024 / 1024).toBeLessThan(100);
    await new Promise((r) => setTimeout(r, 200));
    expect(await t.db.select().from(documents)).toHaveLength(0);
    expect(await t.db.select().from(blobs)).toHaveLength(0);
    expect(await filesUnder(path.join(t.config.dataDir, 'blobs'))).toEqual([]);
  }, 120_000);

  it('leaves no document and no file behind when the connection drops mid-upload', async () => {
    const req = startUpload();
    req.on('error', () => undefined);
    req.write(head);
    req.write(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(256 * 1024, 0x20)]));
    await new Promise((r) => setTimeout(r, 300));
    req.destroy();
    await new Promise((r) => setTimeout(r, 500));
    expect(await t.db.select().from(documents)).toHaveLength(0);
    expect(await t.db.select().from(blobs)).toHaveLength(0);
    expect(await filesUnder(path.join(t.config.dataDir, 'blobs'))).toEqual([]);
  });
});
