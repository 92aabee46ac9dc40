import { partyTypeNameIn, partyTypeNames, type Api, type BodyOf, type PartyTypeId } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireReceivedInvitation } from '../../access/invitations.js';
import { requireOwnOrgUnits } from '../../access/org-units.js';
import { requireOwnParty } from '../../access/parties.js';
import type { Database } from '../../db/client.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { orgUnitTermOf, vendorTermOf } from '../companies/index.js';
import { notifyCompany } from '../notifications/index.js';
import { presentInvitation } from './presenter.js';
import { requirePending, senderPartyTarget, settle } from './receive-helpers.js';
import {
  activeOrgUnitsOf,
  connectReceiverParty,
  connectSenderParty,
  insertSenderParty,
  partyNumberTaken,
} from './receive-repository.js';
import { senderOf } from './repository.js';

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
