import { email, userMessages, UserType, type CompanyUser, type SetPasswordLink } from '@docvue/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Action } from '@/components/actions-menu';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EditRecordScaffold, LoadRecord, useBackToList } from '@/components/edit-record';
import { PageHeading } from '@/components/page-heading';
import { LinkToHandOverDialog } from '@/components/link-to-hand-over-dialog';
import { TextInputDialog } from '@/components/text-input-dialog';
import { useClientConfig } from '@/lib/client-config';
import { messageOf, notify } from '@/lib/notify';
import { useBlockUser, useUnblockUser } from '../api/block-user';
import { useChangeUserEmail } from '../api/change-user-email';
import { useDeleteUser } from '../api/delete-user';
import { useRoles } from '../api/get-roles';
import { useCreateSetPasswordLink } from '../api/create-set-password-link';
import { useCompanyUser } from '../api/get-user';
import { useResetUserPassword } from '../api/reset-user-password';
import { useUnlinkSignIn } from '../api/unlink-sign-in';
import { useUpdateUser } from '../api/update-user';
import { useUserForm } from '../hooks/use-user-form';
import { USER_LIST_PATH, userFormPath } from '../utils/paths';
import { updateBodyOf, userValues, type UserFormOutput } from '../utils/user-form';
import { ApiKeysSection } from './api-keys-section';
import { UserForm } from './user-form';

/**
 * /admin/user/{id}: the user's form with the Actions Save, Delete, Reset Password, Change Email Address
 * and Block, and Copy Set-Password Link for a person the company manages; with the company's own
 * identity provider, Unlink Sign-in instead of Reset Password and the link (the provider keeps the
 * passwords). A person another company has too keeps their own name, title and e-mail: the form
 * shows them, and only the roles change here.
 */
export function EditUserPage({ id }: { id: number }) {
  const user = useCompanyUser(id);
  return (
    <LoadRecord query={user} title="Edit User" loadingLabel="Loading the user">
      {(record) => <LoadedUser user={record} />}
    </LoadRecord>
  );
}

/** A valid address that is not the one the user has (docs/product/administration.md §5). */
const newEmailProblem = (current: string) => (value: string) =>
  !email.safeParse(value).success || value.toLowerCase() === current.toLowerCase() ? userMessages.changeEmail : null;

