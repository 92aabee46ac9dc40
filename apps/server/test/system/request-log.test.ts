import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { PartyType, PushClose } from '@docvue/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../support/app.js';
import { outboxEmails } from '../../src/db/schema/index.js';
import { admin, makeCompany, makeParty, makeUser } from '../support/factories.js';

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

  it('hold none of the link tokens a journey used: an invitation, its sign-up, a password reset', async () => {
    const company = await makeCompany(t.db);
    const user = await makeUser(t.db, { ...admin(company.id), email: 'logged-journey@example.com' });
    const caller = { token: await t.tokenFor(user.id), companyId: company.id };
    const mailTo = async (to: string) => {
      for (let i = 0; i < 100; i++) {
        const [mail] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to));
        if (mail) return mail.textBody;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no mail to ${to}`);
    };

    const party = await makeParty(t.db, company.id, {
      name: 'Logged Partner LLC',
      partyTypeId: PartyType.Purchaser,
      emails: ['ap@logged-partner.example'],
    });
    const sent = await t.call(caller, { method: 'PUT', url: `/api/party/${party.id}/invite`, payload: {} });
    expect(sent.statusCode, sent.body).toBe(200);
    const inviteToken = /\/register\/([\w-]+)/.exec(await mailTo('ap@logged-partner.example'))![1]!;
    await t.app.inject({ method: 'GET', url: `/api/invitation/getbytoken/${inviteToken}` });
    await t.app.inject({ method: 'GET', url: `/register/${inviteToken}?from=mail` });
    await t.call(caller, { method: 'POST', url: `/api/invitation/register/${inviteToken}` });

    // Last: a reset ends the person's sessions.
    await t.app.inject({ method: 'PUT', url: `/api/users/resetpassword?email=${user.emailAddress}` });
    const resetToken = /\/oidc\/reset-password\/([\w-]+)/.exec(await mailTo(user.emailAddress))![1]!;
    await t.app.inject({ method: 'GET', url: `/oidc/reset-password/${resetToken}` });
    await t.app.inject({
      method: 'POST',
      url: `/oidc/reset-password/${resetToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'password=a%20new%20password%201&confirm=a%20new%20password%201',
    });

    const all = lines.join('\n');
    for (const token of [resetToken, inviteToken]) {
      expect(token.length).toBeGreaterThanOrEqual(32);
      expect(all).not.toContain(token);
    }
    const urls = lines.map((l) => (JSON.parse(l) as { req?: { url?: string } }).req?.url).filter(Boolean);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/invitation/getbytoken/redacted',
        '/register/redacted?from=mail',
        '/api/invitation/register/redacted',
        '/oidc/reset-password/redacted',
      ]),
    );
  });
});
