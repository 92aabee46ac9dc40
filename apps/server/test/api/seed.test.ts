import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DocumentTemplate,
  LegalDocumentType,
  MetadataType,
  PartyType,
  Role,
  RouteStatus,
  UserType,
  ConnectionStatus,
  connectionStatusOf,
  partyTypeIds,
  validateDocument,
} from '@docvue/contracts';
import type { Database, DatabaseHandle } from '../../src/db/client.js';
import * as schema from '../../src/db/schema/index.js';
import { DEMO_PASSWORD, demoLoginTable, demoUsers, seedDemoNetwork } from '../../src/seed/index.js';
import { localBlobStore } from '../../src/lib/blob-store.js';
import { verifyPassword } from '../../src/lib/passwords.js';
import { readCertificateExpiry, readW9 } from '../../src/modules/legal-documents/index.js';
import { extractOcrPages } from '../../src/ocr/extract.js';
import { openTestDatabase } from '../support/database.js';

const { companies, companyPartyTypes, documents, documentMetadata, documentLineItems, documentTypes, lineItemColumns } =
  schema;
const silent = { info: () => {}, warn: () => {} };
const NOW = new Date('2025-06-16T17:30:00Z');

/** The strings shown by a pdf-lib page: inflate its content streams and decode the `<hex> Tj` operands. */
function pdfText(pdf: Buffer): string[] {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a Flate stream (font programs and the like)
    }
    for (const t of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) out.push(Buffer.from(t[1]!, 'hex').toString('latin1'));
  }
  return out;
}

const cents = (s: string) => Math.round(Number(s) * 100);

