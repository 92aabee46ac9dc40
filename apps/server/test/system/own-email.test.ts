import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, users } from '../../src/db/schema/index.js';
import { signInWithPassword } from '../../src/plugins/oidc/pkce-client.js';
import { hashPassword } from '../../src/lib/passwords.js';
import { startListeningApp, type ListeningApp } from '../oidc/server.js';
import { admin, makeCompany, makeUser } from '../support/factories.js';

/**
 * A person's e-mail is theirs: they change it on their profile, and it becomes theirs once they
 * open the link mailed to the new address. Nothing tells them whether another account has it.
 */
let t: ListeningApp;
let companyId: number;
let person: { id: number };

beforeAll(async () => {
  t = await startListeningApp();
  companyId = (await makeCompany(t.db)).id;
  person = await makeUser(t.db, {
    ...admin(companyId),
    email: 'jo.pruitt@permian.example',
    passwordHash: await hashPassword('Old!Password1'),
  });
  await makeUser(t.db, { ...admin(companyId), email: 'taken@permian.example' });
});
afterAll(() => t.close());

const ask = async (token: string, emailAddress: string) =>
  t.call({ token }, { method: 'POST', url: '/api/users/current/emailaddress', payload: { emailAddress } });

async function mailTo(address: string) {
  for (let i = 0; i < 60; i++) {
    const [mail] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, address));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 50));
  }
  return undefined;
}

describe('changing one’s own e-mail', () => {
  it('mails a link to the new address, which becomes the sign-in name when confirmed; other sessions end', async () => {
    const session = await signInWithPassword({
      baseUrl: t.baseUrl,
      email: 'jo.pruitt@permian.example',
      password: 'Old!Password1',
    });
    const res = await ask(session.access_token, 'jo@pruitt-family.example');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(
      'A link to confirm it was sent to jo@pruitt-family.example: your e-mail changes when you open it (within a day).',
    );
    // Nothing changed yet.
    expect((await t.db.select().from(users).where(eq(users.id, person.id)))[0]!.emailAddress).toBe(
      'jo.pruitt@permian.example',
    );
    const mail = await mailTo('jo@pruitt-family.example');
    expect(mail?.subject).toBe('Confirm your new DocVue Exchange e-mail address');
    const link = /http\S+\/oidc\/confirm-email\/[\w-]+/.exec(mail!.textBody)![0];
    // Opening it (a mail scanner does) changes nothing; the button does.
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Confirm jo@pruitt-family.example');
    const confirmed = await fetch(link, { method: 'POST' });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Your e-mail address is now jo@pruitt-family.example.');
    const [row] = await t.db.select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({ emailAddress: 'jo@pruitt-family.example' });
    expect(row!.emailVerifiedAt).not.toBeNull();
    expect(
      (await t.call({ token: session.access_token }, { method: 'GET', url: '/api/users/current' })).statusCode,
    ).toBe(401);
    const again = await signInWithPassword({
      baseUrl: t.baseUrl,
      email: 'jo@pruitt-family.example',
      password: 'Old!Password1',
    });
    expect(again.access_token).toBeTruthy();
    expect((await fetch(link, { method: 'POST' })).status).toBe(410);
  });

  it('answers the same for an address another account has, and sends nothing there', async () => {
    const token = await t.tokenFor(person.id);
    const res = await ask(token, 'Taken@permian.example');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'A link to confirm it was sent to Taken@permian.example: your e-mail changes when you open it (within a day).',
    );
    await new Promise((r) => setTimeout(r, 500));
    const sent = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, 'Confirm your new DocVue Exchange e-mail address'));
    expect(sent.map((m) => m.toAddress)).toEqual(['jo@pruitt-family.example']);
  });

  it('refuses an address that is not one, or one’s own', async () => {
    const token = await t.tokenFor(person.id);
    for (const email of ['JO@pruitt-family.example', 'not-an-address']) {
      const res = await ask(token, email);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Must be a valid e-mail and different from existing email');
    }
  });
});
