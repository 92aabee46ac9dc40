import { dateFormats, profileBody, type DateFormat, type Personalization } from '@docvue/contracts';
import { formResolver } from '@/lib/form-resolver';
import type { Control } from 'react-hook-form';
import { z } from 'zod';
import type { PersonalizationUpdate } from '../api/update-personalization';

export interface ProfileUser {
  id: number;
  emailAddress: string;
  firstName: string;
  lastName: string;
  title: string | null;
}

/** What the form's inputs hold. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  title: string;
  dateFormat: DateFormat;
  receiveEmails: boolean;
}

/** The contract's profile body (names required, Title ≤ 25) and the preferences the page edits (docs/product/administration.md §3). */
const schema = profileBody.extend({ dateFormat: z.enum(dateFormats), receiveEmails: z.boolean() });
export type ProfileFormOutput = z.output<typeof schema>;
export type ProfileFormControl = Control<ProfileFormValues, unknown, ProfileFormOutput>;

export const profileFormResolver = formResolver<ProfileFormValues, ProfileFormOutput>(schema);

/** The unsubscribe variant opens with receiving e-mails switched off (docs/product/administration.md §2). */
export const profileValues = (user: ProfileUser, saved: Personalization, unsubscribe: boolean): ProfileFormValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  title: user.title ?? '',
  dateFormat: saved.dateFormat,
  receiveEmails: unsubscribe ? false : saved.receiveEmails !== 'false',
});

/** What a save sends: the profile when a name or the title changed, the preferences that changed. */
export function changesOf(values: ProfileFormOutput, user: ProfileUser, saved: Personalization, unsubscribe: boolean) {
  const profileChanged =
    values.firstName !== user.firstName || values.lastName !== user.lastName || values.title !== (user.title || null);
  const preferences: PersonalizationUpdate = {};
  if (values.dateFormat !== saved.dateFormat) preferences.dateFormat = values.dateFormat;
  const receiveEmails = values.receiveEmails ? 'true' : 'false';
  // Unsubscribing is sent even when it was already off: the link's promise is kept by the server.
  if (unsubscribe || receiveEmails !== saved.receiveEmails) preferences.receiveEmails = receiveEmails;
  return {
    profile:
      profileChanged && !unsubscribe
        ? { firstName: values.firstName, lastName: values.lastName, title: values.title }
        : null,
    preferences: Object.keys(preferences).length > 0 ? preferences : null,
  };
}
