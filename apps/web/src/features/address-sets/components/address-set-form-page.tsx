import { addressSetMessages, type AddressSet } from '@docvue/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { EditRecordScaffold, LoadRecord, useBackToList } from '@/components/edit-record';
import { notify } from '@/lib/notify';
import { useCreateAddressSet } from '../api/create-address-set';
import { useDeleteAddressSet } from '../api/delete-address-set';
import { useAddressSet } from '../api/get-address-set';
import { useUpdateAddressSet } from '../api/update-address-set';
import {
  addressSetResolver,
  addressSetValues,
  newAddressSetValues,
  type AddressSetFormOutput,
  type AddressSetFormValues,
} from '../utils/address-set-form';
import { AddressSetForm } from './address-set-form';

const LIST = '/admin/address';

const useAddressSetForm = (defaultValues: AddressSetFormValues) =>
  useForm<AddressSetFormValues, unknown, AddressSetFormOutput>({
    defaultValues,
    resolver: addressSetResolver,
    mode: 'onTouched',
  });

/** /admin/address/create: a new address set. */
export function CreateAddressSetPage() {
  const back = useBackToList(LIST);
  const formId = useId();
  const form = useAddressSetForm(newAddressSetValues());
  const create = useCreateAddressSet();

  // A failure shows the server's message (the snackbar) and the user stays on the form.
  const submit = form.handleSubmit((body) =>
    create.mutate(body, { onSuccess: () => back.done(addressSetMessages.created) }),
  );

  return (
    <EditRecordScaffold
      title="Create Address Set"
      listPath={LIST}
      formId={formId}
      saveButton="contained"
      busy={create.isPending}
    >
      <AddressSetForm form={form} formId={formId} busy={create.isPending} onSubmit={submit} />
    </EditRecordScaffold>
  );
}

/** /admin/address/{id}: an address set; Save, Cancel, and Actions Save and Delete. */
export function EditAddressSetPage({ id }: { id: number }) {
  const set = useAddressSet(id);
  return (
    <LoadRecord query={set} title="Edit Address Set" loadingLabel="Loading the address set">
      {(record) => <LoadedAddressSet set={record} />}
    </LoadRecord>
  );
}

function LoadedAddressSet({ set }: { set: AddressSet }) {
  const back = useBackToList(LIST);
  const formId = useId();
  // The form starts from the set as loaded; a refresh does not undo edits.
  const [defaultValues] = useState(() => addressSetValues(set));
  const form = useAddressSetForm(defaultValues);
  const { isDirty } = form.formState;
  const update = useUpdateAddressSet();
  const remove = useDeleteAddressSet();
  const busy = update.isPending || remove.isPending;

  const save = form.handleSubmit((body) =>
    update.mutate({ id: set.id, body }, { onSuccess: () => back.done(addressSetMessages.saved) }),
  );
  const submit: typeof save = (e) => {
    if (isDirty) return save(e);
    e?.preventDefault();
    notify.info(addressSetMessages.noChanges);
    return Promise.resolve();
  };

  // docs/product/administration.md §2: Save and Cancel, and when editing an action menu with Save and Delete as well.
  return (
    <EditRecordScaffold
      title="Edit Address Set"
      listPath={LIST}
      formId={formId}
      saveButton="contained"
      busy={busy}
      actions={(del) => [{ label: 'Save', onClick: () => void submit() }, del]}
      remove={{ id: set.id, mutation: remove, deletedMessage: addressSetMessages.deleted }}
    >
      <AddressSetForm form={form} formId={formId} busy={busy} onSubmit={submit} addressSetId={set.id} />
    </EditRecordScaffold>
  );
}
