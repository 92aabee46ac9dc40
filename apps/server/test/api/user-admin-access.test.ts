import { createHash } from 'node:crypto';
import { ErrorCode, Role, userMessages, UserType, type RoleId } from '@docvue/contracts';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, outboxEmails, userRoles } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { admin, makeCompany, makeUser } from '../support/factories.js';

/**
 * Who an administrator can reach and what takes effect at once (docs/product/administration.md §4, §6; docs/design.md
 * §3 "Access control"): removing and blocking members, the last administrator, other companies' users,
 * members who are not administrators, and API keys.
 */
let t: TestApp;
let vendor: { id: number };
let redMesa: { id: number };
let boss: { id: number };
let adminAs: { token: string; companyId: number };
let redMesaAs: { token: string; companyId: number };

beforeAll(async () => {
  t = await createTestApp();
  vendor = await makeCompany(t.db, { name: 'Permian Basin Oilfield Services LLC' });
  redMesa = await makeCompany(t.db, { name: 'Red Mesa Energy Partners, LLC' });
  boss = await makeUser(t.db, admin(vendor.id));
  adminAs = { token: await t.tokenFor(boss.id), companyId: vendor.id };
  redMesaAs = { token: await t.tokenFor((await makeUser(t.db, admin(redMesa.id))).id), companyId: redMesa.id };
});
afterAll(() => t.close());

type As = { token: string; companyId?: number };
type Method = NonNullable<InjectOptions['method']>;
const call = (as: As, method: Method, url: string, payload?: Record<string, unknown>) =>
  t.call(as, { method, url, ...(payload ? { payload } : {}) });
/** A member's own call into a company: any route needing the company will do. */
const work = (token: string, companyId: number) => call({ token, companyId }, 'GET', '/api/companyorgunit');
const member = (memberships: Record<number, RoleId[]>, userType?: number) =>
  makeUser(t.db, { memberships, ...(userType ? { userType } : {}) });
const membership = (userId: number, companyId: number) =>
  t.db
    .select()
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.companyId, companyId)));
const listed = async (as: As, userId: number) =>
  ((await call(as, 'GET', '/api/users/exchange')).json() as { id: number; blocked: boolean }[]).find(
    (u) => u.id === userId,
  );

