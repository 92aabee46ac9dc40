import { api, ErrorCode, registrationMessages, type CompanyRegistrationBody } from '@docvue/contracts';
import { ApiError, call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/** `POST /companyRegistration` (public): the company, its administrator and what it does on the network. */
export const registerCompany = (body: CompanyRegistrationBody) =>
  call(api.registerCompany, { body }, { anonymous: true, companyId: false });

/** The page tells a failure in the spec's words (see `registrationFailure`). */
export const useRegisterCompany = () =>
  useRouteMutation(api.registerCompany, { mutationFn: registerCompany, meta: { silent: true } });

/** Failures whose own words say what to do: the company is on the network, the invitation is another's or old. */
const toldAsIs: readonly string[] = [ErrorCode.Conflict, ErrorCode.InvitationNotForYou, ErrorCode.InvitationSuperseded];

/**
 * What a failed sign-up is told (docs/product/administration.md §8): a conflict (the company is on the network already), or an
 * invitation that was made for someone else or replaced, in the server's words; anything else in the
 * spec's.
 */
export const registrationFailure = (err: unknown) =>
  err instanceof ApiError && toldAsIs.includes(err.code) ? err.message : registrationMessages.failed;
