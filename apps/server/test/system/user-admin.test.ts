import { ErrorCode, Role, userMessages, UserType, type CompanyUser, type CreateUserBody } from '@docvue/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, userRoles, users } from '../../src/db/schema/index.js';
import { signInWithPassword } from '../../src/plugins/oidc/pkce-client.js';
import { startListeningApp, type ListeningApp } from '../oidc/server.js';
import { admin, makeCompany, makeUser, readOnly } from '../support/factories.js';
import { startMailbox } from '../support/mailbox.js';

/**
 * The Users screens of an administrator (docs/product/administration.md §2, §5, §8): the list, the form,
 * adding people (new, or of another company) and changing their e-mail. Removing, blocking, the
 * last administrator, other companies' users and API keys are in user-admin-access.test.ts.
 */
let t: ListeningApp;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let vendor: { id: number };
let redMesa: { id: number };
let adminAs: { token: string; companyId: number };
let redMesaAs: { token: string; companyId: number };
let zoe: { id: number };
let adam: { id: number };
let mike: { id: number };
let pat: { id: number };
let rosa: { id: number };
let carl: { id: number };
let owner: { id: number };

beforeAll(async () => {
  mailbox = await startMailbox();
  // Listening for real, so the onboarding link can be followed to the built-in sign-in's pages.
  t = await startListeningApp({ SMTP_URL: mailbox.url });
  vendor = await makeCompany(t.db, { name: 'Permian Basin Oilfield Services LLC' });
  redMesa = await makeCompany(t.db, { name: 'Red Mesa Energy Partners, LLC' });
  owner = await makeUser(t.db, { ...admin(vendor.id), email: 'owner@permian.example' });
  zoe = await makeUser(t.db, { ...readOnly(vendor.id), email: 'zoe.ray@permian.example' });
  adam = await makeUser(t.db, { memberships: { [vendor.id]: [Role.User] }, email: 'adam.nash@permian.example' });
  // Upper case first: a case-sensitive sort would put Mike before adam.
  mike = await makeUser(t.db, {
    memberships: { [vendor.id]: [Role.Signer] },
    email: 'Mike.Whitfield@permian.example',
    passwordHash: 'x',
  });
  await t.db.update(users).set({ firstName: 'Mike', lastName: 'Whitfield' }).where(eq(users.id, mike.id));
  pat = await makeUser(t.db, {
    memberships: { [vendor.id]: [Role.ReadOnly], [redMesa.id]: [Role.Administrator] },
    email: 'pat@both.example',
  });
  rosa = await makeUser(t.db, { ...admin(redMesa.id), email: 'rosa.diaz@redmesa.example', passwordHash: 'x' });
  await t.db.update(users).set({ firstName: 'Rosa', lastName: 'Diaz' }).where(eq(users.id, rosa.id));
  carl = await makeUser(t.db, { memberships: { [redMesa.id]: [Role.User] }, email: 'carl@redmesa.example' });
  adminAs = { token: await t.tokenFor(owner.id), companyId: vendor.id };
  redMesaAs = { token: await t.tokenFor(rosa.id), companyId: redMesa.id };
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

type As = { token: string; companyId: number };
const list = (query = '', as: As = adminAs) =>
  t.call(as, { method: 'GET', url: `/api/users/exchange${query ? `?query=${encodeURIComponent(query)}` : ''}` });
const emailsOf = (res: { json(): unknown }) => (res.json() as { emailAddress: string }[]).map((u) => u.emailAddress);
const getUser = (id: number, as: As = adminAs) => t.call(as, { method: 'GET', url: `/api/users/${id}` });
const createUser = (payload: Partial<CreateUserBody> | Record<string, unknown>, as: As = adminAs) =>
  t.call(as, { method: 'POST', url: '/api/users', payload });
const updateUser = (id: number, payload: Record<string, unknown>, as: As = adminAs) =>
  t.call(as, { method: 'PUT', url: `/api/users/${id}`, payload });
const changeEmail = (id: number, emailAddress: string, as: As = adminAs) =>
  t.call(as, { method: 'POST', url: `/api/users/${id}/emailaddress`, payload: { emailAddress } });
const session = async (userId: number, companyId: number) =>
  t.call({ token: await t.tokenFor(userId), companyId }, { method: 'GET', url: '/api/users/current' });
const membership = (userId: number, companyId: number) =>
  t.db
    .select({ roleId: userRoles.roleId, isMain: userRoles.isMain })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.companyId, companyId)));
