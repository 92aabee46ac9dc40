import { currentUser } from '@docvue/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Records that the user accepted this licence version. */
export const acceptLicence = ({ userId, version }: { userId: number; version: string }) =>
  api.put(`/users/${userId}/accepteula`, currentUser, { body: { version } });

export const useAcceptLicence = (onAccepted: () => Promise<void> | void) =>
  useMutation({ mutationFn: acceptLicence, onSuccess: () => onAccepted() });
