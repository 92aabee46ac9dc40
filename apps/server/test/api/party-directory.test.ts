import { ConnectionStatus, DocumentTemplate, PartyType, TerminologyKey } from '@docvue/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyTerminologies, outboxEmails, parties } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { admin, makeCompany, makeOrgUnit, makeUser, readOnly } from '../support/factories.js';
import { insertListDocument } from '../support/list-documents.js';

let t: TestApp;
let company: { id: number };
let token: string;
let readerToken: string;
let office: { id: number };
let yard: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  company = await makeCompany(t.db, { name: 'Permian Basin Oilfield Services LLC', partyTypeIds: [PartyType.Vendor] });
  token = await t.tokenFor((await makeUser(t.db, admin(company.id))).id);
  readerToken = await t.tokenFor((await makeUser(t.db, readOnly(company.id))).id);
  office = await makeOrgUnit(t.db, company.id, 'Midland Field Office');
  yard = await makeOrgUnit(t.db, company.id, 'Pecos Yard');
  // The company calls its org units "Districts" (docs/product/administration.md §3 Terminology).
  await t.db
    .insert(companyTerminologies)
    .values({ companyId: company.id, terminologyId: TerminologyKey.OrgUnit, customizedName: 'District' });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (bearer: string) => (method: Method, url: string, payload?: Record<string, unknown>) =>
  t.call({ token: bearer, companyId: company.id }, { method, url, ...(payload === undefined ? {} : { payload }) });
const admin$ = (method: Method, url: string, payload?: Record<string, unknown>) => as(token)(method, url, payload);

const valid = (over: Record<string, unknown> = {}) => ({
  partyTypeId: PartyType.Purchaser,
  name: 'Red Mesa Energy Partners',
  number: 'C-1001',
  taxIdentifier: '75-1234567',
  emailsAsString: 'ap@redmesa.example  payables@redmesa.example',
  phone: '432-555-0100',
  addressLineOne: '500 W Texas Ave',
  city: 'Midland',
  state: 'TX',
  zipCode: '79701',
  companyOrgUnitIds: [office.id],
  ...over,
});

