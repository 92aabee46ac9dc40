import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import type { KnownCompany } from '../../access/companies.js';
import { companies, companyPartyTypes, companyTerminologies, userRoles } from '../../db/schema/index.js';

export type CompanyRow = typeof companies.$inferSelect;

const summaryColumns = {
  id: companies.id,
  legalName: companies.legalName,
  url: companies.url,
  isCloud: companies.isCloud,
  onBoardingProcessPending: companies.onBoardingProcessPending,
};

/** The companies a user is a member of, by name. */
export async function companiesOfUser(db: Queryable, userId: number) {
  return db
    .selectDistinct(summaryColumns)
    .from(companies)
    .innerJoin(userRoles, eq(userRoles.companyId, companies.id))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(companies.legalName), asc(companies.id));
}

/** Every company on the network: only for global (platform support) users. */
export async function allCompaniesOnNetwork(db: Queryable) {
  return db.select(summaryColumns).from(companies).orderBy(asc(companies.legalName), asc(companies.id));
}

export async function partyTypesOfCompany(db: Queryable, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ partyTypeId: companyPartyTypes.partyTypeId })
    .from(companyPartyTypes)
    .where(eq(companyPartyTypes.companyId, companyId))
    .orderBy(asc(companyPartyTypes.partyTypeId));
  return rows.map((r) => r.partyTypeId);
}

export async function terminologiesOfCompany(db: Queryable, companyId: number) {
  return db
    .select({ terminologyId: companyTerminologies.terminologyId, customizedName: companyTerminologies.customizedName })
    .from(companyTerminologies)
    .where(eq(companyTerminologies.companyId, companyId));
}

export async function logoOf(db: Queryable, company: KnownCompany): Promise<Buffer | null> {
  const [row] = await db.select({ logo: companies.logoPng }).from(companies).where(eq(companies.id, company.id));
  return row?.logo ?? null;
}

export async function companiesByIds(db: Queryable, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select(summaryColumns).from(companies).where(inArray(companies.id, ids));
}

/** A new company with its party types. */
export async function insertCompany(
  tx: Queryable,
  fields: typeof companies.$inferInsert,
  partyTypeIds: readonly number[],
): Promise<CompanyRow> {
  const [company] = await tx.insert(companies).values(fields).returning();
  if (partyTypeIds.length > 0) {
    await tx
      .insert(companyPartyTypes)
      .values(partyTypeIds.map((partyTypeId) => ({ companyId: company!.id, partyTypeId })));
  }
  return company!;
}

/** The company's own word for a term, if it chose one. */
export async function customTermOf(
  db: Queryable,
  companyId: number,
  terminologyId: number,
): Promise<string | undefined> {
  const [row] = await db
    .select({ name: companyTerminologies.customizedName })
    .from(companyTerminologies)
    .where(and(eq(companyTerminologies.companyId, companyId), eq(companyTerminologies.terminologyId, terminologyId)));
  return row?.name;
}

/** The company's own word for a term; none (an empty word) goes back to the default. */
export async function setCustomTerm(tx: Queryable, companyId: number, terminologyId: number, customizedName: string) {
  await tx
    .delete(companyTerminologies)
    .where(and(eq(companyTerminologies.companyId, companyId), eq(companyTerminologies.terminologyId, terminologyId)));
  if (customizedName) await tx.insert(companyTerminologies).values({ companyId, terminologyId, customizedName });
}

export async function setLogoPng(db: Queryable, companyId: number, png: Buffer) {
  await db.update(companies).set({ logoPng: png }).where(eq(companies.id, companyId));
}

/** Whether a company on the network has the tax number (compared as docvue_tax_key does). */
export async function taxNumberRegistered(db: Queryable, taxNumber: string): Promise<boolean> {
  const [byTax] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`docvue_tax_key(${companies.taxNumber}) = docvue_tax_key(${taxNumber})`)
    .limit(1);
  return byTax !== undefined;
}

/** Whether a company on the network has the name, in any case. */
export async function nameRegistered(db: Queryable, legalName: string): Promise<boolean> {
  const [byName] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`lower(${companies.legalName}) = lower(${legalName})`)
    .limit(1);
  return byName !== undefined;
}
