import {
  ErrorCode,
  invitationMessages,
  registrationMessages,
  Role,
  UserType,
  type Api,
  type BodyOf,
  type PartyTypeId,
} from '@docvue/contracts';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { companies, invitations, orgUnits, userRoles, users } from '../../db/schema/index.js';
import { issuePasswordLink } from '../../identity/password-reset.js';
import { queueMail } from '../../jobs/mail.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { createCompany } from '../companies/create-company.js';
import { notifyInvitationReceived } from '../invitations/notify-receiver.js';
import { invitationOfToken, refreshOnboardingPending } from '../invitations/repository.js';
import { welcomeMail } from './mails.js';

/** A new administrator sets a password with this link within a week. */
const WELCOME_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

type Registration = BodyOf<Api['registerCompany']>;

/** The org unit a registered company starts with; its administrators may rename it. */
const FIRST_ORG_UNIT = { name: 'Main Office', code: 'MAIN' } as const;

/**
 * Self-registration (administration spec §5 "Sign-up"): the company with its party types, an
 * instance of every document template and a first org unit, its administrator, and, with an
 * invitation's token, the invitation waiting for that administrator to accept it. The
 * administrator is e-mailed a link to set a password (or, with an external identity provider, to
 * sign in there).
 */
export async function registerCompany(app: Pick<AppContext, 'db' | 'config' | 'jobs'>, body: Registration) {
  const { db } = app;
  const invitation = body.invitationToken ? await invitationOfToken(db, body.invitationToken) : undefined;
  if (body.invitationToken && (!invitation || invitation.receiverCompanyId !== null)) {
    throw new AppError(ErrorCode.InvitationNotFound, invitationMessages.notFound);
  }
  const partyTypeIds = [
    ...new Set([...body.partyTypeIds, ...(invitation ? [invitation.partyTypeId as PartyTypeId] : [])]),
  ];
  if (partyTypeIds.length === 0) throw badRequest(registrationMessages.partyTypes);
  await requireNewCompany(app, body);

  const created = await db.transaction(async (tx) => {
    const company = await createCompany(tx, {
      legalName: body.legalName,
      addressLineOne: body.addressLineOne,
      ...(body.addressLineTwo ? { addressLineTwo: body.addressLineTwo } : {}),
      city: body.city,
      state: body.state,
      zipCode: body.zipCode,
      taxNumber: body.taxNumber,
      partyTypeIds,
    });
    // Every party, the sender of an accepted invitation included, is filed under an org unit: a
    // company without one could not accept the invitation it registered with. It starts with one,
    // at its address, which the accept wizard then chooses without asking (spec §5).
    await tx.insert(orgUnits).values({
      companyId: company.id,
      name: FIRST_ORG_UNIT.name,
      code: FIRST_ORG_UNIT.code,
      addressLineOne: body.addressLineOne,
      addressLineTwo: body.addressLineTwo ?? null,
      city: body.city,
      state: body.state,
      zipCode: body.zipCode,
    });
    const [user] = await tx
      .insert(users)
      .values({
        emailAddress: body.userEmail,
        firstName: body.userFirstName,
        lastName: body.userLastName,
        userType: UserType.Regular,
        isTemporaryPassword: true,
      })
      .returning({ id: users.id });
    await tx
      .insert(userRoles)
      .values({ userId: user!.id, companyId: company.id, roleId: Role.Administrator, isMain: true });
    if (invitation) {
      await tx.update(invitations).set({ receiverCompanyId: company.id }).where(eq(invitations.id, invitation.id));
      await refreshOnboardingPending(tx, invitation.senderCompanyId);
      // Its administrator, new above, finds the invitation in the notifications as well as the list.
      await notifyInvitationReceived(tx, invitation, company.id);
    }
    const builtIn = app.config.oidc.kind === 'builtin';
    const link = builtIn
      ? await issuePasswordLink(tx, user!.id, WELCOME_LINK_TTL_MS, app.config.publicUrl)
      : `${app.config.publicUrl}/`;
    await queueMail(tx, [
      welcomeMail({
        to: body.userEmail,
        firstName: body.userFirstName,
        companyName: company.legalName,
        link,
        setsPassword: builtIn,
      }),
    ]);
    return company;
  });
  app.jobs.kick();
  return { id: created.id, name: created.legalName };
}

/** A company (by tax number or name) or an e-mail already on the network is told so (409). */
async function requireNewCompany(app: Pick<AppContext, 'db'>, body: Registration) {
  const [byTax] = await app.db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`docvue_tax_key(${companies.taxNumber}) = docvue_tax_key(${body.taxNumber})`)
    .limit(1);
  if (byTax)
    throw conflict(
      'A company with this tax number is already registered on the network. Ask its administrator to add you as a user.',
    );
  const [byName] = await app.db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`lower(${companies.legalName}) = lower(${body.legalName})`)
    .limit(1);
  if (byName) throw conflict(`A company named ${body.legalName} is already registered on the network.`);
  const [byEmail] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.emailAddress}) = lower(${body.userEmail})`)
    .limit(1);
  if (byEmail) {
    throw new AppError(
      ErrorCode.Conflict,
      'A user with this e-mail already exists. Sign in with it, or register with another e-mail.',
    );
  }
}
