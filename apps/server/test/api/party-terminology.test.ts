import { partyImportColumns, PartyType, TerminologyKey } from '@docvue/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { admin, makeCompany, makeOrgUnit, makeParty, makeUser } from '../support/factories.js';

/**
 * A company may call vendors by its own word (terminology, docs/product/administration.md §3): its users read that word
 * wherever a party type is named, and an import takes it as well as the standard name.
 */

let t: TestApp;
let buyer: { id: number };
let other: { id: number };
let seller: { id: number };
let buyerAs: { token: string; companyId: number };
let otherAs: { token: string; companyId: number };
let sellerAs: { token: string; companyId: number };
let unitId: number;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await makeCompany(t.db, { name: 'Red Mesa Energy Partners', partyTypeIds: [PartyType.Purchaser] });
  other = await makeCompany(t.db, { name: 'Pecos Valley Royalty', partyTypeIds: [PartyType.Owner] });
  seller = await makeCompany(t.db, {
    name: 'Permian Basin Oilfield Services',
    partyTypeIds: [PartyType.Vendor, PartyType.Operator],
  });
  unitId = (await makeOrgUnit(t.db, buyer.id, 'Midland Field Office')).id;
  await makeOrgUnit(t.db, seller.id, 'Odessa Yard');
  buyerAs = { token: await t.tokenFor((await makeUser(t.db, admin(buyer.id))).id), companyId: buyer.id };
  otherAs = { token: await t.tokenFor((await makeUser(t.db, admin(other.id))).id), companyId: other.id };
  sellerAs = { token: await t.tokenFor((await makeUser(t.db, admin(seller.id))).id), companyId: seller.id };
  for (const as of [buyerAs, sellerAs]) {
    const words = await t.call(as, {
      method: 'PUT',
      url: '/api/company/terminology',
      payload: { terminologies: [{ terminologyId: TerminologyKey.Vendor, customizedName: 'Supplier' }] },
    });
    expect(words.statusCode, words.body).toBe(200);
  }
});
afterAll(() => t.close());

const partyBody = (over: Record<string, unknown> = {}) => ({
  partyTypeId: PartyType.Vendor,
  name: 'Caprock Water Hauling',
  number: 'S-1',
  taxIdentifier: '75-1112223',
  emailsAsString: 'ap@caprock.example',
  companyOrgUnitIds: [unitId],
  ...over,
});

describe("the company's word for Vendor", () => {
  it('names the type of its parties, and only its own: another company still reads Vendor', async () => {
    await makeParty(t.db, buyer.id, { partyTypeId: PartyType.Vendor, name: 'Basin Well Services' });
    await makeParty(t.db, buyer.id, { partyTypeId: PartyType.Owner, name: 'Cimarron Royalty Trust' });
    await makeParty(t.db, other.id, { partyTypeId: PartyType.Vendor, name: 'Basin Well Services' });
    const list = (as: typeof buyerAs) =>
      t.call(as, { method: 'GET', url: '/api/party/grid/search?page=1&itemsPerPage=50&orderBy=name' });
    const names = (await list(buyerAs))
      .json()
      .items.map((p: { name: string; partyTypeName: string }) => [p.name, p.partyTypeName]);
    expect(names).toEqual([
      ['Basin Well Services', 'Supplier'],
      ['Cimarron Royalty Trust', 'Owner'],
    ]);
    expect((await list(otherAs)).json().items[0].partyTypeName).toBe('Vendor');
  });

  it("names the company's own types in its words", async () => {
    const res = await t.call(sellerAs, { method: 'GET', url: `/api/party/partyTypesByCompanyId/${seller.id}` });
    expect(res.json()).toEqual([
      { id: PartyType.Vendor, name: 'Supplier' },
      { id: PartyType.Operator, name: 'Operator' },
    ]);
  });

  it('names the type in the Party form messages', async () => {
    const first = await t.call(buyerAs, { method: 'POST', url: '/api/party', payload: partyBody() });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().partyTypeName).toBe('Supplier');
    const again = await t.call(buyerAs, { method: 'POST', url: '/api/party', payload: partyBody({ name: 'Again' }) });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('A Supplier with the number S-1 already exists.');
  });

  it('fills the import template with it, and an import takes it as well as the standard name', async () => {
    const template = await t.call(buyerAs, { method: 'GET', url: '/api/party/upload/template' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getCell('A2').dataValidation).toMatchObject({
      formulae: ['"Supplier,Owner,Operator,Bank,Purchaser"'],
    });
    expect(book.worksheets[1]!.getCell('B2').value).toBe(
      'One of: Supplier, Owner, Operator, Bank, Purchaser. "Vendor" is read the same.',
    );

    const line = (type: string, number: string) =>
      [
        type,
        'Caprock Water Hauling',
        number,
        '75-1112224',
        'ap@caprock.example',
        '',
        '',
        '',
        '',
        '',
        '',
        'Midland Field Office',
        '',
        '',
      ].join(',');
    const csv = [
      partyImportColumns.join(','),
      line('supplier', 'S-2'),
      line('Vendor', 'S-3'),
      line('Supplier', 'S-1'),
      line('Landlord', 'S-4'),
    ].join('\n');
    const boundary = '----docvue-import';
    const res = await t.call(buyerAs, {
      method: 'POST',
      url: '/api/party/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
      ),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows.map((r: { errorMessage: string | null }) => r.errorMessage)).toEqual([
      null,
      null,
      'A Supplier with the number S-1 already exists.',
      'Type: "Landlord" is not a party type (Supplier, Owner, Operator, Bank, Purchaser)',
    ]);
  });

  it('names the settled type when an invitation is accepted with another', async () => {
    // The seller's party for the buyer is a Purchaser: the buyer files the seller as a vendor, settled.
    const sellersRecord = await makeParty(t.db, seller.id, {
      partyTypeId: PartyType.Purchaser,
      name: 'Red Mesa Energy Partners',
      number: 'RM-1',
      suggestedCompanyId: buyer.id,
    });
    expect((await t.call(sellerAs, { method: 'PUT', url: `/api/party/${sellersRecord.id}/connect` })).statusCode).toBe(
      200,
    );
    const [invitation] = (await t.call(buyerAs, { method: 'GET', url: '/api/invitation/pending' })).json();
    const accept = (partyTypeId: number) =>
      t.call(buyerAs, {
        method: 'POST',
        url: '/api/invitation/accept',
        payload: { id: invitation.id, partyNumber: 'S-1', partyTypeId, orgUnitIds: [unitId] },
      });
    const wrongType = await accept(PartyType.Owner);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.message).toBe('The type of this party is Supplier.');
    const taken = await accept(PartyType.Vendor);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('A Supplier with the number S-1 already exists.');
  });
});
