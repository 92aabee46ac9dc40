import { ErrorCode, PartyType, PushClose, Role, UserType } from '@docvue/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  apiKeys,
  companies,
  invitations,
  membershipRequests,
  outboxEmails,
  parties,
  userRoles,
  users,
} from '../../src/db/schema/index.js';
import { signInWithPassword } from '../../src/plugins/oidc/pkce-client.js';
import { DEMO_PASSWORD, seedDemoNetwork } from '../../src/seed/index.js';
import { startListeningApp, type ListeningApp } from '../oidc/server.js';

/**
 * SECURITY. The findings of the round on trust between companies (docs/history.md §24), each as it was reproduced against the demo network, by a
 * company that registered itself a moment before and by another demo company's administrator
 * (First Plains): a person, a key and an invitation belong to whoever they were made for. No
 * SMTP relay: mail waits in the outbox, as on a laptop running `npm start`.
 */

let t: ListeningApp;
const ids: Record<string, number> = {};
const company = { permian: 0, redMesa: 0, firstPlains: 0 };
let stranger: { companyId: number; userId: number; as: As };
let firstPlains: As;
let redMesa: As;
let permian: As;

type As = { token: string; companyId: number };

const silent = { info: () => {}, warn: () => {} };

async function userId(email: string) {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.emailAddress, email));
  return row!.id;
}

async function companyId(name: string) {
  const [row] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.legalName, name));
  return row!.id;
}

