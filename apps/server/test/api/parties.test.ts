import { ConnectionStatus, PartyType } from '@docvue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { admin, makeCompany, makeOrgUnit, makeParty, makeUser } from '../support/factories.js';

let t: TestApp;
let mine: { id: number };
let theirs: { id: number };
let token: string;
let hiddenPartyId: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  mine = await makeCompany(t.db, { name: 'Mine' });
  theirs = await makeCompany(t.db, { name: 'Theirs' });
  token = await t.tokenFor((await makeUser(t.db, admin(mine.id))).id);
  const office = await makeOrgUnit(t.db, mine.id, 'Midland Field Office');
  const mk = async (key: string, fields: Parameters<typeof makeParty>[2]) => {
    ids[key] = (await makeParty(t.db, mine.id, { orgUnitIds: [office.id], ...fields })).id;
  };
  await mk('connected', {
    name: 'Apache Supply',
    partyTypeId: PartyType.Vendor,
    connectedCompanyId: theirs.id,
    phone: '432-555-0100',
  });
  await mk('connect', { name: 'Basin Trucking', partyTypeId: PartyType.Vendor, suggestedCompanyId: theirs.id });
  await mk('invite', { name: 'Caprock Royalty', partyTypeId: PartyType.Owner, emails: ['owner@caprock.example'] });
  await mk('inviteSent', { name: 'Delaware Minerals', partyTypeId: PartyType.Owner, isInviteSent: true });
  await mk('connecting', {
    name: 'Eagle Purchasing',
    partyTypeId: PartyType.Purchaser,
    isInviteSent: true,
    suggestedCompanyId: theirs.id,
  });
  await mk('inactive', { name: 'Frontier Bank 50%_off', partyTypeId: PartyType.Bank, isActive: false });
  hiddenPartyId = (await makeParty(t.db, theirs.id, { name: 'Apache Secret Partner' })).id;
});
afterAll(() => t.close());

const search = (query: string) =>
  t.call({ token, companyId: mine.id }, { method: 'GET', url: `/api/party/grid/search?${query}` });

describe('GET /party/grid/search', () => {
  it('lists the company parties by name with their org units and connection state', async () => {
    const res = await search('page=1&itemsPerPage=50');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalRecords).toBe(6);
    expect(body.items.map((p: { name: string }) => p.name)).toEqual([
      'Apache Supply',
      'Basin Trucking',
      'Caprock Royalty',
      'Delaware Minerals',
      'Eagle Purchasing',
      'Frontier Bank 50%_off',
    ]);
    expect(body.items[0]).toMatchObject({
      partyTypeName: 'Vendor',
      companyOrgUnits: [{ name: 'Midland Field Office' }],
      connectionStatus: ConnectionStatus.Connected,
    });
  });

  it('filters by each connection status', async () => {
    const expected: [number, string][] = [
      [ConnectionStatus.Connected, 'Apache Supply'],
      [ConnectionStatus.Connect, 'Basin Trucking'],
      [ConnectionStatus.InviteSent, 'Delaware Minerals'],
      [ConnectionStatus.Connecting, 'Eagle Purchasing'],
    ];
    for (const [status, name] of expected) {
      const res = await search(`partyStatus=${status}`);
      expect(res.json().items.map((p: { name: string }) => p.name)).toEqual([name]);
    }
    const invite = await search(`partyStatus=${ConnectionStatus.Invite}`);
    expect(invite.json().items.map((p: { name: string }) => p.name)).toEqual([
      'Caprock Royalty',
      'Frontier Bank 50%_off',
    ]);
  });

  it('filters by type, active flag, vendors only and search text (LIKE characters are literal)', async () => {
    expect((await search(`partyTypeId=${PartyType.Owner}`)).json().totalRecords).toBe(2);
    expect((await search('isActive=true')).json().totalRecords).toBe(5);
    expect((await search('filterVendorsOnly=true')).json().totalRecords).toBe(2);
    expect((await search('query=caprock')).json().items[0].name).toBe('Caprock Royalty');
    expect((await search('query=owner%40caprock')).json().totalRecords).toBe(1);
    expect((await search('query=432-555')).json().totalRecords).toBe(1);
    expect((await search('query=50%25_')).json().totalRecords).toBe(1);
    expect((await search('query=%25')).json().totalRecords).toBe(1);
  });

  it('pages and sorts', async () => {
    const page2 = await search('page=2&itemsPerPage=4&orderBy=name&orderByDirection=desc');
    expect(page2.json().totalRecords).toBe(6);
    expect(page2.json().items.map((p: { name: string }) => p.name)).toEqual(['Basin Trucking', 'Apache Supply']);
  });

  it("never shows another company's parties, even when the search text matches them", async () => {
    const res = await search('query=Secret');
    expect(res.json()).toEqual({ items: [], totalRecords: 0 });
  });

  it('refuses bad parameters with a clear message', async () => {
    const sort = await search('orderBy=password');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().error.message).toMatch(/orderBy must be one of name/);
    expect((await search('partyTypeId=42')).statusCode).toBe(400);
    expect((await search('page=0')).statusCode).toBe(400);
    expect((await search('itemsPerPage=abc')).statusCode).toBe(400);
  });
});

describe('GET /party/{id}', () => {
  it('returns a party of the company', async () => {
    const res = await t.call({ token, companyId: mine.id }, { method: 'GET', url: `/api/party/${ids.invite}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Caprock Royalty',
      emailsAsString: 'owner@caprock.example',
      connectionStatus: ConnectionStatus.Invite,
    });
  });

  it("answers 404 for another company's party, the same as for one that does not exist", async () => {
    const hidden = await t.call({ token, companyId: mine.id }, { method: 'GET', url: `/api/party/${hiddenPartyId}` });
    const missing = await t.call({ token, companyId: mine.id }, { method: 'GET', url: '/api/party/987654' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
    expect((await t.call({ token, companyId: mine.id }, { method: 'GET', url: '/api/party/abc' })).statusCode).toBe(
      400,
    );
  });
});
