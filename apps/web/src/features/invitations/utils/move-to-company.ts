import type { CompanySummary } from '@docvue/contracts';
import { setSelectedCompanyId } from '@/lib/company-storage';

/** Work in another company from now on: it becomes the selected one and the app starts again at `path`. */
export function startAgainIn(
  company: CompanySummary,
  path: string,
  go: (url: string) => void = (url) => window.location.assign(url),
) {
  setSelectedCompanyId(company.id);
  go(path);
}

/**
 * Where a user goes after 'Invitation Not found' (docs/product/administration.md §8: "the user is then moved to the first
 * non-cloud company"): the first of their companies that lives on this host.
 */
export const firstLocalCompany = (companies: CompanySummary[]) => companies.find((c) => !c.isCloud);
