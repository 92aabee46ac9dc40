import type { OrgUnit } from '@docvue/contracts';
import { useId, useState } from 'react';
import { EditRecordScaffold, LoadRecord, useBackToList } from '@/components/edit-record';
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
  const back = useBackToList(ORG_UNIT_LIST_PATH);
  const formId = useId();
  const create = useCreateOrgUnit();
  const [defaultValues] = useState(newOrgUnitValues);
  const form = useOrgUnitForm(defaultValues);

  const submit = form.handleSubmit((values: OrgUnitFormOutput) =>
    create.mutate(values, { onSuccess: () => back.done(`${term} Created`) }),
  );

  return (
    <EditRecordScaffold
      title={`Create ${term}`}
      listPath={ORG_UNIT_LIST_PATH}
      formId={formId}
      saveButton="contained"
      busy={create.isPending}
    >
      <OrgUnitForm control={form.control} term={term} formId={formId} busy={create.isPending} onSubmit={submit} />
    </EditRecordScaffold>
  );
}

/** /admin/orgunit/{id}: the org unit with the Actions Save and Delete. */
export function EditOrgUnitPage({ id, term }: TermProps & { id: number }) {
  const unit = useOrgUnit(id);
  return (
    <LoadRecord query={unit} title={`Edit ${term}`} loadingLabel={`Loading the ${term}`}>
      {(record) => <LoadedOrgUnit unit={record} term={term} />}
    </LoadRecord>
  );
}

function LoadedOrgUnit({ unit, term }: TermProps & { unit: OrgUnit }) {
  const back = useBackToList(ORG_UNIT_LIST_PATH);
  const formId = useId();
  const update = useUpdateOrgUnit();
  const remove = useDeleteOrgUnit();
  const [defaultValues] = useState(() => orgUnitValues(unit));
  const form = useOrgUnitForm(defaultValues);
  const busy = update.isPending || remove.isPending;

  // Failures show the server's message (the snackbar) and the user stays on the form.
  const submit = form.handleSubmit((body: OrgUnitFormOutput) =>
    update.mutate({ id: unit.id, body }, { onSuccess: () => back.done('Saved') }),
  );

  return (
    <EditRecordScaffold
      title={`Edit ${term}`}
      listPath={ORG_UNIT_LIST_PATH}
      formId={formId}
      busy={busy}
      actions={(del) => [{ label: 'Save', onClick: () => void submit() }, del]}
      remove={{ id: unit.id, mutation: remove, deletedMessage: `${term} Deleted` }}
    >
      <OrgUnitForm control={form.control} term={term} formId={formId} busy={busy} onSubmit={submit} />
    </EditRecordScaffold>
  );
}
