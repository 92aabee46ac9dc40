import { api } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/** Records that the welcome dialog need not show again. */
export const recordWelcomeDisplayed = () => call(api.recordWelcomeDisplayed);

export const useRecordWelcomeDisplayed = () =>
  useRouteMutation(api.recordWelcomeDisplayed, { mutationFn: recordWelcomeDisplayed });
