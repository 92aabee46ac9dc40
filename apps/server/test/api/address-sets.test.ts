import { addressSetMessages, PartyType } from '@docvue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { admin, makeCompany, makeParty, makeUser, readOnly } from '../support/factories.js';

let t: TestApp;
let company: { id: number };
let partner: { id: number };
let other: { id: number };
let adminToken: string;
let readerToken: string;
let otherToken: string;
let partnerToken: string;
let connected: { id: number; name: string };
let secondConnected: { id: number; name: string };
let offNetwork: { id: number; name: string };
let othersParty: { id: number };
let partnersPartyForCompany: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  company = await makeCompany(t.db, { name: 'Permian Basin Oilfield Services LLC', partyTypeIds: [PartyType.Vendor] });
  partner = await makeCompany(t.db, { name: 'Red Mesa Energy Partners', partyTypeIds: [PartyType.Purchaser] });
  other = await makeCompany(t.db, { name: 'Unrelated Co', partyTypeIds: [PartyType.Vendor] });
  adminToken = await t.tokenFor((await makeUser(t.db, admin(company.id))).id);
  readerToken = await t.tokenFor((await makeUser(t.db, readOnly(company.id))).id);
  otherToken = await t.tokenFor((await makeUser(t.db, admin(other.id))).id);
  partnerToken = await t.tokenFor((await makeUser(t.db, readOnly(partner.id))).id);
  connected = await makeParty(t.db, company.id, {
    name: 'Red Mesa Energy Partners',
    partyTypeId: PartyType.Purchaser,
    connectedCompanyId: partner.id,
  });
  secondConnected = await makeParty(t.db, company.id, {
    name: 'Basin Midstream',
    partyTypeId: PartyType.Purchaser,
    connectedCompanyId: other.id,
  });
  offNetwork = await makeParty(t.db, company.id, { name: 'Caprock Pipe Supply', partyTypeId: PartyType.Purchaser });
  othersParty = await makeParty(t.db, other.id, { name: 'Other Book Entry', connectedCompanyId: partner.id });
  // The partner's own book entry for the company: where it reads the addresses it is asked to use.
  partnersPartyForCompany = await makeParty(t.db, partner.id, {
    name: 'Permian Basin Oilfield Services LLC',
    partyTypeId: PartyType.Vendor,
    connectedCompanyId: company.id,
  });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (token: string, companyId: number) => (method: Method, url: string, payload?: Record<string, unknown>) =>
  t.call({ token, companyId }, { method, url, ...(payload === undefined ? {} : { payload }) });
const admin$ = (method: Method, url: string, payload?: Record<string, unknown>) =>
  as(adminToken, company.id)(method, url, payload);

const main = {
  mainAddressLineOne: '2200 W Wall St',
  mainAddressLineTwo: 'Suite 400',
  mainCity: 'Midland',
  mainState: 'TX',
  mainZipCode: '79701',
};
const remitTo = {
  paymentAddresseeName: 'PBOS Lockbox',
  paymentAddressLineOne: 'PO Box 4471',
  paymentCity: 'Dallas',
  paymentState: 'tx',
  paymentZipCode: '75391-4471',
};

describe('address set form rules', () => {
  it("refuses a set without a name or main address, naming each field 'Required'", async () => {
    const res = await admin$('POST', '/api/addressset', { name: ' ', paymentAddressSameAsMain: true });
    expect(res.statusCode).toBe(400);
    const message = res.json().error.message as string;
    for (const field of ['name', 'mainAddressLineOne', 'mainCity', 'mainState', 'mainZipCode']) {
      expect(message).toContain(field);
    }
    expect(message).toContain('Required');
  });

  it('requires the payment and tax addresses unless they are the same as main', async () => {
    const typed = await admin$('POST', '/api/addressset', { name: 'Typed', ...main });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().error.message).toMatch(/paymentAddressLineOne/);
    expect(typed.json().error.message).toMatch(/paymentZipCode: Required/);
    const taxOnly = await admin$('POST', '/api/addressset', { name: 'Typed', ...main, paymentAddressSameAsMain: true });
    expect(taxOnly.json().error.message).toMatch(/taxAddressLineOne: Required/);
  });

  it('refuses a zip that is not a US zip code and a state that is not a US state', async () => {
    const zip = await admin$('POST', '/api/addressset', {
      name: 'Bad Zip',
      ...main,
      mainZipCode: '7970',
      paymentAddressSameAsMain: true,
      taxAddressSameAsMain: true,
    });
    expect(zip.statusCode).toBe(400);
    expect(zip.json().error.message).toMatch(/Must be a valid US Zip Code/);
    const state = await admin$('POST', '/api/addressset', {
      name: 'Bad State',
      ...main,
      mainState: 'Texas',
      paymentAddressSameAsMain: true,
      taxAddressSameAsMain: true,
    });
    expect(state.statusCode).toBe(400);
  });
});

