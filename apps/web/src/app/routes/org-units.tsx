import { TerminologyKey } from '@docvue/contracts';
import { useParams } from 'react-router';
import { CreateOrgUnitPage, EditOrgUnitPage } from '@/features/org-units/components/org-unit-form-page';
import { OrgUnitListPage } from '@/features/org-units/components/org-unit-list-page';
import { useSession } from '@/features/session/hooks/use-session';
import { termOf } from '@/lib/terms';
import { NotFoundRoute } from './not-found';

/** The company's word for org unit ("Business Unit", …). */
function useOrgUnitTerm() {
  return termOf(useSession().terminologies, TerminologyKey.OrgUnit);
}

/** /admin/orgunits: the company's org units. */
export function OrgUnitListRoute() {
  return <OrgUnitListPage term={useOrgUnitTerm()} />;
}

/** /admin/orgunit/{id}: the Org Unit form; 'create' for a new one. */
export function OrgUnitFormRoute() {
  const { id } = useParams();
  const term = useOrgUnitTerm();
  if (id === 'create') return <CreateOrgUnitPage term={term} />;
  const unitId = Number(id);
  if (!Number.isInteger(unitId) || unitId <= 0) return <NotFoundRoute />;
  return <EditOrgUnitPage key={unitId} id={unitId} term={term} />;
}