const outboxTo = (address: string) => t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, address));

describe('GET /users/exchange', () => {
  it("lists the company's members by e-mail, ignoring case, and never another company's", async () => {
    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    expect(emailsOf(res)).toEqual([
      'adam.nash@permian.example',
      'Mike.Whitfield@permian.example',
      'owner@permian.example',
      'pat@both.example',
      'zoe.ray@permian.example',
    ]);
    expect(res.json()[1]).toEqual({
      id: mike.id,
      emailAddress: 'Mike.Whitfield@permian.example',
      title: null,
      firstName: 'Mike',
      lastName: 'Whitfield',
      displayName: 'Mike Whitfield',
      userType: UserType.Regular,
      isActive: true,
      blocked: false,
      invitationPending: false,
      identityManaged: true,
      isTemporaryPassword: false,
      signInLinked: false,
      mainRole: Role.Signer,
      additionalRoles: [],
      roles: [Role.Signer],
      userRoles: [{ roleId: Role.Signer, userId: mike.id }],
      apiKeys: [],
    });
    const theirs = await list('', redMesaAs);
    expect(emailsOf(theirs)).toEqual(['carl@redmesa.example', 'pat@both.example', 'rosa.diaz@redmesa.example']);
  });

  it('shows a member of two companies with the roles of the company asking', async () => {
    const here = (await list('pat')).json();
    const there = (await list('pat', redMesaAs)).json();
    expect(here).toMatchObject([{ id: pat.id, mainRole: Role.ReadOnly, roles: [Role.ReadOnly] }]);
    expect(there).toMatchObject([{ id: pat.id, mainRole: Role.Administrator, roles: [Role.Administrator] }]);
  });

  it('searches e-mail and names, ignoring case, within the company only', async () => {
    expect(emailsOf(await list('WHITFIELD'))).toEqual(['Mike.Whitfield@permian.example']);
    expect(emailsOf(await list('ray@'))).toEqual(['zoe.ray@permian.example']);
    expect(emailsOf(await list('permian'))).toHaveLength(4);
    expect(emailsOf(await list('redmesa'))).toEqual([]);
    expect(emailsOf(await list('rosa'))).toEqual([]);
  });
});

describe('GET /users/{id} and /users/{id}/roles', () => {
  it('answers one member with main and additional roles, and the roles alone', async () => {
    const signer = await makeUser(t.db, {
      memberships: { [vendor.id]: [Role.ReadOnly, Role.Signer] },
      email: 'sig@permian.example',
    });
    const res = await getUser(signer.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: signer.id,
      emailAddress: 'sig@permian.example',
      mainRole: Role.ReadOnly,
      additionalRoles: [Role.Signer],
      roles: [Role.ReadOnly, Role.Signer],
    });
    const roles = await t.call(adminAs, { method: 'GET', url: `/api/users/${signer.id}/roles` });
    expect(roles.statusCode).toBe(200);
    expect(roles.json()).toEqual(
      expect.arrayContaining([
        { roleId: Role.ReadOnly, userId: signer.id },
        { roleId: Role.Signer, userId: signer.id },
      ]),
    );
    expect(roles.json()).toHaveLength(2);
    const patRoles = await t.call(redMesaAs, { method: 'GET', url: `/api/users/${pat.id}/roles` });
    expect(patRoles.json()).toEqual([{ roleId: Role.Administrator, userId: pat.id }]);
  });
});

const newUser = (over: Record<string, unknown> = {}) => ({
  emailAddress: 'nina.hale@permian.example',
  firstName: 'Nina',
  lastName: 'Hale',
  title: 'Landman',
  mainRole: Role.ReadOnly,
  additionalRoles: [Role.Signer, Role.Administrator],
  ...over,
});

