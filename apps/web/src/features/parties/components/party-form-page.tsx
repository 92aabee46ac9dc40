import type { OrgUnit, Party, PartyTypeId } from '@docvue/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ActionsMenu } from '@/components/actions-menu';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadingOrError } from '@/components/loading-or-error';
import { PageHeading } from '@/components/page-heading';
import { recordToEdit } from '@/lib/api-queries';
import { notify } from '@/lib/notify';
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

function FormButtons({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, mt: 2 }}>{children}</Box>;
}

/** /admin/party/create (`?partyTypeId=` chooses the type): a new party, invited to the network when asked. */
export function CreatePartyPage({
  orgUnitTerm,
  vendorTerm,
  partyTypeId,
}: CommonProps & { partyTypeId: PartyTypeId | null }) {
  const navigate = useNavigate();
  const formId = useId();
  const orgUnits = useActiveOrgUnits();
  const create = useCreateParty();
  const form = usePartyForm(newPartyValues(partyTypeId), orgUnitTerm);

  // A failure shows the server's message (the snackbar) and the user stays on the form.
  const submit = form.handleSubmit((values: PartyFormOutput) =>
    create.mutate(values, {
      onSuccess: () => {
        notify.success('Party Created');
        navigate(LIST);
      },
    }),
  );

  return (
    <>
      <PageHeading>Create Party</PageHeading>
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
      <FormButtons>
        <Button onClick={() => navigate(LIST)}>Cancel</Button>
        <Button type="submit" form={formId} variant="contained" disabled={create.isPending}>
          Save
        </Button>
      </FormButtons>
    </>
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
  const record = recordToEdit(party);
  if (!record) {
    return (
      <>
        <PageHeading>Edit Party</PageHeading>
        <LoadingOrError query={party} label="Loading the party" />
      </>
    );
  }
  return (
    <LoadedParty {...p} party={record} orgUnits={orgUnits.data?.items ?? []} orgUnitsLoading={orgUnits.isPending} />
  );
}

interface LoadedPartyProps extends Omit<EditPartyPageProps, 'id'> {
  party: Party;
  orgUnits: OrgUnit[];
  orgUnitsLoading: boolean;
}

function LoadedParty({ party, orgUnitTerm, vendorTerm, canConnect, orgUnits, orgUnitsLoading }: LoadedPartyProps) {
  const navigate = useNavigate();
  const formId = useId();
  const update = useUpdateParty();
  const remove = useDeleteParty();
  // The form starts from the party as loaded; a refresh (after connecting) does not undo edits.
  const [defaultValues] = useState(() => partyValues(party));
  const form = usePartyForm(defaultValues, orgUnitTerm);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const busy = update.isPending || remove.isPending;

  const submit = form.handleSubmit(({ inviteToNetwork: _createOnly, ...body }: PartyFormOutput) =>
    update.mutate(
      { id: party.id, body },
      {
        onSuccess: () => {
          notify.success('Saved');
          navigate(LIST);
        },
      },
    ),
  );

  const confirmDelete = () =>
    remove.mutate(party.id, {
      onSuccess: () => {
        notify.success('Party Deleted');
        navigate(LIST);
      },
      onSettled: () => setConfirmingDelete(false),
    });

  return (
    <>
      <PageHeading>Edit Party</PageHeading>
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
      <FormButtons>
        <Button onClick={() => navigate(LIST)}>Cancel</Button>
        {/* Editing: Save and Delete (docs/product/administration.md §2). */}
        <ActionsMenu
          disabled={busy}
          actions={[
            { label: 'Save', onClick: () => void submit() },
            { label: 'Delete', onClick: () => setConfirmingDelete(true) },
          ]}
        />
      </FormButtons>
      {party.connectedCompanyId !== null && <SharedByPartner party={party} />}
      <ConfirmDialog
        open={confirmingDelete}
        title="Confirm Delete"
        message="Are you sure?"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirmingDelete(false)}
      />
    </>
  );
}