describe('DELETE /users/{id}', () => {
  it('removes a member from this company only: refused here on the very next call, untouched elsewhere', async () => {
    const shared = await member({ [vendor.id]: [Role.User], [redMesa.id]: [Role.Signer] });
    const token = await t.tokenFor(shared.id);
    expect((await work(token, vendor.id)).statusCode).toBe(200);

    const res = await call(adminAs, 'DELETE', `/api/users/${shared.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    const refused = await work(token, vendor.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      message: 'You are not a member of this company.',
      code: ErrorCode.NotMember,
    });
    expect((await call(adminAs, 'GET', `/api/users/${shared.id}`)).statusCode).toBe(404);
    expect(await listed(adminAs, shared.id)).toBeUndefined();
    // Red Mesa still has them, as before.
    expect((await work(token, redMesa.id)).statusCode).toBe(200);
    const there = await call({ token, companyId: redMesa.id }, 'GET', '/api/users/current');
    // Still a Signer there: may sign, not work with documents.
    expect(there.json()).toMatchObject({
      isActive: true,
      abilities: { signDocuments: true, workWithDocuments: false },
    });
    expect(await listed(redMesaAs, shared.id)).toMatchObject({ blocked: false });
  });

  it('signs out for good someone of no other company', async () => {
    const only = await member({ [vendor.id]: [Role.ReadOnly] });
    const token = await t.tokenFor(only.id);
    expect((await call(adminAs, 'DELETE', `/api/users/${only.id}`)).statusCode).toBe(200);
    for (const res of [await work(token, vendor.id), await call({ token }, 'GET', '/api/users/current')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('This account is blocked or inactive. Contact your administrator.');
    }
  });

  it('refuses to delete oneself with a message', async () => {
    const res = await call(adminAs, 'DELETE', `/api/users/${boss.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(userMessages.notYourself);
    expect(await membership(boss.id, vendor.id)).toHaveLength(1);
  });
});

describe('blocking and unblocking', () => {
  it('refuses a blocked member on the very next call to this company, keeps their other company, and lets them back in', async () => {
    const clerk = await member({ [vendor.id]: [Role.User], [redMesa.id]: [Role.ReadOnly] });
    const token = await t.tokenFor(clerk.id);
    expect((await work(token, vendor.id)).statusCode).toBe(200);

    const block = await call(adminAs, 'POST', `/api/users/${clerk.id}/block`);
    expect(block.statusCode, block.body).toBe(200);
    expect(block.json()).toMatchObject({ id: clerk.id, blocked: true, mainRole: Role.User });
    const refused = await work(token, vendor.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Your access to this company is blocked. Contact its administrator.');
    expect((await work(token, redMesa.id)).statusCode).toBe(200);
    expect(await listed(adminAs, clerk.id)).toMatchObject({ blocked: true });
    expect(await listed(redMesaAs, clerk.id)).toMatchObject({ blocked: false });
    // Blocking again changes nothing.
    expect((await call(adminAs, 'POST', `/api/users/${clerk.id}/block`)).json().blocked).toBe(true);

    const unblock = await call(adminAs, 'POST', `/api/users/${clerk.id}/unblock`);
    expect(unblock.statusCode, unblock.body).toBe(200);
    expect(unblock.json().blocked).toBe(false);
    expect((await work(token, vendor.id)).statusCode).toBe(200);
    expect(await listed(adminAs, clerk.id)).toMatchObject({ blocked: false });
  });

  it('refuses to block oneself with a message', async () => {
    const res = await call(adminAs, 'POST', `/api/users/${boss.id}/block`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(userMessages.notYourself);
    expect((await work(adminAs.token, vendor.id)).statusCode).toBe(200);
  });
});

describe('the last administrator', () => {
  // Anyone else who could delete or block an administrator is an administrator too, so the last one
  // can only be removed or blocked by themselves, which is refused; demoting is the other way out.
  let solo: { id: number; as: As; userId: number };
  const demote = (as: As, userId: number, mainRole: RoleId, additionalRoles: RoleId[] = []) =>
    call(as, 'PUT', `/api/users/${userId}`, { firstName: 'Sam', lastName: 'Solo', mainRole, additionalRoles });

  beforeAll(async () => {
    const company = await makeCompany(t.db, { name: 'Solo Minerals LLC' });
    const user = await member({ [company.id]: [Role.ReadOnly, Role.Administrator] });
    solo = {
      id: company.id,
      userId: user.id,
      as: { token: await t.tokenFor(user.id), companyId: company.id },
    };
  });

  it('cannot be demoted, deleted or blocked, with clear messages', async () => {
    for (const [mainRole, additional] of [
      [Role.ReadOnly, []],
      [Role.Signer, [Role.ReadOnly]],
    ] as const) {
      const res = await demote(solo.as, solo.userId, mainRole, [...additional]);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({ message: userMessages.lastAdministrator, code: ErrorCode.Conflict });
    }
    for (const path of ['', '/block']) {
      const res = await call(solo.as, path ? 'POST' : 'DELETE', `/api/users/${solo.userId}${path}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(userMessages.notYourself);
    }
    expect((await membership(solo.userId, solo.id)).map((r) => r.roleId).sort()).toEqual([
      Role.Administrator,
      Role.ReadOnly,
    ]);
    // An administrator role among the additional ones is enough.
    const kept = await demote(solo.as, solo.userId, Role.Signer, [Role.Administrator]);
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await call(solo.as, 'GET', '/api/users/exchange')).statusCode).toBe(200);
  });

  it('is not spared by a blocked administrator, who cannot act; once unblocked, the other may step down', async () => {
    const deputy = await member({ [solo.id]: [Role.Administrator] });
    const deputyAs = { token: await t.tokenFor(deputy.id), companyId: solo.id };
    expect((await call(solo.as, 'POST', `/api/users/${deputy.id}/block`)).statusCode).toBe(200);
    expect((await call(deputyAs, 'GET', '/api/users/exchange')).statusCode).toBe(403);

    const refused = await demote(solo.as, solo.userId, Role.ReadOnly);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(userMessages.lastAdministrator);

    expect((await call(solo.as, 'POST', `/api/users/${deputy.id}/unblock`)).statusCode).toBe(200);
    const stepDown = await demote(solo.as, solo.userId, Role.ReadOnly);
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    // No longer an administrator: refused at once; the deputy is now the last one.
    expect((await call(solo.as, 'GET', '/api/users/exchange')).statusCode).toBe(403);
    const last = await demote(deputyAs, deputy.id, Role.ReadOnly);
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toBe(userMessages.lastAdministrator);
  });
});

async function apiKeyUser(companyId: number) {
  const machine = await member({ [companyId]: [Role.User] }, UserType.ApiKey);
  const as = companyId === vendor.id ? adminAs : redMesaAs;
  const created = await call(as, 'POST', `/api/users/${machine.id}/apikeys`);
  expect(created.statusCode, created.body).toBe(201);
  return { machine, key: created.json() as { id: number; key: string; prefix: string } };
}

/*
 * Another company's users not existing for an administrator (404 for every call that names one,
 * nothing changed), and members who are not administrators being refused every administration
 * call (403), are proven for every declared route by the generated suites: cross-tenant.test.ts
 * and roles.test.ts.
 */
describe("another company's users", () => {
  it('cannot be administered by naming their company either', async () => {
    const res = await call({ ...adminAs, companyId: redMesa.id }, 'GET', '/api/users/exchange');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe(ErrorCode.NotMember);
  });
});

describe('API keys', () => {
  let machine: { id: number };

  it('are for API-key users, who are added without a password or a mail', async () => {
    const res = await call(adminAs, 'POST', '/api/users', {
      emailAddress: 'erp@permian.example',
      firstName: 'ERP',
      lastName: 'Integration',
      mainRole: Role.User,
      userType: UserType.ApiKey,
      sendOnboardingEmail: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ userType: UserType.ApiKey, isTemporaryPassword: false, apiKeys: [] });
    machine = res.json();
    expect(await t.db.$count(outboxEmails, eq(outboxEmails.toAddress, 'erp@permian.example'))).toBe(0);

    const person = await member({ [vendor.id]: [Role.User] });
    const refused = await call(adminAs, 'POST', `/api/users/${person.id}/apikeys`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('API keys can only be created for API-key users (user type 2).');
  });

  it('are shown once and stored only as a hash; afterwards only the prefix is shown', async () => {
    const res = await call(adminAs, 'POST', `/api/users/${machine.id}/apikeys`);
    expect(res.statusCode, res.body).toBe(201);
    const { id, key, prefix } = res.json() as { id: number; key: string; prefix: string };
    expect(key).toMatch(new RegExp(`^dvx_${prefix}_[A-Za-z0-9_-]{43}$`));
    const secret = key.slice(`dvx_${prefix}_`.length);

    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row!.keyHash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret);

    const shown = await call(adminAs, 'GET', `/api/users/${machine.id}`);
    expect(shown.json().apiKeys).toEqual([
      { id, prefix, createdAt: expect.any(String), lastUsedAt: null, revokedAt: null },
    ]);
    expect(shown.body).not.toContain(secret);
    expect((await call(adminAs, 'GET', '/api/users/exchange')).body).not.toContain(secret);
  });

  it('authenticate their user, in its company only, until revoked, which stops that key at once', async () => {
    const first = (await call(adminAs, 'POST', `/api/users/${machine.id}/apikeys`)).json();
    const second = (await call(adminAs, 'POST', `/api/users/${machine.id}/apikeys`)).json();
    const me = await call({ token: first.key, companyId: vendor.id }, 'GET', '/api/users/current');
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({
      id: machine.id,
      userType: UserType.ApiKey,
      abilities: { workWithDocuments: true, administer: false },
    });
    const viaHeader = await t.app.inject({
      method: 'GET',
      url: '/api/companyorgunit',
      headers: { 'x-api-key': first.key, 'company-id': String(vendor.id) },
    });
    expect(viaHeader.statusCode).toBe(200);
    expect((await work(first.key, redMesa.id)).statusCode).toBe(403);

    // Another user's key id under this user, or the other way round, is not theirs to revoke.
    const { machine: otherMachine, key: otherKey } = await apiKeyUser(vendor.id);
    expect((await call(adminAs, 'DELETE', `/api/users/${machine.id}/apikeys/${otherKey.id}`)).statusCode).toBe(404);
    expect((await call(adminAs, 'DELETE', `/api/users/${otherMachine.id}/apikeys/${first.id}`)).statusCode).toBe(404);
    expect((await work(otherKey.key, vendor.id)).statusCode).toBe(200);

    const revoke = await call(adminAs, 'DELETE', `/api/users/${machine.id}/apikeys/${first.id}`);
    expect(revoke.statusCode, revoke.body).toBe(200);
    const refused = await work(first.key, vendor.id);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe('The API key is not valid.');
    expect((await work(second.key, vendor.id)).statusCode).toBe(200);
    const shown = (await call(adminAs, 'GET', `/api/users/${machine.id}`)).json();
    expect(shown.apiKeys.find((k: { id: number }) => k.id === first.id).revokedAt).toEqual(expect.any(String));
    const again = await call(adminAs, 'DELETE', `/api/users/${machine.id}/apikeys/${first.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('The API key was not found.');
  });

  it('stop working when their user is removed from the company', async () => {
    const { machine: leaving, key } = await apiKeyUser(vendor.id);
    expect((await call(adminAs, 'DELETE', `/api/users/${leaving.id}`)).statusCode).toBe(200);
    expect((await work(key.key, vendor.id)).statusCode).toBe(401);
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.revokedAt).not.toBeNull();
  });
});
