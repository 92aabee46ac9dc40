import { ConnectionStatus, NotificationAction, PartyType, Role } from '@docvue/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, invitations, notifications, outboxEmails, parties } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { admin, makeCompany, makeParty, makeUser } from '../support/factories.js';
import { startMailbox } from '../support/mailbox.js';

let t: TestApp;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let vendor: { id: number };
let redMesa: { id: number };
let cimarron: { id: number };
let token: string;
let userToken: string;
let redMesaAdmin: { id: number };
let redMesaClerk: { id: number };

beforeAll(async () => {
  mailbox = await startMailbox();
  // A real SMTP relay outside the product: delivery goes through the mail job and a socket.
  t = await createTestApp({ SMTP_URL: mailbox.url });
  vendor = await makeCompany(t.db, { name: 'Permian Basin Oilfield Services LLC', partyTypeIds: [PartyType.Vendor] });
  redMesa = await makeCompany(t.db, { name: 'Red Mesa Energy Partners, LLC', partyTypeIds: [PartyType.Purchaser] });
  cimarron = await makeCompany(t.db, { name: 'Cimarron Royalty Trust', partyTypeIds: [PartyType.Owner] });
  await t.db
    .update(companies)
    .set({ taxNumber: '75-4455667', zipCode: '79701', city: 'Midland', state: 'TX' })
    .where(eq(companies.id, redMesa.id));
  await t.db.update(companies).set({ taxNumber: '73-9988776', zipCode: '73102' }).where(eq(companies.id, cimarron.id));
  token = await t.tokenFor((await makeUser(t.db, admin(vendor.id))).id);
  userToken = await t.tokenFor((await makeUser(t.db, { memberships: { [vendor.id]: [Role.User] } })).id);
  redMesaAdmin = await makeUser(t.db, admin(redMesa.id));
  redMesaClerk = await makeUser(t.db, { memberships: { [redMesa.id]: [Role.User] } });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: Record<string, unknown>, bearer = token) =>
  t.call({ token: bearer, companyId: vendor.id }, { method, url, ...(payload === undefined ? {} : { payload }) });

const party = (over: Parameters<typeof makeParty>[2]) => makeParty(t.db, vendor.id, over);

describe('network search', () => {
  it('matches by the same tax identifier first, then by a similar name with the zip code, never the company itself', async () => {
    const byTax = await party({
      name: 'RMEP Accounts Payable',
      taxIdentifier: '754455667',
      partyTypeId: PartyType.Purchaser,
    });
    const byName = await party({
      name: 'Cimarron Royalty Trust Inc.',
      taxIdentifier: '99-0000000',
      zipCode: '73102',
      partyTypeId: PartyType.Owner,
    });
    const nobody = await party({ name: 'Quokka Drilling Fluids', taxIdentifier: '11-2223334' });
    const self = await party({ name: 'Permian Basin Oilfield Services', taxIdentifier: '11-2223335' });
    const res = await call('POST', '/api/party/networksearch', {});
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.searched).toBe(4);
    expect(
      body.matches.map((m: { party: { id: number }; company: { id: number }; matchedBy: string; score: number }) => [
        m.party.id,
        m.company.id,
        m.matchedBy,
      ]),
    ).toEqual([
      [byTax.id, redMesa.id, 'taxIdentifier'],
      [byName.id, cimarron.id, 'name'],
    ]);
    expect(body.matches[0]).toMatchObject({
      score: 1,
      company: { name: 'Red Mesa Energy Partners, LLC', city: 'Midland' },
    });
    expect(body.matches[1].score).toBeGreaterThanOrEqual(0.6);
    // Remembered: the parties now offer Connect.
    expect(body.matches[0].party).toMatchObject({
      suggestedCompanyId: redMesa.id,
      connectionStatus: ConnectionStatus.Connect,
    });
    const after = await t.db.select().from(parties).where(eq(parties.companyId, vendor.id));
    expect(after.find((p) => p.id === nobody.id)!.suggestedCompanyId).toBeNull();
    expect(after.find((p) => p.id === self.id)!.suggestedCompanyId).toBeNull();
  });

  it('searches only the parties asked for, and not those connected or asked to connect already', async () => {
    const asked = await party({
      name: 'Red Mesa Energy Partners',
      isInviteSent: true,
      suggestedCompanyId: redMesa.id,
      taxIdentifier: '73-9988776',
    });
    const connected = await party({ name: 'Red Mesa Energy', connectedCompanyId: redMesa.id });
    const res = await call('POST', '/api/party/networksearch', { partyIds: [asked.id, connected.id] });
    expect(res.json()).toEqual({ searched: 0, matches: [] });
    const [after] = await t.db.select().from(parties).where(eq(parties.id, asked.id));
    expect(after).toMatchObject({ suggestedCompanyId: redMesa.id, isInviteSent: true });
  });

  it('puts a tax identifier match before a name match, even one that scores as high', async () => {
    // Its name and zip are Red Mesa's (a perfect name score), its tax identifier is Cimarron's.
    const p = await party({
      name: 'Red Mesa Energy Partners LLC',
      zipCode: '79701',
      taxIdentifier: '73-9988776',
      partyTypeId: PartyType.Owner,
    });
    const res = await call('POST', '/api/party/networksearch', { partyIds: [p.id] });
    expect(res.json().matches).toMatchObject([
      {
        party: { id: p.id, suggestedCompanyId: cimarron.id },
        company: { id: cimarron.id },
        matchedBy: 'taxIdentifier',
      },
    ]);
  });

  it('finds a partner that was e-mailed an invitation but registered on its own; Connect then replaces the link', async () => {
    const p = await party({
      name: 'Cimarron Royalty',
      number: 'CR-INV',
      emails: ['land@cimarron.example'],
      taxIdentifier: '739988776',
      partyTypeId: PartyType.Owner,
    });
    expect((await call('PUT', `/api/party/${p.id}/invite`)).json()).toMatchObject({
      connectionStatus: ConnectionStatus.InviteSent,
    });
    const search = await call('POST', '/api/party/networksearch', { partyIds: [p.id] });
    expect(search.json()).toMatchObject({
      searched: 1,
      matches: [
        {
          party: { id: p.id, suggestedCompanyId: cimarron.id, connectionStatus: ConnectionStatus.Connect },
          company: { id: cimarron.id },
          matchedBy: 'taxIdentifier',
        },
      ],
    });

    const connect = await call('PUT', `/api/party/${p.id}/connect`);
    expect(connect.json()).toMatchObject({ connectionStatus: ConnectionStatus.Connecting });
    const sent = await t.db
      .select({ kind: invitations.kind, status: invitations.status, receiverCompanyId: invitations.receiverCompanyId })
      .from(invitations)
      .where(eq(invitations.senderPartyId, p.id))
      .orderBy(invitations.id);
    expect(sent).toEqual([
      { kind: 'invite', status: 'cancelled', receiverCompanyId: null },
      { kind: 'connect', status: 'pending', receiverCompanyId: cimarron.id },
    ]);
  });
});

