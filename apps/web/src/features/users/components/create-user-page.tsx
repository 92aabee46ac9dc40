import { userMessages, UserType } from '@docvue/contracts';
import Alert from '@mui/material/Alert';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { EditRecordScaffold } from '@/components/edit-record';
import { messageOf, notify } from '@/lib/notify';
import { useCreateUser } from '../api/create-user';
import { useRoles } from '../api/get-roles';
import { useUserForm } from '../hooks/use-user-form';
import { newUserValues, type UserFormOutput } from '../utils/user-form';
import { USER_LIST_PATH, userFormPath } from '../utils/paths';
import { createUserErrorMessage } from '../utils/save-error';
import { UserForm } from './user-form';

/**
 * /admin/user/create: a new user of the company, ReadOnly to start with (docs/product/administration.md §5). A regular user
 * goes back to the list; an API-key user opens its form, where its first key is created.
 */
export function CreateUserPage() {
  const navigate = useNavigate();
  const formId = useId();
  const roles = useRoles();
  const create = useCreateUser();
  const [defaultValues] = useState(newUserValues);
  const form = useUserForm(defaultValues, false);

  // A failure shows the spec's words (docs/product/administration.md §8) and the user stays on the form.
  const submit = form.handleSubmit((values: UserFormOutput) =>
    create.mutate(values, {
      onSuccess: (created) => {
        notify.success(userMessages.created);
        navigate(created.userType === UserType.ApiKey ? userFormPath(created.id) : USER_LIST_PATH);
      },
      onError: (err) => notify.error(createUserErrorMessage(err)),
    }),
  );

  return (
    <EditRecordScaffold
      title="Create User"
      listPath={USER_LIST_PATH}
      formId={formId}
      saveButton="contained"
      busy={create.isPending}
    >
      {roles.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {messageOf(roles.error)}
        </Alert>
      )}
      <UserForm
        control={form.control}
        creating
        roles={roles.data ?? []}
        rolesLoading={roles.isPending}
        formId={formId}
        busy={create.isPending}
        onSubmit={submit}
      />
    </EditRecordScaffold>
  );
}
