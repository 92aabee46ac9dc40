import { PartyType, Role, type PartyTypeId } from '@docvue/contracts';
import type { Database } from '../../db/client.js';
import { parties, userRoles, users } from '../../db/schema/index.js';
import { createCompany } from '../../modules/companies/index.js';
import { cities, placeWords, streets, suffixesByKind, type CompanyKind } from './vocabulary.js';

/** A small deterministic PRNG (mulberry32), so two runs generate the same network. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface BenchCompany {
  id: number;
  idx: number;
  kind: CompanyKind;
  legalName: string;
  /** Initials used in document numbers (PBOS-123456). */
  prefix: string;
  city: string;
  state: string;
  zip: string;
  /** How much it sends, relative to the others (Zipf-like: a few large companies, many small). */
  weight: number;
  userId: number;
}

export interface BenchPartner {
  companyId: number;
  k: number;
  partnerCompanyId: number;
  partyId: number;
}

const partyTypesOf: Record<CompanyKind, PartyTypeId[]> = {
  vendor: [PartyType.Vendor],
  operator: [PartyType.Operator, PartyType.Purchaser],
  owner: [PartyType.Owner],
};

/** Whom each kind of company sends documents to. */
const targetKind: Record<CompanyKind, CompanyKind> = { vendor: 'operator', operator: 'owner', owner: 'operator' };
const partyTypeFor: Record<CompanyKind, PartyTypeId> = {
  vendor: PartyType.Vendor,
  operator: PartyType.Operator,
  owner: PartyType.Owner,
};

/**
 * Companies (half vendors, 30% operators, 20% owners) with their users and address books: each
 * company has up to 30 trading partners of the kind it sends to, large partners more likely,
 * every one connected.
 */
export async function createBenchNetwork(db: Database, count: number, seed = 42) {
  const rand = prng(seed);
  const companies: BenchCompany[] = [];
  const used = new Set<string>();
  for (let idx = 0; idx < count; idx++) {
    const kind: CompanyKind = idx % 10 < 5 ? 'vendor' : idx % 10 < 8 ? 'operator' : 'owner';
    const suffixes = suffixesByKind[kind];
    let legalName = `${placeWords[idx % placeWords.length]} ${suffixes[Math.floor(idx / placeWords.length) % suffixes.length]}`;
    for (let n = 2; used.has(legalName); n++) legalName = `${legalName.replace(/ \d+$/, '')} ${n}`;
    used.add(legalName);
    const [city, state, zip] = cities[idx % cities.length]!;
    const prefix = legalName
      .split(/[\s&]+/)
      .filter((w) => /^[A-Za-z]/.test(w))
      .map((w) => w[0]!.toUpperCase())
      .join('')
      .slice(0, 5);
    const company = await createCompany(db, {
      legalName,
      addressLineOne: `${100 + Math.floor(rand() * 9000)} ${streets[idx % streets.length]}`,
      city,
      state,
      zipCode: zip,
      taxNumber: `75-${String(1000000 + idx)}`,
      partyTypeIds: partyTypesOf[kind],
    });
    const [user] = await db
      .insert(users)
      .values({
        emailAddress: `bench-admin-${idx}@bench.example`,
        firstName: 'Bench',
        lastName: `Admin ${idx}`,
        acceptedLicenceVersion: '20230112090913',
      })
      .returning({ id: users.id });
    await db
      .insert(userRoles)
      .values({ companyId: company.id, userId: user!.id, roleId: Role.Administrator, isMain: true });
    // Rank by a shuffled position so that each kind has large and small companies.
    const rank = 1 + Math.floor(rand() * count);
    companies.push({
      id: company.id,
      idx,
      kind,
      legalName,
      prefix,
      city,
      state,
      zip,
      weight: (1 / rank ** 0.9) * (kind === 'owner' ? 0.15 : 1),
      userId: user!.id,
    });
  }

  const partners: BenchPartner[] = [];
  for (const c of companies) {
    const pool = companies.filter((o) => o.kind === targetKind[c.kind] && o.id !== c.id);
    const chosen: BenchCompany[] = [];
    const remaining = [...pool];
    while (chosen.length < Math.min(30, pool.length)) {
      const total = remaining.reduce((n, o) => n + o.weight, 0);
      let r = rand() * total;
      const i = remaining.findIndex((o) => (r -= o.weight) <= 0);
      chosen.push(...remaining.splice(i < 0 ? remaining.length - 1 : i, 1));
    }
    if (chosen.length === 0) continue;
    const rows = await db
      .insert(parties)
      .values(
        chosen.map((o, k) => ({
          companyId: c.id,
          partyTypeId: partyTypeFor[o.kind],
          name: o.legalName,
          number: `${o.prefix}-${1000 + k}`,
          emails: [`ap@${o.prefix.toLowerCase()}.example`],
          city: o.city,
          state: o.state,
          zipCode: o.zip,
          connectedCompanyId: o.id,
        })),
      )
      .returning({ id: parties.id });
    rows.forEach((p, k) => partners.push({ companyId: c.id, k, partnerCompanyId: chosen[k]!.id, partyId: p.id }));
  }
  return { companies, partners };
}