describe('connect and invite', () => {
  it('Connect asks the matched company: its administrators are told, the party waits for them', async () => {
    const p = await party({
      name: 'Red Mesa (field ops)',
      number: 'RM-2',
      suggestedCompanyId: redMesa.id,
      partyTypeId: PartyType.Purchaser,
    });
    const res = await call('PUT', `/api/party/${p.id}/connect`, undefined, userToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isInviteSent: true, connectionStatus: ConnectionStatus.Connecting });
    // Asking again sends no second invitation.
    await call('PUT', `/api/party/${p.id}/connect`);
    const sent = await t.db.select().from(invitations).where(eq(invitations.senderPartyId, p.id));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      kind: 'connect',
      senderCompanyId: vendor.id,
      receiverCompanyId: redMesa.id,
      partyTypeId: PartyType.Purchaser,
      status: 'pending',
    });
    const told = await t.db.select().from(notifications).where(eq(notifications.companyId, redMesa.id));
    expect(told.map((n) => [n.userId, n.actionId, n.actionData])).toEqual([
      [redMesaAdmin.id, NotificationAction.OpenInvitation, String(sent[0]!.id)],
    ]);
    expect(told[0]!.message).toBe(
      'Permian Basin Oilfield Services LLC asks to connect with you on the exchange network.',
    );
    expect(told.some((n) => n.userId === redMesaClerk.id)).toBe(false);
  });

  it('refuses to connect a party off the network, or one connected already, and to invite one on it', async () => {
    const off = await party({ name: 'Quail Creek Minerals' });
    const r1 = await call('PUT', `/api/party/${off.id}/connect`);
    expect(r1.statusCode).toBe(400);
    expect(r1.json().error.message).toBe(
      'Quail Creek Minerals is not on the exchange network yet: invite them instead.',
    );
    const on = await party({ name: 'Cimarron (trust office)', suggestedCompanyId: cimarron.id });
    const r2 = await call('PUT', `/api/party/${on.id}/invite`, {});
    expect(r2.json().error.message).toBe(
      'Cimarron (trust office) is on the exchange network already: connect to them instead.',
    );
    const done = await party({ name: 'Cimarron Royalty (connected)', connectedCompanyId: cimarron.id });
    const r3 = await call('PUT', `/api/party/${done.id}/invite`, {});
    expect(r3.json().error.message).toBe(
      'Cimarron Royalty (connected) is already connected to you on the exchange network.',
    );
    const none = await party({ name: 'No Mail Inc', emails: [] });
    const r4 = await call('PUT', `/api/party/${none.id}/invite`, {});
    expect(r4.statusCode).toBe(400);
    expect(r4.json().error.message).toBe('A contact email is required to invite a party to your network');
    // Nothing was sent or marked: the party still offers Invite.
    const [still] = await t.db.select().from(parties).where(eq(parties.id, none.id));
    expect(still!.isInviteSent).toBe(false);
    expect(await t.db.$count(invitations, eq(invitations.senderPartyId, none.id))).toBe(0);
  });

  it('Invite e-mails a registration link through the relay; the address given becomes the first e-mail', async () => {
    const p = await party({ name: 'Frontier Royalty LLC', emails: ['old@frontier.example', 'land@frontier.example'] });
    const res = await call('PUT', `/api/party/${p.id}/invite`, { email: 'owner@frontier.example' }, userToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      emails: ['owner@frontier.example', 'old@frontier.example', 'land@frontier.example'],
      connectionStatus: ConnectionStatus.InviteSent,
    });
    const [mail] = await mailbox.to('owner@frontier.example');
    expect(mail!.subject).toBe('Permian Basin Oilfield Services LLC invites you to DocVue Exchange');
    const link = /http:\/\/localhost:3999\/register\/([\w-]+)/.exec(mail!.text)?.[0];
    expect(link).toBeDefined();
    expect(mail!.html).toContain(link);
    expect(await mailbox.to('land@frontier.example')).toHaveLength(1);
    const [row] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, 'owner@frontier.example'));
    expect(row!.sentAt).not.toBeNull();
  });

  it('Resend Invite sends a new link to the address given; the earlier link stops working', async () => {
    const p = await party({ name: 'Granite Wash Minerals', emails: ['land@granite.example'] });
    await call('PUT', `/api/party/${p.id}/invite`, {});
    const [first] = await t.db.select().from(invitations).where(eq(invitations.senderPartyId, p.id));
    const res = await call('POST', '/api/invitation/resend', {
      senderPartyIdOfReceiverCompany: p.id,
      receiverEmail: 'ops@granite.example',
    });
    expect(res.statusCode, res.body).toBe(200);
    const again = await t.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.senderPartyId, p.id), eq(invitations.status, 'pending')));
    expect(again).toHaveLength(1);
    expect(again[0]!.tokenHash).not.toBe(first!.tokenHash);
    expect(again[0]!.receiverEmail).toBe('ops@granite.example');
    expect(await mailbox.to('ops@granite.example')).toHaveLength(1);
    const never = await party({ name: 'Never Invited Co' });
    const refused = await call('POST', '/api/invitation/resend', {
      senderPartyIdOfReceiverCompany: never.id,
      receiverEmail: 'x@never.example',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'There is no invitation of Never Invited Co to send again: invite them first.',
    );
  });
});
