import { ErrorCode, UserType } from '@docvue/contracts';
import type { Database } from '../db/client.js';
import { AppError } from '../lib/errors.js';
import { findUserBySubject, linkSubjectIfUnlinked } from './external-subjects.js';
import { findUserByEmail, hasJoinRequests, type UserRow } from './repository.js';

/** Who signed in at the company's identity provider, as its ID token (or userinfo) says. */
export interface ExternalSignIn {
  subject: string;
  email: string | undefined;
  /** The issuer says the e-mail is the person's (`email_verified: true`). */
  emailVerified: boolean;
}

const refused = (message: string) => new AppError(ErrorCode.NoAccount, message);

/** Accounts a person can sign in to: not a machine's (API key) and not the platform's support staff. */
const signsInWithTheCompany = (user: UserRow) => user.userType === UserType.Regular;

/**
 * SECURITY: the one rule that ties a sign-in at an external issuer to a DocVue Exchange account.
 * A subject already linked is its account. Otherwise the account is the one whose e-mail the
 * issuer says is verified, and only if it is a person's account (never a global support user,
 * who reads every company, nor an API-key machine user, who never signs in), can sign in, and is
 * linked to no other subject. Then the link holds for good: the API trusts the access token's
 * subject from then on, until an administrator unlinks it. An unverified e-mail is refused before
 * any account is looked up, so the answer says nothing about which addresses have accounts.
 */
export async function linkExternalSignIn(
  db: Database,
  signIn: ExternalSignIn,
): Promise<{ user: UserRow; newlyLinked: boolean }> {
  const linked = await findUserBySubject(db, signIn.subject);
  if (linked) return { user: linked, newlyLinked: false };

  const { email } = signIn;
  if (!email) {
    throw refused(
      'Your identity provider did not tell DocVue Exchange your e-mail address, so this sign-in cannot be matched to an account.',
    );
  }
  if (!signIn.emailVerified) {
    throw refused(
      `Your identity provider has not confirmed that ${email} is your e-mail address, so this sign-in cannot be matched to a DocVue Exchange account.`,
    );
  }
  const user = await findUserByEmail(db, email);
  if (!user) throw refused(`No DocVue Exchange account has the e-mail address ${email}.`);
  if (!signsInWithTheCompany(user)) {
    throw refused(`The DocVue Exchange account of ${email} cannot sign in through your company's identity provider.`);
  }
  // Removed from their last company, a person may still sign in to answer a company that asks them to join.
  if (user.blocked || (!user.isActive && !(await hasJoinRequests(db, user.id)))) {
    throw refused('This account is blocked or inactive. Contact your administrator.');
  }
  if (user.externalSubject || !(await linkSubjectIfUnlinked(db, user.id, signIn.subject))) {
    throw refused(
      `The DocVue Exchange account of ${email} is linked to another sign-in. Your company's administrator can unlink it, so that you can sign in with this one.`,
    );
  }
  return { user: { ...user, externalSubject: signIn.subject }, newlyLinked: true };
}
