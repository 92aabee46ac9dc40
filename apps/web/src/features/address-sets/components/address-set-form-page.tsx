import { addressSetMessages, type AddressSet } from '@docvue/contracts';
import Button from '@mui/material/Button';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ActionsMenu } from '@/components/actions-menu';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormButtons } from '@/components/form-buttons';
import { LoadingOrError } from '@/components/loading-or-error';
import { PageHeading } from '@/components/page-heading';
import { recordToEdit } from '@/lib/api-queries';
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
  const navigate = useNavigate();
  const formId = useId();
  const form = useAddressSetForm(newAddressSetValues());
  const create = useCreateAddressSet();

  // A failure shows the server's message (the snackbar) and the user stays on the form.
  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: () => {
        notify.success(addressSetMessages.created);
        navigate(LIST);
      },
    }),
  );

  return (
    <>
      <PageHeading>Create Address Set</PageHeading>
      <AddressSetForm form={form} formId={formId} busy={create.isPending} onSubmit={submit} />
      <FormButtons>
        <Button onClick={() => navigate(LIST)}>Cancel</Button>
        <Button type="submit" form={formId} variant="contained" disabled={create.isPending}>
          Save
        </Button>
      </FormButtons>
    </>
  );
}

/** /admin/address/{id}: an address set; Save, Cancel, and Actions Save and Delete. */
export function EditAddressSetPage({ id }: { id: number }) {
  const set = useAddressSet(id);
  const record = recordToEdit(set);
  if (!record) {
    return (
      <>
        <PageHeading>Edit Address Set</PageHeading>
        <LoadingOrError query={set} label="Loading the address set" />
      </>
    );
  }
  return <LoadedAddressSet set={record} />;
}

function LoadedAddressSet({ set }: { set: AddressSet }) {
  const navigate = useNavigate();
  const formId = useId();
  // The form starts from the set as loaded; a refresh does not undo edits.
  const [defaultValues] = useState(() => addressSetValues(set));
  const form = useAddressSetForm(defaultValues);
  const { isDirty } = form.formState;
  const update = useUpdateAddressSet();
  const remove = useDeleteAddressSet();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const busy = update.isPending || remove.isPending;

  const save = form.handleSubmit((body) =>
    update.mutate(
      { id: set.id, body },
      {
        onSuccess: () => {
          notify.success(addressSetMessages.saved);
          navigate(LIST);
        },
      },
    ),
  );
  const submit: typeof save = (e) => {
    if (isDirty) return save(e);
    e?.preventDefault();
    notify.info(addressSetMessages.noChanges);
    return Promise.resolve();
  };

  const confirmDelete = () =>
    remove.mutate(set.id, {
      onSuccess: () => {
        notify.success(addressSetMessages.deleted);
        navigate(LIST);
      },
      onSettled: () => setConfirmingDelete(false),
    });

  return (
    <>
      <PageHeading>Edit Address Set</PageHeading>
      <AddressSetForm form={form} formId={formId} busy={busy} onSubmit={submit} />
      {/* docs/product/administration.md §2: Save and Cancel, and when editing an action menu with Save and Delete as well. */}
      <FormButtons>
        <Button onClick={() => navigate(LIST)}>Cancel</Button>
        <Button type="submit" form={formId} variant="contained" disabled={busy}>
          Save
        </Button>
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
