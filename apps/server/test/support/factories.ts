import { Role, UserType, type PartyTypeId, type RoleId } from '@docvue/contracts';
import type { Database } from '../../src/db/client.js';
import { orgUnits, parties, partyOrgUnits, userRoles, users } from '../../src/db/schema/index.js';
import { createCompany } from '../../src/modules/companies/create-company.js';

let seq = 0;
const next = () => ++seq;

export async function makeCompany(
  db: Database,
  opts: { name?: string; partyTypeIds?: PartyTypeId[]; isCloud?: boolean; url?: string } = {},
) {
  const n = next();
  return createCompany(db, {
    legalName: opts.name ?? `Test Company ${n}`,
    city: 'Midland',
    state: 'TX',
    zipCode: '79701',
    taxNumber: `75-${String(1000000 + n)}`,
    partyTypeIds: opts.partyTypeIds ?? [],
    isCloud: opts.isCloud ?? false,
    ...(opts.url ? { url: opts.url } : {}),
  });
}

export interface MakeUser {
  /** Memberships: company id → roles, the first being the main role. */
  memberships?: Record<number, RoleId[]>;
  userType?: number;
  email?: string;
  acceptedLicenceVersion?: string | null;
  blocked?: boolean;
  passwordHash?: string;
  /** The company that made the account (by default its first membership's). */
  ownerCompanyId?: number | null;
  /** Whether the person proved their address (default: yes). */
  emailVerified?: boolean;
}

export async function makeUser(db: Database, opts: MakeUser = {}) {
  const n = next();
  const [user] = await db
    .insert(users)
    .values({
      emailAddress: opts.email ?? `user${n}@test.example`,
      firstName: 'Test',
      lastName: `User ${n}`,
      userType: opts.userType ?? UserType.Regular,
      acceptedLicenceVersion: opts.acceptedLicenceVersion ?? null,
      blocked: opts.blocked ?? false,
      passwordHash: opts.passwordHash ?? null,
      ownerCompanyId:
        opts.ownerCompanyId !== undefined
          ? opts.ownerCompanyId
          : Number(Object.keys(opts.memberships ?? {})[0]) || null,
      emailVerifiedAt: opts.emailVerified === false ? null : new Date(),
    })
    .returning();
  for (const [companyId, roles] of Object.entries(opts.memberships ?? {})) {
    await db
      .insert(userRoles)
      .values(roles.map((roleId, i) => ({ companyId: Number(companyId), userId: user!.id, roleId, isMain: i === 0 })));
  }
  return user!;
}

export const admin = (companyId: number) => ({ memberships: { [companyId]: [Role.Administrator] as RoleId[] } });
export const readOnly = (companyId: number) => ({ memberships: { [companyId]: [Role.ReadOnly] as RoleId[] } });

export async function makeOrgUnit(db: Database, companyId: number, name = `Field Office ${next()}`) {
  const [unit] = await db
    .insert(orgUnits)
    .values({ companyId, name, code: name.slice(0, 3).toUpperCase() + next() })
    .returning();
  return unit!;
}

export async function makeParty(
  db: Database,
  companyId: number,
  opts: Partial<typeof parties.$inferInsert> & { orgUnitIds?: number[] } = {},
) {
  const n = next();
  const { orgUnitIds = [], ...fields } = opts;
  const [party] = await db
    .insert(parties)
    .values({
      companyId,
      partyTypeId: 1,
      name: `Party ${n}`,
      number: `P-${n}`,
      emails: [`ap${n}@partner.example`],
      ...fields,
    })
    .returning();
  if (orgUnitIds.length) {
    await db.insert(partyOrgUnits).values(orgUnitIds.map((orgUnitId) => ({ partyId: party!.id, orgUnitId })));
  }
  return party!;
}
