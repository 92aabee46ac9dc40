import {
  ErrorCode,
  invitationMessages,
  partyTypeNameIn,
  partyTypeNames,
  type Api,
  type BodyOf,
  type PartyTypeId,
} from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import {
  pendingReceivedInvitations,
  requireReceivedInvitation,
  type ReceivedInvitation,
} from '../../access/invitations.js';
import { requireOwnOrgUnits } from '../../access/org-units.js';
import { requireOwnParty } from '../../access/parties.js';
import type { Database, Transaction } from '../../db/client.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { orgUnitTermOf, vendorTermOf } from '../companies/index.js';
import { notifyCompany } from '../notifications/index.js';
import { presentInvitation, presentPreview } from './presenter.js';
import { findUserById } from '../../identity/repository.js';
import { invitationOfLink, requireMadeFor } from './redeem-rule.js';
import {
  activeOrgUnitsOf,
  connectReceiverParty,
  connectSenderParty,
  insertSenderParty,
  partyNumberTaken,
  setReceiver,
  settleInvitation,
  suggestAgain,
} from './receive-repository.js';
import { actionedByName, refreshOnboardingPending, senderOf, taxNumberOf } from './repository.js';

/**
 * Receiving side of invitations (docs/product/administration.md §2, §4): the pending list, the accept
 * wizard's accept, reject, and taking an e-mailed invitation into a company.
 */

const notFoundError = () => new AppError(ErrorCode.InvitationNotFound, invitationMessages.notFound);

async function present(db: Database | Transaction, row: ReceivedInvitation) {
  return presentInvitation(row, await senderOf(db, row), await actionedByName(db, row));
}

export async function pendingInvitations(db: Database, ctx: TenantContext) {
  const rows = await pendingReceivedInvitations(db, ctx);
  return Promise.all(rows.map((r) => present(db, r)));
}

export async function getInvitation(db: Database, ctx: TenantContext, id: number) {
  return present(db, await requireReceivedInvitation(db, ctx, id));
}

/** Public: what an e-mailed link invites to, for the sign-up page. */
export async function previewInvitation(db: Database, token: string) {
  const row = await invitationOfLink(db, token);
  if (row.receiverCompanyId !== null) throw notFoundError();
  return presentPreview(row, await senderOf(db, row));
}

/**
 * Takes an e-mailed invitation (its token) into the caller's company, to accept or reject it: only
 * when it was made for them (the administrator's confirmed address is the invited one, or the
 * company's tax identifier the party's), so a forwarded or leaked link connects nobody else.
 */
export async function registerInvitation(db: Database, ctx: TenantContext, token: string, expectedId?: number) {
  const row = await invitationOfLink(db, token);
  // Another company's or a used link answers like an unknown one.
  if (expectedId !== undefined && row.id !== expectedId) throw notFoundError();
  if (row.receiverCompanyId !== null && row.receiverCompanyId !== ctx.companyId) throw notFoundError();
  if (row.senderCompanyId === ctx.companyId) throw badRequest('This invitation was sent by your own company.');
  const [user, taxNumber] = await Promise.all([findUserById(db, ctx.user.userId), taxNumberOf(db, ctx.companyId)]);
  await requireMadeFor(db, row, {
    email: user?.emailAddress ?? '',
    emailProven: Boolean(user?.emailVerifiedAt),
    taxNumber,
  });
  await db.transaction(async (tx) => {
    await setReceiver(tx, row.id, ctx.companyId);
  });
  return getInvitation(db, ctx, row.id);
}

/**
 * Where the sender's administrators go from the answer's notification: their party for the
 * receiver, whose page shows the new state (Connected, or Connect to ask again). Not the
 * invitation list: it holds the invitations a company received, never the ones it sent.
 */
const senderPartyTarget = (row: ReceivedInvitation) => (row.senderPartyId ? { partyId: row.senderPartyId } : null);

const requirePending = (row: ReceivedInvitation) => {
  if (row.status !== 'pending') throw badRequest(invitationMessages.actioned);
};

/**
 * Accept: the receiver's party for the sender (a new one, or one it has), and both sides'
 * parties connected to each other, in one transaction; the sender's administrators are told.
 */
