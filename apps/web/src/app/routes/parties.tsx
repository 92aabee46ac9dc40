import { TerminologyKey } from '@docvue/contracts';
import { useLocation, useParams } from 'react-router';
import { CreatePartyPage, EditPartyPage } from '@/features/parties/components/party-form-page';
import { PartyImportPage } from '@/features/parties/components/party-import-page';
import { PartyListPage } from '@/features/parties/components/party-list-page';
import { partyTypeFromSearch } from '@/features/parties/utils/party-form';
import { useSession } from '@/features/session/hooks/use-session';
import { termOf } from '@/lib/terms';
import { NotFoundRoute } from './not-found';

/** The company's words for org unit and Vendor, and whether the user may connect and invite parties. */
function usePartyContext() {
  const { terminologies, user } = useSession();
  return {
    orgUnitTerm: termOf(terminologies, TerminologyKey.OrgUnit),
    vendorTerm: termOf(terminologies, TerminologyKey.Vendor),
    canConnect: user.abilities.workWithDocuments,
  };
}

/** /admin/parties: the party list. */
export function PartyListRoute() {
  return <PartyListPage {...usePartyContext()} />;
}

/** /admin/parties/import: the party import. */
export function PartyImportRoute() {
  return <PartyImportPage />;
}

/** /admin/party/{id}: the Party form; 'create' for a new one (query partyTypeId chooses its type). */
export function PartyFormRoute() {
  const { id } = useParams();
  const { search } = useLocation();
  const context = usePartyContext();
  if (id === 'create') {
    return (
      <CreatePartyPage
        orgUnitTerm={context.orgUnitTerm}
        vendorTerm={context.vendorTerm}
        partyTypeId={partyTypeFromSearch(new URLSearchParams(search))}
      />
    );
  }
  const partyId = Number(id);
  if (!Number.isInteger(partyId) || partyId <= 0) return <NotFoundRoute />;
  return <EditPartyPage key={partyId} id={partyId} {...context} />;
}
