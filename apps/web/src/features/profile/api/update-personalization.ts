import { api, type DateFormat } from '@docvue/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';
import { personalizationQueryKey } from './get-personalization';

/** The preferences the Profile page edits. */
export interface PersonalizationUpdate {
  dateFormat?: DateFormat;
  receiveEmails?: 'true' | 'false';
}

/** `PUT /users/current/personalization`: only the preferences sent change. */
export const updatePersonalization = (body: PersonalizationUpdate) => call(api.updatePersonalization, { body });

/**
 * The answer is put in the cache at once, so every date on screen takes the new format without
 * waiting for the session to load again (which the route's `changes: ['session']` also starts).
 */
export function useUpdatePersonalization() {
  const queryClient = useQueryClient();
  return useRouteMutation(api.updatePersonalization, {
    mutationFn: updatePersonalization,
    onSuccess: (saved) => queryClient.setQueryData(personalizationQueryKey(), saved),
  });
}
