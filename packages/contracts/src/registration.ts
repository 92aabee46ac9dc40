import { z } from 'zod';
import { usZip } from './common.js';
import { tinProblem } from './identifiers.js';
import { partyTypeIdInput } from './party.js';
import { usStateCodes } from './us-states.js';

const required = (max = 255) =>
  z.string({ error: 'Required' }).trim().min(1, 'Required').max(max, `Must be at most ${max} characters`);

/** The sign-up's words (docs/product/administration.md §5, §8), typos included. */
export const registrationMessages = {
  legalName: 'Legal Name must have at least 3 alphanumeric charachters',
  failed: "The registeration didn't work. Please contact the admin.",
  success: 'Please check your email for further instructions',
  partyTypes: 'Choose what your company does on the network',
} as const;

/**
 * `POST /companyRegistration` (docs/product/administration.md §3 "Company registration", §5 "Sign-up"): the
 * company and its administrator; every field but address line two is required. The party types
 * the company acts as are chosen here too (docs/design.md §4); an invitation brings one.
 */
export const companyRegistrationBody = z.object({
  legalName: required().refine((v) => (v.match(/[A-Za-z0-9]/g) ?? []).length >= 3, registrationMessages.legalName),
  addressLineOne: required(),
  addressLineTwo: z
    .string()
    .trim()
    .max(255, 'Must be at most 255 characters')
    .nullish()
    .transform((v) => v || null),
  city: required(),
  state: z.enum(usStateCodes, { error: 'Required' }),
  zipCode: z.string({ error: 'Required' }).trim().min(1, 'Required').pipe(usZip),
  taxNumber: required(50).superRefine((value, ctx) => {
    const problem = value.length <= 50 ? tinProblem(value, 'Tax Number') : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  userFirstName: required(),
  userLastName: required(),
  userEmail: z.string({ error: 'Required' }).trim().min(1, 'Required').max(255).email('Must be a valid e-mail'),
  partyTypeIds: z.array(partyTypeIdInput).max(5).default([]),
  invitationToken: z.string().trim().max(100).nullish(),
  isBoarding: z.boolean().default(false),
});
export type CompanyRegistrationBody = z.input<typeof companyRegistrationBody>;

/**
 * The company registered. Its administrator chooses a password from the link mailed to the address
 * registered, never from the answer: a mailbox is proven only by a link mailed to it, and an
 * invitation's link may have been forwarded (issue 39).
 */
export const companyRegistrationResponse = z.object({
  id: z.number().int(),
  name: z.string(),
});
