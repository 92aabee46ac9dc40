import { Role } from '@docvue/contracts';
import type { Queryable } from '../db/client.js';
import {
  companies,
  companyPartyTypes,
  companyTerminologies,
  invitations,
  lookupValues,
  orgUnits,
  parties,
  partyOrgUnits,
  userPreferences,
  userRoles,
  users,
} from '../db/schema/index.js';
import { instantiateDocumentTypes } from '../modules/document-types/index.js';
import { refreshOnboardingPending } from '../modules/invitations/index.js';
import { demoCompanies, type CompanyKey } from './demo-data/companies.js';
import { demoMasterData, masterDataTypeIds, type MasterDataType } from './demo-data/master-data.js';
import { demoParties } from './demo-data/parties.js';
import { demoUsers } from './demo-data/users.js';

/** Database ids of what `insertNetwork` created, for the documents that refer to it. */
export interface NetworkIds {
  company(key: CompanyKey): number;
  companyKeyOf(id: number): CompanyKey;
  user(email: string): number;
  /** The entry in `owner`'s address book for `partnerKey`, with its network link. */
  party(owner: CompanyKey, partnerKey: string): { id: number; connectedCompanyId: number | null };
  /** A company's master-data lookup value (AFE, well, …), by metadata type and value. */
  masterData(companyId: number, metadataTypeId: number, value: string): number | undefined;
}

function required<K, V>(map: Map<K, V>, key: K, what: string): V {
  const v = map.get(key);
  if (v === undefined) throw new Error(`Demo seed: no ${what} ${String(key)}`);
  return v;
}