const call = (as: As, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.call(as, { method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

/** A stranger registers a company through the public sign-up, and sets its password from the welcome mail. */
async function registerStranger(n: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/companyRegistration',
    remoteAddress: `10.24.0.${n.length}`,
    payload: {
      legalName: `Stranger ${n} Holdings`,
      addressLineOne: '1 Nowhere Rd',
      city: 'Austin',
      state: 'TX',
      zipCode: '73301',
      taxNumber: `99-${String(Date.now() % 10_000_000).padStart(7, '1')}`,
      userFirstName: 'Sly',
      userLastName: 'Stranger',
      userEmail: `sly.${n.toLowerCase()}@stranger.example`,
      partyTypeIds: [PartyType.Vendor],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = await userId(`sly.${n.toLowerCase()}@stranger.example`);
  return {
    companyId: res.json().id as number,
    userId: id,
    as: { token: await t.tokenFor(id), companyId: res.json().id },
  };
}

beforeAll(async () => {
  t = await startListeningApp();
  await seedDemoNetwork(t.db, { log: silent, dataDir: t.config.dataDir });
  for (const email of [
    'admin@permianservices.example',
    'billing@permianservices.example',
    'readonly@permianservices.example',
    'admin@redmesaenergy.example',
    'ap@redmesaenergy.example',
    'erp@redmesaenergy.example',
    'admin@firstplainsbank.example',
    'support@docvue.example',
  ]) {
    ids[email] = await userId(email);
  }
  company.permian = await companyId('Permian Basin Oilfield Services LLC');
  company.redMesa = await companyId('Red Mesa Energy Partners');
  company.firstPlains = await companyId('First Plains National Bank');
  permian = { token: await t.tokenFor(ids['admin@permianservices.example']!), companyId: company.permian };
  redMesa = { token: await t.tokenFor(ids['admin@redmesaenergy.example']!), companyId: company.redMesa };
  firstPlains = { token: await t.tokenFor(ids['admin@firstplainsbank.example']!), companyId: company.firstPlains };
  stranger = await registerStranger('One');
}, 120_000);
afterAll(() => t.close());

describe('1. another company’s API-key user and keys', () => {
  it('cannot be taken over: the same address makes a machine of one’s own; its keys work for Red Mesa only', async () => {
    const erp = ids['erp@redmesaenergy.example']!;
    const issued = await call(redMesa, 'POST', `/api/users/${erp}/apikeys`);
    expect(issued.statusCode, issued.body).toBe(201);
    const redMesaKey = issued.json() as { id: number; key: string };

    for (const as of [firstPlains, stranger.as]) {
      const added = await call(as, 'POST', '/api/users', {
        emailAddress: 'erp@redmesaenergy.example',
        firstName: 'ERP',
        lastName: 'Integration',
        mainRole: Role.User,
        userType: UserType.ApiKey,
      });
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json().id).not.toBe(erp);
      for (const [method, url] of [
        ['POST', `/api/users/${erp}/apikeys`],
        ['DELETE', `/api/users/${erp}/apikeys/${redMesaKey.id}`],
        ['DELETE', `/api/users/${erp}`],
        ['GET', `/api/users/${erp}`],
      ] as const) {
        const res = await call(as, method, url);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
      // A key of one's own machine does not open Red Mesa either.
      const own = await call(as, 'POST', `/api/users/${added.json().id}/apikeys`);
      expect(own.statusCode, own.body).toBe(201);
      const withOwnKey = await t.call(
        { token: own.json().key, companyId: company.redMesa },
        { method: 'GET', url: '/api/party/grid/search' },
      );
      expect(withOwnKey.statusCode).toBe(403);
    }
    expect(await t.db.$count(userRoles, eq(userRoles.userId, erp))).toBe(1);

    // Red Mesa's key works for Red Mesa, and for no other company, even one the stranger names.
    const asErp = (companyIdOf: number) => ({ token: redMesaKey.key, companyId: companyIdOf });
    expect((await t.call(asErp(company.redMesa), { method: 'GET', url: '/api/party/grid/search' })).statusCode).toBe(
      200,
    );
    for (const other of [company.firstPlains, stranger.companyId, company.permian]) {
      const res = await t.call(asErp(other), { method: 'GET', url: '/api/party/grid/search' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe(ErrorCode.NotMember);
    }
    const [key] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, redMesaKey.id));
    expect(key).toMatchObject({ revokedAt: null, companyId: company.redMesa });
  });
});

describe('2. another company’s people', () => {
  it('cannot be confirmed, renamed or reactivated: an address is asked to join, answered as a new one', async () => {
    const billing = ids['billing@permianservices.example']!;
    const [before] = await t.db.select().from(users).where(eq(users.id, billing));
    const wrongName = await call(firstPlains, 'POST', '/api/users', {
      emailAddress: 'billing@permianservices.example',
      firstName: 'Wrong',
      lastName: 'Name',
      mainRole: Role.ReadOnly,
    });
    const nobody = await call(firstPlains, 'POST', '/api/users', {
      emailAddress: 'nobody.here@permianservices.example',
      firstName: 'Wrong',
      lastName: 'Name',
      mainRole: Role.ReadOnly,
    });
    expect(wrongName.statusCode, wrongName.body).toBe(201);
    expect(nobody.statusCode, nobody.body).toBe(201);
    const shape = (b: Record<string, unknown>) => ({ ...b, id: 0, emailAddress: '', userRoles: [] });
    expect(shape(wrongName.json())).toEqual(shape(nobody.json()));

    // Renaming the entry renames only First Plains' request, never the person.
    // First Plains knows the request by its own number, never by the account's id (issue 39).
    expect(wrongName.json().id).not.toBe(billing);
    const renamed = await call(firstPlains, 'PUT', `/api/users/${wrongName.json().id}`, {
      firstName: 'Carla',
      lastName: 'Mendez-HACKED',
      title: 'Set by First Plains',
      mainRole: Role.ReadOnly,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [after] = await t.db.select().from(users).where(eq(users.id, billing));
    expect(after).toEqual(before);
    const seenByPermian = await call(permian, 'GET', `/api/users/${billing}`);
    expect(seenByPermian.json()).toMatchObject({ firstName: 'Carla', lastName: 'Mendez', title: 'Billing Lead' });
    expect(
      await t.db.$count(userRoles, and(eq(userRoles.userId, billing), eq(userRoles.companyId, company.firstPlains))),
    ).toBe(0);

    // Once she accepts, she is First Plains' member too; her name stays hers.
    const asCarla = { token: await t.tokenFor(billing), companyId: company.permian };
    const accepted = await call(asCarla, 'POST', `/api/users/current/joinrequests/${company.firstPlains}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const again = await call(firstPlains, 'PUT', `/api/users/${billing}`, {
      firstName: 'Carla',
      lastName: 'Mendez-HACKED',
      mainRole: Role.ReadOnly,
    });
    expect(again.statusCode).toBe(403);
    expect((await t.db.select().from(users).where(eq(users.id, billing)))[0]!.lastName).toBe('Mendez');
  });

  it('a person Permian removed stays removed until they themselves accept another company', async () => {
    const leaver = ids['readonly@permianservices.example']!;
    expect((await call(permian, 'DELETE', `/api/users/${leaver}`)).statusCode).toBe(200);
    const added = await call(stranger.as, 'POST', '/api/users', {
      emailAddress: 'readonly@permianservices.example',
      firstName: 'Owen',
      lastName: 'Pruitt',
      mainRole: Role.Administrator,
    });
    expect(added.statusCode, added.body).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.id, leaver));
    expect(row!.isActive).toBe(false);
    expect(await t.db.$count(userRoles, eq(userRoles.userId, leaver))).toBe(0);
    // Permian takes its own account back at once (it made it, and nobody else has Owen).
    const back = await call(permian, 'POST', '/api/users', {
      emailAddress: 'readonly@permianservices.example',
      firstName: 'Owen',
      lastName: 'Pruitt',
      mainRole: Role.ReadOnly,
    });
    expect(back.statusCode, back.body).toBe(201);
    expect((await t.db.select().from(users).where(eq(users.id, leaver)))[0]!.isActive).toBe(true);
  });
});

describe('3. other people’s mail', () => {
  it('is read by nobody: no mailbox by address; the outbox is the platform operator’s', async () => {
    // The stranger takes an invitee's address as its own: there is no mailbox to read it in. Its
    // token is from an earlier second than the change (a token's iat counts whole seconds).
    await new Promise((r) => setTimeout(r, 1100));
    const mine = await call(stranger.as, 'POST', `/api/users/${stranger.userId}/emailaddress`, {
      emailAddress: 'ap@zqxa.example',
    });
    expect(mine.statusCode, mine.body).toBe(200);
    // A changed address ends one's own sessions too: sign in again.
    expect((await call(stranger.as, 'GET', '/api/users/current')).statusCode).toBe(401);
    stranger = { ...stranger, as: { ...stranger.as, token: await t.tokenFor(stranger.userId) } };
    expect((await call(stranger.as, 'GET', '/api/devmailbox')).statusCode).toBe(404);
    for (const as of [
      stranger.as,
      permian,
      { token: await t.tokenFor(ids['ap@redmesaenergy.example']!), companyId: company.redMesa },
    ]) {
      const res = await call(as, 'GET', '/api/platform/outbox');
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe(ErrorCode.NotFound);
    }
    const support = { token: await t.tokenFor(ids['support@docvue.example']!), companyId: company.permian };
    const outbox = await call(support, 'GET', '/api/platform/outbox?undelivered=true');
    expect(outbox.statusCode, outbox.body).toBe(200);
    expect(outbox.json().totalRecords).toBeGreaterThan(0);
  });

  it('links die when the address or the password changes', async () => {
    // Permian makes a user, copies their set-password link, then corrects the address.
    const made = await call(permian, 'POST', '/api/users', {
      emailAddress: 'new.hire@permianservices.example',
      firstName: 'New',
      lastName: 'Hire',
      mainRole: Role.User,
      sendOnboardingEmail: true,
    });
    expect(made.statusCode, made.body).toBe(201);
    const [welcome] = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, 'new.hire@permianservices.example'));
    const mailed = new RegExp(`${t.baseUrl}/oidc/welcome/[\\w-]+`).exec(welcome!.textBody)![0];
    const copied = (await call(permian, 'POST', `/api/users/${made.json().id}/passwordlink`)).json().url as string;
    expect((await fetch(mailed)).status).toBe(200);
    expect((await fetch(copied)).status).toBe(200);
    const moved = await call(permian, 'POST', `/api/users/${made.json().id}/emailaddress`, {
      emailAddress: 'new.hire2@permianservices.example',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    for (const link of [mailed, copied]) {
      const page = await fetch(link);
      expect(page.status).toBe(410);
      const set = await fetch(link, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ password: 'Taken!Over2026', confirm: 'Taken!Over2026' }),
      });
      expect(set.status).toBe(410);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, made.json().id));
    expect(row!.passwordHash).toBeNull();
  });
});

describe('4. invitations', () => {
  it('are redeemed only by the party they were made for; nothing connects for anyone else', async () => {
    const units = await call(permian, 'GET', '/api/companyorgunit?isActive=true');
    const created = await call(permian, 'POST', '/api/party', {
      partyTypeId: PartyType.Purchaser,
      name: 'ZQXA Holdings',
      number: 'ZQXA-1',
      taxIdentifier: '75-4440001',
      emailsAsString: 'ap@zqxa.example',
      companyOrgUnitIds: [units.json().items[0].id],
      inviteToNetwork: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const partyId = created.json().id as number;
    const link = await call(permian, 'GET', `/api/party/${partyId}/invitelink`);
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json()).toMatchObject({ sentTo: 'ap@zqxa.example' });
    const token = /\/register\/([\w-]+)$/.exec(link.json().url)![1]!;

    // The stranger now calls itself ap@zqxa.example (finding 3), but never proved it: refused.
    for (const as of [stranger.as, firstPlains]) {
      const taken = await call(as, 'POST', `/api/invitation/register/${token}`);
      expect(taken.statusCode, taken.body).toBe(403);
      expect(taken.json().error.code).toBe(ErrorCode.InvitationNotForYou);
    }
    // A registration with another address and another tax number is refused, and nothing is made.
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/companyRegistration',
      remoteAddress: '10.24.1.1',
      payload: {
        legalName: 'Not ZQXA LLC',
        addressLineOne: '1 Elsewhere',
        city: 'Austin',
        state: 'TX',
        zipCode: '73301',
        taxNumber: '75-9990009',
        userFirstName: 'Not',
        userLastName: 'Them',
        userEmail: 'not.them@elsewhere.example',
        partyTypeIds: [],
        invitationToken: token,
      },
    });
    expect(signUp.statusCode, signUp.body).toBe(403);
    expect(signUp.json().error.code).toBe(ErrorCode.InvitationNotForYou);
    expect(await t.db.$count(companies, eq(companies.legalName, 'Not ZQXA LLC'))).toBe(0);
    const [invitation] = await t.db.select().from(invitations).where(eq(invitations.senderPartyId, partyId));
    expect(invitation).toMatchObject({ receiverCompanyId: null, status: 'pending' });
    const [party] = await t.db.select().from(parties).where(eq(parties.id, partyId));
    expect(party).toMatchObject({ connectedCompanyId: null });

    // Sent again: the old link says so.
    const resent = await call(permian, 'POST', '/api/invitation/resend', {
      senderPartyIdOfReceiverCompany: partyId,
      receiverEmail: 'ap@zqxa.example',
    });
    expect(resent.statusCode, resent.body).toBe(200);
    const old = await t.app.inject({ method: 'GET', url: `/api/invitation/getbytoken/${token}` });
    expect(old.statusCode).toBe(400);
    expect(old.json().error.code).toBe(ErrorCode.InvitationSuperseded);
    expect(old.json().error.message).toMatch(
      /^Permian Basin Oilfield Services LLC sent a newer invitation on \d{4}-\d{2}-\d{2}: open the link in the latest e-mail, or ask them for it\.$/,
    );

    // The invited party registers with the new link and its address: connected end to end, no mail server.
    const fresh = (await call(permian, 'GET', `/api/party/${partyId}/invitelink`)).json().url as string;
    const newToken = /\/register\/([\w-]+)$/.exec(fresh)![1]!;
    const preview = await t.app.inject({ method: 'GET', url: `/api/invitation/getbytoken/${newToken}` });
    expect(preview.json()).toMatchObject({ partyName: 'ZQXA Holdings', maskedReceiverEmail: 'a•••@z•••.example' });
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/companyRegistration',
      remoteAddress: '10.24.1.2',
      payload: {
        legalName: 'ZQXA Holdings',
        addressLineOne: '9 Real Rd',
        city: 'Austin',
        state: 'TX',
        zipCode: '73301',
        taxNumber: '75-4440002',
        userFirstName: 'Zed',
        userLastName: 'Quinn',
        userEmail: 'AP@zqxa.example',
        partyTypeIds: [],
        invitationToken: newToken,
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    // The stranger had taken ap@zqxa.example as its own address (finding 3), never proving it: the
    // registration asks that account to administer ZQXA, which it cannot accept unproved. The real
    // owner of the mailbox takes the account back with "Forgot your password?" and accepts.
    // The answer carries no link (a mailbox is proven only by a link mailed to it): the request went by mail.
    expect(Object.keys(registered.json())).toEqual(['id', 'name']);
    let asked: typeof outboxEmails.$inferSelect | undefined;
    for (let i = 0; i < 50 && !asked; i++) {
      [asked] = await t.db
        .select()
        .from(outboxEmails)
        .where(
          and(
            eq(outboxEmails.toAddress, 'ap@zqxa.example'),
            eq(outboxEmails.subject, 'Administer ZQXA Holdings on DocVue Exchange?'),
          ),
        );
      if (!asked) await new Promise((r) => setTimeout(r, 50));
    }
    const handedOver = await fetch(/http\S+\/oidc\/welcome\/[\w-]+/.exec(asked!.textBody)![0], { redirect: 'manual' });
    expect(handedOver.status).toBe(303);
    expect(handedOver.headers.get('location')).toBe(`${t.baseUrl}/joinrequests`);
    const asStranger = await call(
      stranger.as,
      'POST',
      `/api/users/current/joinrequests/${registered.json().id}/accept`,
    );
    expect(asStranger.statusCode).toBe(400);
    expect(await t.db.$count(userRoles, eq(userRoles.companyId, registered.json().id))).toBe(0);
    // The stranger's token (made after its address change) is from an earlier second than the reset
    // below: a token's iat counts whole seconds (access/caller.ts), and on a fast run both fell in one.
    await new Promise((r) => setTimeout(r, 1100));
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/resetpassword?email=ap%40zqxa.example',
      remoteAddress: '10.24.1.3',
    });
    let reset: typeof outboxEmails.$inferSelect | undefined;
    for (let i = 0; i < 50 && !reset; i++) {
      [reset] = await t.db
        .select()
        .from(outboxEmails)
        .where(
          and(
            eq(outboxEmails.toAddress, 'ap@zqxa.example'),
            eq(outboxEmails.subject, 'Reset your DocVue Exchange password'),
          ),
        );
      if (!reset) await new Promise((r) => setTimeout(r, 50));
    }
    const chosen = await fetch(/http\S+\/oidc\/reset-password\/[\w-]+/.exec(reset!.textBody)![0], {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ password: 'Zqxa!Holdings26', confirm: 'Zqxa!Holdings26' }),
    });
    expect(chosen.status).toBe(200);
    // The stranger's sessions ended with the new password.
    expect((await call(stranger.as, 'GET', '/api/users/current')).statusCode).toBe(401);
    const tokens = await signInWithPassword({
      baseUrl: t.baseUrl,
      email: 'ap@zqxa.example',
      password: 'Zqxa!Holdings26',
    });
    const joined = await t.call(
      { token: tokens.access_token },
      { method: 'POST', url: `/api/users/current/joinrequests/${registered.json().id}/accept` },
    );
    expect(joined.statusCode, joined.body).toBe(200);
    const zqxa = { token: tokens.access_token, companyId: registered.json().id as number };
    const pending = await call(zqxa, 'GET', '/api/invitation/pending');
    expect(pending.json()).toHaveLength(1);
    const accepted = await call(zqxa, 'POST', '/api/invitation/accept', {
      id: pending.json()[0].id,
      partyNumber: 'PERMIAN-1',
      partyTypeId: PartyType.Vendor,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await t.db.select().from(parties).where(eq(parties.id, partyId)))[0]!.connectedCompanyId).toBe(
      registered.json().id,
    );
  });
});

describe('5. sessions end when trust changes', () => {
  it('a password reset ends the access and refresh tokens issued before it, on the next request', async () => {
    const email = 'ap@redmesaenergy.example';
    const before = await signInWithPassword({ baseUrl: t.baseUrl, email, password: DEMO_PASSWORD });
    const as = { token: before.access_token, companyId: company.redMesa };
    expect((await call(as, 'GET', '/api/users/current')).statusCode).toBe(200);
    // A push channel the session opened: it closes when the password changes, not at the next heartbeat (25 s).
    const subscription = await call(as, 'GET', '/api/notifications/subscribe');
    const socket = new WebSocket(`${t.baseUrl.replace('http', 'ws')}/push${new URL(subscription.json().url).search}`);
    const opened = new Promise<void>((resolve) => socket.on('message', () => resolve()));
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    await opened;
    const asked = await t.app.inject({
      method: 'PUT',
      url: `/api/users/resetpassword?email=${encodeURIComponent(email)}`,
    });
    expect(asked.statusCode).toBe(200);
    let mail: typeof outboxEmails.$inferSelect | undefined;
    for (let i = 0; i < 50 && !mail; i++) {
      [mail] = await t.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.toAddress, email), eq(outboxEmails.subject, 'Reset your DocVue Exchange password')));
      if (!mail) await new Promise((r) => setTimeout(r, 50));
    }
    const link = /http\S+\/oidc\/reset-password\/[\w-]+/.exec(mail!.textBody)![0];
    const set = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ password: 'Brand!New2026', confirm: 'Brand!New2026' }),
    });
    expect(set.status).toBe(200);
    const changedAt = Date.now();
    expect(await closed).toBe(PushClose.NotMember);
    expect(Date.now() - changedAt).toBeLessThan(5000);
    const after = await call(as, 'GET', '/api/users/current');
    expect(after.statusCode).toBe(401);
    expect(after.json().error.message).toBe('Your session has ended: sign in again.');
    const refreshed = await fetch(`${t.baseUrl}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: before.refresh_token!,
        client_id: 'docvue-web',
      }),
    });
    expect(refreshed.status).toBe(400);
    const again = await signInWithPassword({ baseUrl: t.baseUrl, email, password: 'Brand!New2026' });
    expect(
      (await call({ token: again.access_token, companyId: company.redMesa }, 'GET', '/api/users/current')).statusCode,
    ).toBe(200);
  });

  it('an e-mail change ends the person’s tokens too; a request to join changes nothing of theirs', async () => {
    const requests = await t.db
      .select()
      .from(membershipRequests)
      .where(inArray(membershipRequests.companyId, [stranger.companyId, company.firstPlains]));
    expect(requests.length).toBeGreaterThan(0);
    const email = 'admin@permianservices.example';
    const before = await signInWithPassword({ baseUrl: t.baseUrl, email, password: DEMO_PASSWORD });
    const as = { token: before.access_token, companyId: company.permian };
    const made = await call(permian, 'POST', '/api/users', {
      emailAddress: 'temp.clerk@permianservices.example',
      firstName: 'Temp',
      lastName: 'Clerk',
      mainRole: Role.User,
    });
    const clerk = made.json().id as number;
    const asClerk = { token: await t.tokenFor(clerk), companyId: company.permian };
    // A token issued a second ago: the change below comes in a later second.
    await new Promise((r) => setTimeout(r, 1100));
    expect((await call(asClerk, 'GET', '/api/users/current')).statusCode).toBe(200);
    expect(
      (
        await call(as, 'POST', `/api/users/${clerk}/emailaddress`, {
          emailAddress: 'temp.clerk2@permianservices.example',
        })
      ).statusCode,
    ).toBe(200);
    expect((await call(asClerk, 'GET', '/api/users/current')).statusCode).toBe(401);
    expect((await call(as, 'GET', '/api/users/current')).statusCode).toBe(200);
  });
});
