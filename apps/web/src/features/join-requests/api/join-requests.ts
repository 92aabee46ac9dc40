import { api, userMessages } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { callQuery, useRouteMutation } from '@/lib/api-queries';
import { notify } from '@/lib/notify';

/** `GET /users/current/joinrequests`: the companies that ask the signed-in person to join them. */
export const joinRequestsQueryOptions = () => ({
  ...callQuery(api.listJoinRequests, undefined, { companyId: false }),
  staleTime: 30_000,
  // The page says it when they cannot be read; no snackbar besides.
  meta: { silent: true },
});
export const useJoinRequests = () => useQuery(joinRequestsQueryOptions());

export const acceptJoinRequest = (companyId: number) =>
  call(api.acceptJoinRequest, { params: { companyId } }, { companyId: false });
export const declineJoinRequest = (companyId: number) =>
  call(api.declineJoinRequest, { params: { companyId } }, { companyId: false });

/** Joining refreshes the session and the company list: the company is one's own now. */
export const useAcceptJoinRequest = (companyName: string) =>
  useRouteMutation(api.acceptJoinRequest, {
    mutationFn: acceptJoinRequest,
    onSuccess: () => notify.success(userMessages.joined(companyName)),
  });

export const useDeclineJoinRequest = () =>
  useRouteMutation(api.declineJoinRequest, {
    mutationFn: declineJoinRequest,
    onSuccess: () => notify.success(userMessages.declined),
  });
