import { NotificationAction, PartyType, Role } from '@docvue/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  companyPartyTypes,
  documentTypes,
  invitations,
  membershipRequests,
  orgUnits,
  userRoles,
  users,
} from '../../src/db/schema/index.js';
import { signInWithPassword } from '../../src/plugins/oidc/pkce-client.js';
import { startListeningApp, type ListeningApp } from '../oidc/server.js';
import { admin, makeCompany, makeParty, makeUser } from '../support/factories.js';
import { startMailbox } from '../support/mailbox.js';

let t: ListeningApp;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let ip = 0;

beforeAll(async () => {
  mailbox = await startMailbox();
  // Listening for real: the welcome link leads to the built-in sign-in's pages.
  t = await startListeningApp({ SMTP_URL: mailbox.url });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const form = (over: Record<string, unknown> = {}) => ({
  legalName: 'Quail Creek Minerals LLC',
  addressLineOne: '210 Park Ave',
  addressLineTwo: '',
  city: 'Oklahoma City',
  state: 'OK',
  zipCode: '73102-4405',
  taxNumber: '73-5550101',
  userFirstName: 'Dana',
  userLastName: 'Whitfield',
  userEmail: 'dana@quailcreek.example',
  partyTypeIds: [PartyType.Owner],
  ...over,
});

/** Each registration from its own address, as strangers would (the route is rate limited per address). */
const register = (body: Record<string, unknown>, remoteAddress = `10.0.0.${++ip}`) =>
  t.app.inject({ method: 'POST', url: '/api/companyRegistration', payload: body, remoteAddress });

describe('POST /companyRegistration', () => {
  it('registers the company with its types and document types, and its administrator, who is mailed a link to choose a password', async () => {
    const res = await register(form());
    expect(res.statusCode, res.body).toBe(201);
    const { id, name } = res.json();
    // The password is chosen from the mail only: the answer carries no link.
    expect(Object.keys(res.json())).toEqual(['id', 'name']);
    expect(name).toBe('Quail Creek Minerals LLC');
    const types = await t.db.select().from(companyPartyTypes).where(eq(companyPartyTypes.companyId, id));
    expect(types.map((r) => r.partyTypeId)).toEqual([PartyType.Owner]);
    expect(await t.db.$count(documentTypes, eq(documentTypes.companyId, id))).toBe(7);
    // One org unit to file its parties under (the accept wizard chooses it without asking).
    const units = await t.db.select().from(orgUnits).where(eq(orgUnits.companyId, id));
    expect(units).toMatchObject([{ name: 'Main Office', code: 'MAIN', city: 'Oklahoma City', isActive: true }]);
    const [user] = await t.db.select().from(users).where(eq(users.emailAddress, 'dana@quailcreek.example'));
    const [role] = await t.db.select().from(userRoles).where(eq(userRoles.userId, user!.id));
    expect(role).toMatchObject({ companyId: id, roleId: Role.Administrator, isMain: true });

    const [mail] = await mailbox.to('dana@quailcreek.example');
    expect(mail!.subject).toBe('Welcome to DocVue Exchange');
    const link = new RegExp(`${t.baseUrl}/oidc/welcome/[\\w-]+`).exec(mail!.text)?.[0];
    expect(link).toBeDefined();
    // The link sets the password, and the new administrator signs in with it.
    const page = await fetch(link!);
    expect(page.status).toBe(200);
    const post = await fetch(link!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ password: 'Quail!Creek2026', confirm: 'Quail!Creek2026' }),
    });
    expect(post.status).toBe(200);
    const signedIn = await signInWithPassword({
      baseUrl: t.baseUrl,
      email: 'dana@quailcreek.example',
      password: 'Quail!Creek2026',
    });
    expect(signedIn).toHaveProperty('access_token');
    // The new company's administrator is greeted by the welcome dialog.
    const me = await t.call(
      { token: signedIn.access_token, companyId: id },
      { method: 'GET', url: `/api/exchangeusers/external/${user!.id}` },
    );
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().displayWelcomeMessage).toBe(true);
  });

  it.each([
    ['a short legal name', { legalName: 'A-B' }, 'Legal Name must have at least 3 alphanumeric charachters'],
    ['a bad zip code', { zipCode: '7310' }, 'Must be a valid US Zip Code'],
    ['a state that is not one', { state: 'XX' }, 'state:'],
    ['a bad e-mail', { userEmail: 'dana-at-quail' }, 'Must be a valid e-mail'],
    ['a missing city', { city: '' }, 'city: Required'],
    ['a missing first name', { userFirstName: undefined }, 'userFirstName: Required'],
    ['no party type', { partyTypeIds: [] }, 'Choose what your company does on the network'],
    [
      'a tax number that is no TIN',
      { taxNumber: '123-45-0000' },
      'Tax Number is not a valid SSN: no SSN ends with 0000',
    ],
  ])('refuses %s with the spec’s message', async (_what, over, message) => {
    const res = await register(
      form({
        legalName: `Fresh Co ${ip}`,
        taxNumber: `99-${String(ip).padStart(7, '0')}`,
        userEmail: `u${ip}@fresh.example`,
        ...over,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });

  it('answers 409 with a message for a company already on the network', async () => {
    const byTax = await register(
      form({ legalName: 'Other Name LLC', taxNumber: '735550101', userEmail: 'x@other.example' }),
    );
    expect(byTax.statusCode).toBe(409);
    expect(byTax.json().error.message).toMatch(/tax number is already registered/);
    const byName = await register(
      form({ legalName: 'quail creek minerals llc', taxNumber: '11-1000001', userEmail: 'y@other.example' }),
    );
    expect(byName.json().error.message).toBe(
      'A company named quail creek minerals llc is already registered on the network.',
    );
  });

  it('registers with an address that has an account as with a new one, and asks its person to administer the company', async () => {
    const taken = await register(
      form({ legalName: 'New Name LLC', taxNumber: '11-1000002', userEmail: 'DANA@quailcreek.example' }),
    );
    const fresh = await register(
      form({ legalName: 'Newer Name LLC', taxNumber: '11-1000003', userEmail: 'nobody.yet@quailcreek.example' }),
    );
    expect(taken.statusCode, taken.body).toBe(201);
    expect(fresh.statusCode, fresh.body).toBe(201);
    expect(Object.keys(taken.json())).toEqual(Object.keys(fresh.json()));
    expect(taken.json()).toEqual({ id: expect.any(Number), name: 'New Name LLC' });
    // Dana is asked, by mail, and decides; until then she is no member of it.
    const [dana] = await t.db.select().from(users).where(eq(users.emailAddress, 'dana@quailcreek.example'));
    expect(await t.db.$count(userRoles, eq(userRoles.companyId, taken.json().id))).toBe(0);
    const asked = await t.db.select().from(membershipRequests).where(eq(membershipRequests.userId, dana!.id));
    expect(asked).toMatchObject([{ companyId: taken.json().id, mainRole: Role.Administrator }]);
    const [mail] = (await mailbox.to('dana@quailcreek.example', 2)).filter((m) => m.subject.startsWith('Administer'));
    expect(mail!.subject).toBe('Administer New Name LLC on DocVue Exchange?');
    expect(mail!.text).toContain(`${t.baseUrl}/oidc/welcome/`);
  });

  it('is rate limited per address', async () => {
    let last = 0;
    for (let i = 0; i < 11; i++) last = (await register({}, '10.9.9.9')).statusCode;
    expect(last).toBe(429);
  });
});

describe('registering through an invitation', () => {
  it('prefills from the link, registers the invitation to the new company, and a link works once', async () => {
    const sender = await makeCompany(t.db, {
      name: 'Permian Basin Oilfield Services LLC',
      partyTypeIds: [PartyType.Vendor],
    });
    const token = await t.tokenFor((await makeUser(t.db, admin(sender.id))).id);
    const party = await makeParty(t.db, sender.id, {
      name: 'Mesquite Flats Operating',
      partyTypeId: PartyType.Purchaser,
      emails: ['ap@mesquite.example'],
      city: 'Abilene',
      state: 'TX',
      zipCode: '79601',
      taxIdentifier: '75-7770001',
    });
    const sent = await t.call(
      { token, companyId: sender.id },
      { method: 'PUT', url: `/api/party/${party.id}/invite`, payload: {} },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await mailbox.to('ap@mesquite.example');
    const inviteToken = /\/register\/([\w-]+)/.exec(mail!.text)![1]!;
    expect((await t.db.select().from(companies).where(eq(companies.id, sender.id)))[0]!.onBoardingProcessPending).toBe(
      true,
    );

    const preview = await t.app.inject({ method: 'GET', url: `/api/invitation/getbytoken/${inviteToken}` });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      senderCompanyName: 'Permian Basin Oilfield Services LLC',
      partyName: 'Mesquite Flats Operating',
      maskedReceiverEmail: 'a•••@m•••.example',
      maskedTaxNumber: '••-•••0001',
      city: 'Abilene',
      partyTypeId: PartyType.Purchaser,
    });
    const res = await register(
      form({
        legalName: 'Mesquite Flats Operating',
        city: 'Abilene',
        state: 'TX',
        zipCode: '79601',
        taxNumber: '75-7770001',
        userEmail: 'ap@mesquite.example',
        partyTypeIds: [],
        invitationToken: inviteToken,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const newId = res.json().id;
    // The invitation's link proves no address (it may have been forwarded): the password is chosen
    // from the link mailed to the address, which proves it.
    expect(Object.keys(res.json())).toEqual(['id', 'name']);
    const [unproven] = await t.db.select().from(users).where(eq(users.emailAddress, 'ap@mesquite.example'));
    expect(unproven!.emailVerifiedAt).toBeNull();
    const welcome = (await mailbox.to('ap@mesquite.example', 2)).find(
      (m) => m.subject === 'Welcome to DocVue Exchange',
    );
    const choose = await fetch(new RegExp(`${t.baseUrl}/oidc/welcome/[\\w-]+`).exec(welcome!.text)![0]);
    expect(choose.status).toBe(200);
    expect(await choose.text()).toContain('ap@mesquite.example');
    const [invite] = await t.db.select().from(invitations).where(eq(invitations.senderPartyId, party.id));
    expect(invite).toMatchObject({ receiverCompanyId: newId, status: 'pending' });
    // Its administrator is told of the invitation, which opens the invitation list at it.
    const [newAdmin] = await t.db.select().from(users).where(eq(users.emailAddress, 'ap@mesquite.example'));
    const asNewAdmin = { token: await t.tokenFor(newAdmin!.id), companyId: newId };
    const told = await t.call(asNewAdmin, { method: 'GET', url: '/api/notifications' });
    expect(told.json().items).toEqual([
      expect.objectContaining({
        title: 'Invitation',
        message: 'Permian Basin Oilfield Services LLC asks to connect with you on the exchange network.',
        actionId: NotificationAction.OpenInvitation,
        actionData: String(invite!.id),
        isRead: false,
      }),
    ]);
    const opened = await t.call(asNewAdmin, { method: 'GET', url: `/api/invitation/getbyid/${invite!.id}` });
    expect(opened.json()).toMatchObject({
      id: invite!.id,
      status: 'pending',
      companyName: 'Permian Basin Oilfield Services LLC',
    });
    // Notifications are mailed only to a proven address: until the welcome link is used, the
    // invitation waits in the app (above), and the mailbox holds the invitation and the welcome.
    expect((await mailbox.to('ap@mesquite.example', 2)).map((m) => m.subject)).not.toContain(
      'Invitation from Permian Basin Oilfield Services LLC',
    );
    // The invitation says what the company is: a purchaser.
    const types = await t.db.select().from(companyPartyTypes).where(eq(companyPartyTypes.companyId, newId));
    expect(types.map((r) => r.partyTypeId)).toEqual([PartyType.Purchaser]);
    // The link was used: the preview and a second registration are refused.
    const again = await t.app.inject({ method: 'GET', url: `/api/invitation/getbytoken/${inviteToken}` });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('Invitation not found');
    const twice = await register(
      form({
        legalName: 'Copycat LLC',
        taxNumber: '12-1000003',
        userEmail: 'c@copycat.example',
        invitationToken: inviteToken,
      }),
    );
    expect(twice.json().error.message).toBe('Invitation not found');
  });

  it('refuses an expired or unknown link the same way', async () => {
    const sender = await makeCompany(t.db, { partyTypeIds: [PartyType.Vendor] });
    const token = await t.tokenFor((await makeUser(t.db, admin(sender.id))).id);
    const party = await makeParty(t.db, sender.id, { emails: ['old@expired.example'] });
    await t.call({ token, companyId: sender.id }, { method: 'PUT', url: `/api/party/${party.id}/invite`, payload: {} });
    const [mail] = await mailbox.to('old@expired.example');
    const inviteToken = /\/register\/([\w-]+)/.exec(mail!.text)![1]!;
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.senderPartyId, party.id));
    for (const tk of [inviteToken, 'no-such-token']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/invitation/getbytoken/${tk}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { message: 'Invitation not found', code: 'invitation_not_found' } });
    }
    // Signing up with the expired link is refused the same way, and nothing is registered.
    const signUp = await register(
      form({
        legalName: 'Expired Link Energy LLC',
        taxNumber: '75-7770009',
        userEmail: 'old@expired.example',
        invitationToken: inviteToken,
      }),
    );
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json()).toEqual({ error: { message: 'Invitation not found', code: 'invitation_not_found' } });
    expect(await t.db.$count(companies, eq(companies.legalName, 'Expired Link Energy LLC'))).toBe(0);
    expect(await t.db.$count(users, eq(users.emailAddress, 'old@expired.example'))).toBe(0);
    expect((await t.db.select().from(invitations).where(eq(invitations.senderPartyId, party.id)))[0]).toMatchObject({
      receiverCompanyId: null,
      status: 'pending',
    });
  });
});
