import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';
import { admin, makeCompany, makeUser } from './support/factories.js';
import { startMailbox } from './support/mailbox.js';

/** Without an SMTP relay, mail stays on the server and each user reads their own at /mailbox. */
describe('the dev mailbox', () => {
  let t: TestApp;
  let ana: { id: number; emailAddress: string };
  let ben: { id: number; emailAddress: string };

  beforeAll(async () => {
    t = await createTestApp();
    const company = await makeCompany(t.db);
    ana = await makeUser(t.db, { ...admin(company.id), email: 'ana@demo.example', passwordHash: 'x' });
    ben = await makeUser(t.db, { ...admin(company.id), email: 'ben@demo.example', passwordHash: 'x' });
  });
  afterAll(() => t.close());

  const mailboxOf = async (userId: number) =>
    t.call({ token: await t.tokenFor(userId) }, { method: 'GET', url: '/api/devmailbox' });

  it('says so in the client configuration', async () => {
    const config = await t.call(undefined, { method: 'GET', url: '/api/config' });
    expect(config.json().devMailbox).toBe(true);
  });

  it("shows each user the mail to their own address, and nobody else's", async () => {
    await t.call(undefined, {
      method: 'PUT',
      url: `/api/users/resetpassword?email=${encodeURIComponent(ana.emailAddress)}`,
    });
    await t.app.jobs.idle();
    const anas = await mailboxOf(ana.id);
    expect(anas.statusCode).toBe(200);
    expect(anas.json().items).toHaveLength(1);
    expect(anas.json().items[0]).toMatchObject({ to: 'ana@demo.example' });
    expect(anas.json().items[0].text).toMatch(/reset-password\//);
    expect((await mailboxOf(ben.id)).json().items).toEqual([]);
    expect((await t.call(undefined, { method: 'GET', url: '/api/devmailbox' })).statusCode).toBe(401);
  });

  it('is not there when mail goes to a relay', async () => {
    const relay = await startMailbox();
    const relayed = await createTestApp({ SMTP_URL: relay.url });
    try {
      const company = await makeCompany(relayed.db);
      const user = await makeUser(relayed.db, admin(company.id));
      const res = await relayed.call(
        { token: await relayed.tokenFor(user.id) },
        { method: 'GET', url: '/api/devmailbox' },
      );
      expect(res.statusCode).toBe(404);
      expect((await relayed.call(undefined, { method: 'GET', url: '/api/config' })).json().devMailbox).toBe(false);
    } finally {
      await relayed.close();
      await relay.close();
    }
  });
});
