import { Role } from '@docvue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MembershipCache, type CachedIdentity } from '../../src/identity/membership-cache.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { admin, makeCompany, makeUser } from '../support/factories.js';

/*
 * Who a user is in a company is kept between requests (docs/history.md §17) and must never let a removed or
 * blocked member in: a change made through another server process on the same database reaches
 * this one through the database's announcement (migration 0018). Two apps on one database stand
 * for two processes: on PostgreSQL each listens on a connection of its own, as separate
 * processes do; an embedded PGlite belongs to one process, where the announcement comes at once.
 */
let a: TestApp;
let b: TestApp;
let vendor: { id: number };
let adminOnB: { token: string; companyId: number };

beforeAll(async () => {
  a = await createTestApp({}, { countStatements: true });
  b = await createTestApp({}, { sharing: a });
  vendor = await makeCompany(a.db, { name: 'Permian Basin Oilfield Services LLC' });
  adminOnB = { token: await b.tokenFor((await makeUser(a.db, admin(vendor.id))).id), companyId: vendor.id };
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const work = (app: TestApp, token: string) =>
  app.call({ token, companyId: vendor.id }, { method: 'GET', url: '/api/companyorgunit' });
const readsUser = (app: TestApp, res: Parameters<TestApp['statementsOf']>[0]) =>
  app.statementsOf(res).some((q) => q.includes('from "users"'));
const statusSoon = (token: string, status: number) =>
  expect.poll(async () => (await work(a, token)).statusCode, { timeout: 5000, interval: 20 }).toBe(status);

describe('membership kept between requests across processes', () => {
  it('is read once, then known; a block made through the other process refuses the member here', async () => {
    const clerk = await makeUser(a.db, { memberships: { [vendor.id]: [Role.User] } });
    const token = await a.tokenFor(clerk.id);
    const first = await work(a, token);
    expect(first.statusCode).toBe(200);
    expect(readsUser(a, first)).toBe(true);
    const second = await work(a, token);
    expect(second.statusCode).toBe(200);
    expect(readsUser(a, second)).toBe(false);

    const block = await b.call(adminOnB, { method: 'POST', url: `/api/users/${clerk.id}/block` });
    expect(block.statusCode, block.body).toBe(200);
    await statusSoon(token, 403);

    const unblock = await b.call(adminOnB, { method: 'POST', url: `/api/users/${clerk.id}/unblock` });
    expect(unblock.statusCode, unblock.body).toBe(200);
    await statusSoon(token, 200);
  });

  it('refuses a member removed through the other process', async () => {
    const clerk = await makeUser(a.db, { memberships: { [vendor.id]: [Role.User] } });
    const token = await a.tokenFor(clerk.id);
    expect((await work(a, token)).statusCode).toBe(200);
    const removed = await b.call(adminOnB, { method: 'DELETE', url: `/api/users/${clerk.id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    await statusSoon(token, 401);
  });
});

describe('the membership cache itself', () => {
  const identity = (userId: number): CachedIdentity =>
    ({ user: { id: userId }, membership: undefined }) as unknown as CachedIdentity;

  it('does not keep a read that overlapped a change: it may predate the change', () => {
    const cache = new MembershipCache();
    cache.setListening(true);
    const key = MembershipCache.key({ id: 7 }, 1);
    const before = cache.generation;
    cache.changed('7'); // announced while the read was under way
    cache.put(key, 7, identity(7), before);
    expect(cache.get(key)).toBeUndefined();
    cache.put(key, 7, identity(7), cache.generation);
    expect(cache.get(key)).toBeDefined();
  });

  it('keeps nothing while announcements cannot arrive, and forgets everything when they stop', () => {
    const cache = new MembershipCache();
    const key = MembershipCache.key({ id: 7 }, 1);
    cache.put(key, 7, identity(7), cache.generation);
    expect(cache.get(key)).toBeUndefined();
    cache.setListening(true);
    cache.put(key, 7, identity(7), cache.generation);
    expect(cache.get(key)).toBeDefined();
    cache.setListening(false);
    expect(cache.get(key)).toBeUndefined();
  });

  it('drops only the announced user, and everyone for a company change', () => {
    const cache = new MembershipCache();
    cache.setListening(true);
    const [k7, k7b, k8] = [
      MembershipCache.key({ id: 7 }, 1),
      MembershipCache.key({ id: 7 }, 2),
      MembershipCache.key({ id: 8 }, 1),
    ];
    for (const [k, id] of [
      [k7, 7],
      [k7b, 7],
      [k8, 8],
    ] as const)
      cache.put(k, id, identity(id), cache.generation);
    cache.changed('7');
    expect([cache.get(k7), cache.get(k7b), cache.get(k8)].map(Boolean)).toEqual([false, false, true]);
    cache.changed('*');
    expect(cache.get(k8)).toBeUndefined();
  });
});
