import { ErrorCode, legalDocumentMessages, PartyType } from '@docvue/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parties } from '../../src/db/schema/index.js';
import { renderPdfPagePng } from '../../src/ocr/pdfjs.js';
import { insuranceCertificatePdf, type InsurancePolicy } from '../../src/seed/sample-pdfs/insurance-certificate.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { invoicePdf, multipart } from '../support/documents.js';
import { admin, makeCompany, makeParty, makeUser, readOnly } from '../support/factories.js';
import { sampleW9 } from '../support/route-calls.js';

let t: TestApp;
let company: { id: number };
let partner: { id: number };
let outsider: { id: number };
let adminToken: string;
let readerToken: string;
let partnerToken: string;
let outsiderToken: string;
let partnerParty: { id: number };
let offNetwork: { id: number };
let partnersBookEntry: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  company = await makeCompany(t.db, { name: 'Permian Basin Oilfield Services LLC', partyTypeIds: [PartyType.Vendor] });
  partner = await makeCompany(t.db, { name: 'Red Mesa Energy Partners', partyTypeIds: [PartyType.Purchaser] });
  outsider = await makeCompany(t.db, { name: 'Unrelated Co', partyTypeIds: [PartyType.Purchaser] });
  adminToken = await t.tokenFor((await makeUser(t.db, admin(company.id))).id);
  readerToken = await t.tokenFor((await makeUser(t.db, readOnly(company.id))).id);
  partnerToken = await t.tokenFor((await makeUser(t.db, readOnly(partner.id))).id);
  outsiderToken = await t.tokenFor((await makeUser(t.db, admin(outsider.id))).id);
  partnerParty = await makeParty(t.db, company.id, {
    name: 'Red Mesa Energy Partners',
    partyTypeId: PartyType.Purchaser,
    connectedCompanyId: partner.id,
  });
  offNetwork = await makeParty(t.db, company.id, { name: 'Caprock Pipe Supply', partyTypeId: PartyType.Purchaser });
  partnersBookEntry = await makeParty(t.db, partner.id, {
    name: 'Permian Basin Oilfield Services LLC',
    partyTypeId: PartyType.Vendor,
    connectedCompanyId: company.id,
  });
}, 60_000);
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (token: string, companyId: number) => (method: Method, url: string, payload?: Record<string, unknown>) =>
  t.call({ token, companyId }, { method, url, ...(payload === undefined ? {} : { payload }) });
const admin$ = (method: Method, url: string, payload?: Record<string, unknown>) =>
  as(adminToken, company.id)(method, url, payload);
const partner$ = (method: Method, url: string, payload?: Record<string, unknown>) =>
  as(partnerToken, partner.id)(method, url, payload);
const outsider$ = (method: Method, url: string, payload?: Record<string, unknown>) =>
  as(outsiderToken, outsider.id)(method, url, payload);

type File = { name: string; bytes: Uint8Array | Buffer; type?: string };
const upload = (details: Record<string, unknown> | undefined, file: File | undefined, token = adminToken) =>
  t.call(
    { token, companyId: company.id },
    { method: 'POST', url: '/api/legaldocuments/upload', ...multipart(details, file, 'details') },
  );
const replace = (id: number, file: File) =>
  t.call(
    { token: adminToken, companyId: company.id },
    { method: 'POST', url: `/api/legaldocuments/${id}/replace`, ...multipart(undefined, file) },
  );

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const holder = { name: 'Red Mesa Energy Partners', addressLines: ['500 W Texas Ave', 'Midland, TX 79701'] };
const certificate = (policies: InsurancePolicy[]) =>
  insuranceCertificatePdf({
    issued: '2026-06-01',
    producer: { name: 'Lone Star Insurance Agency', addressLines: ['1 Agency Row', 'Dallas, TX 75201'] },
    insured: { name: 'Permian Basin Oilfield Services LLC', addressLines: ['2200 W Wall St', 'Midland, TX 79701'] },
    holder,
    policies,
  });
const policy = (type: string, expires: string): InsurancePolicy => ({
  type,
  policyNumber: `POL-${type.slice(0, 3).toUpperCase()}-1`,
  effective: '2026-01-01',
  expires,
  limit: '$1,000,000',
});

