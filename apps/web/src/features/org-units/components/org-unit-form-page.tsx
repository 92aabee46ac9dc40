import type { OrgUnit } from '@docvue/contracts';
import Button from '@mui/material/Button';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ActionsMenu } from '@/components/actions-menu';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormButtons } from '@/components/form-buttons';
import { LoadingOrError } from '@/components/loading-or-error';
import { PageHeading } from '@/components/page-heading';
import { recordToEdit } from '@/lib/api-queries';
import { notify } from '@/lib/notify';
import { useCreateOrgUnit } from '../api/create-org-unit';
import { useDeleteOrgUnit } from '../api/delete-org-unit';
import { useOrgUnit } from '../api/get-org-unit';
import { useUpdateOrgUnit } from '../api/update-org-unit';
import { useOrgUnitForm } from '../hooks/use-org-unit-form';
import { newOrgUnitValues, orgUnitValues, type OrgUnitFormOutput } from '../utils/org-unit-form';
import { ORG_UNIT_LIST_PATH } from '../utils/paths';
import { OrgUnitForm } from './org-unit-form';

interface TermProps {
  /** The company's word for org unit (docs/product/administration.md §2: titles and messages use it). */
  term: string;
}

/** /admin/orgunit/create: a new org unit; '{term} Created', or the server's message and the user stays. */
export function CreateOrgUnitPage({ term }: TermProps) {
  const navigate = useNavigate();
  const formId = useId();
  const create = useCreateOrgUnit();
  const [defaultValues] = useState(newOrgUnitValues);
  const form = useOrgUnitForm(defaultValues);

  const submit = form.handleSubmit((values: OrgUnitFormOutput) =>
    create.mutate(values, {
      onSuccess: () => {
        notify.success(`${term} Created`);
        navigate(ORG_UNIT_LIST_PATH);
      },
    }),
  );

  return (
    <>
      <PageHeading>{`Create ${term}`}</PageHeading>
      <OrgUnitForm control={form.control} term={term} formId={formId} busy={create.isPending} onSubmit={submit} />
      <FormButtons>
        <Button onClick={() => navigate(ORG_UNIT_LIST_PATH)}>Cancel</Button>
        <Button type="submit" form={formId} variant="contained" disabled={create.isPending}>
          Save
        </Button>
      </FormButtons>
    </>
  );
}

/** /admin/orgunit/{id}: the org unit with the Actions Save and Delete. */
export function EditOrgUnitPage({ id, term }: TermProps & { id: number }) {
  const unit = useOrgUnit(id);
  const record = recordToEdit(unit);
  if (!record) {
    return (
      <>
        <PageHeading>{`Edit ${term}`}</PageHeading>
        <LoadingOrError query={unit} label={`Loading the ${term}`} />
      </>
    );
  }
  return <LoadedOrgUnit unit={record} term={term} />;
}

function LoadedOrgUnit({ unit, term }: TermProps & { unit: OrgUnit }) {
  const navigate = useNavigate();
  const formId = useId();
  const update = useUpdateOrgUnit();
  const remove = useDeleteOrgUnit();
  const [defaultValues] = useState(() => orgUnitValues(unit));
  const form = useOrgUnitForm(defaultValues);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const busy = update.isPending || remove.isPending;

  // Failures show the server's message (the snackbar) and the user stays on the form.
  const submit = form.handleSubmit((body: OrgUnitFormOutput) =>
    update.mutate(
      { id: unit.id, body },
      {
        onSuccess: () => {
          notify.success('Saved');
          navigate(ORG_UNIT_LIST_PATH);
        },
      },
    ),
  );

  const confirmDelete = () =>
    remove.mutate(unit.id, {
      onSuccess: () => {
        notify.success(`${term} Deleted`);
        navigate(ORG_UNIT_LIST_PATH);
      },
      onSettled: () => setConfirmingDelete(false),
    });

  return (
    <>
      <PageHeading>{`Edit ${term}`}</PageHeading>
      <OrgUnitForm control={form.control} term={term} formId={formId} busy={busy} onSubmit={submit} />
      <FormButtons>
        <Button onClick={() => navigate(ORG_UNIT_LIST_PATH)}>Cancel</Button>
        <ActionsMenu
          disabled={busy}
          actions={[
            { label: 'Save', onClick: () => void submit() },
            { label: 'Delete', onClick: () => setConfirmingDelete(true) },
          ]}
        />
      </FormButtons>
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
