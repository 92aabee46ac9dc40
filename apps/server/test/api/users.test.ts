import { ErrorCode, LICENCE_VERSION, Role } from '@docvue/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { makeCompany, makeUser, readOnly } from '../support/factories.js';

let t: TestApp;
let company: { id: number };
let other: { id: number };
let adminUser: { id: number };
let reader: { id: number };
let tokenAdmin: string;
let tokenReader: string;

beforeAll(async () => {
  t = await createTestApp();
  company = await makeCompany(t.db, { name: 'Permian Test Services' });
  other = await makeCompany(t.db, { name: 'Other Co' });
  adminUser = await makeUser(t.db, {
    memberships: { [company.id]: [Role.Administrator, Role.Signer], [other.id]: [Role.ReadOnly] },
  });
  reader = await makeUser(t.db, readOnly(company.id));
  tokenAdmin = await t.tokenFor(adminUser.id);
  tokenReader = await t.tokenFor(reader.id);
});
afterAll(() => t.close());

describe('GET /users/current', () => {
  it('reports that the licence is not accepted yet, with what the user may do in the selected company', async () => {
    const res = await t.call(
      { token: tokenAdmin, companyId: company.id },
      { method: 'GET', url: '/api/users/current' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: adminUser.id,
      licenceAccepted: false,
      acceptedLicenceVersion: null,
      currentLicenceVersion: LICENCE_VERSION,
      abilities: { workWithDocuments: true, signDocuments: true, administer: true },
    });
    // Abilities, not roles: the web holds no role ids.
    expect(res.json()).not.toHaveProperty('roles');
    expect(res.json()).not.toHaveProperty('mainRole');
    expect(res.json().companies.map((c: { name: string }) => c.name)).toEqual(['Other Co', 'Permian Test Services']);
  });

  it('tells what the user may do in the other company when that one is selected, and nothing without a company', async () => {
    const there = await t.call(
      { token: tokenAdmin, companyId: other.id },
      { method: 'GET', url: '/api/users/current' },
    );
    expect(there.json().abilities).toEqual({ workWithDocuments: false, signDocuments: false, administer: false });
    const none = await t.call({ token: tokenAdmin }, { method: 'GET', url: '/api/users/current' });
    expect(none.json().abilities).toEqual({ workWithDocuments: false, signDocuments: false, administer: false });
  });

  it('refuses a company the user is not in', async () => {
    const res = await t.call({ token: tokenReader, companyId: other.id }, { method: 'GET', url: '/api/users/current' });
    expect(res.statusCode).toBe(403);
  });
});

describe('PUT /users/{id}/accepteula', () => {
  it('records the current licence version, after which the user is no longer sent to the licence', async () => {
    const res = await t.call(
      { token: tokenReader, companyId: company.id },
      { method: 'PUT', url: `/api/users/${reader.id}/accepteula`, payload: { version: LICENCE_VERSION } },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ licenceAccepted: true, acceptedLicenceVersion: LICENCE_VERSION });
    const again = await t.call(
      { token: tokenReader, companyId: company.id },
      { method: 'GET', url: '/api/users/current' },
    );
    expect(again.json().licenceAccepted).toBe(true);
  });

  it('accepts no body, refuses an old version and another user', async () => {
    const noBody = await t.call({ token: tokenAdmin }, { method: 'PUT', url: `/api/users/${adminUser.id}/accepteula` });
    expect(noBody.statusCode).toBe(200);
    const old = await t.call(
      { token: tokenAdmin },
      { method: 'PUT', url: `/api/users/${adminUser.id}/accepteula`, payload: { version: '20200101000000' } },
    );
    expect(old.statusCode).toBe(400);
    expect(old.json().error.message).toContain(LICENCE_VERSION);
    const forOther = await t.call({ token: tokenAdmin }, { method: 'PUT', url: `/api/users/${reader.id}/accepteula` });
    expect(forOther.statusCode).toBe(404);
  });
});