describe('address sets', () => {
  let setId: number;

  it("creates a set: 'same as main' copies the main address whatever was sent for it", async () => {
    const res = await admin$('POST', '/api/addressset', {
      name: 'Midland Office',
      code: 'MID',
      ...main,
      ...remitTo,
      taxAddressSameAsMain: true,
      // Stale values from before the box was ticked: the copy wins.
      taxAddressLineOne: '1 Old Rd',
      taxCity: 'Odessa',
      selectedParties: [connected.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    setId = res.json().id;
    expect(res.json()).toMatchObject({
      name: 'Midland Office',
      code: 'MID',
      isActive: true,
      paymentAddressLineOne: 'PO Box 4471',
      paymentState: 'TX',
      paymentZipCode: '75391-4471',
      paymentAddressSameAsMain: false,
      taxAddressSameAsMain: true,
      taxAddressLineOne: '2200 W Wall St',
      taxAddressLineTwo: 'Suite 400',
      taxCity: 'Midland',
      taxState: 'TX',
      taxZipCode: '79701',
      selectedParties: [{ id: connected.id, name: 'Red Mesa Energy Partners', partyTypeName: 'Purchaser' }],
    });
    const read = await admin$('GET', `/api/addressset/${setId}`);
    expect(read.json()).toEqual(res.json());
  });

  it('lists the sets by name with Name and Code, and filters active ones', async () => {
    const second = await admin$('POST', '/api/addressset', {
      name: 'Artesia Yard',
      ...main,
      paymentAddressSameAsMain: true,
      taxAddressSameAsMain: true,
      isActive: false,
    });
    expect(second.statusCode).toBe(201);
    const all = await admin$('GET', '/api/addressset');
    expect(all.json()).toMatchObject({ totalRecords: 2, pageSize: 10000 });
    expect(all.json().items).toEqual([
      { id: second.json().id, name: 'Artesia Yard', code: null, isActive: false },
      { id: setId, name: 'Midland Office', code: 'MID', isActive: true },
    ]);
    const active = await admin$('GET', '/api/addressset?isActive=true');
    expect(active.json().items.map((s: { name: string }) => s.name)).toEqual(['Midland Office']);
    await admin$('DELETE', `/api/addressset/${second.json().id}`);
  });

  it('offers connected parties only in the picker, by name, with search', async () => {
    const res = await admin$('GET', '/api/addressset/parties');
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((p: { name: string }) => p.name)).toEqual([
      'Basin Midstream',
      'Red Mesa Energy Partners',
    ]);
    const found = await admin$('GET', '/api/addressset/parties?query=mesa');
    expect(found.json().items.map((p: { name: string }) => p.name)).toEqual(['Red Mesa Energy Partners']);
  });

  it('offers only the parties no other set lists when asked for them (a party uses one set)', async () => {
    const names = async (url: string) => {
      const res = await admin$('GET', url);
      expect(res.statusCode, res.body).toBe(200);
      return { names: res.json().items.map((p: { name: string }) => p.name), total: res.json().totalRecords };
    };
    // A new set: Red Mesa already uses Midland Office, so choosing it would be refused (409).
    expect(await names('/api/addressset/parties?withoutAddressSet=true')).toEqual({
      names: ['Basin Midstream'],
      total: 1,
    });
    expect((await names('/api/addressset/parties?withoutAddressSet=true&query=mesa')).names).toEqual([]);
    // Editing Midland Office: its own party stays offered (it may be removed and chosen again).
    expect((await names(`/api/addressset/parties?withoutAddressSet=true&addressSetId=${setId}`)).names).toEqual([
      'Basin Midstream',
      'Red Mesa Energy Partners',
    ]);
  });

  it("refuses another company's set as the one being edited, as one that does not exist", async () => {
    const othersSet = await as(otherToken, other.id)('POST', '/api/addressset', {
      name: 'Elsewhere',
      ...main,
      paymentAddressSameAsMain: true,
      taxAddressSameAsMain: true,
    });
    expect(othersSet.statusCode).toBe(201);
    const foreign = await admin$(
      'GET',
      `/api/addressset/parties?withoutAddressSet=true&addressSetId=${othersSet.json().id}`,
    );
    const unknown = await admin$('GET', '/api/addressset/parties?withoutAddressSet=true&addressSetId=2000000000');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);
    await as(otherToken, other.id)('DELETE', `/api/addressset/${othersSet.json().id}`);
  });

  it('refuses a party off the network, another company’s party, and one that another set already lists', async () => {
    const base = { name: 'Second', ...main, paymentAddressSameAsMain: true, taxAddressSameAsMain: true };
    const off = await admin$('POST', '/api/addressset', { ...base, selectedParties: [offNetwork.id] });
    expect(off.statusCode).toBe(400);
    expect(off.json().error.message).toBe('Caprock Pipe Supply is not connected on the network.');
    const foreign = await admin$('POST', '/api/addressset', { ...base, selectedParties: [othersParty.id] });
    expect(foreign.statusCode).toBe(404);
    const taken = await admin$('POST', '/api/addressset', { ...base, selectedParties: [connected.id] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('Red Mesa Energy Partners already uses the address set Midland Office.');
    const sets = await admin$('GET', '/api/addressset');
    expect(sets.json().totalRecords).toBe(1);
  });

  it('changes a set: unticking same as main keeps what is typed, and the parties are replaced', async () => {
    const res = await admin$('PUT', `/api/addressset/${setId}`, {
      name: 'Midland Office',
      code: 'MID',
      ...main,
      ...remitTo,
      taxAddresseeName: 'PBOS Tax Dept',
      taxAddressLineOne: '100 Tax Plaza',
      taxCity: 'Houston',
      taxState: 'TX',
      taxZipCode: '77002',
      selectedParties: [connected.id, secondConnected.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      taxAddressSameAsMain: false,
      taxAddresseeName: 'PBOS Tax Dept',
      taxAddressLineOne: '100 Tax Plaza',
      taxAddressLineTwo: null,
      taxCity: 'Houston',
    });
    expect(res.json().selectedParties.map((p: { name: string }) => p.name)).toEqual([
      'Basin Midstream',
      'Red Mesa Energy Partners',
    ]);
  });

  it('shows the connected partner the addresses it is asked to use, on its party of the company', async () => {
    const res = await as(partnerToken, partner.id)('GET', `/api/party/${partnersPartyForCompany.id}/addresses`);
    expect(res.statusCode).toBe(200);
    expect(res.json().addressSet).toMatchObject({
      name: 'Midland Office',
      paymentAddresseeName: 'PBOS Lockbox',
      paymentAddressLineOne: 'PO Box 4471',
      taxAddressLineOne: '100 Tax Plaza',
    });
    expect(res.json().addressSet).not.toHaveProperty('selectedParties');
    // An inactive set is not told to anyone.
    const set = (await admin$('GET', `/api/addressset/${setId}`)).json();
    const { id: _id, selectedParties, ...fields } = set;
    await admin$('PUT', `/api/addressset/${setId}`, {
      ...fields,
      isActive: false,
      selectedParties: selectedParties.map((p: { id: number }) => p.id),
    });
    const inactive = await as(partnerToken, partner.id)('GET', `/api/party/${partnersPartyForCompany.id}/addresses`);
    expect(inactive.json()).toEqual({ addressSet: null });
    await admin$('PUT', `/api/addressset/${setId}`, {
      ...fields,
      isActive: true,
      selectedParties: selectedParties.map((p: { id: number }) => p.id),
    });
  });

  it('keeps sets to their company: another company reads, changes or deletes none of them', async () => {
    const theirs = as(otherToken, other.id);
    expect((await theirs('GET', `/api/addressset/${setId}`)).statusCode).toBe(404);
    expect(
      (
        await theirs('PUT', `/api/addressset/${setId}`, {
          name: 'Hijack',
          ...main,
          paymentAddressSameAsMain: true,
          taxAddressSameAsMain: true,
        })
      ).statusCode,
    ).toBe(404);
    expect((await theirs('DELETE', `/api/addressset/${setId}`)).statusCode).toBe(404);
    expect((await theirs('GET', '/api/addressset')).json().items).toEqual([]);
    expect((await admin$('GET', `/api/addressset/${setId}`)).json().name).toBe('Midland Office');
  });

  it('lets only administrators see or change address sets', async () => {
    const reader = as(readerToken, company.id);
    expect((await reader('GET', '/api/addressset')).statusCode).toBe(403);
    expect((await reader('DELETE', `/api/addressset/${setId}`)).statusCode).toBe(403);
  });

  it(`deletes a set ('${addressSetMessages.deleted}') and the partner is no longer told its addresses`, async () => {
    expect((await admin$('DELETE', `/api/addressset/${setId}`)).json()).toEqual({ ok: true });
    expect((await admin$('GET', `/api/addressset/${setId}`)).statusCode).toBe(404);
    const res = await as(partnerToken, partner.id)('GET', `/api/party/${partnersPartyForCompany.id}/addresses`);
    expect(res.json()).toEqual({ addressSet: null });
  });
});
