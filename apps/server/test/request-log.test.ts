import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { PushClose } from '@docvue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from './support/app.js';
import { admin, makeCompany, makeUser } from './support/factories.js';

/**
 * The push channel's token travels in its address (`/push?token=…`: a browser opening a
 * WebSocket cannot send headers), and request logs hold addresses: the token must not be there.
 */
let t: TestApp;
const lines: string[] = [];
let baseUrl: string;

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...String(chunk).split('\n').filter(Boolean)));
  t = await createTestApp({}, { logStream: stream });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

describe('request logs', () => {
  it('log the push channel’s address without its token', async () => {
    const company = await makeCompany(t.db);
    const user = await makeUser(t.db, admin(company.id));
    const sub = await t.call(
      { token: await t.tokenFor(user.id), companyId: company.id },
      { method: 'GET', url: '/api/notifications/subscribe' },
    );
    const token = new URL(sub.json().url).searchParams.get('token')!;
    expect(token.length).toBeGreaterThan(20);

    const socket = new WebSocket(`${baseUrl}/push?token=${encodeURIComponent(token)}`);
    await new Promise((resolve) => socket.once('message', resolve));
    socket.close();
    // A forged one too: it is refused, and not logged either.
    const forged = new WebSocket(`${baseUrl}/push?token=forged.token-value`);
    expect(await new Promise((resolve) => forged.once('close', resolve))).toBe(PushClose.BadToken);

    const logged = lines.map((l) => JSON.parse(l) as { req?: { url?: string } });
    const pushUrls = logged.map((l) => l.req?.url).filter((u) => u?.startsWith('/push'));
    expect(pushUrls).toEqual(['/push?token=redacted', '/push?token=redacted']);
    const all = lines.join('\n');
    expect(all).not.toContain(token);
    expect(all).not.toContain(encodeURIComponent(token));
    expect(all).not.toContain('forged.token-value');
    // Other addresses are logged as they are.
    expect(logged.some((l) => l.req?.url === '/api/notifications/subscribe')).toBe(true);
  });
});
