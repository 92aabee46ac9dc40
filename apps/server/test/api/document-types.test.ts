import { DocumentTemplate, MetadataType } from '@docvue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupValues } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { makeCompany, makeUser, readOnly } from '../support/factories.js';

let t: TestApp;
let company: { id: number };
let other: { id: number };
let token: string;

interface Definition {
  id: number;
  key: string;
  name: string;
  metadataType: { id: number; name: string };
  isDollarTotal: boolean;
  isRequired: boolean;
  isHiddenInList: boolean;
}

beforeAll(async () => {
  t = await createTestApp();
  company = await makeCompany(t.db, { name: 'Types Co' });
  other = await makeCompany(t.db, { name: 'Other Types Co' });
  token = await t.tokenFor((await makeUser(t.db, readOnly(company.id))).id);
});
afterAll(() => t.close());

const get = (url: string, companyId = company.id) => t.call({ token, companyId }, { method: 'GET', url });

describe('document types', () => {
  it('lists the seven templates of the company without details', async () => {
    const res = await get('/api/documentType?IncludeFullDetails=false');
    expect(res.statusCode).toBe(200);
    const types = res.json();
    expect(
      types
        .map((x: { documentTypeTemplateId: number }) => x.documentTypeTemplateId)
        .sort((a: number, b: number) => a - b),
    ).toEqual([6, 86, 87, 89, 90, 91, 93]);
    expect(types[0]).not.toHaveProperty('metadataDefinitions');
    const full = await get('/api/documentType?IncludeFullDetails=true');
    expect(full.json()[0].metadataDefinitions.length).toBeGreaterThan(3);
  });

  it('gives the AR invoice instance with its fields and line-item columns', async () => {
    const res = await get(`/api/documentType/template/${DocumentTemplate.ArInvoice}/instance`);
    expect(res.statusCode).toBe(200);
    const invoice = res.json();
    expect(invoice).toMatchObject({ documentTypeTemplateId: 93, lineItemsEnabled: true });
    const defs: Definition[] = invoice.metadataDefinitions;
    const total = defs.find((d) => d.isDollarTotal)!;
    expect(total.metadataType).toEqual({ id: MetadataType.Currency, name: 'Currency' });
    expect(total.isRequired).toBe(true);
    expect(defs.map((d) => d.key)).toEqual(
      expect.arrayContaining(['invoiceNumber', 'invoiceDate', 'serviceDate', 'dueDate', 'docPurchaserName']),
    );
    expect(invoice.lineItemColumns.map((c: { key: string }) => c.key)).toEqual(
      expect.arrayContaining(['description', 'quantity', 'unitPrice', 'amount']),
    );
    expect(invoice.lineItemColumns.filter((c: { isAmount: boolean }) => c.isAmount)).toHaveLength(1);

    const byId = await get(`/api/documentType/${invoice.id}`);
    expect(byId.json()).toEqual(invoice);
  });

  it('hides the division order response status from lists', async () => {
    const res = await get(`/api/documentType/template/${DocumentTemplate.DivisionOrder}/instance`);
    const status = (res.json().metadataDefinitions as Definition[]).find(
      (d) => d.key === 'DivisionOrderResponseStatus',
    );
    expect(status).toMatchObject({ isHiddenInList: true });
  });

  it("answers 404 for another company's type, an unknown template, and a missing id", async () => {
    const theirs = await t.call(
      { token: await t.tokenFor((await makeUser(t.db, readOnly(other.id))).id), companyId: other.id },
      { method: 'GET', url: '/api/documentType' },
    );
    const theirId = theirs.json()[0].id;
    expect((await get(`/api/documentType/${theirId}`)).statusCode).toBe(404);
    expect((await get('/api/documentType/template/2/instance')).statusCode).toBe(404);
    expect((await get('/api/documentType/999999')).statusCode).toBe(404);
  });
});

describe('GET /metadata/{id}/lookupvalues', () => {
  it("offers a List field's own values and the company's master data for lookup types", async () => {
    const order = (await get(`/api/documentType/template/${DocumentTemplate.DivisionOrder}/instance`)).json();
    const interest = (order.metadataDefinitions as Definition[]).find(
      (d) => d.metadataType.id === MetadataType.List && d.key !== 'DivisionOrderResponseStatus',
    )!;
    const listValues = await get(`/api/metadata/${interest.id}/lookupvalues`);
    expect(listValues.statusCode).toBe(200);
    expect(listValues.json().length).toBeGreaterThan(1);

    const invoice = (await get(`/api/documentType/template/${DocumentTemplate.ArInvoice}/instance`)).json();
    const afe = (invoice.metadataDefinitions as Definition[]).find((d) => d.metadataType.id === MetadataType.AFE)!;
    await t.db.insert(lookupValues).values([
      { companyId: company.id, metadataTypeId: MetadataType.AFE, value: 'AFE-2026-014 Wolfcamp A' },
      { companyId: other.id, metadataTypeId: MetadataType.AFE, value: 'AFE-SECRET Other company' },
    ]);
    const afes = await get(`/api/metadata/${afe.id}/lookupvalues`);
    expect(afes.json().map((v: { lookupValue: string }) => v.lookupValue)).toEqual(['AFE-2026-014 Wolfcamp A']);
  });

  it("answers 404 for another company's field", async () => {
    const otherUser = await makeUser(t.db, readOnly(other.id));
    const theirs = await t.call(
      { token: await t.tokenFor(otherUser.id), companyId: other.id },
      { method: 'GET', url: `/api/documentType/template/${DocumentTemplate.ArInvoice}/instance` },
    );
    const field = theirs.json().metadataDefinitions[0].id;
    expect((await get(`/api/metadata/${field}/lookupvalues`)).statusCode).toBe(404);
  });
});
