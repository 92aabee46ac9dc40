import { userMessages, UserType, type CompanyUser, type RoleId } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireCompanyMember, type CompanyMember } from '../../access/members.js';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { endAllSessions } from '../../identity/sessions.js';
import { badRequest, conflict, forbidden } from '../../lib/errors.js';
import { addressTaken, setEmailAddress } from './accounts-repository.js';
import { addMember } from './add-member.js';
import { presentCompanyMember } from './members.js';

type App = Pick<AppContext, 'db' | 'config' | 'jobs'>;

const looksLikeEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

/**
 * Changes the e-mail of a person the company manages (the sign-in name). The address is then not
 * confirmed, every session of the account ends and links mailed to the old address stop working.
 * For a person still asked to join, the request goes to the new address instead (which may be a new
 * account or another person's), as if the company had added that address.
 */
export async function changeMemberEmail(app: App, ctx: TenantContext, userId: number, email: string) {
  const member = await requireCompanyMember(app.db, ctx, userId);
  if (!member.identityManaged) throw forbidden(userMessages.identityNotManaged);
  const current = await presentCompanyMember(app.db, ctx, member);
  if (!looksLikeEmail(email) || email.toLowerCase() === current.emailAddress.toLowerCase()) {
    throw badRequest(userMessages.changeEmail);
  }
  if (member.pending) return askAnotherAddress(app, ctx, member, current, email);
  try {
    await app.db.transaction(async (tx) => {
      if (member.userType !== UserType.ApiKey && (await addressTaken(tx, member.id, email))) {
        throw conflict(userMessages.sameEmail);
      }
      await setEmailAddress(tx, member.id, email);
      await endAllSessions(tx, member.id);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(userMessages.sameEmail);
    throw err;
  }
  return presentCompanyMember(app.db, ctx, member);
}

function askAnotherAddress(app: App, ctx: TenantContext, member: CompanyMember, current: CompanyUser, email: string) {
  return addMember(
    app,
    ctx,
    {
      emailAddress: email,
      firstName: current.firstName,
      lastName: current.lastName,
      title: current.title,
      mainRole: current.mainRole as RoleId,
      additionalRoles: current.additionalRoles as RoleId[],
      userType: UserType.Regular,
      sendOnboardingEmail: false,
    },
    { replacing: member },
  );
}