const documentsOf = async (search: Record<string, unknown> = {}) =>
  (await admin$('POST', '/api/legaldocuments/search', search)).json().items as {
    id: number;
    isActive: boolean;
    legalDocumentTypeName: string;
  }[];

describe('uploading company documents', () => {
  it('reads the W-9 it is given: name, TIN and the ticked classification', async () => {
    const res = await upload(
      { legalDocumentTypeId: 1, privacySettingId: 1 },
      { name: 'W-9 PBOS.pdf', bytes: await sampleW9('Permian Basin Oilfield Services LLC', '75-2468013') },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      legalDocumentTypeName: 'W9',
      privacySettingName: 'Private',
      isActive: true,
      fileName: 'W-9 PBOS.pdf',
      companyName: 'Permian Basin Oilfield Services LLC',
      selectedParties: [],
      w9: { name: 'Permian Basin Oilfield Services LLC', tin: '75-2468013', taxClassification: 'C Corporation' },
    });
  });

  it('reads a scanned W-9 (an image) by OCR', async () => {
    const png = await renderPdfPagePng(await sampleW9('Caprock Pipe Supply Inc', '75-1357924'), 1, 3);
    const res = await upload(
      { legalDocumentTypeId: 1, privacySettingId: 1, isActive: false },
      { name: 'w9-scan.png', bytes: png, type: 'image/png' },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().w9).toMatchObject({ name: 'Caprock Pipe Supply Inc', tin: '75-1357924' });
  }, 60_000);

  it(`keeps a file it cannot read and answers 501 '${legalDocumentMessages.extractFailed}'`, async () => {
    const before = (await documentsOf()).length;
    const res = await upload(
      { legalDocumentTypeId: 1, privacySettingId: 1, isActive: false },
      { name: 'not-a-w9.pdf', bytes: await invoicePdf() },
    );
    expect(res.statusCode).toBe(501);
    expect(res.json().error).toEqual({
      code: ErrorCode.ExtractionFailed,
      message: legalDocumentMessages.extractFailed,
    });
    const after = await documentsOf();
    expect(after).toHaveLength(before + 1);
  });

  it('refuses what cannot be a company document, before storing anything', async () => {
    const before = (await documentsOf()).length;
    const pdf = { name: 'w9.pdf', bytes: await sampleW9('X Co') };
    const noDetails = await upload(undefined, pdf);
    expect(noDetails.statusCode).toBe(400);
    expect(noDetails.json().error.message).toBe('Send the details field before the file.');
    const noFile = await upload({ legalDocumentTypeId: 1 }, undefined);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.message).toBe(legalDocumentMessages.selectFile);
    const noType = await upload({ privacySettingId: 1 }, pdf);
    expect(noType.statusCode).toBe(400);
    expect(noType.json().error.message).toMatch(/legalDocumentTypeId/);
    const text = await upload(
      { legalDocumentTypeId: 1 },
      { name: 'w9.txt', bytes: Buffer.from('hello'), type: 'text/plain' },
    );
    expect(text.statusCode).toBe(415);
    const longName = await upload({ legalDocumentTypeId: 1 }, { name: `${'w'.repeat(180)}.pdf`, bytes: pdf.bytes });
    expect(longName.json().error.message).toBe('The file name is too long.');
    const large = await upload(
      { legalDocumentTypeId: 1 },
      { name: 'big.pdf', bytes: Buffer.alloc(5 * 1024 * 1024 + 1, 0x25) },
    );
    expect(large.statusCode).toBe(413);
    const notJson = await t.call(
      { token: adminToken, companyId: company.id },
      { method: 'POST', url: '/api/legaldocuments/upload', ...multipart(undefined, pdf) },
    );
    expect(notJson.statusCode).toBe(400);
    expect(await documentsOf()).toHaveLength(before);
  });

  it('a new active W-9 replaces the active one; reactivating an older one swaps them back', async () => {
    const first = (await documentsOf({ legalDocumentTypeId: 1, isActive: true }))[0]!;
    const second = await upload(
      { legalDocumentTypeId: 1, privacySettingId: 1 },
      { name: 'W-9 2027.pdf', bytes: await sampleW9('Permian Basin Oilfield Services LLC', '75-2468013') },
    );
    expect(second.statusCode).toBe(201);
    const active = await documentsOf({ legalDocumentTypeId: 1, isActive: true });
    expect(active.map((d) => d.id)).toEqual([second.json().id]);
    const back = await admin$('PUT', `/api/legaldocuments/${first.id}/details`, {
      privacySettingId: 1,
      isActive: true,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await documentsOf({ legalDocumentTypeId: 1, isActive: true })).map((d) => d.id)).toEqual([first.id]);
  });
});

