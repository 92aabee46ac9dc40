import { ErrorCode, Role, userMessages, UserType, type Api, type BodyOf, type RoleId } from '@docvue/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { TenantContext } from '../../access/context.js';
import { requireCompanyMember, type CompanyMember } from '../../access/members.js';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { apiKeys, membershipBlocks, userRoles, users } from '../../db/schema/index.js';
import { issuePasswordLink } from '../../identity/password-reset.js';
import { queueMail } from '../../jobs/mail.js';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors.js';
import { welcomeUserMail } from './mails.js';
import { presentMember } from './members-presenter.js';
import { companiesCount, endSessions, membersOf, otherAdministrators, setRoles } from './members-repository.js';

type App = Pick<AppContext, 'db' | 'config' | 'jobs'>;
/** A new user chooses a password with the onboarding link within a week. */
const ONBOARDING_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export async function listMembers(db: Database, ctx: TenantContext, query: string | undefined) {
  const text = query?.toLowerCase();
  const all = (await membersOf(db, ctx.companyId)).map(presentMember);
  return text ? all.filter((u) => `${u.emailAddress} ${u.firstName} ${u.lastName}`.toLowerCase().includes(text)) : all;
}

export async function getMember(db: Database, ctx: TenantContext, userId: number) {
  const member = await requireCompanyMember(db, ctx, userId);
  const [found] = await membersOf(db, ctx.companyId, [member.id]);
  return presentMember(found!);
}

const sameName = (a: { firstName: string; lastName: string }, b: { firstName: string; lastName: string }) =>
  a.firstName.trim().toLowerCase() === b.firstName.trim().toLowerCase() &&
  a.lastName.trim().toLowerCase() === b.lastName.trim().toLowerCase();

/**
 * Adds a user (administration spec §5, §8). An e-mail of another company's user joins that person
 * to this company when the names agree; otherwise it is refused with the spec's 120-020, since one
 * e-mail is one person on the network.
 */
