import { DocumentTemplate, ErrorCode, PartyType, Role, RouteStatus } from '@docvue/contracts';
import { and, eq } from 'drizzle-orm';
import { membershipBlocks, userRoles } from '../src/db/schema/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';
import { makeCompany, makeUser } from './support/factories.js';
import { insertListDocument } from './support/list-documents.js';

/**
 * Issue 17: under load a request's cost is mostly its statements, each a round trip (and on
 * PGlite a turn of the one embedded connection). A ceiling per hot route, counted on the real
 * database, so a change that adds statements shows here rather than in the benchmark.
 */
let t: TestApp;
const co = {} as Record<'vendor' | 'purchaser', { id: number }>;
const tokens = {} as Record<'vendor' | 'purchaser', string>;
let invoiceId = 0;
let removable: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp({}, { countStatements: true });
  co.vendor = await makeCompany(t.db, { name: 'Hot Oil Services LLC', partyTypeIds: [PartyType.Vendor] });
  co.purchaser = await makeCompany(t.db, { name: 'Red Mesa Energy Partners', partyTypeIds: [PartyType.Purchaser] });
  for (const who of ['vendor', 'purchaser'] as const) {
    const user = await makeUser(t.db, { memberships: { [co[who].id]: [Role.User] } });
    tokens[who] = await t.tokenFor(user.id);
  }
  const other = await makeUser(t.db, { memberships: { [co.vendor.id]: [Role.User] } });
  removable = { id: other.id, token: await t.tokenFor(other.id) };
  for (let i = 1; i <= 30; i++) {
    const id = await insertListDocument(t.db, {
      sender: co.vendor.id,
      receiver: co.purchaser.id,
      templateId: DocumentTemplate.ArInvoice,
      status: i % 3 === 0 ? RouteStatus.Approved : RouteStatus.Received,
      values: { invoiceNumber: `HOS-${1000 + i}`, docPurchaserName: 'Red Mesa Energy Partners' },
      pageText: `Invoice HOS-${1000 + i} for hot oil service on the Permian lease`,
    });
    invoiceId ||= id;
  }
});
afterAll(() => t.close());

async function statementsOf(who: 'vendor' | 'purchaser', method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await t.call(
    { token: tokens[who], companyId: co[who].id },
    { method, url, ...(payload ? { payload } : {}) },
  );
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return { statements: t.statementsOf(res), body: res.json() };
}

describe('statements per request', () => {
  // The ceiling of each hot call: authentication with membership is one of them.
  const calls: [
    name: string,
    who: 'vendor' | 'purchaser',
    method: 'GET' | 'POST',
    url: () => string,
    ceiling: number,
    payload?: object,
  ][] = [
    ['current user', 'vendor', 'GET', () => '/api/users/current', 3],
    ['document open (sender)', 'vendor', 'GET', () => `/api/documents/${invoiceId}`, 3],
    ['document open (receiver)', 'purchaser', 'GET', () => `/api/documents/${invoiceId}`, 3],
    ['list page', 'vendor', 'GET', () => '/api/documentroute?page=1&pageSize=25', 5],
    ['list of a template', 'vendor', 'GET', () => `/api/documentroute/all/${DocumentTemplate.ArInvoice}`, 6],
    ['inbox', 'purchaser', 'GET', () => '/api/documentroute/inbox', 5],
    ['search', 'purchaser', 'POST', () => '/api/search', 11, { querySearchTerm: 'permian' }],
    ['typeahead', 'purchaser', 'GET', () => '/api/typeahead?query=HOS-10', 5],
    ['dashboard stats', 'vendor', 'GET', () => '/api/documentroute/stats', 6],
  ];
  it.each(calls)('%s sends at most its ceiling', async (_name, who, method, url, ceiling, payload) => {
    const { statements, body } = await statementsOf(who, method, url(), payload);
    expect(body).toBeTruthy();
    expect(statements.length, statements.join('\n---\n')).toBeLessThanOrEqual(ceiling);
  });

  it('authentication and membership together cost one statement', async () => {
    // A User may not list the company's users: what the refused call spent is the access check.
    const res = await t.call(
      { token: tokens.vendor, companyId: co.vendor.id },
      { method: 'GET', url: '/api/users/exchange' },
    );
    expect(res.statusCode).toBe(403);
    expect(t.statementsOf(res)).toHaveLength(1);
  });

  it('counts what a page really loads: rows are there', async () => {
    const { body } = await statementsOf('vendor', 'GET', '/api/documentroute?page=1&pageSize=25');
    expect(body.rows).toHaveLength(25);
    expect(body.totalRecords).toBe(30);
  });
});

describe('membership read with the user, on every request', () => {
  const open = () =>
    t.call({ token: removable.token, companyId: co.vendor.id }, { method: 'GET', url: '/api/documentroute' });

  it('refuses a blocked member on the very next request, and lets them in again when unblocked', async () => {
    expect((await open()).statusCode).toBe(200);
    await t.db.insert(membershipBlocks).values({ companyId: co.vendor.id, userId: removable.id });
    const refused = await open();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe(ErrorCode.NotMember);
    await t.db
      .delete(membershipBlocks)
      .where(and(eq(membershipBlocks.companyId, co.vendor.id), eq(membershipBlocks.userId, removable.id)));
    expect((await open()).statusCode).toBe(200);
  });

  it('refuses a removed member on the very next request, though the token is still valid', async () => {
    expect((await open()).statusCode).toBe(200);
    await t.db.delete(userRoles).where(and(eq(userRoles.companyId, co.vendor.id), eq(userRoles.userId, removable.id)));
    const refused = await open();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe(ErrorCode.NotMember);
  });
});