describe('personalization', () => {
  it('starts from defaults and keeps what the user saves', async () => {
    const get = await t.call({ token: tokenReader }, { method: 'GET', url: '/api/users/current/personalization' });
    expect(get.json()).toEqual({
      dateFormat: 'MM/dd/yyyy',
      numericFormat: 'en-US',
      currencyFormat: 'USD',
      itemsPerPage: '25',
      receiveEmails: 'true',
    });
    const put = await t.call(
      { token: tokenReader },
      {
        method: 'PUT',
        url: '/api/users/current/personalization',
        payload: { dateFormat: 'yyyy-MM-dd', receiveEmails: 'false' },
      },
    );
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ dateFormat: 'yyyy-MM-dd', receiveEmails: 'false', itemsPerPage: '25' });
    const other = await t.call({ token: tokenAdmin }, { method: 'GET', url: '/api/users/current/personalization' });
    expect(other.json().dateFormat).toBe('MM/dd/yyyy');
  });

  it('refuses an unknown date format or key with a clear message and keeps the old values', async () => {
    const bad = await t.call(
      { token: tokenReader },
      { method: 'PUT', url: '/api/users/current/personalization', payload: { dateFormat: 'dd.MM.yy' } },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/Date format must be one of MM\/dd\/yyyy/);
    const unknown = await t.call(
      { token: tokenReader },
      { method: 'PUT', url: '/api/users/current/personalization', payload: { favouriteColour: 'red' } },
    );
    expect(unknown.statusCode).toBe(400);
    const get = await t.call({ token: tokenReader }, { method: 'GET', url: '/api/users/current/personalization' });
    expect(get.json().dateFormat).toBe('yyyy-MM-dd');
  });
});

describe('GET /lookups/roles', () => {
  it('lists the roles with names', async () => {
    const res = await t.call({ token: tokenReader }, { method: 'GET', url: '/api/lookups/roles' });
    expect(res.json()).toEqual([
      { id: 1, name: 'Administrator', selectable: true },
      { id: 2, name: 'User', selectable: true },
      { id: 3, name: 'ReadOnly', selectable: true },
      { id: 11, name: 'Signer', selectable: true },
    ]);
  });
});

describe('exchange user', () => {
  it('returns the user, terminology, document types and the welcome flag for administrators', async () => {
    const res = await t.call(
      { token: tokenAdmin, companyId: company.id },
      { method: 'GET', url: `/api/exchangeusers/external/${adminUser.id}?companyId=${company.id}` },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.id).toBe(adminUser.id);
    expect(body.terminologies).toEqual([
      { terminologyId: 1, terminologyName: 'OrgUnit', customizedName: 'Org Unit' },
      { terminologyId: 2, terminologyName: 'Vendor', customizedName: 'Vendor' },
    ]);
    expect(Array.isArray(body.documentTypes)).toBe(true);
    expect(body.displayWelcomeMessage).toBe(true);

    const seen = await t.call(
      { token: tokenAdmin, companyId: company.id },
      { method: 'POST', url: '/api/exchangeusers/welcomeMessageDisplayed' },
    );
    expect(seen.statusCode).toBe(200);
    const after = await t.call(
      { token: tokenAdmin, companyId: company.id },
      { method: 'GET', url: `/api/exchangeusers/external/${adminUser.id}` },
    );
    expect(after.json().displayWelcomeMessage).toBe(false);
  });

  it('does not greet a read-only user, and cannot look up someone else', async () => {
    const res = await t.call(
      { token: tokenReader, companyId: company.id },
      { method: 'GET', url: `/api/exchangeusers/external/${reader.id}` },
    );
    expect(res.json().displayWelcomeMessage).toBe(false);
    const someoneElse = await t.call(
      { token: tokenReader, companyId: company.id },
      { method: 'GET', url: `/api/exchangeusers/external/${adminUser.id}` },
    );
    expect(someoneElse.statusCode).toBe(404);
    const mismatch = await t.call(
      { token: tokenReader, companyId: company.id },
      { method: 'GET', url: `/api/exchangeusers/external/${reader.id}?companyId=${other.id}` },
    );
    // Another company named in the query does not exist for this call, as in every other route.
    expect(mismatch.statusCode).toBe(404);
    expect(mismatch.json().error.code).toBe(ErrorCode.NotFound);
  });
});

