import { okResponse } from '@docvue/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** 'Do not show this message again': the server remembers that the welcome was shown. */
export const recordWelcomeDisplayed = () => api.post('/exchangeusers/welcomeMessageDisplayed', okResponse);

export const useRecordWelcomeDisplayed = () => useMutation({ mutationFn: recordWelcomeDisplayed });
