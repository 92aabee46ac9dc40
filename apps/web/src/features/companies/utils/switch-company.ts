import type { CompanySummary } from '@docvue/contracts';
import { setSelectedCompanyId } from '@/lib/company-storage';
import { cloudRepositoryUrl } from '@/lib/redirect';

/**
 * A cloud company lives on its own host: go to its repository there. Any other company
 * becomes the stored selection and the application starts again at '/'.
 */
export function switchCompany(
  company: CompanySummary,
  go: (url: string) => void = (url) => window.location.assign(url),
) {
  if (company.isCloud && company.url) {
    go(cloudRepositoryUrl(company.url));
    return;
  }
  setSelectedCompanyId(company.id);
  go('/');
}
