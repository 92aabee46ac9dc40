import { api, ClientErrorCode, type AcceptInvitationBody } from '@docvue/contracts';
import { ApiError, call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/** `POST /invitation/accept`: a party for the sender (new or existing), and both sides connected. */
export const acceptInvitation = (body: AcceptInvitationBody) => call(api.acceptInvitation, { body });

/** The wizard tells a failure itself, and logs it (docs/product/administration.md §8). */
export const useAcceptInvitation = () =>
  useRouteMutation(api.acceptInvitation, { mutationFn: acceptInvitation, meta: { silent: true } });

/** The server's message, or the spec's words when the answer carried none (docs/product/administration.md §8). */
export const acceptFailure = (err: unknown) =>
  err instanceof ApiError && err.code !== ClientErrorCode.Http && err.message
    ? err.message
    : "Couldn't accept invitation'";
