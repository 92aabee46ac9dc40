import { Role, type OrgUnitBody } from '@docvue/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgUnits } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { admin, makeCompany, makeOrgUnit, makeParty, makeUser, readOnly } from '../support/factories.js';

let t: TestApp;
let company: { id: number };
let other: { id: number };
let adminAs: { token: string; companyId: number };
let clerkAs: { token: string; companyId: number };
let readerAs: { token: string; companyId: number };
let otherAs: { token: string; companyId: number };
let otherUnit: { id: number; name: string; code: string };

beforeAll(async () => {
  t = await createTestApp();
  company = await makeCompany(t.db, { name: 'Permian Basin Oilfield Services LLC' });
  other = await makeCompany(t.db, { name: 'Red Mesa Energy Partners, LLC' });
  adminAs = { token: await t.tokenFor((await makeUser(t.db, admin(company.id))).id), companyId: company.id };
  clerkAs = {
    token: await t.tokenFor((await makeUser(t.db, { memberships: { [company.id]: [Role.User] } })).id),
    companyId: company.id,
  };
  readerAs = { token: await t.tokenFor((await makeUser(t.db, readOnly(company.id))).id), companyId: company.id };
  otherAs = { token: await t.tokenFor((await makeUser(t.db, admin(other.id))).id), companyId: other.id };
  otherUnit = await makeOrgUnit(t.db, other.id, 'Red Mesa Midland');
  await t.db.update(orgUnits).set({ code: 'MID' }).where(eq(orgUnits.id, otherUnit.id));
});
afterAll(() => t.close());

type As = { token: string; companyId: number };

const body = (over: Partial<OrgUnitBody> = {}): OrgUnitBody => ({
  name: 'Midland Field Office',
  code: 'MID',
  phone: '432-555-0100',
  addressLineOne: '300 N Marienfeld St',
  city: 'Midland',
  state: 'TX',
  zipCode: '79701',
  ...over,
});

const create = (payload: unknown, as: As = adminAs) =>
  t.call(as, { method: 'POST', url: '/api/companyorgunit', payload: payload as Record<string, unknown> });
const update = (id: number, payload: unknown, as: As = adminAs) =>
  t.call(as, { method: 'PUT', url: `/api/companyorgunit/${id}`, payload: payload as Record<string, unknown> });
const remove = (id: number, as: As = adminAs) => t.call(as, { method: 'DELETE', url: `/api/companyorgunit/${id}` });
const get = (id: number, as: As = adminAs) => t.call(as, { method: 'GET', url: `/api/companyorgunit/${id}` });

const setOrgUnitWord = (word: string) =>
  t.call(adminAs, {
    method: 'PUT',
    url: '/api/company/terminology',
    payload: { terminologies: [{ terminologyId: 1, customizedName: word }] },
  });

let midland: { id: number };

