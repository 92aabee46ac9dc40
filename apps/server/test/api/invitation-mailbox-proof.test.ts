import { PartyType, Role } from '@docvue/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, invitations, outboxEmails, users } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { admin, makeCompany, makeParty, makeUser } from '../support/factories.js';

/**
 * Issue 39 §4–5: a mailbox is proven only by a link mailed to it. An invitation's link connects
 * companies (the inviter's trust) but proves no address: whoever it was forwarded to holds it too.
 */

let t: TestApp;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = (over: Record<string, unknown>) => ({
  legalName: 'Impostor Holdings LLC',
  addressLineOne: '1 Elsewhere Rd',
  city: 'Odessa',
  state: 'TX',
  zipCode: '79761',
  taxNumber: '74-1110001',
  userFirstName: 'Ima',
  userLastName: 'Stranger',
  userEmail: 'me@stranger.example',
  partyTypeIds: [PartyType.Vendor],
  ...over,
});
const register = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/companyRegistration', payload: body, remoteAddress: `10.7.0.${++ip}` });

const lastMailTo = async (to: string) =>
  (await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to)).orderBy(desc(outboxEmails.id)))[0];

/** A sender that invites a party (address `to`, tax identifier `tax`): the link's token, as its mail carries it. */
async function invite(name: string, to: string, tax: string | null) {
  const sender = await makeCompany(t.db, { name, partyTypeIds: [PartyType.Operator] });
  const as = { token: await t.tokenFor((await makeUser(t.db, admin(sender.id))).id), companyId: sender.id };
  const party = await makeParty(t.db, sender.id, {
    name: `${name} partner`,
    partyTypeId: PartyType.Vendor,
    emails: [to],
    ...(tax ? { taxIdentifier: tax } : {}),
  });
  const sent = await t.call(as, { method: 'PUT', url: `/api/party/${party.id}/invite`, payload: {} });
  expect(sent.statusCode, sent.body).toBe(200);
  const token = /\/register\/([\w-]+)/.exec((await lastMailTo(to))!.textBody)![1]!;
  return { sender, party, as, token };
}

describe('an invitation link forwarded to a stranger', () => {
  it('shows the invited address and tax number only masked', async () => {
    const { token } = await invite('Masking Operator LLC', 'jane@operator.example', '75-3331234');
    const preview = await t.app.inject({ method: 'GET', url: `/api/invitation/getbytoken/${token}` });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      senderCompanyName: 'Masking Operator LLC',
      partyName: 'Masking Operator LLC partner',
      maskedReceiverEmail: 'j•••@o•••.example',
      maskedTaxNumber: '••-•••1234',
    });
    expect(preview.body).not.toContain('jane@operator.example');
    expect(preview.body).not.toContain('3331234');
  });

  it('registers no proven account: no set-password link in the answer, and the join request of another company cannot be accepted by it', async () => {
    const victim = 'pat@victim.example';
    const { party, token } = await invite('Forwarding Operator LLC', victim, null);

    const res = await register(
      form({ legalName: 'Pat Impostor LLC', taxNumber: '74-1110002', userEmail: victim, invitationToken: token }),
    );
    expect(res.statusCode, res.body).toBe(201);
    // Nothing in the answer lets the caller choose the password: only the mail to the address does.
    expect(res.json()).toEqual({ id: expect.any(Number), name: 'Pat Impostor LLC' });
    expect(res.body).not.toContain('/oidc/welcome/');
    const [account] = await t.db.select().from(users).where(eq(users.emailAddress, victim));
    expect(account).toMatchObject({ emailVerifiedAt: null, passwordHash: null });
    // The link to choose the password went to the address, through the outbox.
    const welcome = await lastMailTo(victim);
    expect(welcome!.subject).toBe('Welcome to DocVue Exchange');
    expect(welcome!.textBody).toMatch(/\/oidc\/welcome\/[\w-]+/);
    // The invitation connects the companies (the inviter's trust): it waits for the new company.
    const [invitation] = await t.db.select().from(invitations).where(eq(invitations.senderPartyId, party.id));
    expect(invitation).toMatchObject({ receiverCompanyId: res.json().id, status: 'pending' });

    // Another company later adds the address as a user.
    const other = await makeCompany(t.db, { name: 'Victim Employer LLC' });
    const otherAdmin = { token: await t.tokenFor((await makeUser(t.db, admin(other.id))).id), companyId: other.id };
    const added = await t.call(otherAdmin, {
      method: 'POST',
      url: '/api/users',
      payload: { emailAddress: victim, firstName: 'Pat', lastName: 'Real', mainRole: Role.User },
    });
    expect(added.statusCode, added.body).toBe(201);
    // Even with a session (however got), an account whose address nobody proved cannot join it.
    const impostor = { token: await t.tokenFor(account!.id) };
    const listed = await t.call(impostor, { method: 'GET', url: '/api/users/current/joinrequests' });
    expect(listed.json()).toEqual([expect.objectContaining({ companyName: 'Victim Employer LLC', canAccept: false })]);
    const accepted = await t.call(impostor, {
      method: 'POST',
      url: `/api/users/current/joinrequests/${other.id}/accept`,
    });
    expect(accepted.statusCode).toBe(400);
    const usersOfOther = await t.call({ ...impostor, companyId: other.id }, { method: 'GET', url: '/api/users' });
    expect(usersOfOther.statusCode).toBe(404);
  });

  it('refuses the previewed tax number with another address at registration, and registers nothing', async () => {
    const { party, token } = await invite('Tax Operator LLC', 'ap@taxed.example', '75-4441234');
    const res = await register(
      form({
        legalName: 'Tax Copier LLC',
        taxNumber: '75-4441234',
        userEmail: 'me@copier.example',
        invitationToken: token,
      }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('invitation_not_for_you');
    expect(await t.db.$count(companies, eq(companies.legalName, 'Tax Copier LLC'))).toBe(0);
    const [invitation] = await t.db.select().from(invitations).where(eq(invitations.senderPartyId, party.id));
    expect(invitation).toMatchObject({ receiverCompanyId: null, status: 'pending' });
  });

  it('redeems by tax number only for a signed-in administrator who proved their own address', async () => {
    const { party, token } = await invite('Proof Operator LLC', 'ap@proof.example', '75-5551234');
    const company = await makeCompany(t.db, { name: 'Proof Vendor LLC', partyTypeIds: [PartyType.Vendor] });
    await t.db.update(companies).set({ taxNumber: '75-5551234' }).where(eq(companies.id, company.id));
    const unproven = await makeUser(t.db, { ...admin(company.id), emailVerified: false });
    const refused = await t.call(
      { token: await t.tokenFor(unproven.id), companyId: company.id },
      { method: 'POST', url: `/api/invitation/register/${token}` },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('invitation_not_for_you');
    const [waiting] = await t.db.select().from(invitations).where(eq(invitations.senderPartyId, party.id));
    expect(waiting!.receiverCompanyId).toBeNull();

    const proven = await makeUser(t.db, admin(company.id));
    const taken = await t.call(
      { token: await t.tokenFor(proven.id), companyId: company.id },
      { method: 'POST', url: `/api/invitation/register/${token}` },
    );
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ companyName: 'Proof Operator LLC', status: 'pending' });
  });
});