function LoadedUser({ user }: { user: CompanyUser }) {
  const navigate = useNavigate();
  const back = useBackToList(USER_LIST_PATH);
  const formId = useId();
  const roles = useRoles();
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const resetPassword = useResetUserPassword();
  const changeEmail = useChangeUserEmail();
  const block = useBlockUser();
  const unblock = useUnblockUser();
  const passwordLink = useCreateSetPasswordLink();
  const [link, setLink] = useState<SetPasswordLink | null>(null);
  const unlink = useUnlinkSignIn();
  const { oidc } = useClientConfig();
  // The form starts from the user as loaded; a refresh (after blocking) does not undo edits.
  const [defaultValues] = useState(() => userValues(user));
  const form = useUserForm(defaultValues, true);
  const [changingEmail, setChangingEmail] = useState(false);
  const [confirmingUnlink, setConfirmingUnlink] = useState(false);
  const busy =
    update.isPending ||
    remove.isPending ||
    block.isPending ||
    unblock.isPending ||
    unlink.isPending ||
    passwordLink.isPending;
  const isApiKeyUser = user.userType === UserType.ApiKey;

  // A failure (the company's last administrator, …) shows the server's message; the user stays here.
  const submit = form.handleSubmit((values: UserFormOutput) =>
    update.mutate({ id: user.id, body: updateBodyOf(values) }, { onSuccess: () => back.done(userMessages.saved) }),
  );

  const submitEmail = (emailAddress: string) =>
    changeEmail.mutate(
      { id: user.id, emailAddress },
      {
        onSuccess: (saved) => {
          form.setValue('emailAddress', saved.emailAddress);
          setChangingEmail(false);
          notify.success(userMessages.emailChanged);
          // A person still invited is invited at the new address: possibly another account.
          if (saved.id !== user.id) navigate(userFormPath(saved.id), { replace: true });
        },
      },
    );

  const confirmUnlink = () =>
    unlink.mutate(user.id, {
      onSuccess: () => notify.success('Sign-in unlinked'),
      onSettled: () => setConfirmingUnlink(false),
    });

  const toggleBlocked = () =>
    user.blocked
      ? unblock.mutate(user.id, { onSuccess: () => notify.success('User Unblocked') })
      : block.mutate(user.id, { onSuccess: () => notify.success('User Blocked') });

  const actions = (del: Action): Action[] => [
    { label: 'Save', onClick: () => void submit() },
    del,
    // An API-key user has no password; it works with keys. The company's own identity provider keeps the passwords.
    ...(isApiKeyUser || !oidc.builtIn
      ? []
      : [{ label: 'Reset Password', onClick: () => resetPassword.mutate(user.emailAddress) }]),
    // The e-mail and a set-password link are the company's to give only for a person it manages.
    ...(user.identityManaged ? [{ label: 'Change Email Address', onClick: () => setChangingEmail(true) }] : []),
    ...(user.identityManaged && !isApiKeyUser && oidc.builtIn
      ? [{ label: 'Copy Set-Password Link', onClick: () => passwordLink.mutate(user.id, { onSuccess: setLink }) }]
      : []),
    { label: user.blocked ? 'Unblock' : 'Block', onClick: toggleBlocked },
    ...(!oidc.builtIn && user.signInLinked
      ? [{ label: 'Unlink Sign-in', onClick: () => setConfirmingUnlink(true) }]
      : []),
  ];

  // The screen's own dialogs, beside Confirm Delete.
  const dialogs = (
    <>
      {link && (
        <LinkToHandOverDialog
          title="Set-password link"
          url={link.url}
          expiresAt={link.expiresAt}
          onClose={() => setLink(null)}
        >
          Send this link to {user.emailAddress} another way (a message, a call): with it they choose their password, or
          answer your invitation if they have an account already. It stops working once their password or e-mail
          changes.
        </LinkToHandOverDialog>
      )}
      <ConfirmDialog
        open={confirmingUnlink}
        title="Unlink Sign-in"
        message={`${user.displayName}'s current sign-in will no longer open this account. Their next sign-in is linked to it again by the e-mail address your identity provider confirms.`}
        confirmLabel="Unlink"
        cancelLabel="Cancel"
        busy={unlink.isPending}
        onConfirm={confirmUnlink}
        onClose={() => setConfirmingUnlink(false)}
      />
      {changingEmail && (
        <TextInputDialog
          title="Change Email Address"
          label="New Email Address"
          type="email"
          validate={newEmailProblem(user.emailAddress)}
          busy={changeEmail.isPending}
          onSubmit={submitEmail}
          onClose={() => setChangingEmail(false)}
        />
      )}
    </>
  );

  return (
    <EditRecordScaffold
      title="Edit User"
      heading={
        <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1.5 }}>
          <PageHeading>Edit User</PageHeading>
          {user.blocked && <Chip label="Blocked" color="error" size="small" variant="outlined" />}
          {user.invitationPending && <Chip label="Invited" color="info" size="small" variant="outlined" />}
        </Box>
      }
      listPath={USER_LIST_PATH}
      formId={formId}
      // Save in view beside Cancel; the Actions menu keeps Save with Delete and the account's actions.
      saveButton="contained"
      busy={busy}
      actions={actions}
      remove={{ id: user.id, mutation: remove, deletedMessage: userMessages.deleted }}
      below={
        <>
          {isApiKeyUser && <ApiKeysSection user={user} />}
          {dialogs}
        </>
      }
    >
      {!user.identityManaged && (
        <Alert severity="info" sx={{ mb: 2, maxWidth: 900 }}>
          {userMessages.identityNotManaged}
        </Alert>
      )}
      {roles.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {messageOf(roles.error)}
        </Alert>
      )}
      <UserForm
        control={form.control}
        creating={false}
        roles={roles.data ?? []}
        rolesLoading={roles.isPending}
        formId={formId}
        busy={busy}
        identityLocked={!user.identityManaged}
        onSubmit={submit}
      />
    </EditRecordScaffold>
  );
}
