import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentTemplate, MetadataType, documentTemplateIds } from '@docvue/contracts';
import type { Database, DatabaseHandle } from '../../src/db/client.js';
import {
  companies,
  documentTypes,
  lineItemColumns,
  lookupValues,
  metadataDefinitions,
} from '../../src/db/schema/index.js';
import { instantiateDocumentTypes } from '../../src/modules/document-types/instantiate-document-types.js';
import {
  divisionOrderAddressKeys,
  documentTemplates,
  templateById,
} from '../../src/modules/document-types/templates/index.js';
import { openTestDatabase } from '../support/database.js';

describe('document templates (data)', () => {
  it('defines each of the seven network templates once', () => {
    expect(documentTemplates.map((t) => t.templateId).sort()).toEqual([...documentTemplateIds].sort());
  });

  it.each(documentTemplates.map((t) => [t.name, t] as const))(
    '%s has stable, unique keys and a consistent shape',
    (_, t) => {
      const keys = t.metadataDefinitions.map((d) => d.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys)
        expect(key === 'DivisionOrderResponseStatus' || /^[a-z][A-Za-z0-9]*$/.test(key)).toBe(true);
      const orders = t.metadataDefinitions.map((d) => d.sortOrder);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      expect(new Set(orders).size).toBe(orders.length);
      for (const d of t.metadataDefinitions) {
        // List fields carry their values; no other field does.
        expect(
          d.metadataTypeId === MetadataType.List ? (d.listValues?.length ?? 0) > 0 : d.listValues === undefined,
        ).toBe(true);
        if (d.isDollarTotal) expect(d.metadataTypeId).toBe(MetadataType.Currency);
      }
      expect(t.lineItemsEnabled).toBe(t.lineItemColumns.length > 0);
      if (t.lineItemsEnabled) {
        // The detail-total rule needs exactly one dollar total and one amount column (documents.md §5).
        expect(t.metadataDefinitions.filter((d) => d.isDollarTotal)).toHaveLength(1);
        const amount = t.lineItemColumns.filter((c) => c.isAmount);
        expect(amount).toHaveLength(1);
        expect(amount[0]!.metadataTypeId).toBe(MetadataType.Currency);
        const columnKeys = t.lineItemColumns.map((c) => c.key);
        expect(new Set(columnKeys).size).toBe(columnKeys.length);
      }
    },
  );

  it('AR invoice: the fields the spec always requires, the purchaser key and the line-item columns', () => {
    const t = templateById(DocumentTemplate.ArInvoice);
    expect([t.name, t.pluralName, t.lineItemsEnabled]).toEqual(['AR Invoice', 'AR Invoices', true]);
    const def = (key: string) => t.metadataDefinitions.find((d) => d.key === key)!;
    for (const key of ['invoiceNumber', 'serviceDate', 'invoiceTotal', 'scanDate', 'orgUnit']) {
      expect(def(key).isRequired, key).toBe(true);
    }
    expect(def('invoiceNumber').name).toBe('Invoice #');
    expect(def('docPurchaserName').metadataTypeId).toBe(MetadataType.Purchaser);
    expect(def('vendor').metadataTypeId).toBe(MetadataType.Vendor);
    expect(def('orgUnit').metadataTypeId).toBe(MetadataType.OrgUnit);
    expect(def('afe').metadataTypeId).toBe(MetadataType.AFE);
    expect(def('remarks').metadataTypeId).toBe(MetadataType.TextArea);
    expect(def('invoiceTotal')).toMatchObject({ metadataTypeId: MetadataType.Currency, isDollarTotal: true });
    for (const key of ['invoiceDate', 'dueDate', 'poNumber']) expect(def(key)).toBeDefined();
    expect(t.lineItemColumns.map((c) => c.key)).toEqual([
      'description',
      'quantity',
      'unit',
      'unitPrice',
      'amount',
      'afe',
      'costCenter',
      'accountCode',
      'well',
    ]);
    expect(t.lineItemColumns.find((c) => c.key === 'quantity')!.isRequired).toBe(true);
    expect(t.lineItemColumns.find((c) => c.key === 'amount')!.isAmount).toBe(true);
  });

  it('division order: spec keys, interest types, optional third-party address, read-only response status', () => {
    const t = templateById(DocumentTemplate.DivisionOrder);
    expect(t.lineItemsEnabled).toBe(false);
    const def = (key: string) => t.metadataDefinitions.find((d) => d.key === key)!;
    expect(def('docDivisionOrderNumber')).toMatchObject({ name: 'Division Order #', isRequired: true });
    expect(def('docOwner').metadataTypeId).toBe(MetadataType.Owner);
    expect(def('operator').metadataTypeId).toBe(MetadataType.Operator);
    expect(def('property').metadataTypeId).toBe(MetadataType.Property);
    expect(def('well').metadataTypeId).toBe(MetadataType.Well);
    expect(def('decimalInterest').metadataTypeId).toBe(MetadataType.Numeric);
    expect(def('effectiveDate').metadataTypeId).toBe(MetadataType.Date);
    expect(def('interestType').listValues).toEqual([
      'Royalty Interest',
      'Working Interest',
      'Overriding Royalty Interest',
      'Non-Participating Royalty Interest',
    ]);
    for (const key of ['ownerAddressLineOne', 'ownerCity', 'ownerState', 'ownerZipCode']) {
      expect(divisionOrderAddressKeys).toContain(key);
      expect(def(key)).toMatchObject({ isThirdParty: true, isRequired: false });
    }
    expect(def('DivisionOrderResponseStatus')).toMatchObject({
      metadataTypeId: MetadataType.List,
      isReadonly: true,
      isHiddenInList: true,
      listValues: ['Returned Signed', 'Returned Unsigned'],
    });
  });

  it('the statements, 1099, W-9 and ACH carry their characteristic fields', () => {
    const keys = (id: (typeof documentTemplateIds)[number]) => templateById(id).metadataDefinitions.map((d) => d.key);
    const columns = (id: (typeof documentTemplateIds)[number]) => templateById(id).lineItemColumns.map((c) => c.key);
    expect(columns(DocumentTemplate.RunStatement)).toEqual([
      'well',
      'product',
      'volume',
      'price',
      'grossValue',
      'taxes',
      'netValue',
    ]);
    expect(keys(DocumentTemplate.OwnerStatement)).toEqual(
      expect.arrayContaining(['checkNumber', 'checkDate', 'checkAmount', 'owner', 'operator']),
    );
    expect(templateById(DocumentTemplate.OwnerStatement).metadataDefinitions.find((d) => d.isDollarTotal)!.key).toBe(
      'checkAmount',
    );
    expect(columns(DocumentTemplate.OwnerStatement)).toEqual(
      expect.arrayContaining([
        'property',
        'productionDate',
        'product',
        'volume',
        'price',
        'grossValue',
        'taxes',
        'deductions',
        'netValue',
        'ownerInterest',
      ]),
    );
    expect(keys(DocumentTemplate.Form1099)).toEqual(
      expect.arrayContaining([
        'payer',
        'recipient',
        'recipientTin',
        'taxYear',
        'rents',
        'royalties',
        'otherIncome',
        'federalIncomeTaxWithheld',
      ]),
    );
    expect(keys(DocumentTemplate.W9)).toEqual(
      expect.arrayContaining(['name', 'businessName', 'taxClassification', 'tin', 'addressLineOne', 'signatureDate']),
    );
    const ach = templateById(DocumentTemplate.ACH);
    expect(ach.metadataDefinitions.find((d) => d.key === 'bank')!.metadataTypeId).toBe(MetadataType.Bank);
    expect(ach.metadataDefinitions.find((d) => d.key === 'accountType')!.listValues).toEqual(['Checking', 'Savings']);
    expect(keys(DocumentTemplate.ACH)).toEqual(
      expect.arrayContaining(['routingNumber', 'accountNumber', 'effectiveDate']),
    );
  });
});

