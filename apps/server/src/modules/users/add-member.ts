import { userMessages, UserType, type Api, type BodyOf, type CompanyUser } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { isMemberElsewhere, requireCompanyMember, type CompanyMember } from '../../access/members.js';
import type { AppContext } from '../../app-context.js';
import type { Transaction } from '../../db/client.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { findUserByEmail, type UserRow } from '../../identity/repository.js';
import { queueMail } from '../../jobs/mail.js';
import { conflict } from '../../lib/errors.js';
import { getCompanyName } from '../companies/index.js';
import { joinRequestMail, welcomeUserMail } from './mails.js';
import { makeWelcomeLink } from './make-welcome-link.js';
import { presentCompanyMember } from './members.js';
import { insertAccount, reactivateAccount } from './accounts-repository.js';
import { deleteMembership, deleteRequest, insertRequest, isMemberOrAsked, setRoles } from './members-repository.js';
import { displayNameOf } from '../../identity/user-names.js';

type App = Pick<AppContext, 'db' | 'config' | 'jobs'>;
type NewMember = BodyOf<Api['createUser']>;

const sameEmail = () => conflict(userMessages.sameEmail);

/**
 * Adds a person to the company (the Users screen's Create). The answer is the same whether or not
 * the address has an account elsewhere, its id included (a new account's, or the request's number
 * from the same sequence, never the person's account id), so the call tells nobody who is on the network:
 * - no account: a new one, made by this company, which manages it until someone else has the person;
 * - an account of someone else: a request that the person join, which they accept when signed in;
 *   until then the company sees only what it typed;
 * - an account this company made and that nobody else has (removed earlier): back in at once;
 * - an API-key user is always a new machine of this company (its address is only a label).
 * A person already here, or asked already, is the spec's 409.
 */
export async function addMember(
  app: App,
  ctx: TenantContext,
  body: NewMember,
  opts: { replacing?: CompanyMember } = {},
): Promise<CompanyUser> {
  try {
    // The id the company knows the person by (access/members.ts): an account's, or a request's number.
    const shownId = await app.db.transaction(async (tx) => {
      // A pending request sent to another address instead: the old one goes in the same transaction.
      if (opts.replacing) {
        await deleteRequest(tx, ctx.companyId, opts.replacing.id);
        await deleteMembership(tx, ctx.companyId, opts.replacing);
      }
      if (body.userType === UserType.ApiKey) return newAccount(app, tx, ctx, body);
      const existing = await findUserByEmail(tx, body.emailAddress);
      if (!existing) return newAccount(app, tx, ctx, body);
      if (await alreadyHere(tx, ctx, existing.id)) throw sameEmail();
      if (existing.ownerCompanyId === ctx.companyId && !(await isMemberElsewhere(tx, existing.id, ctx.companyId))) {
        return backInOwnAccount(app, tx, ctx, existing, body);
      }
      // Answered by the request's number, as a new account's id would be: not the person's account id.
      return askToJoin(app, tx, ctx, existing, body);
    });
    app.jobs.kick();
    return presentCompanyMember(app.db, ctx, await requireCompanyMember(app.db, ctx, shownId));
  } catch (err) {
    // Two adds of one address raced past the checks: the second is told as if it came later.
    if (isUniqueViolation(err)) throw sameEmail();
    throw err;
  }
}

const alreadyHere = (tx: Transaction, ctx: TenantContext, userId: number): Promise<boolean> =>
  isMemberOrAsked(tx, ctx.companyId, userId);

async function newAccount(app: App, tx: Transaction, ctx: TenantContext, body: NewMember): Promise<number> {
  const createdId = await insertAccount(tx, {
    emailAddress: body.emailAddress,
    firstName: body.firstName,
    lastName: body.lastName,
    title: body.title,
    userType: body.userType,
    ownerCompanyId: ctx.companyId,
    isTemporaryPassword: body.userType === UserType.Regular,
  });
  await setRoles(tx, ctx.companyId, createdId, body.mainRole, body.additionalRoles);
  if (body.sendOnboardingEmail && body.userType === UserType.Regular) {
    await mailWelcome(app, ctx, tx, createdId, body.emailAddress, body.firstName);
  }
  return createdId;
}

/** The company's own account, removed earlier and nobody else's since: it may simply take it back. */
async function backInOwnAccount(
  app: App,
  tx: Transaction,
  ctx: TenantContext,
  account: UserRow,
  body: NewMember,
): Promise<number> {
  await reactivateAccount(tx, account.id, { firstName: body.firstName, lastName: body.lastName, title: body.title });
  await setRoles(tx, ctx.companyId, account.id, body.mainRole, body.additionalRoles);
  if (body.sendOnboardingEmail) await mailWelcome(app, ctx, tx, account.id, account.emailAddress, body.firstName);
  return account.id;
}

async function askToJoin(
  app: App,
  tx: Transaction,
  ctx: TenantContext,
  person: UserRow,
  body: NewMember,
): Promise<number> {
  const handle = await insertRequest(tx, ctx.companyId, person.id, {
    emailAddress: body.emailAddress,
    firstName: body.firstName,
    lastName: body.lastName,
    title: body.title,
    mainRole: body.mainRole,
    additionalRoles: body.additionalRoles,
    requestedBy: ctx.user.userId,
  });
  if (!body.sendOnboardingEmail) return handle;
  const companyName = await getCompanyName(tx, ctx.companyId);
  const link = await makeWelcomeLink(app, tx, person.id, 'join');
  await queueMail(tx, [
    joinRequestMail({
      to: person.emailAddress,
      company: companyName ?? 'A company',
      requestedBy: await displayNameOf(tx, ctx.user.userId),
      link,
    }),
  ]);
  return handle;
}

/** The onboarding mail of an account the company manages: a link to choose a password there. */
async function mailWelcome(
  app: App,
  ctx: TenantContext,
  tx: Transaction,
  userId: number,
  to: string,
  firstName: string,
) {
  const link = await makeWelcomeLink(app, tx, userId, 'password');
  const companyName = await getCompanyName(tx, ctx.companyId);
  const mail = welcomeUserMail({
    to,
    firstName,
    link,
    setsPassword: app.config.oidc.kind === 'builtin',
    company: companyName ?? 'Your company',
    addedBy: await displayNameOf(tx, ctx.user.userId),
  });
  await queueMail(tx, [mail]);
}
