import { email, settingsSaved, userMessages, type Personalization } from '@docvue/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormButtons } from '@/components/form-buttons';
import { LoadingOrError } from '@/components/loading-or-error';
import { PageHeading } from '@/components/page-heading';
import { TextInputDialog } from '@/components/text-input-dialog';
import { useClientConfig } from '@/lib/client-config';
import { notify } from '@/lib/notify';
import { usePersonalization } from '../api/get-personalization';
import { useUpdatePersonalization } from '../api/update-personalization';
import { useRequestEmailChange } from '../api/request-email-change';
import { useUpdateProfile } from '../api/update-profile';
import {
  changesOf,
  profileFormResolver,
  profileValues,
  type ProfileFormOutput,
  type ProfileFormValues,
  type ProfileUser,
} from '../utils/profile-form';
import { ProfileForm } from './profile-form';
import { SignatureSection } from './signature-section';

interface ProfilePageProps {
  user: ProfileUser;
  /** /profile/unsubscribe: e-mails switched off, every other field locked, so one Save unsubscribes. */
  unsubscribe: boolean;
}

/** The spec's words when a form is saved unchanged (docs/product/administration.md §5). */
const noChanges = 'There are no changes to save.';

/** /profile and /profile/unsubscribe (docs/product/administration.md §2): one's name, title and preferences, and one's signature. */
export function ProfilePage({ user, unsubscribe }: ProfilePageProps) {
  const saved = usePersonalization();
  return (
    <>
      <PageHeading>Profile</PageHeading>
      {saved.data ? (
        <LoadedProfile user={user} saved={saved.data} unsubscribe={unsubscribe} />
      ) : (
        <LoadingOrError query={saved} label="Loading your profile" />
      )}
      {!unsubscribe && <SignatureSection userId={user.id} />}
    </>
  );
}

function LoadedProfile({ user, saved, unsubscribe }: ProfilePageProps & { saved: Personalization }) {
  const navigate = useNavigate();
  const formId = useId();
  const profile = useUpdateProfile();
  const preferences = useUpdatePersonalization();
  const [defaultValues] = useState(() => profileValues(user, saved, unsubscribe));
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    defaultValues,
    resolver: profileFormResolver,
    mode: 'onTouched',
  });
  const busy = profile.isPending || preferences.isPending;
  // One's e-mail is one's own; with an external identity provider it is kept there.
  const { oidc } = useClientConfig();
  const emailChange = useRequestEmailChange();
  const [changingEmail, setChangingEmail] = useState(false);
  const submitEmail = (emailAddress: string) =>
    emailChange.mutate(emailAddress, {
      onSuccess: (res) => {
        setChangingEmail(false);
        notify.success(res.message);
      },
    });

  const submit = form.handleSubmit(async (values) => {
    const changes = changesOf(values, user, saved, unsubscribe);
    if (!changes.profile && !changes.preferences) {
      notify.info(noChanges);
      return;
    }
    try {
      await Promise.all([
        changes.profile && profile.mutateAsync(changes.profile),
        changes.preferences && preferences.mutateAsync(changes.preferences),
      ]);
    } catch {
      // The snackbar shows the server's message; the user stays with what they typed.
      return;
    }
    notify.success(settingsSaved);
    form.reset({ ...values, title: values.title ?? '' });
  });

  return (
    <>
      {unsubscribe && (
        <Alert severity="info" sx={{ mb: 2, maxWidth: 900 }}>
          Save to stop receiving e-mails.
        </Alert>
      )}
      <ProfileForm
        control={form.control}
        emailAddress={user.emailAddress}
        locked={unsubscribe}
        busy={busy}
        formId={formId}
        onSubmit={(e) => void submit(e)}
      />
      <FormButtons>
        {oidc.builtIn && !unsubscribe && (
          <Button onClick={() => setChangingEmail(true)} disabled={busy}>
            Change E-mail
          </Button>
        )}
        <Button onClick={() => navigate('/')}>Cancel</Button>
        <Button type="submit" form={formId} variant="contained" disabled={busy}>
          Save
        </Button>
      </FormButtons>
      {changingEmail && (
        <TextInputDialog
          title="Change E-mail"
          label="New Email Address"
          type="email"
          validate={(value) =>
            !email.safeParse(value).success || value.toLowerCase() === user.emailAddress.toLowerCase()
              ? userMessages.changeEmail
              : null
          }
          busy={emailChange.isPending}
          onSubmit={submitEmail}
          onClose={() => setChangingEmail(false)}
        />
      )}
    </>
  );
}