export async function acceptInvitation(db: Database, ctx: TenantContext, body: BodyOf<Api['acceptInvitation']>) {
  const row = await requireReceivedInvitation(db, ctx, body.id);
  requirePending(row);
  const sender = await senderOf(db, row);
  const view = presentInvitation(row, sender, null);
  const existing = body.existingPartyId ? await requireOwnParty(db, ctx, body.existingPartyId) : undefined;
  if (existing && existing.connectedCompanyId !== null && existing.connectedCompanyId !== row.senderCompanyId) {
    throw badRequest(`${existing.name} is connected to another company already: choose another party or create one.`);
  }
  const newParty = existing ? undefined : await newPartyFor(db, ctx, body, view);
  const partyId = await db.transaction(async (tx) => {
    const id = existing?.id ?? (await insertSenderParty(tx, ctx.companyId, sender, newParty!));
    await connectReceiverParty(tx, id, row.senderCompanyId);
    if (row.senderPartyId) await connectSenderParty(tx, row.senderPartyId, ctx.companyId);
    await settle(tx, ctx, row, 'accepted');
    await notifyCompany(tx, {
      companyId: row.senderCompanyId,
      sourceCompanyId: ctx.companyId,
      title: 'Invitation accepted',
      message: `${sender.party?.name ?? 'Your partner'} accepted your invitation: you are now connected on the exchange network.`,
      target: senderPartyTarget(row),
      administratorsOnly: true,
    });
    return id;
  });
  return { companyName: sender.company.legalName, partyId };
}

/** The new party's number, type and org units, checked as the wizard asks them (docs/product/administration.md §5). */
async function newPartyFor(
  db: Database,
  ctx: TenantContext,
  body: BodyOf<Api['acceptInvitation']>,
  view: ReturnType<typeof presentInvitation>,
) {
  const partyTypeId = body.partyTypeId as PartyTypeId;
  if (!partyTypeNames[partyTypeId]) throw badRequest('partyTypeId: Unknown party type');
  // Types named as the receiver's users read them (its own word for Vendor).
  const vendorTerm = await vendorTermOf(db, ctx.companyId);
  if (view.partyTypeLocked && partyTypeId !== view.partyTypeId) {
    throw badRequest(`The type of this party is ${partyTypeNameIn(view.partyTypeId, vendorTerm)}.`);
  }
  const units = await activeOrgUnitsOf(db, ctx.companyId);
  // With one org unit the wizard preselects it; with several one must be chosen.
  const orgUnitIds = body.orgUnitIds.length === 0 && units.length === 1 ? [units[0]!.id] : body.orgUnitIds;
  const term = await orgUnitTermOf(db, ctx.companyId);
  if (orgUnitIds.length === 0) throw badRequest(`You must select at least 1 ${term}`);
  // Another company's org unit does not exist for the caller (404); an inactive one of its own is a 400.
  await requireOwnOrgUnits(db, ctx, orgUnitIds, `The ${term}`);
  if (orgUnitIds.some((id) => !units.some((u) => u.id === id))) throw badRequest(`Choose ${term}s of your company`);
  if (await partyNumberTaken(db, ctx.companyId, partyTypeId, body.partyNumber!)) {
    throw conflict(`A ${partyTypeNameIn(partyTypeId, vendorTerm)} with the number ${body.partyNumber} already exists.`);
  }
  return { partyTypeId, number: body.partyNumber!, orgUnitIds };
}

async function settle(tx: Transaction, ctx: TenantContext, row: ReceivedInvitation, status: 'accepted' | 'rejected') {
  // Two administrators answered at once: the other one was first.
  if (!(await settleInvitation(tx, row.id, status, ctx.user.userId))) throw badRequest(invitationMessages.actioned);
  await refreshOnboardingPending(tx, row.senderCompanyId);
}

/** Reject: the sender may ask again (its party offers Connect, since the receiver is on the network now). */
export async function rejectInvitation(db: Database, ctx: TenantContext, id: number) {
  const row = await requireReceivedInvitation(db, ctx, id);
  requirePending(row);
  const sender = await senderOf(db, row);
  await db.transaction(async (tx) => {
    if (row.senderPartyId) {
      await suggestAgain(tx, row.senderPartyId, row.senderCompanyId, ctx.companyId);
    }
    await settle(tx, ctx, row, 'rejected');
    await notifyCompany(tx, {
      companyId: row.senderCompanyId,
      sourceCompanyId: ctx.companyId,
      title: 'Invitation rejected',
      message: `${sender.party?.name ?? 'Your partner'} rejected your invitation to connect on the exchange network.`,
      target: senderPartyTarget(row),
      administratorsOnly: true,
    });
  });
}
