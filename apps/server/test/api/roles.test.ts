import { declaredRoutes, ErrorCode, Role, UserType, type Permission, type RoleId } from '@docvue/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolesGranting } from '../../src/access/permissions.js';
import {
  addressSets,
  apiKeys,
  documents,
  legalDocuments,
  membershipBlocks,
  orgUnits,
  parties,
  userRoles,
  users,
} from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { makeCompany, makeUser } from '../support/factories.js';
import { companyFixture, requestsFor, type Fixture } from '../support/route-calls.js';

/**
 * Generated from the route declarations: every route that declares a permission is called, on
 * the company's own objects, by members whose role does not grant it and by platform support;
 * each call is refused with 403 before it does anything. Which roles grant what is tested here
 * once, through the real sign-in path, rather than route by route.
 */

let t: TestApp;
let company: Fixture;
const tokens: Record<string, string> = {};

/**
 * Members whose role lacks each permission (the rules of access/permissions.ts, stated as a user
 * sees them). `adminElsewhere` administers another company and is only ReadOnly here: roles
 * count in the company named by the call.
 */
const lacking: Record<Permission, string[]> = {
  workWithDocuments: ['readOnly', 'signer', 'global', 'adminElsewhere'],
  signDocuments: ['readOnly', 'global', 'adminElsewhere'],
  administer: ['user', 'readOnly', 'signer', 'global', 'adminElsewhere'],
};

beforeAll(async () => {
  t = await createTestApp();
  company = await companyFixture(t, 'Roles');
  const member = async (roles: RoleId[], other: Record<number, RoleId[]> = {}) =>
    t.tokenFor((await makeUser(t.db, { memberships: { [company.company.id]: roles, ...other } })).id);
  tokens.user = await member([Role.User]);
  tokens.readOnly = await member([Role.ReadOnly]);
  tokens.signer = await member([Role.Signer]);
  tokens.global = await t.tokenFor((await makeUser(t.db, { userType: UserType.Global })).id);
  const elsewhere = await makeCompany(t.db);
  tokens.adminElsewhere = await member([Role.ReadOnly], { [elsewhere.id]: [Role.Administrator] });
}, 120_000);
afterAll(() => t.close());

/** What a refused call must not have changed: the company's documents, book, members and their keys, settings. */
async function companyState() {
  const id = company.company.id;
  const members = t.db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.companyId, id));
  return {
    documents: await t.db.select().from(documents).where(eq(documents.senderCompanyId, id)),
    parties: await t.db.select().from(parties).where(eq(parties.companyId, id)),
    orgUnits: await t.db.select().from(orgUnits).where(eq(orgUnits.companyId, id)),
    roles: await t.db.select().from(userRoles).where(eq(userRoles.companyId, id)),
    blocks: await t.db.select().from(membershipBlocks).where(eq(membershipBlocks.companyId, id)),
    users: await t.db
      .select({ id: users.id, email: users.emailAddress, name: users.firstName, active: users.isActive })
      .from(users)
      .where(inArray(users.id, members)),
    keys: await t.db
      .select({ id: apiKeys.id, revokedAt: apiKeys.revokedAt })
      .from(apiKeys)
      .where(inArray(apiKeys.userId, members)),
    legalDocuments: await t.db.select().from(legalDocuments).where(eq(legalDocuments.companyId, id)),
    addressSets: await t.db.select().from(addressSets).where(eq(addressSets.companyId, id)),
  };
}

describe('the roles of each permission', () => {
  it('are those its rule grants, for notices only some members may act on', () => {
    expect(rolesGranting('administer')).toEqual([Role.Administrator]);
    expect(rolesGranting('workWithDocuments').sort()).toEqual([Role.Administrator, Role.User].sort());
    expect(rolesGranting('signDocuments').sort()).toEqual([Role.Administrator, Role.User, Role.Signer].sort());
  });
});

describe('permissions declared on routes', () => {
  it('refuse every member whose role lacks them, and platform support, with 403 and no change', async () => {
    const guarded = declaredRoutes.filter((r) => r.permission);
    expect(guarded.length).toBeGreaterThan(10);
    const before = await companyState();
    for (const route of guarded) {
      for (const who of lacking[route.permission!]) {
        const res = await t.call(
          { token: tokens[who], companyId: company.company.id },
          requestsFor(route, company)[0]!,
        );
        expect(res.statusCode, `${route.name} as ${who}: ${res.body.slice(0, 200)}`).toBe(403);
        expect(res.json().error.code).toBe(ErrorCode.Forbidden);
      }
    }
    expect(await companyState()).toEqual(before);
  }, 120_000);

  it('let the roles that grant them through, on every one of those routes', async () => {
    const refusals = [
      'Your role can read documents but not change them.',
      'Your role cannot sign or return documents.',
      'Only a company administrator can do this.',
    ];
    const granted: Record<Permission, string> = {
      workWithDocuments: 'user',
      signDocuments: 'signer',
      administer: 'admin',
    };
    for (const route of declaredRoutes.filter((r) => r.permission)) {
      const who = granted[route.permission!];
      const caller = who === 'admin' ? company.caller : { token: tokens[who], companyId: company.company.id };
      const res = await t.call(caller, requestsFor(route, company)[0]!);
      // Past the permission the call may still be refused for what it asks (a missing file, a wrong status).
      expect(refusals, `${route.name} as ${who}: ${res.body.slice(0, 200)}`).not.toContain(res.json()?.error?.message);
    }
  }, 120_000);
});
