import { companyRegistrationBody, registrationMessages, usStateCodes, type InvitationPreview } from '@docvue/contracts';
import { formResolver } from '@/lib/form-resolver';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';

/** What the sign-up's inputs hold: text as typed, the state as the select gives it ('' for none). */
export interface SignUpValues {
  legalName: string;
  addressLineOne: string;
  addressLineTwo: string;
  city: string;
  state: string;
  zipCode: string;
  taxNumber: string;
  userFirstName: string;
  userLastName: string;
  userEmail: string;
  partyTypeIds: number[];
  invitationToken: string | null;
  isBoarding: boolean;
}

/**
 * The contract's body, checked as the server checks it (same messages), and the one rule the
 * server checks after merging the invitation's type: at least one party type, unless an
 * invitation brings one.
 */
export const signUpSchema = companyRegistrationBody.superRefine((body, ctx) => {
  if (body.partyTypeIds.length === 0 && !body.invitationToken) {
    ctx.addIssue({ code: 'custom', path: ['partyTypeIds'], message: registrationMessages.partyTypes });
  }
});
export type SignUpOutput = z.output<typeof signUpSchema>;
export type SignUpControl = Control<SignUpValues, unknown, SignUpOutput>;

export const signUpResolver = formResolver<SignUpValues, SignUpOutput>(signUpSchema);

/** Text fields stop at the contract's limits (255 unless told, docs/product/administration.md §5). */
export const signUpLimits = { text: 255, taxNumber: 50, zipCode: 10 } as const;

const text = (value: string | null | undefined) => value ?? '';
const stateCodeOf = (value: string | null) => usStateCodes.find((c) => c === value?.trim().toUpperCase()) ?? '';

/**
 * An empty sign-up, or one prefilled from an invitation: the sender's record of the invited
 * company (name and address) and the type the invitation gives the company on the network. The
 * address the invitation was sent to and the tax number come masked (anyone the link was forwarded
 * to sees the preview): the invited company types its own.
 */
export function signUpValues(
  invitation: { token: string; preview: InvitationPreview } | null,
  isBoarding: boolean,
): SignUpValues {
  const p = invitation?.preview;
  return {
    legalName: text(p?.partyName),
    addressLineOne: text(p?.addressLineOne),
    addressLineTwo: text(p?.addressLineTwo),
    city: text(p?.city),
    state: stateCodeOf(p?.state ?? null),
    zipCode: text(p?.zipCode),
    taxNumber: '',
    userFirstName: '',
    userLastName: '',
    userEmail: '',
    partyTypeIds: p ? [p.partyTypeId] : [],
    invitationToken: invitation?.token ?? null,
    isBoarding,
  };
}
