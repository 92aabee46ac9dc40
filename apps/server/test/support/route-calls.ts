import {
  DocumentTemplate,
  PartyType,
  Role,
  UserType,
  type DeclaredRoute,
  type IdField,
  type IdKind,
} from '@docvue/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { z } from 'zod';
import {
  blobs,
  companies,
  documentHistory,
  documentTypes,
  invitations,
  lineItemColumns,
  metadataDefinitions,
  notifications,
  statementRuns,
} from '../../src/db/schema/index.js';
import { localBlobStore } from '../../src/lib/blob-store.js';
import type { TestApp } from './app.js';
import { invoicePdf, multipart } from './documents.js';
import { admin, makeCompany, makeOrgUnit, makeParty, makeUser } from './factories.js';
import { pidxFixture } from './pidx.js';
import { moveDocument } from './status-moves.js';
import { w9Pdf } from '../../src/seed/sample-pdfs/w9.js';

/**
 * Calling any declared route as a test would: a company with one object of every kind a route
 * can name, and the request for a route with given objects filled in. Used by the generated
 * suites (cross-tenant.test.ts, roles.test.ts).
 */
export type Fixture = Awaited<ReturnType<typeof companyFixture>>;
export type IdValue = number | string;

/** A PNG of one pixel, as a logo. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * A company with one object of every kind a route can name: documents (a draft, and one sent to
 * `partner`, or to a new company), an attachment, a party, users, an API key, … and an org unit.
 */