export async function createMember(app: App, ctx: TenantContext, body: BodyOf<Api['createUser']>) {
  const { db } = app;
  const [existing] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.emailAddress}) = ${body.emailAddress.toLowerCase()}`);
  if (existing) {
    const [membership] = await db
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, existing.id), eq(userRoles.companyId, ctx.companyId)))
      .limit(1);
    if (membership || existing.userType !== body.userType) throw conflict(userMessages.sameEmail);
    if (!sameName(existing, body)) throw new AppError(ErrorCode.UserExistsElsewhere, userMessages.existsElsewhere);
  }
  const userId = await db.transaction(async (tx) => {
    const id =
      existing?.id ??
      (
        await tx
          .insert(users)
          .values({
            emailAddress: body.emailAddress,
            firstName: body.firstName,
            lastName: body.lastName,
            title: body.title,
            userType: body.userType,
            isTemporaryPassword: body.userType === UserType.Regular,
          })
          .returning({ id: users.id })
      )[0]!.id;
    // One removed from their last company was deactivated; being added again lets them sign in again.
    if (existing && !existing.isActive) await tx.update(users).set({ isActive: true }).where(eq(users.id, id));
    await setRoles(tx, ctx.companyId, id, body.mainRole, body.additionalRoles);
    if (body.sendOnboardingEmail && body.userType === UserType.Regular) {
      const builtIn = app.config.oidc.kind === 'builtin' && !existing?.passwordHash;
      const link = builtIn
        ? await issuePasswordLink(tx, id, ONBOARDING_LINK_TTL_MS, app.config.publicUrl)
        : `${app.config.publicUrl}/`;
      await queueMail(tx, [
        welcomeUserMail({ to: body.emailAddress, firstName: body.firstName, link, setsPassword: builtIn }),
      ]);
    }
    return id;
  });
  app.jobs.kick();
  return getMember(db, ctx, userId);
}

/** The company keeps an administrator who can act: the last one is not demoted, blocked or removed. */
async function requireAnotherAdministrator(db: Database, ctx: TenantContext, member: CompanyMember) {
  const [isAdmin] = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.companyId, ctx.companyId),
        eq(userRoles.userId, member.id),
        eq(userRoles.roleId, Role.Administrator),
      ),
    );
  if (isAdmin && (await otherAdministrators(db, ctx.companyId, member)) === 0) {
    throw conflict(userMessages.lastAdministrator);
  }
}

export async function updateMember(db: Database, ctx: TenantContext, userId: number, body: BodyOf<Api['updateUser']>) {
  const member = await requireCompanyMember(db, ctx, userId);
  const roles: RoleId[] = [body.mainRole, ...body.additionalRoles];
  if (!roles.includes(Role.Administrator)) await requireAnotherAdministrator(db, ctx, member);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ firstName: body.firstName, lastName: body.lastName, title: body.title })
      .where(eq(users.id, member.id));
    await setRoles(tx, ctx.companyId, member.id, body.mainRole, body.additionalRoles);
  });
  return getMember(db, ctx, member.id);
}

const notYourself = (ctx: TenantContext, member: CompanyMember) => {
  if (member.id === ctx.user.userId) throw badRequest(userMessages.notYourself);
};

/**
 * Removes the user from the company. A user of no other company can no longer sign in: the account
 * is deactivated (refused on the next request), its sessions ended and an API-key user's keys revoked.
 */
export async function deleteMember(db: Database, ctx: TenantContext, userId: number) {
  const member = await requireCompanyMember(db, ctx, userId);
  notYourself(ctx, member);
  await requireAnotherAdministrator(db, ctx, member);
  const onlyHere = (await companiesCount(db, member.id)) === 1;
  await db.transaction(async (tx) => {
    await tx.delete(userRoles).where(and(eq(userRoles.companyId, ctx.companyId), eq(userRoles.userId, member.id)));
    await tx
      .delete(membershipBlocks)
      .where(and(eq(membershipBlocks.companyId, ctx.companyId), eq(membershipBlocks.userId, member.id)));
    if (member.userType === UserType.ApiKey) {
      await tx
        .update(apiKeys)
        .set({ revokedAt: new Date() })
        .where(and(eq(apiKeys.userId, member.id), sql`${apiKeys.revokedAt} is null`));
    }
    if (onlyHere) {
      await tx.update(users).set({ isActive: false }).where(eq(users.id, member.id));
      await endSessions(tx, member.id);
    }
  });
}

export async function changeMemberEmail(db: Database, ctx: TenantContext, userId: number, email: string) {
  const member = await requireCompanyMember(db, ctx, userId);
  // The e-mail is the sign-in name: changing it for someone another company also has would let this
  // company reset their password and act for the other one.
  if ((await companiesCount(db, member.id)) > 1) throw forbidden(userMessages.emailOfSharedUser);
  const [current] = await db.select({ email: users.emailAddress }).from(users).where(eq(users.id, member.id));
  const valid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
  if (!valid || email.toLowerCase() === current!.email.toLowerCase()) throw badRequest(userMessages.changeEmail);
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.emailAddress}) = ${email.toLowerCase()}`);
  if (taken) throw conflict(userMessages.sameEmail);
  await db.update(users).set({ emailAddress: email }).where(eq(users.id, member.id));
  return getMember(db, ctx, member.id);
}

/** Blocked in this company: its calls are refused from the next request on (tenancy checks every request). */
export async function blockMember(db: Database, ctx: TenantContext, userId: number, blocked: boolean) {
  const member = await requireCompanyMember(db, ctx, userId);
  if (blocked) {
    notYourself(ctx, member);
    await requireAnotherAdministrator(db, ctx, member);
    await db
      .insert(membershipBlocks)
      .values({ companyId: ctx.companyId, userId: member.id, blockedBy: ctx.user.userId })
      .onConflictDoNothing();
  } else {
    await db
      .delete(membershipBlocks)
      .where(and(eq(membershipBlocks.companyId, ctx.companyId), eq(membershipBlocks.userId, member.id)));
  }
  return getMember(db, ctx, member.id);
}

export async function memberRoles(db: Database, ctx: TenantContext, userId: number) {
  return (await getMember(db, ctx, userId)).userRoles;
}
