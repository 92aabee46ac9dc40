import type { OrgUnit, Party, PartyTypeId } from '@docvue/contracts';
import Box from '@mui/material/Box';
import { useId, useState } from 'react';
import { EditRecordScaffold, LoadRecord, useBackToList } from '@/components/edit-record';
import { useCreateParty } from '../api/create-party';
import { useDeleteParty } from '../api/delete-party';
import { useActiveOrgUnits } from '../api/get-org-units';
import { useParty } from '../api/get-party';
import { useUpdateParty } from '../api/update-party';
import { usePartyForm } from '../hooks/use-party-form';
import { newPartyValues, partyValues, type PartyFormOutput } from '../utils/party-form';
import { PartyConnectionWidget } from './party-connection-widget';
import { PartyForm } from './party-form';
import { SharedByPartner } from './shared-by-partner';

interface CommonProps {
  /** The company's word for org unit. */
  orgUnitTerm: string;
  /** The company's word for Vendor. */
  vendorTerm: string;
}

const LIST = '/admin/parties';

/** /admin/party/create (`?partyTypeId=` chooses the type): a new party, invited to the network when asked. */
export function CreatePartyPage({
  orgUnitTerm,
  vendorTerm,
  partyTypeId,
}: CommonProps & { partyTypeId: PartyTypeId | null }) {
  const back = useBackToList(LIST);
  const formId = useId();
  const orgUnits = useActiveOrgUnits();
  const create = useCreateParty();
  const form = usePartyForm(newPartyValues(partyTypeId), orgUnitTerm);

  // A failure shows the server's message (the snackbar) and the user stays on the form.
  const submit = form.handleSubmit((values: PartyFormOutput) =>
    create.mutate(values, { onSuccess: () => back.done('Party Created') }),
  );

  return (
    <EditRecordScaffold
      title="Create Party"
      listPath={LIST}
      formId={formId}
      saveButton="contained"
      busy={create.isPending}
    >
      <PartyForm
        party={null}
        control={form.control}
        orgUnitTerm={orgUnitTerm}
        vendorTerm={vendorTerm}
        orgUnits={orgUnits.data?.items ?? []}
        orgUnitsLoading={orgUnits.isPending}
        formId={formId}
        busy={create.isPending}
        onSubmit={submit}
      />
    </EditRecordScaffold>
  );
}

interface EditPartyPageProps extends CommonProps {
  id: number;
  /** Whether the user may connect and invite the party. */
  canConnect: boolean;
}

/** /admin/party/{id}: the party, its connection status, and the Actions Save and Delete. */
export function EditPartyPage({ id, ...p }: EditPartyPageProps) {
  const party = useParty(id);
  const orgUnits = useActiveOrgUnits();
  return (
    <LoadRecord query={party} title="Edit Party" loadingLabel="Loading the party">
      {(record) => (
        <LoadedParty {...p} party={record} orgUnits={orgUnits.data?.items ?? []} orgUnitsLoading={orgUnits.isPending} />
      )}
    </LoadRecord>
  );
}

interface LoadedPartyProps extends Omit<EditPartyPageProps, 'id'> {
  party: Party;
  orgUnits: OrgUnit[];
  orgUnitsLoading: boolean;
}

function LoadedParty({ party, orgUnitTerm, vendorTerm, canConnect, orgUnits, orgUnitsLoading }: LoadedPartyProps) {
  const back = useBackToList(LIST);
  const formId = useId();
  const update = useUpdateParty();
  const remove = useDeleteParty();
  // The form starts from the party as loaded; a refresh (after connecting) does not undo edits.
  const [defaultValues] = useState(() => partyValues(party));
  const form = usePartyForm(defaultValues, orgUnitTerm);
  const busy = update.isPending || remove.isPending;

  const submit = form.handleSubmit(({ inviteToNetwork: _createOnly, ...body }: PartyFormOutput) =>
    update.mutate({ id: party.id, body }, { onSuccess: () => back.done('Saved') }),
  );

  // Editing: the spec's Actions menu with Save and Delete (docs/product/administration.md §2), and Save
  // also in view beside Cancel: hidden in a menu, people did not find how to save.
  return (
    <EditRecordScaffold
      title="Edit Party"
      listPath={LIST}
      formId={formId}
      saveButton="contained"
      busy={busy}
      actions={(del) => [{ label: 'Save', onClick: () => void submit() }, del]}
      remove={{ id: party.id, mutation: remove, deletedMessage: 'Party Deleted' }}
      below={party.connectedCompanyId !== null && <SharedByPartner party={party} />}
    >
      <Box sx={{ mb: 2 }}>
        <PartyConnectionWidget party={party} canConnect={canConnect} />
      </Box>
      <PartyForm
        party={party}
        control={form.control}
        orgUnitTerm={orgUnitTerm}
        vendorTerm={vendorTerm}
        orgUnits={orgUnits}
        orgUnitsLoading={orgUnitsLoading}
        formId={formId}
        busy={busy}
        onSubmit={submit}
      />
    </EditRecordScaffold>
  );
}
