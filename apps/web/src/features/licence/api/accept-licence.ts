import { api } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/** Records that the user accepted this licence version. */
export const acceptLicence = ({ userId, version }: { userId: number; version: string }) =>
  call(api.acceptLicence, { params: { id: userId }, body: { version } });

export const useAcceptLicence = (onAccepted: () => Promise<void> | void) =>
  useRouteMutation(api.acceptLicence, { mutationFn: acceptLicence, onSuccess: () => onAccepted() });