export async function companyFixture(t: TestApp, prefix: string, partnerCompany?: { id: number }) {
  const company = await makeCompany(t.db, { name: `${prefix} Holdings`, partyTypeIds: [PartyType.Vendor] });
  await t.db.update(companies).set({ logoPng: onePixelPng }).where(eq(companies.id, company.id));
  const adminUser = await makeUser(t.db, { ...admin(company.id), email: `owner@${prefix.toLowerCase()}.example` });
  const apiUser = await makeUser(t.db, {
    memberships: { [company.id]: [Role.User] },
    userType: UserType.ApiKey,
    email: `erp@${prefix.toLowerCase()}.example`,
  });
  const partner =
    partnerCompany ?? (await makeCompany(t.db, { name: `${prefix} Partner Co`, partyTypeIds: [PartyType.Purchaser] }));
  const office = await makeOrgUnit(t.db, company.id, `${prefix} Field Office`);
  const party = await makeParty(t.db, company.id, {
    name: `${prefix} Purchasing`,
    partyTypeId: PartyType.Purchaser,
    connectedCompanyId: partner.id,
  });
  const caller = { token: await t.tokenFor(adminUser.id), companyId: company.id };
  const upload = async (data: Record<string, unknown>, file: { name: string; bytes: Uint8Array; type?: string }) => {
    const res = await t.call(caller, { method: 'POST', url: '/api/documents/upload', ...multipart(data, file) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { documentId: number; batchName: string; attachmentId: number | null };
  };
  const pdf = await invoicePdf({ invoiceNumber: `${prefix}-4711` });
  const draft = await upload(
    { documentTypeId: DocumentTemplate.ArInvoice, receivingPartyId: party.id },
    { name: `${prefix}-draft.pdf`, bytes: pdf },
  );
  const sent = await upload(
    { documentTypeId: DocumentTemplate.ArInvoice, receivingPartyId: party.id },
    { name: `${prefix}-sent.pdf`, bytes: pdf },
  );
  const attachment = await upload(
    { documentId: draft.documentId, isAttachment: true },
    { name: `${prefix}-site-photo.png`, bytes: onePixelPng, type: 'image/png' },
  );
  await t.app.jobs.idle();
  await moveDocument(
    t.db,
    sent.documentId,
    'publish',
    { companyId: company.id, userId: adminUser.id },
    {
      receiverCompanyId: partner.id,
      sentAt: new Date(),
    },
  );
  const key = await t.call(caller, { method: 'POST', url: `/api/users/${apiUser.id}/apikeys` });
  expect(key.statusCode).toBe(201);
  const [type] = await t.db
    .select({ id: documentTypes.id })
    .from(documentTypes)
    .where(and(eq(documentTypes.companyId, company.id), eq(documentTypes.templateId, DocumentTemplate.ArInvoice)));
  const [definition] = await t.db
    .select({ id: metadataDefinitions.id })
    .from(metadataDefinitions)
    .where(and(eq(metadataDefinitions.documentTypeId, type!.id), eq(metadataDefinitions.key, 'paymentTerms')));
  const [column] = await t.db
    .select({ id: lineItemColumns.id })
    .from(lineItemColumns)
    .where(and(eq(lineItemColumns.documentTypeId, type!.id), eq(lineItemColumns.key, 'costCenter')));
  const [entry] = await t.db
    .select({ id: documentHistory.id })
    .from(documentHistory)
    .where(eq(documentHistory.documentId, draft.documentId))
    .orderBy(asc(documentHistory.id))
    .limit(1);
  // An invitation the company received, from a company asking to connect.
  const asking = await makeCompany(t.db, { name: `${prefix} Suitor Co`, partyTypeIds: [PartyType.Vendor] });
  const [received] = await t.db
    .insert(invitations)
    .values({
      kind: 'connect',
      senderCompanyId: asking.id,
      receiverCompanyId: company.id,
      partyTypeId: PartyType.Purchaser,
    })
    .returning({ id: invitations.id });
  const addressSet = await t.call(caller, {
    method: 'POST',
    url: '/api/addressset',
    payload: { ...sampleAddressSet, name: `${prefix} Remit-To`, selectedParties: [party.id] },
  });
  expect(addressSet.statusCode, addressSet.body).toBe(201);
  const uploadLegal = async (details: Record<string, unknown>, file: { name: string; bytes: Uint8Array }) => {
    const res = await t.call(caller, {
      method: 'POST',
      url: '/api/legaldocuments/upload',
      ...multipart(details, file, 'details'),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };
  const privateW9 = await uploadLegal(
    { legalDocumentTypeId: 1, privacySettingId: 1 },
    { name: `${prefix}-w9.pdf`, bytes: await sampleW9(`${prefix} Holdings`) },
  );
  // Shared with the party connected to `partner`, which may read it.
  const sharedCertificate = await uploadLegal(
    { legalDocumentTypeId: 2, privacySettingId: 2, selectedParties: [party.id], expiresOn: '2027-01-31' },
    { name: `${prefix}-insurance.pdf`, bytes: pdf },
  );
  const [notice] = await t.db
    .insert(notifications)
    .values({
      userId: adminUser.id,
      companyId: company.id,
      sourceCompanyId: partner.id,
      title: 'Rejected',
      message: `${prefix} invoice was rejected`,
      actionId: 1,
      actionData: String(draft.documentId),
    })
    .returning({ id: notifications.id });
  // A webhook endpoint on this machine (tests deliver only to loopback), whose URL names the company.
  const hook = await t.call(caller, {
    method: 'POST',
    url: '/api/webhooks',
    payload: {
      url: `http://127.0.0.1:9/${prefix.toLowerCase()}-erp`,
      description: `${prefix} ERP`,
      events: ['notification'],
    },
  });
  expect(hook.statusCode, hook.body).toBe(201);
  // A statement run of the company's (its file a body of the store, as an upload leaves it).
  const runFile = await localBlobStore(t.config.dataDir).put(Buffer.from(`${prefix} statement file\n`));
  await t.db
    .insert(blobs)
    .values({ sha256: runFile.sha256, size: runFile.size, mimeType: 'text/csv' })
    .onConflictDoNothing();
  const [run] = await t.db
    .insert(statementRuns)
    .values({
      companyId: company.id,
      fileName: `${prefix}-revenue.csv`,
      blobSha256: runFile.sha256,
      fileSize: runFile.size,
      format: 'csv',
      status: 'done',
    })
    .returning({ id: statementRuns.id });
  const ids: Record<IdKind, IdValue[]> = {
    document: [draft.documentId, sent.documentId],
    attachment: [attachment.attachmentId!],
    historyEntry: [entry!.id],
    party: [party.id],
    // An administrator and an API-key user (with its key): every call naming a user is probed with both.
    user: [adminUser.id, apiUser.id],
    apiKey: [key.json().id],
    externalUser: [String(adminUser.id)],
    company: [company.id],
    documentType: [type!.id],
    documentTemplate: [DocumentTemplate.ArInvoice],
    metadataDefinition: [definition!.id],
    lineItemColumn: [column!.id],
    invitation: [received!.id],
    orgUnit: [office.id],
    addressSet: [addressSet.json().id],
    legalDocument: [privateW9.id, sharedCertificate.id],
    notification: [notice!.id],
    webhookEndpoint: [hook.json().id],
    statementRun: [run!.id],
    // Jobs are no company's: any id; every caller but the platform operator is answered 404.
    job: [1],
  };
  return {
    company,
    caller,
    ids,
    batchName: draft.batchName,
    apiUserId: apiUser.id,
    attachmentId: attachment.attachmentId!,
    sharedLegalDocumentId: sharedCertificate.id,
  };
}

/** An address set's fields, payment and tax the same as main. */
export const sampleAddressSet = {
  mainAddressLineOne: '500 Main St',
  mainCity: 'Midland',
  mainState: 'TX',
  mainZipCode: '79701',
  paymentAddressSameAsMain: true,
  taxAddressSameAsMain: true,
};

/** A filled-in W-9 as a text PDF. */
export const sampleW9 = (name: string, tin = '75-1234567') =>
  w9Pdf({
    name,
    businessName: '',
    taxClassification: 'C Corporation',
    exemptPayeeCode: '',
    addressLineOne: '500 Main St',
    cityStateZip: 'Midland, TX 79701',
    requester: { name: 'Requester Co', addressLines: ['1 Requester Way', 'Houston, TX 77002'] },
    tinType: 'EIN',
    tin,
    signatureName: 'Pat Payee',
    signatureDate: '2026-01-15',
  });

/** Values of path parameters that are not ids. */
export const otherParams: Record<string, string> = {
  fileNumber: '1',
  page: '1',
  x: '0',
  y: '-1',
  token: 'not-a-real-token',
  // A job belongs to no company (the platform operator's calls): any id.
};

/** In a sample: fill this field with an id of its declared kind (the caller's own, or the probed one). */
export const ID = '<id>';
/** In a sample: a list of one id of the field's declared kind. */
export const IDS = '<ids>';

export interface Sample {
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  /** The JSON of a multipart call's declared form field (the file is a small PDF, or `file`). */
  form?: Record<string, unknown>;
  file?: { name: string; bytes: Buffer; type?: string };
}

/**
 * How to call the routes that need a query or a body; several for a route that does different
 * things by its input (an upload creates, attaches or replaces). A probe of an id field uses the
 * samples that name that field. A route that needs input and is missing here fails the suites.
 */
export const samples: Record<string, Sample[]> = {
  acceptLicence: [{ body: {} }],
  updatePersonalization: [{ body: { dateFormat: 'MM/dd/yyyy' } }],
  logClientException: [{ body: { message: 'cross-tenant probe' } }],
  linkSignIn: [{ body: { idToken: 'not-an-id-token' } }],
  autoExtract: [{ body: { documentId: ID, documentTypeId: DocumentTemplate.ArInvoice, documentMetadata: [] } }],
  saveDocument: [{ body: { metadata: [] } }, { body: { metadata: [], receivingPartyId: ID } }],
  cancelDocuments: [{ body: { ids: IDS } }],
  rejectDocument: [{ body: { reason: 'probe' } }],
  payDocument: [{ body: { paymentDate: '2026-11-20', reference: 'probe' } }],
  returnDivisionOrder: [{ body: { signed: false } }],
  searchDocuments: [{ body: { querySearchTerm: 'zephyrine' } }],
  typeahead: [{ query: { query: 'zephyrine' } }],
  getBatchDocumentIds: [{ query: {} }, { query: { userId: ID } }],
  listDocumentsInStatus: [{ query: { documentTypeId: DocumentTemplate.ArInvoice, documentRouteStatusId: 1 } }],
  searchParties: [{ query: { query: 'zephyrine' } }],
  getExchangeUser: [{ query: {} }, { query: { companyId: ID } }],
  receivePidxInvoice: [
    {
      form: { receivingPartyId: ID },
      file: { name: 'invoice.xml', bytes: pidxFixture('v1.62-prefixed.xml'), type: 'application/xml' },
    },
  ],
  receivePidxInvoiceResponse: [
    {
      file: {
        name: 'response.xml',
        bytes: Buffer.from(
          '<InvoiceResponse xmlns="http://www.pidx.org/schemas/v1.62"><InvoiceResponseProperties>' +
            '<InvoiceNumber>4711</InvoiceNumber><InvoiceStatus>Pending</InvoiceStatus>' +
            '</InvoiceResponseProperties></InvoiceResponse>',
        ),
        type: 'application/xml',
      },
    },
  ],
  uploadDocument: [
    { form: { documentTypeId: DocumentTemplate.ArInvoice, receivingPartyId: ID } },
    { form: { documentId: ID, isAttachment: true } },
    { form: { documentId: ID } },
  ],
  createParty: [
    {
      body: {
        partyTypeId: 1,
        name: 'Probe Supply',
        number: 'PROBE-1',
        taxIdentifier: '75-0000001',
        emailsAsString: 'ap@probe.example',
        companyOrgUnitIds: IDS,
      },
    },
  ],
  updateParty: [
    {
      body: {
        name: 'Probe Supply',
        number: 'PROBE-2',
        taxIdentifier: '75-0000002',
        emailsAsString: 'ap@probe.example',
        companyOrgUnitIds: IDS,
      },
    },
  ],
  inviteParty: [{ body: {} }],
  resendInvitation: [{ body: { senderPartyIdOfReceiverCompany: ID, receiverEmail: 'ap@probe.example' } }],
  searchNetwork: [{ body: {} }, { body: { partyIds: IDS } }],
  acceptInvitation: [
    { body: { id: ID, partyNumber: 'PROBE-3', partyTypeId: 1, orgUnitIds: IDS } },
    { body: { id: ID, existingPartyId: ID } },
  ],
  onboardInvitation: [{ body: { token: 'not-a-real-token' } }],
  registerCompany: [{ body: {} }],
  createUser: [{ body: { emailAddress: 'probe@probe.example', firstName: 'Probe', lastName: 'User', mainRole: 3 } }],
  updateUser: [{ body: { firstName: 'Probe', lastName: 'User', mainRole: 1 } }],
  changeUserEmail: [{ body: { emailAddress: 'probe2@probe.example' } }],
  requestEmailChange: [{ body: { emailAddress: 'probe3@probe.example' } }],
  updateProfile: [{ body: { firstName: 'Owner', lastName: 'Admin' } }],
  createOrgUnit: [{ body: { name: 'Probe Office', code: 'PRB' } }],
  updateOrgUnit: [{ body: { name: 'Probe Office', code: 'PRB' } }],
  updateTerminology: [{ body: { terminologies: [{ terminologyId: 1, customizedName: 'District' }] } }],
  uploadLogo: [{ file: { name: 'logo.png', bytes: onePixelPng, type: 'image/png' } }],
  // The picker as a set form asks: for a new set, and for the set being edited.
  listAddressSetParties: [{}, { query: { withoutAddressSet: 'true', addressSetId: ID } }],
  createAddressSet: [{ body: { ...sampleAddressSet, name: 'Probe Set', selectedParties: IDS } }],
  updateAddressSet: [{ body: { ...sampleAddressSet, name: 'Probe Set', selectedParties: IDS } }],
  searchLegalDocuments: [{ body: {} }, { body: { partyId: ID } }],
  uploadLegalDocument: [
    { form: { legalDocumentTypeId: 2, privacySettingId: 2, selectedParties: IDS, expiresOn: '2027-01-31' } },
  ],
  replaceLegalDocument: [{ file: { name: 'renewed.pdf', bytes: Buffer.from('%PDF-1.4\n%probe\n') } }],
  updateLegalDocumentDetails: [{ body: { privacySettingId: 2, selectedParties: IDS } }],
  saveUserSignature: [{ body: { userId: ID, signatureImageAsBase64: onePixelPng.toString('base64') } }],
  replaceUserSignature: [{ body: { userId: ID, signatureImageAsBase64: onePixelPng.toString('base64') } }],
  createWebhook: [{ body: { url: 'http://127.0.0.1:9/probe', events: ['document.received'] } }],
  importParties: [{ file: { name: 'parties.csv', bytes: Buffer.from('Type,Name\n'), type: 'text/csv' } }],
  uploadStatementRun: [{ file: { name: 'revenue.csv', bytes: Buffer.from('record_type\n'), type: 'text/csv' } }],
  getOwnerView: [{ query: { year: 2026 } }],
  getTieOut: [{ query: { year: 2026 } }],
  // Without a document (the company's own values), and for the document being coded.
  listLookupValues: [{}, { query: { isThirdParty: 'true', documentId: ID } }],
  listColumnLookupValues: [{}, { query: { isThirdParty: 'true', documentId: ID } }],
};

export const needsInput = (route: DeclaredRoute) =>
  route.body !== undefined ||
  route.multipart === true ||
  (route.query !== undefined && !(route.query as z.ZodType).safeParse({}).success);

export type RouteRequest = {
  method: DeclaredRoute['method'];
  url: string;
  payload?: Buffer | Record<string, unknown>;
  headers?: Record<string, string>;
};

/**
 * The requests for a route as the caller whose objects `own` are: one per sample, or, with
 * `probe` (a field of the route's `ids`), one per sample that names that field, with the field
 * naming another object.
 */
export function requestsFor(
  route: DeclaredRoute,
  own: Fixture,
  probe?: { field: IdField; value: IdValue },
): RouteRequest[] {
  const idOf = (field: IdField): IdValue | undefined => {
    if (probe?.field === field) return probe.value;
    const kind = route.ids?.[field];
    return kind ? own.ids[kind][0] : undefined;
  };
  const url = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = idOf(`params.${name}`) ?? otherParams[name];
    if (value === undefined) throw new Error(`${route.name}: the suite does not know how to fill params.${name}`);
    return encodeURIComponent(String(value));
  });
  const fill = (part: 'query' | 'body' | 'form', base: Record<string, unknown> | undefined) => {
    if (!base) return undefined;
    const out: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(base)) {
      const field: IdField = `${part}.${name}`;
      out[name] = value === ID ? idOf(field) : value === IDS ? [idOf(field)] : value;
    }
    if (probe?.field.startsWith(`${part}.`)) {
      const name = probe.field.slice(part.length + 1);
      out[name] = base[name] === IDS ? [probe.value] : probe.value;
    }
    return out;
  };
  const all = samples[route.name] ?? [{}];
  const chosen = probe
    ? all.filter((s) => {
        if (probe.field.startsWith('params.')) return true;
        const [part, name] = probe.field.split('.') as ['query' | 'body' | 'form', string];
        const base = s[part];
        return base !== undefined && name in base;
      })
    : all.slice(0, 1);
  if (probe && chosen.length === 0) throw new Error(`${route.name}: no sample names ${probe.field}`);
  return chosen.map((sample) => {
    const query = route.query ? (fill('query', sample.query) ?? {}) : undefined;
    if (route.name === 'getBatchDocumentIds') query!.batchName = own.batchName;
    const qs = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : '';
    if (route.multipart) {
      const file = sample.file ?? { name: 'probe.pdf', bytes: Buffer.from('%PDF-1.4\n%probe\n') };
      return {
        method: route.method,
        url: `/api${url}${qs}`,
        ...multipart(fill('form', sample.form), file, route.form?.name),
      };
    }
    const body = route.body ? (fill('body', sample.body) ?? {}) : undefined;
    return { method: route.method, url: `/api${url}${qs}`, ...(body ? { payload: body } : {}) };
  });
}