describe('Party form rules on the server', () => {
  it('creates a party with its e-mails, org units and the Invite state', async () => {
    const res = await admin$('POST', '/api/party', valid());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      partyTypeName: 'Purchaser',
      name: 'Red Mesa Energy Partners',
      emails: ['ap@redmesa.example', 'payables@redmesa.example'],
      emailsAsString: 'ap@redmesa.example payables@redmesa.example',
      companyOrgUnits: [{ id: office.id, name: 'Midland Field Office' }],
      isInviteSent: false,
      connectionStatus: ConnectionStatus.Invite,
    });
    const got = await admin$('GET', `/api/party/${res.json().id}`);
    expect(got.json().number).toBe('C-1001');
  });

  it.each([
    ['name', { name: '  ' }, 'name: Required'],
    ['number', { number: undefined }, 'number: Required'],
    ['taxIdentifier', { taxIdentifier: '' }, 'taxIdentifier: Required'],
    ['emails', { emailsAsString: '' }, 'emailsAsString: Required'],
    ['type', { partyTypeId: undefined }, 'partyTypeId: Required'],
    [
      'a bad e-mail in the list',
      { emailsAsString: 'ap@redmesa.example not-an-email' },
      'not-an-email is not a valid email',
    ],
    ['the tax identifier length', { taxIdentifier: 'X'.repeat(51) }, 'taxIdentifier: Must be at most 50 characters'],
    ['the phone length', { phone: '1'.repeat(17) }, 'phone: Must be at most 16 characters'],
    ['the extension length', { ext: '1'.repeat(9) }, 'ext: Must be at most 8 characters'],
    ['the cell length', { cell: '1'.repeat(17) }, 'cell: Must be at most 16 characters'],
    [
      'the e-mails length',
      // 18 valid addresses of 27 characters and their spaces: 503 characters.
      {
        emailsAsString: Array.from(
          { length: 18 },
          (_, i) => `ap${String(i).padStart(2, '0')}@redmesa-energy.example`,
        ).join(' '),
      },
      'emailsAsString: Must be at most 500 characters',
    ],
    ['the routing number length', { achRoutingTransitNumber: '1234567890' }, 'Must be at most 9 characters'],
    ['a date', { effectiveFromDate: '2026-02-30' }, 'effectiveFromDate: Must be a date (YYYY-MM-DD)'],
    // Issue 31: the identifiers' rules (packages/contracts/src/identifiers.ts), the web's messages.
    [
      'an SSN that is never issued',
      { taxIdentifier: '666-12-3456' },
      'taxIdentifier: Tax Identifier is not a valid SSN: no SSN starts with 000, 666 or 9',
    ],
    [
      'an EIN prefix that is never issued',
      { taxIdentifier: '07-1234567' },
      'taxIdentifier: Tax Identifier is not a valid EIN: the IRS has never issued an EIN starting 07',
    ],
    [
      'a routing number whose check digit is wrong',
      { achRoutingTransitNumber: '011000016' },
      'achRoutingTransitNumber: ACH Routing Transit Number is not a valid ABA routing number: its check digit does not match',
    ],
    [
      'a short wire routing number',
      { wireRoutingTransitNumber: '0110' },
      'wireRoutingTransitNumber: Wire Routing Transit Number must be nine digits',
    ],
  ])('refuses a missing or wrong %s with the spec’s message', async (_what, over, message) => {
    const res = await admin$('POST', '/api/party', { ...valid({ number: `N-${Math.random()}` }), ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });

  it('takes the extension, cell and e-mails at their longest', async () => {
    const emails = Array.from({ length: 17 }, (_, i) => `ap${String(i).padStart(2, '0')}@redmesa-energy.example`);
    const longest = [...emails, 'a@redmesa-energy.example'].join(' ');
    expect(longest).toHaveLength(500);
    const res = await admin$(
      'POST',
      '/api/party',
      valid({ number: 'C-LIMITS', ext: '12345678', cell: '+1 432 555 0199', emailsAsString: longest }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      ext: '12345678',
      cell: '+1 432 555 0199',
      emails: [...emails, 'a@redmesa-energy.example'],
    });
  });

  it('asks for at least one org unit in the company’s own word for it', async () => {
    const res = await admin$('POST', '/api/party', valid({ number: 'C-2', companyOrgUnitIds: [] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('You must select at least 1 District');
    const foreign = await makeOrgUnit(t.db, (await makeCompany(t.db)).id);
    const other = await admin$('POST', '/api/party', valid({ number: 'C-3', companyOrgUnitIds: [foreign.id] }));
    // Another company's org unit does not exist for the caller.
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe('The District was not found.');
  });

  it('keeps a number once per type, trims dates to their day and saves dates out of order (the form only warns)', async () => {
    const twice = await admin$('POST', '/api/party', valid());
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('A Purchaser with the number C-1001 already exists.');
    // The same number for another type is another partner.
    const vendor = await admin$(
      'POST',
      '/api/party',
      valid({
        partyTypeId: PartyType.Vendor,
        effectiveFromDate: '2026-12-31T00:00:00.000Z',
        effectiveThruDate: '2026-01-01',
      }),
    );
    expect(vendor.statusCode, vendor.body).toBe(201);
    expect(vendor.json()).toMatchObject({ effectiveFromDate: '2026-12-31', effectiveThruDate: '2026-01-01' });
  });

  it('invites on create when asked: a registration link to every address of the party', async () => {
    const res = await admin$(
      'POST',
      '/api/party',
      valid({ number: 'C-4', name: 'Caprock Royalty', emailsAsString: 'land@caprock.example', inviteToNetwork: true }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ isInviteSent: true, connectionStatus: ConnectionStatus.InviteSent });
    const [mail] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, 'land@caprock.example'));
    expect(mail!.subject).toBe('Permian Basin Oilfield Services LLC invites you to DocVue Exchange');
    expect(mail!.textBody).toMatch(/http:\/\/localhost:3999\/register\/[\w-]{40,}/);
  });

  it('changes a party but never its type, and replaces its org units', async () => {
    const created = (await admin$('POST', '/api/party', valid({ number: 'C-5' }))).json();
    const typeChange = await admin$('PUT', `/api/party/${created.id}`, {
      ...valid({ number: 'C-5' }),
      partyTypeId: PartyType.Vendor,
    });
    expect(typeChange.statusCode).toBe(400);
    expect(typeChange.json().error.message).toBe(
      'The type of a party is set when it is created and cannot be changed.',
    );
    const res = await admin$('PUT', `/api/party/${created.id}`, {
      ...valid({ number: 'C-5', name: 'Red Mesa Energy Partners (AP)', companyOrgUnitIds: [yard.id] }),
      partyTypeId: PartyType.Purchaser,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Red Mesa Energy Partners (AP)', companyOrgUnitIds: [yard.id] });
    const clash = await admin$('PUT', `/api/party/${created.id}`, valid({ number: 'C-1001' }));
    expect(clash.statusCode).toBe(409);
  });

  it('deletes a party no document names; one with documents stays and says to make it inactive', async () => {
    const spare = (await admin$('POST', '/api/party', valid({ number: 'C-6' }))).json();
    expect((await admin$('DELETE', `/api/party/${spare.id}`)).json()).toEqual({ ok: true });
    expect((await admin$('GET', `/api/party/${spare.id}`)).statusCode).toBe(404);
    const used = (await admin$('POST', '/api/party', valid({ number: 'C-7' }))).json();
    await insertListDocument(t.db, {
      sender: company.id,
      templateId: DocumentTemplate.ArInvoice,
      status: 7,
      receivingPartyId: used.id,
    });
    const res = await admin$('DELETE', `/api/party/${used.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Red Mesa Energy Partners is the recipient of 1 document and cannot be deleted. Make the party inactive instead.',
    );
    expect(await t.db.select().from(parties).where(eq(parties.id, used.id))).toHaveLength(1);
  });

  it('lets only administrators keep the directory', async () => {
    const res = await as(readerToken)('POST', '/api/party', valid({ number: 'C-8' }));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Only a company administrator can do this.');
    expect((await as(readerToken)('GET', '/api/party/grid/search')).statusCode).toBe(200);
  });
});