describe('client error logging', () => {
  it('stores errors from signed-in users and from failed sign-ins (no company header)', async () => {
    const payload = {
      message: 'TypeError: x is undefined',
      stackTrace: 'at foo (app.js:1)',
      type: 'TypeError',
      url: '/inbox',
    };
    const signedIn = await t.call(
      { token: tokenReader, companyId: company.id },
      { method: 'POST', url: '/api/clientexceptionlogger/exception', payload },
    );
    expect(signedIn.statusCode).toBe(200);
    const anon = await t.app.inject({ method: 'POST', url: '/api/authenticationexceptionlogger/exception', payload });
    expect(anon.statusCode).toBe(200);
    const noToken = await t.app.inject({ method: 'POST', url: '/api/clientexceptionlogger/exception', payload });
    expect(noToken.statusCode).toBe(401);
  });

  it('refuses an empty message or an oversized body', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/authenticationexceptionlogger/exception',
      payload: { message: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toMatch(/message is required/);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/authenticationexceptionlogger/exception',
      payload: { message: 'x', stackTrace: 'y'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
  });
});

describe('POST /users answers the same for every address (issue 39)', () => {
  it('gives a person of another company no account id: the id looks like a new account’s, and works for the request', async () => {
    const elsewhere = await makeCompany(t.db, { name: 'Elsewhere Energy' });
    const theirs = await makeUser(t.db, { memberships: { [elsewhere.id]: [Role.User] } });
    const [person] = await t.db.select().from(users).where(eq(users.id, theirs.id));
    const as = { token: tokenAdmin, companyId: company.id };
    const add = (emailAddress: string) =>
      t.call(as, {
        method: 'POST',
        url: '/api/users',
        payload: { emailAddress, firstName: 'Pat', lastName: 'Doe', mainRole: Role.User },
      });
    const fresh = await add('brand.new@nowhere.example');
    const known = await add(person!.emailAddress);
    const after = await add('newer.still@nowhere.example');
    expect(fresh.statusCode, fresh.body).toBe(201);
    expect(known.statusCode, known.body).toBe(201);
    expect(Object.keys(known.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    // Not the person's account id: the next number, as a new address gets.
    expect(known.json().id).not.toBe(theirs.id);
    expect(known.json().id).toBeGreaterThan(fresh.json().id);
    expect(after.json().id).toBeGreaterThan(known.json().id);
    expect(known.json().userRoles).toEqual([{ roleId: Role.User, userId: known.json().id }]);
    const { id: _f, emailAddress: _fe, userRoles: _fr, ...freshRest } = fresh.json();
    const { id: _k, emailAddress: _ke, userRoles: _kr, ...knownRest } = known.json();
    expect(knownRest).toEqual(freshRest);
    // The list shows the same number, and the company reaches the request by it, never by the account id.
    const list = await t.call(as, { method: 'GET', url: '/api/users/exchange' });
    expect(list.json().map((u: { id: number }) => u.id)).toContain(known.json().id);
    expect(list.json().map((u: { id: number }) => u.id)).not.toContain(theirs.id);
    const byNumber = await t.call(as, { method: 'GET', url: `/api/users/${known.json().id}` });
    expect(byNumber.statusCode).toBe(200);
    expect(byNumber.json()).toMatchObject({ emailAddress: person!.emailAddress, invitationPending: true });
    const byAccount = await t.call(as, { method: 'GET', url: `/api/users/${theirs.id}` });
    expect(byAccount.statusCode).toBe(404);
    const withdrawn = await t.call(as, { method: 'DELETE', url: `/api/users/${known.json().id}` });
    expect(withdrawn.statusCode, withdrawn.body).toBeLessThan(300);
    expect((await t.call(as, { method: 'GET', url: `/api/users/${known.json().id}` })).statusCode).toBe(404);
  });
});