describe('instantiateDocumentTypes', () => {
  let database: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
  });
  afterAll(() => database.close());

  async function newCompany(name: string): Promise<number> {
    const [row] = await db.insert(companies).values({ legalName: name }).returning({ id: companies.id });
    return row!.id;
  }

  async function snapshot(companyId: number) {
    const types = await db.select().from(documentTypes).where(eq(documentTypes.companyId, companyId));
    const typeIds = types.map((t) => t.id);
    const defs = await db
      .select()
      .from(metadataDefinitions)
      .where(inArray(metadataDefinitions.documentTypeId, typeIds));
    const cols = await db.select().from(lineItemColumns).where(inArray(lineItemColumns.documentTypeId, typeIds));
    const [lists] = await db.select({ n: count() }).from(lookupValues).where(eq(lookupValues.companyId, companyId));
    return { types, defs, cols, listValues: lists!.n };
  }

  it('creates the seven instances with their definitions, List values and columns', async () => {
    const companyId = await newCompany('Instance Test Oil Co.');
    const byTemplate = await instantiateDocumentTypes(db, companyId);
    expect([...byTemplate.keys()].sort()).toEqual([...documentTemplateIds].sort());

    const s = await snapshot(companyId);
    expect(s.types).toHaveLength(7);
    for (const template of documentTemplates) {
      const type = s.types.find((t) => t.templateId === template.templateId)!;
      expect(type).toMatchObject({
        name: template.name,
        pluralName: template.pluralName,
        lineItemsEnabled: template.lineItemsEnabled,
      });
      expect(byTemplate.get(template.templateId)).toBe(type.id);
      const defs = s.defs.filter((d) => d.documentTypeId === type.id);
      expect(defs.map((d) => d.key).sort()).toEqual(template.metadataDefinitions.map((d) => d.key).sort());
      for (const d of template.metadataDefinitions) {
        expect(defs.find((x) => x.key === d.key)).toMatchObject({
          name: d.name,
          metadataTypeId: d.metadataTypeId,
          isRequired: d.isRequired,
          isReadonly: d.isReadonly,
          isDollarTotal: d.isDollarTotal,
          isThirdParty: d.isThirdParty,
          isMultiple: d.isMultiple,
          isDocumentProperty: d.isDocumentProperty,
          isHiddenInList: d.isHiddenInList,
          sortOrder: d.sortOrder,
        });
      }
      const cols = s.cols.filter((c) => c.documentTypeId === type.id);
      expect(cols.map((c) => c.key).sort()).toEqual(template.lineItemColumns.map((c) => c.key).sort());
    }
    const expectedListValues = documentTemplates.flatMap((t) =>
      t.metadataDefinitions.flatMap((d) => d.listValues ?? []),
    );
    expect(s.listValues).toBe(expectedListValues.length);

    const arType = byTemplate.get(DocumentTemplate.ArInvoice)!;
    const required = s.defs.filter((d) => d.documentTypeId === arType && d.isRequired).map((d) => d.key);
    expect(required).toEqual(
      expect.arrayContaining(['invoiceNumber', 'serviceDate', 'invoiceTotal', 'scanDate', 'orgUnit']),
    );
    const doType = byTemplate.get(DocumentTemplate.DivisionOrder)!;
    const responseDef = s.defs.find((d) => d.documentTypeId === doType && d.key === 'DivisionOrderResponseStatus')!;
    const responseValues = await db
      .select({ value: lookupValues.value })
      .from(lookupValues)
      .where(eq(lookupValues.metadataDefinitionId, responseDef.id))
      .orderBy(lookupValues.sortOrder);
    expect(responseValues.map((v) => v.value)).toEqual(['Returned Signed', 'Returned Unsigned']);
  });

  it('is idempotent, also inside a transaction, and keeps companies apart', async () => {
    const a = await newCompany('Idempotent Energy LP');
    const first = await instantiateDocumentTypes(db, a);
    const before = await snapshot(a);
    const second = await db.transaction((tx) => instantiateDocumentTypes(tx, a));
    expect(second).toEqual(first);
    expect(await snapshot(a)).toEqual(before);

    const b = await newCompany('Second Company Inc.');
    const other = await instantiateDocumentTypes(db, b);
    expect(other.size).toBe(7);
    for (const id of other.values()) expect([...first.values()]).not.toContain(id);
    expect(await snapshot(a)).toEqual(before);
  });

  it('fills in only the templates a company is missing', async () => {
    const companyId = await newCompany('Partly Set Up LLC');
    await db
      .insert(documentTypes)
      .values({ companyId, templateId: DocumentTemplate.W9, name: 'Vendor W-9', pluralName: 'Vendor W-9s' });
    const result = await instantiateDocumentTypes(db, companyId);
    expect(result.size).toBe(7);
    const s = await snapshot(companyId);
    // The existing instance is left as the company named it, with no definitions added.
    expect(s.types.find((t) => t.templateId === DocumentTemplate.W9)!.name).toBe('Vendor W-9');
    expect(s.defs.filter((d) => d.documentTypeId === result.get(DocumentTemplate.W9))).toHaveLength(0);
  });
});
