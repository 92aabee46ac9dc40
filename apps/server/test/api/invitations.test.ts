import {
  ConnectionStatus,
  DocumentTemplate,
  NotificationAction,
  PartyType,
  Role,
  RouteStatus,
} from '@docvue/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  documents,
  invitations,
  notifications,
  outboxEmails,
  parties,
  users,
} from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { invoicePdf, multipart, sampleInvoice } from '../support/documents.js';
import { admin, makeCompany, makeOrgUnit, makeParty, makeUser } from '../support/factories.js';

let t: TestApp;
let vendor: { id: number };
let purchaser: { id: number };
const tokens: Record<string, string> = {};
let purchaserOffice: { id: number };
let vendorAdmin: { id: number; emailAddress: string };
let vendorClerk: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  vendor = await makeCompany(t.db, { name: 'Permian Basin Oilfield Services LLC', partyTypeIds: [PartyType.Vendor] });
  purchaser = await makeCompany(t.db, { name: 'Red Mesa Energy Partners', partyTypeIds: [PartyType.Purchaser] });
  await t.db
    .update(companies)
    .set({ taxNumber: '75-1234567', city: 'Midland', state: 'TX', zipCode: '79701', addressLineOne: '2200 W Wall St' })
    .where(eq(companies.id, vendor.id));
  await makeOrgUnit(t.db, vendor.id, 'Midland Field Office');
  purchaserOffice = await makeOrgUnit(t.db, purchaser.id, 'Permian Drilling');
  vendorAdmin = await makeUser(t.db, { ...admin(vendor.id), email: 'billing@permian.example' });
  vendorClerk = await makeUser(t.db, { memberships: { [vendor.id]: [Role.User] } });
  tokens.vendor = await t.tokenFor(vendorAdmin.id);
  const purchaserAdmin = await makeUser(t.db, { ...admin(purchaser.id), email: 'admin@redmesa.example' });
  await t.db.update(users).set({ firstName: 'Rosa', lastName: 'Alvarez' }).where(eq(users.id, purchaserAdmin.id));
  tokens.purchaser = await t.tokenFor(purchaserAdmin.id);
  tokens.clerk = await t.tokenFor((await makeUser(t.db, { memberships: { [purchaser.id]: [Role.User] } })).id);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const as =
  (who: 'vendor' | 'purchaser' | 'clerk') => (method: Method, url: string, payload?: Record<string, unknown>) =>
    t.call(
      { token: tokens[who], companyId: who === 'vendor' ? vendor.id : purchaser.id },
      { method, url, ...(payload === undefined ? {} : { payload }) },
    );

/** The vendor's party for the purchaser, matched on the network and asked to connect. */
async function askToConnect(number: string) {
  const party = await makeParty(t.db, vendor.id, {
    name: 'Red Mesa Energy Partners',
    number,
    partyTypeId: PartyType.Purchaser,
    suggestedCompanyId: purchaser.id,
  });
  expect((await as('vendor')('PUT', `/api/party/${party.id}/connect`)).statusCode).toBe(200);
  const pending = (await as('purchaser')('GET', '/api/invitation/pending')).json();
  return { party, invitation: pending.find((i: { partyNumber: string }) => i.partyNumber === number) };
}

/**
 * What the sender's company was told of the answer: only its administrators (who sent it and may
 * ask again), each led to their party for the receiver, whose page shows what the answer made.
 */
async function senderToldOf(title: string, partyId: number) {
  const rows = await t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.companyId, vendor.id), eq(notifications.title, title)));
  const about = rows.filter((r) => r.actionData === String(partyId));
  expect(about.map((r) => [r.userId, r.actionId, r.sourceCompanyId])).toEqual([
    [vendorAdmin.id, NotificationAction.OpenParty, purchaser.id],
  ]);
  expect(rows.some((r) => r.userId === vendorClerk.id)).toBe(false);
  return about[0]!;
}

