import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgUnits } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { makeCompany, makeOrgUnit, makeUser, readOnly } from '../support/factories.js';

let t: TestApp;
let company: { id: number };
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  company = await makeCompany(t.db);
  const other = await makeCompany(t.db);
  token = await t.tokenFor((await makeUser(t.db, readOnly(company.id))).id);
  await makeOrgUnit(t.db, company.id, 'Midland Field Office');
  await makeOrgUnit(t.db, company.id, 'Artesia District');
  const closed = await makeOrgUnit(t.db, company.id, 'Closed Yard');
  await t.db.update(orgUnits).set({ isActive: false }).where(eq(orgUnits.id, closed.id));
  await makeOrgUnit(t.db, other.id, 'Other Company Office');
});
afterAll(() => t.close());

describe('GET /companyorgunit', () => {
  it("lists the company's org units by name, paged", async () => {
    const res = await t.call({ token, companyId: company.id }, { method: 'GET', url: '/api/companyorgunit' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalRecords: 3, pageSize: 10000 });
    expect(res.json().items.map((u: { name: string }) => u.name)).toEqual([
      'Artesia District',
      'Closed Yard',
      'Midland Field Office',
    ]);
    const page = await t.call(
      { token, companyId: company.id },
      { method: 'GET', url: '/api/companyorgunit?page=2&pageSize=2' },
    );
    expect(page.json().items.map((u: { name: string }) => u.name)).toEqual(['Midland Field Office']);
  });

  it('filters active ones and never includes another company', async () => {
    const res = await t.call(
      { token, companyId: company.id },
      { method: 'GET', url: '/api/companyorgunit?isActive=true' },
    );
    expect(res.json().items.map((u: { name: string }) => u.name)).toEqual(['Artesia District', 'Midland Field Office']);
  });

  it('refuses a bad isActive value', async () => {
    const res = await t.call(
      { token, companyId: company.id },
      { method: 'GET', url: '/api/companyorgunit?isActive=maybe' },
    );
    expect(res.statusCode).toBe(400);
  });
});
