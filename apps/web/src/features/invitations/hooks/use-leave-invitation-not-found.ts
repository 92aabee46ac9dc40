import type { CompanySummary } from '@docvue/contracts';
import { useNavigate } from 'react-router';
import { firstLocalCompany } from '../utils/move-to-company';

/**
 * After 'Invitation Not found' the user is moved to the first non-cloud company (docs/product/administration.md §8): Home,
 * when that is the selected company already; otherwise `moveToCompany` starts the app again in it.
 */
export function useLeaveInvitationNotFound(
  companies: CompanySummary[],
  company: CompanySummary,
  moveToCompany: (company: CompanySummary) => void,
) {
  const navigate = useNavigate();
  return () => {
    const first = firstLocalCompany(companies);
    if (first && first.id !== company.id) moveToCompany(first);
    else void navigate('/', { replace: true });
  };
}