describe('creating an org unit', () => {
  it('stores the form and answers the unit, which the company then lists and reads', async () => {
    const res = await create(body({ code: ' MID ' }));
    expect(res.statusCode, res.body).toBe(201);
    midland = res.json();
    expect(res.json()).toEqual({
      id: expect.any(Number),
      name: 'Midland Field Office',
      code: 'MID',
      phone: '432-555-0100',
      addressLineOne: '300 N Marienfeld St',
      addressLineTwo: null,
      city: 'Midland',
      state: 'TX',
      zipCode: '79701',
      isActive: true,
    });
    expect((await get(midland.id)).json()).toEqual(res.json());
    // Members who are not administrators read it too (the party form lists org units).
    expect((await get(midland.id, readerAs)).statusCode).toBe(200);
    const list = await t.call(adminAs, { method: 'GET', url: '/api/companyorgunit' });
    expect(list.json().items.map((u: { code: string }) => u.code)).toEqual(['MID']);
  });

  it.each([
    ['no name', { name: undefined }, 'name: Required'],
    ['a blank name', { name: '   ' }, 'name: Required'],
    ['no code', { code: undefined }, 'code: Required'],
    ['a blank code', { code: '' }, 'code: Required'],
    ['a code over 50 characters', { code: 'C'.repeat(51) }, 'code: Must be at most 50 characters'],
  ])('refuses %s with a message', async (_what, over, message) => {
    const res = await create(body({ code: 'NEW', ...over }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });

  it('names both missing fields at once', async () => {
    const res = await create({});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('name: Required');
    expect(res.json().error.message).toContain('code: Required');
  });

  it("refuses a code the company already uses (in any case) with 409 naming the company's own word", async () => {
    const plain = await create(body({ name: 'Another Office', code: 'mid' }));
    expect(plain.statusCode).toBe(409);
    expect(plain.json().error).toEqual({
      message: 'An Org Unit with the code mid already exists.',
      code: 'conflict',
    });
    expect((await setOrgUnitWord('Field Office')).statusCode).toBe(200);
    const renamed = await create(body({ name: 'Another Office', code: 'MID' }));
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error.message).toBe('A Field Office with the code MID already exists.');
    const count = await t.db.$count(orgUnits, eq(orgUnits.companyId, company.id));
    expect(count).toBe(1);
  });

  it("does not mind another company's codes", async () => {
    // Red Mesa has an org unit coded MID too; the check is per company both ways.
    const res = await create(body({ name: 'Red Mesa Odessa', code: 'ODE' }), otherAs);
    expect(res.statusCode, res.body).toBe(201);
    const ours = await create(body({ name: 'Odessa Yard', code: 'ode', phone: null }));
    expect(ours.statusCode, ours.body).toBe(201);
    expect(ours.json()).toMatchObject({ code: 'ode', phone: null });
  });
});

describe('changing an org unit', () => {
  it('changes the fields, keeps its own code and can make it inactive', async () => {
    const res = await update(midland.id, body({ name: 'Midland District', isActive: false, phone: '' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: midland.id,
      name: 'Midland District',
      code: 'MID',
      isActive: false,
      phone: null,
    });
    expect((await get(midland.id)).json()).toMatchObject({ name: 'Midland District', isActive: false });
  });

  it("refuses another unit's code with the company's word, and requires name and code", async () => {
    const res = await update(midland.id, body({ code: 'ODE' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('A Field Office with the code ODE already exists.');
    const blank = await update(midland.id, body({ name: '', code: '' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain('name: Required');
    expect(blank.json().error.message).toContain('code: Required');
    expect((await get(midland.id)).json()).toMatchObject({ name: 'Midland District', code: 'MID' });
  });
});

describe('deleting an org unit', () => {
  it('is refused while a party is filed under it, with a message naming the word and what to do', async () => {
    const unit = await makeOrgUnit(t.db, company.id, 'Artesia Yard');
    await makeParty(t.db, company.id, { name: 'Basin Wireline', orgUnitIds: [unit.id] });
    const res = await remove(unit.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Artesia Yard is the Field Office of 1 party and cannot be deleted. Make it inactive instead.',
    );
    expect((await get(unit.id)).statusCode).toBe(200);
  });

  it('removes an unused one', async () => {
    const unit = await create(body({ name: 'Closed Yard', code: 'CLO' }));
    const res = await remove(unit.json().id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const gone = await get(unit.json().id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('The Field Office was not found.');
  });
});

describe('org units across companies and roles', () => {
  it("answers 404 for another company's org unit, for every call, and leaves it as it was", async () => {
    for (const res of [
      await get(otherUnit.id),
      await update(otherUnit.id, body({ name: 'Taken Over', code: 'TKO' })),
      await remove(otherUnit.id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('The Field Office was not found.');
    }
    const [row] = await t.db.select().from(orgUnits).where(eq(orgUnits.id, otherUnit.id));
    expect(row).toMatchObject({ companyId: other.id, name: 'Red Mesa Midland', code: 'MID' });
    // And the other way round: Red Mesa's administrator cannot reach ours.
    expect((await get(midland.id, otherAs)).statusCode).toBe(404);
    expect((await remove(midland.id, otherAs)).statusCode).toBe(404);
  });

  it('refuses a User or ReadOnly member every change with 403', async () => {
    for (const as of [clerkAs, readerAs]) {
      for (const res of [
        await create(body({ name: 'Sneaky', code: 'SNK' }), as),
        await update(midland.id, body({ name: 'Sneaky' }), as),
        await remove(midland.id, as),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error.message).toBe('Only a company administrator can do this.');
      }
    }
    expect((await get(midland.id)).json()).toMatchObject({ name: 'Midland District' });
    expect(await t.db.$count(orgUnits, eq(orgUnits.code, 'SNK'))).toBe(0);
  });
});