describe('insurance certificates', () => {
  it('reads the expiry: the earliest policy expiry on the certificate', async () => {
    const res = await upload(
      { legalDocumentTypeId: 2, privacySettingId: 1 },
      {
        name: 'COI 2026.pdf',
        bytes: await certificate([
          policy('Commercial General Liability', '2027-01-01'),
          policy('Automobile Liability', '2026-12-15'),
          policy('Workers Compensation', '2027-03-01'),
        ]),
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ legalDocumentTypeName: 'Insurance Certificate', expiresOn: '2026-12-15' });
  });

  it('takes a typed expiry as it is, and answers 501 when none is typed or written', async () => {
    const blank = await certificate([]);
    const typed = await upload(
      { legalDocumentTypeId: 2, privacySettingId: 1, isActive: false, expiresOn: '2027-05-31' },
      { name: 'COI typed.pdf', bytes: blank },
    );
    expect(typed.statusCode).toBe(201);
    expect(typed.json().expiresOn).toBe('2027-05-31');
    const unread = await upload(
      { legalDocumentTypeId: 2, privacySettingId: 1, isActive: false },
      { name: 'COI blank.pdf', bytes: blank },
    );
    expect(unread.statusCode).toBe(501);
  });

  it('replaces the file of a renewed certificate, reads the new expiry and keeps the settings', async () => {
    const [current] = (
      await admin$('POST', '/api/legaldocuments/search', { legalDocumentTypeId: 2, isActive: true })
    ).json().items as { id: number; expiresOn: string }[];
    const res = await replace(current!.id, {
      name: 'COI 2027.pdf',
      bytes: await certificate([policy('Commercial General Liability', '2028-01-01')]),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: current!.id,
      fileName: 'COI 2027.pdf',
      expiresOn: '2028-01-01',
      isActive: true,
    });
  });
});

