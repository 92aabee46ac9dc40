import {
  ErrorCode,
  invitationMessages,
  registrationMessages,
  type Api,
  type BodyOf,
  type PartyTypeId,
} from '@docvue/contracts';
import type { AppContext } from '../../app-context.js';
import type { Transaction } from '../../db/client.js';
import { findUserByEmail, type UserRow } from '../../identity/repository.js';
import { queueMail } from '../../jobs/mail.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { createCompany, findRegisteredCompany, type CompanyRow } from '../companies/index.js';
import { handInvitationToNewCompany, invitationOfLink, requireMadeFor } from '../invitations/index.js';
import { addFirstAdministrator, askToAdminister, makeWelcomeLink } from '../users/index.js';
import { registeredForYouMail, welcomeMail } from './mails.js';
import { insertFirstOrgUnit } from './repository.js';

type Registration = BodyOf<Api['registerCompany']>;
type App = Pick<AppContext, 'db' | 'config' | 'jobs'>;

/** The org unit a registered company starts with; its administrators may rename it. */
const FIRST_ORG_UNIT = { name: 'Main Office', code: 'MAIN' } as const;

/**
 * Self-registration (the sign-up screen): the company with its party types, an instance of every
 * document template and a first org unit, its administrator, and, with an invitation's link, the
 * invitation waiting for that administrator to accept it — only when the address registered is the
 * one the invitation was sent to (redeem-rule.ts: a tax number is no claim of a stranger's).
 *
 * The administrator is a new account, mailed a link to choose a password (or, with an external
 * identity provider, to sign in there). An address that has an account already is asked to
 * administer the new company instead, as any company asks a person to join: the answer is the same
 * either way, so registering tells nobody who is on the network.
 *
 * A mailbox is proven only by a link mailed to it (issue 39): the invitation's token connects the
 * companies (the inviter's trust) but proves no address, since anyone the link was forwarded to
 * holds it too. So the answer carries no link, and the account is proven only once the link in the
 * welcome mail is used. Without a mail relay, the platform operator's outbox holds that mail.
 */
export async function registerCompany(app: App, body: Registration) {
  const { db } = app;
  const invitation = body.invitationToken ? await invitationOfLink(db, body.invitationToken) : undefined;
  if (invitation && invitation.receiverCompanyId !== null) {
    throw new AppError(ErrorCode.InvitationNotFound, invitationMessages.notFound);
  }
  if (invitation) await requireMadeFor(db, invitation, { registering: true, email: body.userEmail });
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
    // at its address, which the accept wizard then chooses without asking.
    await insertFirstOrgUnit(tx, {
      companyId: company.id,
      name: FIRST_ORG_UNIT.name,
      code: FIRST_ORG_UNIT.code,
      addressLineOne: body.addressLineOne,
      addressLineTwo: body.addressLineTwo ?? null,
      city: body.city,
      state: body.state,
      zipCode: body.zipCode,
    });
    const existing = await findUserByEmail(tx, body.userEmail);
    if (existing) await askToAdministerAndMail(app, tx, company, existing, body);
    else await newAdministrator(app, tx, company, body);
    // Its administrator (made above) finds the invitation in the notifications as well as the list.
    if (invitation) await handInvitationToNewCompany(tx, invitation, company.id);
    return company;
  });
  app.jobs.kick();
  return { id: created.id, name: created.legalName };
}

async function newAdministrator(app: App, tx: Transaction, company: CompanyRow, body: Registration) {
  const userId = await addFirstAdministrator(tx, company.id, {
    emailAddress: body.userEmail,
    firstName: body.userFirstName,
    lastName: body.userLastName,
  });
  const link = await makeWelcomeLink(app, tx, userId, 'password');
  await queueMail(tx, [
    welcomeMail({
      to: body.userEmail,
      firstName: body.userFirstName,
      companyName: company.legalName,
      link,
      setsPassword: app.config.oidc.kind === 'builtin',
    }),
  ]);
}

/** The address has an account: its person is asked to administer the new company, and decides. */
async function askToAdministerAndMail(
  app: App,
  tx: Transaction,
  company: CompanyRow,
  person: UserRow,
  body: Registration,
) {
  await askToAdminister(tx, company.id, person, {
    emailAddress: body.userEmail,
    firstName: body.userFirstName,
    lastName: body.userLastName,
  });
  const link = await makeWelcomeLink(app, tx, person.id, 'join');
  await queueMail(tx, [registeredForYouMail({ to: person.emailAddress, companyName: company.legalName, link })]);
}

/** A company already on the network (by tax number or name) is told so (409). */
async function requireNewCompany(app: Pick<AppContext, 'db'>, body: Registration) {
  const registered = await findRegisteredCompany(app.db, body);
  if (registered === 'taxNumber')
    throw conflict(
      'A company with this tax number is already registered on the network. Ask its administrator to add you as a user.',
    );
  if (registered === 'name') throw conflict(`A company named ${body.legalName} is already registered on the network.`);
}
