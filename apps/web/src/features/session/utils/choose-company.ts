import type { CompanySummary } from '@docvue/contracts';

export type CompanyChoice =
  | { kind: 'company'; company: CompanySummary }
  | { kind: 'cloud'; company: CompanySummary & { url: string } }
  | { kind: 'none' };

const hasUrl = (c: CompanySummary): c is CompanySummary & { url: string } => Boolean(c.url?.trim());

/**
 * The company to work in after sign-in: the one an e-mailed link names (`?companyId=`), when it
 * is one of the user's; else the stored one when it still is (and not a cloud company, which
 * lives on its own host), else the first other company. Without any, a cloud company's host, or
 * nothing.
 */
export function chooseCompany(
  companies: CompanySummary[],
  storedId: number | undefined,
  linkedId?: number,
): CompanyChoice {
  const local = companies.filter((c) => !c.isCloud);
  const company = local.find((c) => c.id === linkedId) ?? local.find((c) => c.id === storedId) ?? local[0];
  if (company) return { kind: 'company', company };
  const cloud = companies.find((c) => c.isCloud && hasUrl(c));
  return cloud && hasUrl(cloud) ? { kind: 'cloud', company: cloud } : { kind: 'none' };
}

/** The company id of a link's `?companyId=`, if it is one. */
export function linkedCompanyIdOf(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