describe('sharing with partners', () => {
  let sharedId: number;
  let privateId: number;

  beforeAll(async () => {
    const shared = await upload(
      { legalDocumentTypeId: 2, privacySettingId: 2, selectedParties: [partnerParty.id], expiresOn: inDays(20) },
      { name: 'COI shared.pdf', bytes: await certificate([]) },
    );
    expect(shared.statusCode, shared.body).toBe(201);
    sharedId = shared.json().id;
    privateId = (await documentsOf({ legalDocumentTypeId: 1, isActive: true }))[0]!.id;
  });

  it('lists the parties it is shared with, for the owner', async () => {
    const res = await admin$('GET', `/api/legaldocuments/${sharedId}`);
    expect(res.json()).toMatchObject({
      privacySettingName: 'Shared with partners',
      selectedParties: [{ id: partnerParty.id, name: 'Red Mesa Energy Partners' }],
    });
  });

  it('refuses to share with a party off the network or of another company', async () => {
    const off = await admin$('PUT', `/api/legaldocuments/${sharedId}/details`, {
      privacySettingId: 2,
      selectedParties: [offNetwork.id],
    });
    expect(off.statusCode).toBe(400);
    expect(off.json().error.message).toBe('Caprock Pipe Supply is not connected on the network.');
    const foreign = await admin$('PUT', `/api/legaldocuments/${sharedId}/details`, {
      privacySettingId: 2,
      selectedParties: [partnersBookEntry.id],
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('lets the partner read and download it with its own company, from its party of the owner', async () => {
    const read = await partner$('GET', `/api/legaldocuments/${sharedId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ companyName: 'Permian Basin Oilfield Services LLC', selectedParties: [] });
    const download = await partner$('GET', `/api/legaldocuments/${sharedId}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('filename="COI shared.pdf"');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const listed = await partner$('POST', '/api/legaldocuments/search', { partyId: partnersBookEntry.id });
    expect(listed.json().items.map((d: { id: number }) => d.id)).toEqual([sharedId]);
  });

  it('shows the partner nothing private, and an unrelated company nothing at all', async () => {
    expect((await partner$('GET', `/api/legaldocuments/${privateId}`)).statusCode).toBe(404);
    expect((await partner$('GET', `/api/legaldocuments/${privateId}/download`)).statusCode).toBe(404);
    for (const id of [sharedId, privateId]) {
      expect((await outsider$('GET', `/api/legaldocuments/${id}`)).statusCode).toBe(404);
      expect((await outsider$('GET', `/api/legaldocuments/${id}/download`)).statusCode).toBe(404);
      expect((await outsider$('PUT', `/api/legaldocuments/${id}/details`, { privacySettingId: 1 })).statusCode).toBe(
        404,
      );
      expect((await outsider$('DELETE', `/api/legaldocuments/${id}`)).statusCode).toBe(404);
    }
    expect((await outsider$('POST', '/api/legaldocuments/search', {})).json().items).toEqual([]);
    // Even the partner cannot change the owner's document.
    expect((await partner$('DELETE', `/api/legaldocuments/${sharedId}`)).statusCode).toBe(403);
  });

  it('warns the owner and the partner of a certificate expiring within 30 days', async () => {
    const own = (await admin$('GET', '/api/legaldocuments/expiring')).json().items;
    expect(own).toContainEqual(
      expect.objectContaining({ id: sharedId, own: true, daysLeft: 20, partyId: null, expiresOn: inDays(20) }),
    );
    const theirs = (await partner$('GET', '/api/legaldocuments/expiring')).json().items;
    expect(theirs).toEqual([
      expect.objectContaining({
        id: sharedId,
        own: false,
        companyName: 'Permian Basin Oilfield Services LLC',
        daysLeft: 20,
        partyId: partnersBookEntry.id,
      }),
    ]);
    expect((await outsider$('GET', '/api/legaldocuments/expiring')).json().items).toEqual([]);
    // One expiring later than 30 days is not a warning.
    await admin$('PUT', `/api/legaldocuments/${sharedId}/details`, {
      privacySettingId: 2,
      selectedParties: [partnerParty.id],
      expiresOn: inDays(45),
    });
    expect((await partner$('GET', '/api/legaldocuments/expiring')).json().items).toEqual([]);
  });

  it('stops sharing when made private, inactive, or when the party is disconnected', async () => {
    await admin$('PUT', `/api/legaldocuments/${sharedId}/details`, { privacySettingId: 1 });
    expect((await partner$('GET', `/api/legaldocuments/${sharedId}`)).statusCode).toBe(404);
    expect((await admin$('GET', `/api/legaldocuments/${sharedId}`)).json().selectedParties).toEqual([]);
    await admin$('PUT', `/api/legaldocuments/${sharedId}/details`, {
      privacySettingId: 2,
      selectedParties: [partnerParty.id],
      isActive: false,
    });
    expect((await partner$('GET', `/api/legaldocuments/${sharedId}`)).statusCode).toBe(404);
    await admin$('PUT', `/api/legaldocuments/${sharedId}/details`, {
      privacySettingId: 2,
      selectedParties: [partnerParty.id],
      isActive: true,
    });
    expect((await partner$('GET', `/api/legaldocuments/${sharedId}`)).statusCode).toBe(200);
    await t.db.update(parties).set({ connectedCompanyId: null }).where(eq(parties.id, partnerParty.id));
    expect((await partner$('GET', `/api/legaldocuments/${sharedId}/download`)).statusCode).toBe(404);
    await t.db.update(parties).set({ connectedCompanyId: partner.id }).where(eq(parties.id, partnerParty.id));
  });

  it('lets only administrators change documents, and deleting one ends the partner’s access', async () => {
    const reader = as(readerToken, company.id);
    expect((await reader('POST', '/api/legaldocuments/search', {})).statusCode).toBe(200);
    expect((await reader('DELETE', `/api/legaldocuments/${sharedId}`)).statusCode).toBe(403);
    expect(
      (await upload({ legalDocumentTypeId: 1 }, { name: 'w9.pdf', bytes: await sampleW9('X') }, readerToken))
        .statusCode,
    ).toBe(403);
    expect((await admin$('DELETE', `/api/legaldocuments/${sharedId}`)).json()).toEqual({ ok: true });
    expect((await partner$('GET', `/api/legaldocuments/${sharedId}`)).statusCode).toBe(404);
    expect((await admin$('GET', `/api/legaldocuments/${sharedId}`)).statusCode).toBe(404);
  });
});