describe('invitations to connect', () => {
  it('lists the invitation with the sender, its masked tax number and the type it will have', async () => {
    const { invitation } = await askToConnect('C-100');
    expect(invitation).toMatchObject({
      kind: 'connect',
      status: 'pending',
      companyName: 'Permian Basin Oilfield Services LLC',
      companyAddress: '2200 W Wall St, Midland, TX 79701',
      senderEmail: 'billing@permian.example',
      maskedTaxNumber: '**-***4567',
      senderPartyTypeOfReceiverCompany: PartyType.Purchaser,
      partyNumber: 'C-100',
      // The purchaser's partner is its vendor, and a vendor stays a vendor.
      partyTypeId: PartyType.Vendor,
      partyTypeLocked: true,
      actionedMessage: null,
    });
    const vendorRow = await t.db.select().from(companies).where(eq(companies.id, vendor.id));
    expect(vendorRow[0]!.onBoardingProcessPending).toBe(true);
  });

  it('lets only administrators accept or reject', async () => {
    const { invitation } = await askToConnect('C-101');
    for (const [method, url, body] of [
      ['POST', '/api/invitation/accept', { id: invitation.id, partyNumber: 'V-1', partyTypeId: PartyType.Vendor }],
      ['POST', `/api/invitation/reject/${invitation.id}`, undefined],
    ] as const) {
      const res = await as('clerk')(method, url, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Only a company administrator can do this.');
    }
    // Anyone of the company may see it (the list says to ask an administrator).
    expect((await as('clerk')('GET', `/api/invitation/getbyid/${invitation.id}`)).statusCode).toBe(200);
  });

  it('checks the new party as the wizard asks: number, a locked type, org units', async () => {
    const { invitation } = await askToConnect('C-102');
    const accept = (body: Record<string, unknown>) =>
      as('purchaser')('POST', '/api/invitation/accept', { id: invitation.id, ...body });
    expect((await accept({ partyTypeId: PartyType.Vendor })).json().error.message).toBe('partyNumber: Required');
    expect((await accept({ partyNumber: 'V-2', partyTypeId: PartyType.Bank })).json().error.message).toBe(
      'The type of this party is Vendor.',
    );
    await makeOrgUnit(t.db, purchaser.id, 'Permian Completions');
    const none = await accept({ partyNumber: 'V-2', partyTypeId: PartyType.Vendor, orgUnitIds: [] });
    expect(none.json().error.message).toBe('You must select at least 1 Org Unit');
  });

  it('accept connects both sides: a party for the sender, the sender’s party connected; documents go through', async () => {
    const { party, invitation } = await askToConnect('C-103');
    const res = await as('purchaser')('POST', '/api/invitation/accept', {
      id: invitation.id,
      partyNumber: 'V-3',
      partyTypeId: PartyType.Vendor,
      orgUnitIds: [purchaserOffice.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().companyName).toBe('Permian Basin Oilfield Services LLC');
    const mine = (await as('purchaser')('GET', `/api/party/${res.json().partyId}`)).json();
    expect(mine).toMatchObject({
      name: 'Permian Basin Oilfield Services LLC',
      number: 'V-3',
      partyTypeId: PartyType.Vendor,
      taxIdentifier: '75-1234567',
      emails: ['billing@permian.example'],
      connectedCompanyId: vendor.id,
      connectionStatus: ConnectionStatus.Connected,
    });
    // The vendor is told, and the notification leads to its party, now connected.
    const told = await senderToldOf('Invitation accepted', party.id);
    expect(told.message).toBe(
      'Red Mesa Energy Partners accepted your invitation: you are now connected on the exchange network.',
    );
    const theirs = (await as('vendor')('GET', `/api/party/${told.actionData}`)).json();
    expect(theirs).toMatchObject({ connectedCompanyId: purchaser.id, connectionStatus: ConnectionStatus.Connected });
    // Its e-mail opens that party in the vendor's company.
    await t.app.jobs.idle();
    const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, vendorAdmin.emailAddress));
    expect(mails.find((m) => m.subject.startsWith('Invitation accepted'))?.textBody).toContain(
      `http://localhost:3999/admin/party/${party.id}?companyId=${vendor.id}`,
    );
    expect((await t.db.select().from(companies).where(eq(companies.id, vendor.id)))[0]!.onBoardingProcessPending).toBe(
      // Invitations C-100 … C-102 still wait.
      true,
    );

    // A document to the newly connected party is delivered.
    const upload = await t.call(
      { token: tokens.vendor, companyId: vendor.id },
      {
        method: 'POST',
        url: '/api/documents/upload',
        ...multipart(
          { documentTypeId: DocumentTemplate.ArInvoice, receivingPartyId: party.id },
          { name: 'inv.pdf', bytes: await invoicePdf() },
        ),
      },
    );
    const documentId = upload.json().documentId as number;
    await t.app.jobs.idle();
    await as('vendor')('PUT', `/api/documents/${documentId}`, {
      metadata: [
        { key: 'orgUnit', value: 'Midland Field Office' },
        { key: 'serviceDate', value: sampleInvoice.serviceDate },
      ],
    });
    const send = await as('vendor')('PUT', `/api/documents/${documentId}/publish`);
    expect(send.statusCode, send.body).toBe(200);
    const [doc] = await t.db.select().from(documents).where(eq(documents.id, documentId));
    expect(doc).toMatchObject({ receiverCompanyId: purchaser.id, routeStatusId: RouteStatus.Sent });
  });

  it('an answered invitation says so, with who answered; it cannot be answered twice', async () => {
    const { invitation } = await askToConnect('C-104');
    expect((await as('purchaser')('POST', `/api/invitation/reject/${invitation.id}`)).json()).toEqual({ ok: true });
    const seen = (await as('purchaser')('GET', `/api/invitation/getbyid/${invitation.id}`)).json();
    expect(seen).toMatchObject({
      status: 'rejected',
      updateUser: 'Rosa Alvarez',
      actionedMessage: 'rejected by user Rosa Alvarez',
    });
    const again = await as('purchaser')('POST', '/api/invitation/accept', {
      id: invitation.id,
      partyNumber: 'V-9',
      partyTypeId: PartyType.Vendor,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('The invite has already been actioned on');
    // The vendor is told, and led to its party, which may ask again.
    const party = (await t.db.select().from(parties).where(eq(parties.number, 'C-104')))[0]!;
    const told = await senderToldOf('Invitation rejected', party.id);
    expect(told.message).toBe('Red Mesa Energy Partners rejected your invitation to connect on the exchange network.');
    expect(party).toMatchObject({ isInviteSent: false, suggestedCompanyId: purchaser.id, connectedCompanyId: null });
    expect((await as('vendor')('GET', `/api/party/${party.id}`)).json()).toMatchObject({
      isInviteSent: false,
      connectionStatus: ConnectionStatus.Connect,
    });
    expect(
      (await as('purchaser')('GET', '/api/invitation/pending')).json().map((i: { id: number }) => i.id),
    ).not.toContain(invitation.id);
  });
});

describe('an e-mailed invitation taken into an existing company', () => {
  it('registers it with the link’s token; the link works once and never for the sender itself', async () => {
    const party = await makeParty(t.db, vendor.id, {
      name: 'Red Mesa (AP desk)',
      number: 'C-200',
      partyTypeId: PartyType.Purchaser,
      emails: ['ap@redmesa.example'],
    });
    await as('vendor')('PUT', `/api/party/${party.id}/invite`, {});
    const [mail] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, 'ap@redmesa.example'));
    const token = /\/register\/([\w-]+)/.exec(mail!.textBody)![1]!;
    expect((await as('vendor')('POST', `/api/invitation/register/${token}`)).json().error.message).toBe(
      'This invitation was sent by your own company.',
    );
    // Red Mesa's administrator is not the invited address, and the party has no tax identifier yet:
    // whoever holds the link is not who it was made for.
    const refused = await as('purchaser')('POST', `/api/invitation/register/${token}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      message:
        'This invitation was sent to another e-mail address. Use the address it was sent to, or ask Permian Basin Oilfield Services LLC to invite you.',
      code: 'invitation_not_for_you',
    });
    expect((await as('purchaser')('GET', '/api/invitation/pending')).json()).not.toContainEqual(
      expect.objectContaining({ partyNumber: 'C-200' }),
    );
    // The vendor records Red Mesa's tax identifier on its party: the company it names may take it.
    const [redMesaTax] = await t.db
      .select({ tax: companies.taxNumber })
      .from(companies)
      .where(eq(companies.id, purchaser.id));
    await t.db.update(parties).set({ taxIdentifier: redMesaTax!.tax }).where(eq(parties.id, party.id));
    const registered = await as('purchaser')('POST', `/api/invitation/register/${token}`);
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json()).toMatchObject({ kind: 'invite', partyNumber: 'C-200', status: 'pending' });
    // Onboarding names the invitation and proves it with the token: another id does not match.
    const mismatch = await as('purchaser')('POST', `/api/invitation/onboard/${registered.json().id + 1000}`, { token });
    expect(mismatch.json()).toEqual({ error: { message: 'Invitation not found', code: 'invitation_not_found' } });
    const other = await makeCompany(t.db);
    const otherToken = await t.tokenFor((await makeUser(t.db, admin(other.id))).id);
    const stolen = await t.call(
      { token: otherToken, companyId: other.id },
      { method: 'POST', url: `/api/invitation/register/${token}` },
    );
    expect(stolen.json().error.message).toBe('Invitation not found');
    const bogus = await as('purchaser')('POST', '/api/invitation/register/not-a-token');
    expect(bogus.json().error.message).toBe('Invitation not found');
  });

  it('refuses an expired link, taken in directly or by onboarding, and takes nothing in', async () => {
    const party = await makeParty(t.db, vendor.id, {
      name: 'Red Mesa (late desk)',
      number: 'C-201',
      partyTypeId: PartyType.Purchaser,
      emails: ['late@redmesa.example'],
    });
    await as('vendor')('PUT', `/api/party/${party.id}/invite`, {});
    const [mail] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, 'late@redmesa.example'));
    const token = /\/register\/([\w-]+)/.exec(mail!.textBody)![1]!;
    const [sent] = await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.senderPartyId, party.id))
      .returning();
    const notFound = { error: { message: 'Invitation not found', code: 'invitation_not_found' } };
    const direct = await as('purchaser')('POST', `/api/invitation/register/${token}`);
    expect(direct.statusCode).toBe(400);
    expect(direct.json()).toEqual(notFound);
    const onboard = await as('purchaser')('POST', `/api/invitation/onboard/${sent!.id}`, { token });
    expect(onboard.statusCode).toBe(400);
    expect(onboard.json()).toEqual(notFound);
    const [after] = await t.db.select().from(invitations).where(eq(invitations.id, sent!.id));
    expect(after).toMatchObject({ receiverCompanyId: null, status: 'pending' });
    expect((await as('purchaser')('GET', '/api/invitation/pending')).json()).not.toContainEqual(
      expect.objectContaining({ id: sent!.id }),
    );
  });
});