describe('POST /users', () => {
  it('creates a user with a main role and additional roles, with a temporary password and no mail unless asked', async () => {
    const res = await createUser(newUser());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      emailAddress: 'nina.hale@permian.example',
      firstName: 'Nina',
      lastName: 'Hale',
      title: 'Landman',
      userType: UserType.Regular,
      isTemporaryPassword: true,
      blocked: false,
      mainRole: Role.ReadOnly,
      // Main role first, then the others by id, as the session lists them.
      additionalRoles: [Role.Administrator, Role.Signer],
      roles: [Role.ReadOnly, Role.Administrator, Role.Signer],
    });
    const id = res.json().id as number;
    expect((await getUser(id)).json()).toEqual(res.json());
    const rows = await membership(id, vendor.id);
    expect(rows.filter((r) => r.isMain)).toEqual([{ roleId: Role.ReadOnly, isMain: true }]);
    expect(await outboxTo('nina.hale@permian.example')).toEqual([]);
    // The new user works in the company straight away, with what those roles allow.
    expect((await session(id, vendor.id)).json()).toMatchObject({
      abilities: { workWithDocuments: true, signDocuments: true, administer: true },
    });
  });

  it('takes the form’s roles 1, 2, 3 and 11; refuses any other with 400', async () => {
    const lookups = await t.call(adminAs, { method: 'GET', url: '/api/lookups/roles' });
    expect(
      lookups
        .json()
        .filter((r: { selectable: boolean }) => r.selectable)
        .map((r: { id: number }) => r.id),
    ).toEqual([1, 2, 3, 11]);
    for (const [i, mainRole] of [Role.Administrator, Role.User, Role.ReadOnly, Role.Signer].entries()) {
      const res = await createUser(
        newUser({ emailAddress: `role${i}@permian.example`, mainRole, additionalRoles: [] }),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().mainRole).toBe(mainRole);
    }
    for (const [over, message] of [
      [{ mainRole: 7 }, 'mainRole: Unknown role'],
      [{ mainRole: 0 }, 'mainRole: Unknown role'],
      [{ additionalRoles: [Role.Signer, 12] }, 'additionalRoles.1: Unknown role'],
      [{ mainRole: 'admin' }, 'mainRole: Required'],
    ] as const) {
      const res = await createUser(newUser({ emailAddress: 'refused.role@permian.example', ...over }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ message, code: ErrorCode.Validation });
    }
    expect(await t.db.$count(users, eq(users.emailAddress, 'refused.role@permian.example'))).toBe(0);
  });

  it.each([
    ['no e-mail', { emailAddress: undefined }, 'emailAddress: Required'],
    ['a blank e-mail', { emailAddress: '  ' }, 'emailAddress: Required'],
    ['a bad e-mail', { emailAddress: 'nina-at-permian' }, 'emailAddress: Must be a valid e-mail'],
    ['no first name', { firstName: undefined }, 'firstName: Required'],
    ['a blank last name', { lastName: ' ' }, 'lastName: Required'],
    ['no main role', { mainRole: undefined }, 'mainRole: Required'],
    ['a title over 25 characters', { title: 'T'.repeat(26) }, 'title: Must be at most 25 characters'],
  ])('refuses %s with the form’s message', async (_what, over, message) => {
    const res = await createUser(newUser({ emailAddress: 'invalid@permian.example', ...over }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
    expect(await t.db.$count(users, eq(users.emailAddress, 'invalid@permian.example'))).toBe(0);
  });

  it('names every missing field at once, and takes a title of exactly 25 characters', async () => {
    const res = await createUser({});
    expect(res.statusCode).toBe(400);
    for (const field of ['emailAddress', 'firstName', 'lastName', 'mainRole']) {
      expect(res.json().error.message).toContain(`${field}: Required`);
    }
    const ok = await createUser(newUser({ emailAddress: 'title25@permian.example', title: 'T'.repeat(25) }));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().title).toBe('T'.repeat(25));
  });

  it('with Send Onboarding E-mail, mails a link to choose a password, with which the new user signs in', async () => {
    const res = await createUser(
      newUser({
        emailAddress: 'dana.w@permian.example',
        firstName: 'Dana',
        lastName: 'Whitfield',
        mainRole: Role.ReadOnly,
        additionalRoles: [],
        sendOnboardingEmail: true,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await mailbox.to('dana.w@permian.example');
    expect(mail, 'the onboarding mail arrived').toBeDefined();
    expect(mail!.subject).toBe('Your DocVue Exchange account at Permian Basin Oilfield Services LLC');
    expect(mail!.text).toContain('Hello Dana,');
    // Who added them, and where: a mail naming nobody reads as spam.
    expect(mail!.text).toMatch(/\S+ of Permian Basin Oilfield Services LLC gave you an account on DocVue Exchange/);
    const link = new RegExp(`${t.baseUrl}/oidc/welcome/[\\w-]+`).exec(mail!.text)?.[0];
    expect(link).toBeDefined();
    expect(mail!.html).toContain(link!);

    expect((await fetch(link!)).status).toBe(200);
    const set = await fetch(link!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ password: 'Permian!Basin2026', confirm: 'Permian!Basin2026' }),
    });
    expect(set.status).toBe(200);
    const tokens = await signInWithPassword({
      baseUrl: t.baseUrl,
      email: 'dana.w@permian.example',
      password: 'Permian!Basin2026',
    });
    const me = await t.call(
      { token: tokens.access_token, companyId: vendor.id },
      { method: 'GET', url: '/api/users/current' },
    );
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({
      id: res.json().id,
      abilities: { workWithDocuments: false, signDocuments: false, administer: false },
    });
  });

  it('answers 409 with the spec’s message when the e-mail is already a user of this company', async () => {
    const res = await createUser(
      newUser({ emailAddress: 'ZOE.RAY@permian.example', firstName: 'Zoe', lastName: 'Other' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ message: userMessages.sameEmail, code: ErrorCode.Conflict });
  });

  it('answers an address with an account elsewhere as a new one: a request, showing only what this company typed', async () => {
    const typed = {
      emailAddress: 'Rosa.Diaz@redmesa.example',
      firstName: 'Rosa',
      lastName: 'Smith',
      title: 'Buyer',
      mainRole: Role.Signer,
      additionalRoles: [Role.ReadOnly],
    };
    const asked = await createUser(newUser(typed));
    const fresh = await createUser(newUser({ ...typed, emailAddress: 'Rosa.Smith@newcomer.example' }));
    expect(asked.statusCode, asked.body).toBe(201);
    expect(fresh.statusCode, fresh.body).toBe(201);
    // Field for field the same answer, but for the id and the address typed: nothing says Rosa
    // works at Red Mesa, nor what her name is there.
    const withoutIds = ({ id, emailAddress, userRoles, ...rest }: CompanyUser) => ({
      rest,
      id,
      emailAddress,
      userRoles: userRoles.map((r) => r.roleId),
    });
    const { rest: askedRest, id: askedId, emailAddress: a, userRoles: askedRoles } = withoutIds(asked.json());
    const { rest: freshRest, emailAddress: f, userRoles: freshRoles } = withoutIds(fresh.json());
    expect(askedRest).toEqual(freshRest);
    expect(askedRoles).toEqual(freshRoles);
    expect([a, f]).toEqual(['Rosa.Diaz@redmesa.example', 'Rosa.Smith@newcomer.example']);
    expect(askedRest).toMatchObject({ firstName: 'Rosa', lastName: 'Smith', title: 'Buyer', invitationPending: true });
    // Not Rosa's account id (issue 39): the request's own number, the next one, as a new address gets.
    expect(askedId).not.toBe(rosa.id);
    expect(fresh.json().id).toBeGreaterThan(askedId);
    expect((await getUser(askedId)).json()).toEqual(asked.json());
    expect((await getUser(rosa.id)).statusCode).toBe(404);
    // Nothing of the person, nor of Red Mesa, changed; she is no member here until she accepts.
    expect(await membership(rosa.id, vendor.id)).toEqual([]);
    const [row] = await t.db.select().from(users).where(eq(users.id, rosa.id));
    expect(row).toMatchObject({ firstName: 'Rosa', lastName: 'Diaz', title: null, isActive: true });
    expect((await session(rosa.id, vendor.id)).statusCode).toBe(403);
    expect(emailsOf(await list('', redMesaAs))).toEqual([
      'carl@redmesa.example',
      'pat@both.example',
      'rosa.diaz@redmesa.example',
    ]);

    const twice = await createUser(newUser({ ...typed, firstName: 'R' }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toEqual({ message: userMessages.sameEmail, code: ErrorCode.Conflict });
  });

  it('the person asked joins when she accepts, with the roles offered, keeping her own name and her other company', async () => {
    const rosaAs = { token: await t.tokenFor(rosa.id) };
    const requests = await t.call(rosaAs, { method: 'GET', url: '/api/users/current/joinrequests' });
    expect(requests.statusCode, requests.body).toBe(200);
    expect(requests.json()).toEqual([
      expect.objectContaining({
        companyId: vendor.id,
        companyName: 'Permian Basin Oilfield Services LLC',
        roles: ['Signer', 'ReadOnly'],
        canAccept: true,
        reason: null,
      }),
    ]);
    const accepted = await t.call(rosaAs, {
      method: 'POST',
      url: `/api/users/current/joinrequests/${vendor.id}/accept`,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(
      accepted
        .json()
        .companies.map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual([vendor.id, redMesa.id].sort());
    expect((await session(rosa.id, vendor.id)).json().abilities).toEqual({
      workWithDocuments: false,
      signDocuments: true,
      administer: false,
    });
    expect((await session(rosa.id, redMesa.id)).json().abilities).toMatchObject({ administer: true });
    // Now a member: this company sees her as she is, and her name is hers.
    expect((await getUser(rosa.id)).json()).toMatchObject({
      emailAddress: 'rosa.diaz@redmesa.example',
      firstName: 'Rosa',
      lastName: 'Diaz',
      invitationPending: false,
      identityManaged: false,
    });
  });

  it('makes a new person for the address of another company’s API-key user, and leaves the machine alone', async () => {
    const machine = await makeUser(t.db, {
      memberships: { [redMesa.id]: [Role.User] },
      userType: UserType.ApiKey,
      email: 'erp@redmesa.example',
    });
    const res = await createUser(
      newUser({ emailAddress: 'erp@redmesa.example', mainRole: Role.User, additionalRoles: [] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().id).not.toBe(machine.id);
    expect(await membership(machine.id, vendor.id)).toEqual([]);
    // A machine of this company may carry the same label too.
    const ours = await createUser(
      newUser({
        emailAddress: 'erp@redmesa.example',
        userType: UserType.ApiKey,
        mainRole: Role.User,
        additionalRoles: [],
      }),
    );
    expect(ours.statusCode, ours.body).toBe(201);
    expect(new Set([machine.id, res.json().id, ours.json().id]).size).toBe(3);
  });

  it('adds back a user removed from their only company, who can then work again', async () => {
    const leaver = await makeUser(t.db, { ...readOnly(vendor.id), email: 'leaver@permian.example' });
    const removed = await t.call(adminAs, { method: 'DELETE', url: `/api/users/${leaver.id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await session(leaver.id, vendor.id)).statusCode).toBe(401);

    const [row] = await t.db.select().from(users).where(eq(users.id, leaver.id));
    const res = await createUser(
      newUser({ emailAddress: 'leaver@permian.example', firstName: row!.firstName, lastName: row!.lastName }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ id: leaver.id, isActive: true });
    const back = await session(leaver.id, vendor.id);
    expect(back.statusCode, back.body).toBe(200);
  });
});

describe('PUT /users/{id}', () => {
  it('changes names, title and roles in this company; the e-mail is not changed here', async () => {
    const res = await updateUser(zoe.id, {
      emailAddress: 'sneaky@elsewhere.example',
      firstName: 'Zoe',
      lastName: 'Ray-Baker',
      title: 'Revenue Analyst',
      mainRole: Role.Signer,
      additionalRoles: [Role.ReadOnly, Role.Signer],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: zoe.id,
      emailAddress: 'zoe.ray@permian.example',
      firstName: 'Zoe',
      lastName: 'Ray-Baker',
      displayName: 'Zoe Ray-Baker',
      title: 'Revenue Analyst',
      mainRole: Role.Signer,
      additionalRoles: [Role.ReadOnly],
      roles: [Role.Signer, Role.ReadOnly],
    });
    const now = (await session(zoe.id, vendor.id)).json();
    expect(now).toMatchObject({ abilities: { signDocuments: true, administer: false } });
  });

  it('changes the roles of a member of two companies in this company only, never their name', async () => {
    const [own] = await t.db.select().from(users).where(eq(users.id, pat.id));
    const res = await updateUser(pat.id, { firstName: own!.firstName, lastName: own!.lastName, mainRole: Role.Signer });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ identityManaged: false });
    expect(await membership(pat.id, vendor.id)).toEqual([{ roleId: Role.Signer, isMain: true }]);
    expect(await membership(pat.id, redMesa.id)).toEqual([{ roleId: Role.Administrator, isMain: true }]);

    const renamed = await updateUser(pat.id, { firstName: 'Pat', lastName: 'Set-by-Permian', mainRole: Role.ReadOnly });
    expect(renamed.statusCode).toBe(403);
    expect(renamed.json().error.message).toBe(userMessages.identityNotManaged);
    const [after] = await t.db.select().from(users).where(eq(users.id, pat.id));
    expect(after).toMatchObject({ firstName: own!.firstName, lastName: own!.lastName });
    expect(await membership(pat.id, vendor.id)).toEqual([{ roleId: Role.Signer, isMain: true }]);
  });

  it.each([
    ['a title over 25 characters', { title: 'T'.repeat(26) }, 'title: Must be at most 25 characters'],
    ['an unknown role', { additionalRoles: [42] }, 'additionalRoles.0: Unknown role'],
    ['a blank first name', { firstName: '' }, 'firstName: Required'],
    ['no main role', { mainRole: undefined }, 'mainRole: Required'],
  ])('refuses %s and changes nothing', async (_what, over, message) => {
    const res = await updateUser(zoe.id, { firstName: 'Z', lastName: 'R', mainRole: Role.ReadOnly, ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
    expect((await getUser(zoe.id)).json()).toMatchObject({ firstName: 'Zoe', mainRole: Role.Signer });
  });
});

describe('POST /users/{id}/emailaddress', () => {
  it('changes the e-mail, which is then the sign-in name', async () => {
    const res = await changeEmail(adam.id, ' adam.nash@permian-services.example ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: adam.id, emailAddress: 'adam.nash@permian-services.example' });
    const [row] = await t.db.select().from(users).where(eq(users.id, adam.id));
    expect(row!.emailAddress).toBe('adam.nash@permian-services.example');
  });

  it('refuses the same e-mail (in any case), one that is not an e-mail, and nothing, with the spec’s message', async () => {
    for (const email of ['ADAM.NASH@permian-services.example', 'adam.nash', 'adam@', '']) {
      const res = await changeEmail(adam.id, email);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(userMessages.changeEmail);
    }
  });

  it("refuses another user's e-mail, of any company, with 409", async () => {
    for (const email of ['owner@permian.example', 'CARL@redmesa.example']) {
      const res = await changeEmail(adam.id, email);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(userMessages.sameEmail);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, adam.id));
    expect(row!.emailAddress).toBe('adam.nash@permian-services.example');
    expect((await t.db.select().from(users).where(eq(users.id, carl.id)))[0]!.emailAddress).toBe(
      'carl@redmesa.example',
    );
  });

  it('does not let one company change the sign-in of a person another company also has', async () => {
    // Pat administers Red Mesa: a new e-mail here would let whoever reads it reset Pat's password
    // and act for Red Mesa.
    const res = await changeEmail(pat.id, 'pat@attacker.example');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(userMessages.identityNotManaged);
    const [row] = await t.db.select().from(users).where(eq(users.id, pat.id));
    expect(row!.emailAddress).toBe('pat@both.example');
  });
});