describe('seedDemoNetwork', () => {
  let database: DatabaseHandle;
  let db: Database;
  let dataDir: string;
  let seeded: boolean;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'docvue-seed-'));
    seeded = await seedDemoNetwork(db, { log: silent, dataDir, now: NOW });
  }, 120_000);
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Documents with their metadata by key and their line items. */
  async function loadDocuments() {
    const docs = await db.select().from(documents).orderBy(documents.id);
    const meta = await db
      .select({
        documentId: documentMetadata.documentId,
        key: schema.metadataDefinitions.key,
        value: documentMetadata.value,
      })
      .from(documentMetadata)
      .innerJoin(schema.metadataDefinitions, eq(schema.metadataDefinitions.id, documentMetadata.definitionId));
    const lines = await db.select().from(documentLineItems).orderBy(documentLineItems.rowNumber);
    return docs.map((d) => ({
      ...d,
      metadata: Object.fromEntries(meta.filter((m) => m.documentId === d.id).map((m) => [m.key, m.value ?? ''])),
      lineItems: lines.filter((l) => l.documentId === d.id).map((l) => l.cells),
    }));
  }

  it('seeds companies covering every party type, with one cloud company', async () => {
    expect(seeded).toBe(true);
    const rows = await db.select().from(companies);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    const types = await db.select().from(companyPartyTypes);
    expect(new Set(types.map((t) => t.partyTypeId))).toEqual(new Set(partyTypeIds));
    const cloud = rows.filter((c) => c.isCloud);
    expect(cloud).toHaveLength(1);
    expect(cloud[0]!.url).toMatch(/^https:\/\//);
    for (const c of rows) {
      expect(c.taxNumber).toMatch(/^\d{2}-\d{7}$/);
      expect(['TX', 'OK', 'NM']).toContain(c.state);
    }
    const orgUnitCounts = await db
      .select({ companyId: schema.orgUnits.companyId, n: count() })
      .from(schema.orgUnits)
      .groupBy(schema.orgUnits.companyId);
    expect(orgUnitCounts).toHaveLength(rows.length);
    for (const o of orgUnitCounts) expect(o.n).toBeGreaterThanOrEqual(2);
    const [typeCount] = await db.select({ n: count() }).from(documentTypes);
    expect(typeCount!.n).toBe(rows.length * 7);
  });

  it('gives every demo user with a password the demo password, and none has accepted the licence', async () => {
    const users = await db.select().from(schema.users);
    expect(users).toHaveLength(demoUsers.length);
    for (const u of users) {
      expect(u.acceptedLicenceVersion).toBeNull();
      if (u.userType === UserType.ApiKey) {
        expect(u.passwordHash).toBeNull();
        continue;
      }
      expect(await verifyPassword(DEMO_PASSWORD, u.passwordHash), u.emailAddress).toBe(true);
    }
    expect(users.filter((u) => u.userType === UserType.Global)).toHaveLength(1);
    expect(users.filter((u) => u.userType === UserType.ApiKey)).toHaveLength(1);
    expect(await verifyPassword('wrong', users[0]!.passwordHash)).toBe(false);
  });

  it('greets no demo administrator with the welcome dialog: the demo companies are not new', async () => {
    const admins = await db
      .selectDistinct({ id: schema.users.id, shown: schema.users.welcomeMessageDisplayed })
      .from(schema.users)
      .innerJoin(schema.userRoles, eq(schema.userRoles.userId, schema.users.id))
      .where(eq(schema.userRoles.roleId, Role.Administrator));
    expect(admins.length).toBeGreaterThan(3);
    // Recorded as greeted: shouldDisplayWelcome asks this flag first.
    for (const a of admins) expect(a.shown).toBe(true);
  });

  it('has every role in every company, one main role per membership, and a member of two companies', async () => {
    const roles = await db.select().from(schema.userRoles);
    const all = await db.select().from(companies);
    for (const c of all.filter((x) => !x.isCloud)) {
      const here = new Set(roles.filter((r) => r.companyId === c.id).map((r) => r.roleId));
      for (const role of [Role.Administrator, Role.User, Role.ReadOnly])
        expect(here.has(role), `${c.legalName} ${role}`).toBe(true);
    }
    const owner = all.find((c) => c.legalName === 'Cimarron Royalty Trust')!;
    expect(roles.some((r) => r.companyId === owner.id && r.roleId === Role.Signer)).toBe(true);
    const memberships = new Map<string, typeof roles>();
    for (const r of roles)
      memberships.set(`${r.userId}:${r.companyId}`, [...(memberships.get(`${r.userId}:${r.companyId}`) ?? []), r]);
    for (const rs of memberships.values()) expect(rs.filter((r) => r.isMain)).toHaveLength(1);
    const companiesPerUser = new Map<number, Set<number>>();
    for (const r of roles)
      companiesPerUser.set(r.userId, (companiesPerUser.get(r.userId) ?? new Set()).add(r.companyId));
    const multi = [...companiesPerUser].filter(([, cs]) => cs.size >= 2).map(([userId]) => userId);
    const differentRoles = multi.some((userId) => {
      const main = roles.filter((r) => r.userId === userId && r.isMain).map((r) => r.roleId);
      return new Set(main).size > 1;
    });
    expect(differentRoles).toBe(true);
  });

  it('connects parties on both sides and shows all five connection states', async () => {
    const parties = await db.select().from(schema.parties);
    const links = await db.select().from(schema.partyOrgUnits);
    for (const p of parties.filter((x) => x.connectedCompanyId !== null)) {
      const back = parties.find((q) => q.companyId === p.connectedCompanyId && q.connectedCompanyId === p.companyId);
      expect(back, p.name).toBeDefined();
    }
    expect(new Set(parties.map((p) => connectionStatusOf(p)))).toEqual(new Set([1, 2, 3, 4, 5]));
    for (const p of parties) {
      expect(
        links.some((l) => l.partyId === p.id),
        p.name,
      ).toBe(true);
      expect(p.emails.length).toBeGreaterThan(0);
      expect(p.taxIdentifier).toBeTruthy();
    }
    expect(new Set(parties.map((p) => p.partyTypeId))).toEqual(new Set(Object.values(PartyType)));
  });

  it('lets every seeded connect request be answered: a pending invitation, for a company worked in here', async () => {
    const parties = await db.select().from(schema.parties);
    const rows = await db.select().from(companies);
    const pending = await db.select().from(schema.invitations).where(eq(schema.invitations.status, 'pending'));
    const waiting = parties.filter((p) => connectionStatusOf(p) === ConnectionStatus.Connecting);
    expect(waiting.length).toBeGreaterThan(0);
    for (const p of waiting) {
      const asked = pending.find((i) => i.kind === 'connect' && i.senderPartyId === p.id);
      expect(asked, `${p.name} waits for an answer to no invitation`).toBeDefined();
      expect(asked!.receiverCompanyId).toBe(p.suggestedCompanyId);
      expect(asked!.senderCompanyId).toBe(p.companyId);
      // A cloud company's people work on its own host: a request to it could not be answered here.
      const receiver = rows.find((c) => c.id === asked!.receiverCompanyId)!;
      expect(receiver.isCloud, `${p.name} asks the cloud company ${receiver.legalName}`).toBe(false);
      expect(rows.find((c) => c.id === p.companyId)!.onBoardingProcessPending).toBe(true);
    }
  });

  it('has documents in every route status, sent ones addressed to the receiving party’s company', async () => {
    const docs = await loadDocuments();
    const statuses = new Set(
      docs.filter((d) => d.templateId === DocumentTemplate.ArInvoice).map((d) => d.routeStatusId),
    );
    for (const s of Object.values(RouteStatus).filter((s) => s !== RouteStatus.Returned))
      expect(statuses.has(s), String(s)).toBe(true);
    // A draft is New or Pending: without a status it would read "Sent" (the icon rule's default)
    // while it is in nobody's inbox.
    expect(docs.filter((d) => d.routeStatusId === null).map((d) => d.id)).toEqual([]);
    expect(
      docs.some((d) => d.templateId === DocumentTemplate.DivisionOrder && d.routeStatusId === RouteStatus.Returned),
    ).toBe(true);
    for (const t of [
      DocumentTemplate.OwnerStatement,
      DocumentTemplate.RunStatement,
      DocumentTemplate.Form1099,
      DocumentTemplate.DivisionOrder,
    ]) {
      expect(
        docs.some((d) => d.templateId === t),
        String(t),
      ).toBe(true);
    }

    const parties = await db.select().from(schema.parties);
    const unsent: (number | null)[] = [RouteStatus.New, RouteStatus.Pending];
    for (const d of docs) {
      const party = parties.find((p) => p.id === d.receivingPartyId)!;
      expect(party.companyId).toBe(d.senderCompanyId);
      if (unsent.includes(d.routeStatusId)) {
        expect(d.receiverCompanyId).toBeNull();
        expect(d.sentAt).toBeNull();
      } else {
        expect(d.receiverCompanyId).toBe(party.connectedCompanyId);
        expect(d.sentAt).toBeInstanceOf(Date);
        expect(d.sentAt!.getTime()).toBeGreaterThanOrEqual(d.createdAt.getTime());
      }
      expect(d.createdAt.getTime()).toBeLessThan(NOW.getTime());
    }

    const old = docs.find((d) => d.routeStatusId === RouteStatus.Resubmitted)!;
    const successor = docs.find((d) => d.id === old.latestVersionDocId)!;
    expect(successor.previousVersionDocId).toBe(old.id);
    expect(successor.metadata.invoiceNumber).toBe(old.metadata.invoiceNumber);

    const returned = docs.find((d) => d.routeStatusId === RouteStatus.Returned)!;
    expect(returned.metadata.DivisionOrderResponseStatus).toBe('Returned Signed');
  });

  it('numbers the documents in the order they were made, so lists sorted by id read newest first', async () => {
    const docs = (await loadDocuments()).sort((a, b) => a.id - b.id);
    for (let i = 1; i < docs.length; i++) {
      expect(docs[i]!.createdAt.getTime(), `document ${docs[i]!.id}`).toBeGreaterThanOrEqual(
        docs[i - 1]!.createdAt.getTime(),
      );
    }
  });

  it('adds up: line-item amounts equal the dollar total to the cent', async () => {
    const docs = await loadDocuments();
    const invoices = docs.filter((d) => d.templateId === DocumentTemplate.ArInvoice);
    expect(invoices.length).toBeGreaterThanOrEqual(9);
    for (const inv of invoices) {
      const sum = inv.lineItems.reduce((a, l) => a + cents(l.amount!), 0);
      expect(sum, inv.metadata.invoiceNumber).toBe(cents(inv.metadata.invoiceTotal!));
      for (const l of inv.lineItems)
        expect(Math.abs(cents(l.amount!) - Number(l.quantity) * cents(l.unitPrice!))).toBeLessThan(1);
    }
    const amountColumns = await db
      .select({ documentTypeId: lineItemColumns.documentTypeId, key: lineItemColumns.key })
      .from(lineItemColumns)
      .where(eq(lineItemColumns.isAmount, true));
    const totals = await db
      .select({ documentTypeId: schema.metadataDefinitions.documentTypeId, key: schema.metadataDefinitions.key })
      .from(schema.metadataDefinitions)
      .where(eq(schema.metadataDefinitions.isDollarTotal, true));
    for (const d of docs.filter((x) => x.lineItems.length > 0)) {
      const column = amountColumns.find((c) => c.documentTypeId === d.documentTypeId)!.key;
      const total = totals.find((t) => t.documentTypeId === d.documentTypeId)!.key;
      expect(
        d.lineItems.reduce((a, l) => a + cents(l[column]!), 0),
        d.fileName,
      ).toBe(cents(d.metadata[total]!));
    }
  });

  it('passes the shared send validation: required and third-party fields, detail totals', async () => {
    const docs = await loadDocuments();
    const types = await db.select().from(documentTypes);
    const defs = await db.select().from(schema.metadataDefinitions);
    const columns = await db.select().from(lineItemColumns);
    for (const d of docs.filter((x) => x.sentAt !== null)) {
      const problems = validateDocument({
        templateId: d.templateId,
        lineItemsEnabled: types.find((t) => t.id === d.documentTypeId)!.lineItemsEnabled,
        fields: defs.filter((x) => x.documentTypeId === d.documentTypeId),
        values: d.metadata,
        columns: columns.filter((c) => c.documentTypeId === d.documentTypeId),
        lineItems: d.lineItems,
      });
      expect(problems, d.fileName).toEqual([]);
      for (const def of defs.filter((x) => x.documentTypeId === d.documentTypeId && d.metadata[x.key])) {
        if (def.metadataTypeId === MetadataType.Currency) expect(d.metadata[def.key]).toMatch(/^-?\d+\.\d{2}$/);
      }
    }
  });

  it('stores each PDF in the blob store under its sha256, with the numbers in its text', async () => {
    const docs = await loadDocuments();
    const blobRows = await db.select().from(schema.blobs);
    const store = localBlobStore(dataDir);
    for (const d of docs) {
      expect(d.blobSha256).toMatch(/^[0-9a-f]{64}$/);
      const file = await readFile(store.pathOf(d.blobSha256!));
      expect(createHash('sha256').update(file).digest('hex')).toBe(d.blobSha256);
      expect(file.subarray(0, 5).toString()).toBe('%PDF-');
      expect(d.fileSize).toBe(file.length);
      expect(blobRows.find((b) => b.sha256 === d.blobSha256)).toMatchObject({
        size: file.length,
        mimeType: 'application/pdf',
      });
      const text = pdfText(file);
      const number =
        d.metadata.invoiceNumber ??
        d.metadata.docDivisionOrderNumber ??
        d.metadata.checkNumber ??
        d.metadata.statementNumber ??
        d.metadata.tin ??
        d.metadata.accountNumber;
      expect(number, d.fileName).toBeTruthy();
      expect(text, d.fileName).toContain(number);
    }
    const invoice = docs.find((d) => d.metadata.invoiceNumber === 'PBOS-24795')!;
    const text = pdfText(await readFile(store.pathOf(invoice.blobSha256!)));
    expect(text).toEqual(
      expect.arrayContaining([
        'INVOICE',
        'Bill To',
        'Description',
        'Quantity',
        'Unit Price',
        'Amount',
        'Total',
        '$7,210.00',
      ]),
    );
    expect(text).toContain(invoice.metadata.docPurchaserName);
  });

  it('gives companies address sets and company documents whose files say what the rows say', async () => {
    const sets = await db.select().from(schema.addressSets);
    expect(sets.map((s) => [s.name, s.paymentAddressLineOne, s.taxAddressSameAsMain])).toEqual([
      ['Midland Remit-To', 'PO Box 4471', true],
    ]);
    const setParties = await db
      .select({ connectedCompanyId: schema.parties.connectedCompanyId })
      .from(schema.addressSetParties)
      .innerJoin(schema.parties, eq(schema.parties.id, schema.addressSetParties.partyId));
    expect(setParties.every((p) => p.connectedCompanyId !== null)).toBe(true);

    const store = localBlobStore(dataDir);
    const docs = await db.select().from(schema.legalDocuments).orderBy(schema.legalDocuments.id);
    expect(docs).toHaveLength(3);
    for (const d of docs) {
      const pages = await extractOcrPages(await readFile(store.pathOf(d.blobSha256)));
      if (d.legalDocumentTypeId === LegalDocumentType.W9) expect(readW9(pages)).toEqual(d.w9);
      else expect(readCertificateExpiry(pages)).toBe(d.expiresOn);
    }
    // The certificate expires within the dashboard's 30 days, so the warning shows on first start.
    const certificate = docs.find((d) => d.legalDocumentTypeId === LegalDocumentType.InsuranceCertificate)!;
    expect(certificate.expiresOn).toBe('2025-07-07');
    const shares = await db
      .select({ connectedCompanyId: schema.parties.connectedCompanyId })
      .from(schema.legalDocumentShares)
      .innerJoin(schema.parties, eq(schema.parties.id, schema.legalDocumentShares.partyId));
    expect(shares.length).toBeGreaterThan(0);
    expect(shares.every((p) => p.connectedCompanyId !== null)).toBe(true);
  });

  it('lists the demo sign-ins as a Markdown table', () => {
    const table = demoLoginTable();
    const lines = table.split('\n');
    expect(lines[0]).toBe('| e-mail | password | company | role |');
    for (const u of demoUsers.filter((x) => x.hasPassword))
      expect(table).toContain(`| ${u.email} | ${DEMO_PASSWORD} |`);
    expect(table).not.toContain('erp@');
    expect(table).toContain('admin@permianservices.example');
  });

  it('changes nothing when run again', async () => {
    const counts = async () => {
      const tables = [
        companies,
        schema.users,
        schema.userRoles,
        schema.parties,
        schema.lookupValues,
        documents,
        documentMetadata,
        documentLineItems,
        schema.blobs,
      ];
      return Promise.all(tables.map(async (t) => (await db.select({ n: count() }).from(t))[0]!.n));
    };
    const before = await counts();
    const files = await readdir(path.join(dataDir, 'blobs'), { recursive: true });
    expect(await seedDemoNetwork(db, { log: silent, dataDir, now: NOW })).toBe(false);
    expect(await counts()).toEqual(before);
    expect(await readdir(path.join(dataDir, 'blobs'), { recursive: true })).toEqual(files);
  });
});

describe('seedDemoNetwork, started twice at once', () => {
  it('seeds once; the other run backs off without error', async () => {
    const database = await openTestDatabase();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'docvue-seed-race-'));
    try {
      const results = await Promise.all([
        seedDemoNetwork(database.db, { log: silent, dataDir, now: NOW }),
        seedDemoNetwork(database.db, { log: silent, dataDir, now: NOW }),
      ]);
      expect(results.sort()).toEqual([false, true]);
      const [row] = await database.db.select({ n: count() }).from(companies);
      expect(row!.n).toBe(6);
    } finally {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