/** Companies, their document types, org units, users, parties and master data. */
export async function insertNetwork(tx: Queryable, passwordHash: string): Promise<NetworkIds> {
  const companyRows = await tx
    .insert(companies)
    .values(
      demoCompanies.map((c) => ({
        legalName: c.legalName,
        addressLineOne: c.addressLineOne,
        addressLineTwo: c.addressLineTwo ?? null,
        city: c.city,
        state: c.state,
        zipCode: c.zipCode,
        taxNumber: c.taxNumber,
        isCloud: c.isCloud ?? false,
        url: c.url ?? null,
      })),
    )
    .returning({ id: companies.id, legalName: companies.legalName });
  const companyIds = new Map<CompanyKey, number>(
    demoCompanies.map((c) => [c.key, companyRows.find((r) => r.legalName === c.legalName)!.id]),
  );
  const companyId = (key: CompanyKey) => required(companyIds, key, 'company');

  await tx
    .insert(companyPartyTypes)
    .values(
      demoCompanies.flatMap((c) => c.partyTypes.map((partyTypeId) => ({ companyId: companyId(c.key), partyTypeId }))),
    );
  const terminology = demoCompanies.flatMap((c) =>
    (c.terminology ?? []).map((t) => ({ companyId: companyId(c.key), ...t })),
  );
  if (terminology.length > 0) await tx.insert(companyTerminologies).values(terminology);
  for (const c of demoCompanies) await instantiateDocumentTypes(tx, companyId(c.key));

  const orgUnitRows = await tx
    .insert(orgUnits)
    .values(demoCompanies.flatMap((c) => c.orgUnits.map((o) => ({ companyId: companyId(c.key), ...o }))))
    .returning({ id: orgUnits.id, companyId: orgUnits.companyId, code: orgUnits.code });
  const orgUnitIds = new Map(orgUnitRows.map((o) => [`${o.companyId}:${o.code}`, o.id]));

  const userRows = await tx
    .insert(users)
    .values(
      demoUsers.map((u) => ({
        emailAddress: u.email,
        title: u.title,
        firstName: u.firstName,
        lastName: u.lastName,
        userType: u.userType,
        passwordHash: u.hasPassword ? passwordHash : null,
        // Made by its first company; a person of two companies is managed by neither (theirs).
        ownerCompanyId: u.memberships[0] ? companyId(u.memberships[0].company) : null,
        // The demo's addresses stand for mailboxes their people read.
        emailVerifiedAt: u.hasPassword ? new Date() : null,
        // Left null on purpose: the first sign-in shows the licence.
        acceptedLicenceVersion: null,
        // The welcome dialog greets a new company's administrator (see shouldDisplayWelcome); the
        // demo companies arrive with their records and are not new.
        welcomeMessageDisplayed: true,
      })),
    )
    .returning({ id: users.id, email: users.emailAddress });
  const userIds = new Map(userRows.map((u) => [u.email, u.id]));
  const roleRows = demoUsers.flatMap((u) =>
    u.memberships.flatMap((m) =>
      m.roles.map((roleId, i) => ({
        companyId: companyId(m.company),
        userId: required(userIds, u.email, 'user'),
        roleId,
        isMain: i === 0,
      })),
    ),
  );
  await tx.insert(userRoles).values(roleRows);
  const preferenceRows = demoUsers.flatMap((u) =>
    Object.entries(u.preferences ?? {}).map(([key, value]) => ({
      userId: required(userIds, u.email, 'user'),
      key,
      value,
    })),
  );
  if (preferenceRows.length > 0) await tx.insert(userPreferences).values(preferenceRows);

  const partyIds = new Map<string, { id: number; connectedCompanyId: number | null }>();
  for (const p of demoParties) {
    const net = p.network;
    const [row] = await tx
      .insert(parties)
      .values({
        companyId: companyId(p.owner),
        partyTypeId: p.partyTypeId,
        name: p.name,
        number: p.number,
        phone: p.phone,
        emails: p.emails,
        taxIdentifier: p.taxIdentifier,
        achRoutingTransitNumber: p.achRoutingTransitNumber ?? null,
        addressLineOne: p.addressLineOne,
        addressLineTwo: p.addressLineTwo ?? null,
        city: p.city,
        state: p.state,
        zipCode: p.zipCode,
        connectedCompanyId: net.kind === 'connected' ? companyId(net.company) : null,
        suggestedCompanyId: net.kind === 'suggested' ? companyId(net.company) : null,
        isInviteSent: net.kind !== 'connected' && net.inviteSent,
      })
      .returning({ id: parties.id, connectedCompanyId: parties.connectedCompanyId });
    partyIds.set(`${p.owner}:${p.key}`, row!);
    await tx.insert(partyOrgUnits).values(
      p.orgUnits.map((code) => ({
        partyId: row!.id,
        orgUnitId: required(orgUnitIds, `${companyId(p.owner)}:${code}`, 'org unit'),
      })),
    );
  }

  await insertConnectRequests(tx, companyId, (email) => required(userIds, email, 'user'), partyIds);

  const masterRows = demoCompanies.flatMap((c) =>
    Object.entries(demoMasterData[c.key]).flatMap(([type, values]) =>
      (values ?? []).map((value, i) => ({
        companyId: companyId(c.key),
        metadataTypeId: masterDataTypeIds[type as MasterDataType],
        value,
        sortOrder: (i + 1) * 10,
      })),
    ),
  );
  const inserted = await tx.insert(lookupValues).values(masterRows).returning({
    id: lookupValues.id,
    companyId: lookupValues.companyId,
    typeId: lookupValues.metadataTypeId,
    value: lookupValues.value,
  });
  const masterIds = new Map(inserted.map((r) => [`${r.companyId}:${r.typeId}:${r.value}`, r.id]));

  const keyById = new Map([...companyIds].map(([k, id]) => [id, k]));
  return {
    company: companyId,
    companyKeyOf: (id) => required(keyById, id, 'company id'),
    user: (email) => required(userIds, email, 'user'),
    party: (owner, partnerKey) => required(partyIds, `${owner}:${partnerKey}`, 'party'),
    masterData: (cid, typeId, value) => masterIds.get(`${cid}:${typeId}:${value}`),
  };
}

/**
 * A party asked to connect ("Waiting for other party to accept") has the invitation Connect makes
 * (askToConnect): pending, from an administrator of the asking company, for the suggested one,
 * whose administrators answer it in Invitations. Without it the request could never be answered.
 */
async function insertConnectRequests(
  tx: Queryable,
  companyId: (key: CompanyKey) => number,
  userId: (email: string) => number,
  partyIds: Map<string, { id: number }>,
) {
  const asked = demoParties.filter((p) => p.network.kind === 'suggested' && p.network.inviteSent);
  for (const p of asked) {
    if (p.network.kind !== 'suggested') continue;
    const admin = demoUsers.find((u) =>
      u.memberships.some((m) => m.company === p.owner && m.roles.includes(Role.Administrator)),
    );
    await tx.insert(invitations).values({
      kind: 'connect',
      senderCompanyId: companyId(p.owner),
      senderUserId: admin ? userId(admin.email) : null,
      senderPartyId: required(partyIds, `${p.owner}:${p.key}`, 'party').id,
      partyTypeId: p.partyTypeId,
      receiverCompanyId: companyId(p.network.company),
      lastSentAt: new Date(),
    });
    await refreshOnboardingPending(tx, companyId(p.owner));
  }
}
