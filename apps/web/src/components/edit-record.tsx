import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ActionsMenu, type Action } from '@/components/actions-menu';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormButtons } from '@/components/form-buttons';
import { LoadingOrError } from '@/components/loading-or-error';
import { PageHeading } from '@/components/page-heading';
import { recordToEdit } from '@/lib/api-queries';
import { notify } from '@/lib/notify';

/**
 * The administration's record screens (address sets, company documents, org units, parties,
 * users) share one shape (docs/product/administration.md §2): the record loads (or its error
 * shows), its form, Cancel, Save and the Actions menu, 'Confirm Delete', and back to the list
 * once saved or deleted. The pieces of that shape live here; each feature keeps its form.
 */

interface LoadRecordProps<T> {
  query: { data: T | undefined; isFetching: boolean; isFetchedAfterMount: boolean; isError: boolean; error: unknown };
  /** The screen's heading while the record loads. */
  title: string;
  /** What the spinner waits on (screen readers announce it). */
  loadingLabel: string;
  children: (record: T) => ReactNode;
}

/** The record as loaded for this screen, or its heading with the load's spinner or error. */
export function LoadRecord<T>({ query, title, loadingLabel, children }: LoadRecordProps<T>) {
  const record = recordToEdit(query);
  if (record === undefined) {
    return (
      <>
        <PageHeading>{title}</PageHeading>
        <LoadingOrError query={query} label={loadingLabel} />
      </>
    );
  }
  return children(record);
}

/** Back to the list, with the message of what was done (failures show the server's and the user stays). */
export function useBackToList(listPath: string) {
  const navigate = useNavigate();
  return {
    cancel: () => navigate(listPath),
    done: (message: string) => {
      notify.success(message);
      navigate(listPath);
    },
  };
}

/** A record's delete mutation: the record's id, and what happens once it is deleted or refused. */
interface RecordRemoval {
  isPending: boolean;
  mutate: (id: number, options: { onSuccess: () => void; onSettled: () => void }) => void;
}

interface EditRecordScaffoldProps {
  /** The screen's heading (also the browser tab's title). */
  title: string;
  /** Shown instead of the plain heading (a heading with the record's state beside it); it names the tab itself. */
  heading?: ReactNode;
  listPath: string;
  /** The id of the form, for the Save button outside it. */
  formId: string;
  /** A Save button beside Cancel, and how it looks; without it Save is in the Actions menu only. */
  saveButton?: 'contained' | 'outlined';
  busy: boolean;
  /** Instead of going back to the list (an upload under way stops). */
  onCancel?: () => void;
  /** The Actions menu, given its Delete (which asks first); none on a create screen. */
  actions?: (remove: Action) => Action[];
  /** The Actions menu waits for more than the form (a download). */
  actionsDisabled?: boolean;
  /** The record's deletion: its id, the mutation, the message once deleted. */
  remove?: { id: number; mutation: RecordRemoval; deletedMessage: string };
  /** The form's width at most, the buttons included. */
  maxWidth?: number;
  /** The form, and what shows above it. */
  children: ReactNode;
  /** What shows under the buttons (related records, the screen's own dialogs). */
  below?: ReactNode;
}

/** A record's create or edit screen: heading, form, Cancel, Save and Actions, 'Confirm Delete', back to the list. */
export function EditRecordScaffold({
  title,
  heading,
  listPath,
  formId,
  saveButton,
  busy,
  onCancel,
  actions,
  actionsDisabled = false,
  remove,
  maxWidth,
  children,
  below,
}: EditRecordScaffoldProps) {
  const back = useBackToList(listPath);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const removeAction: Action = { label: 'Delete', onClick: () => setConfirmingDelete(true) };

  const confirmDelete = () =>
    remove?.mutation.mutate(remove.id, {
      onSuccess: () => back.done(remove.deletedMessage),
      onSettled: () => setConfirmingDelete(false),
    });

  const form = (
    <>
      {children}
      <FormButtons>
        <Button onClick={onCancel ?? back.cancel}>Cancel</Button>
        {saveButton && (
          <Button type="submit" form={formId} variant={saveButton} disabled={busy}>
            Save
          </Button>
        )}
        {actions && <ActionsMenu disabled={busy || actionsDisabled} actions={actions(removeAction)} />}
      </FormButtons>
    </>
  );

  return (
    <>
      {heading ?? <PageHeading>{title}</PageHeading>}
      {maxWidth === undefined ? form : <Box sx={{ maxWidth }}>{form}</Box>}
      {below}
      {remove && (
        <ConfirmDialog
          open={confirmingDelete}
          title="Confirm Delete"
          message="Are you sure?"
          busy={remove.mutation.isPending}
          onConfirm={confirmDelete}
          onClose={() => setConfirmingDelete(false)}
        />
      )}
    </>
  );
}
