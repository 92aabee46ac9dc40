import { invitePartyBody } from '@docvue/contracts';
import { z } from 'zod';

export const INVITE_EMAIL_MAX = 255;

/** The invite dialog's address: the contract's rule, with the spec's words for e-mail inputs (docs/product/administration.md §5). */
const inviteEmail = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(INVITE_EMAIL_MAX, 'Must be a valid e-mail')
  .pipe(invitePartyBody.unwrap().unwrap().shape.email.unwrap());

/** 'Required', 'Must be a valid e-mail', or null for a good address. */
export function inviteEmailProblem(value: string): string | null {
  const parsed = inviteEmail.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Must be a valid e-mail');
}
