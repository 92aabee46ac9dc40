import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  DivisionOrderResponse,
  DocumentTemplate,
  PartyType,
  Role,
  RouteStatus,
  signingMessages,
  UserType,
} from '@docvue/contracts';
import { createCanvas } from '@napi-rs/canvas';
import { and, eq } from 'drizzle-orm';
import { PDFDocument, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentHistory,
  documentMetadata,
  documents,
  documentSignatures,
  metadataDefinitions,
  notifications,
} from '../../src/db/schema/index.js';
import { checkPdfSeal } from '../../src/lib/pdf-seal-verify.js';
import { loadPdfSeal } from '../../src/lib/pdf-seal.js';
import { divisionOrderPdf } from '../../src/seed/sample-pdfs/division-order.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { multipart } from '../support/documents.js';
import { admin, makeCompany, makeParty, makeUser } from '../support/factories.js';
import { imagePlacements } from '../support/pdf-images.js';
import { moveDocument } from '../support/status-moves.js';

const run = promisify(execFile);

let t: TestApp;
let operator: { id: number };
let owner: { id: number };
let outsider: { id: number };
let operatorAdmin: { id: number };
let signer: { id: number };
let reader: { id: number };
let globalUser: { id: number };
let outsiderAdmin: { id: number };
let ownerParty: { id: number };
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  operator = await makeCompany(t.db, { name: 'Red Mesa Energy Partners', partyTypeIds: [PartyType.Operator] });
  owner = await makeCompany(t.db, { name: 'Cimarron Royalty Trust', partyTypeIds: [PartyType.Owner] });
  outsider = await makeCompany(t.db, { name: 'Unrelated Co', partyTypeIds: [PartyType.Owner] });
  operatorAdmin = await makeUser(t.db, admin(operator.id));
  signer = await makeUser(t.db, { memberships: { [owner.id]: [Role.Signer] }, email: 'signer@cimarron.example' });
  reader = await makeUser(t.db, { memberships: { [owner.id]: [Role.ReadOnly] } });
  globalUser = await makeUser(t.db, { userType: UserType.Global });
  outsiderAdmin = await makeUser(t.db, admin(outsider.id));
  ownerParty = await makeParty(t.db, operator.id, {
    name: 'Cimarron Royalty Trust',
    partyTypeId: PartyType.Owner,
    connectedCompanyId: owner.id,
  });
}, 60_000);
afterAll(() => t.close());

/** A division order the operator uploaded and sent to the owner. */
async function sentDivisionOrder() {
  const number = `DO-${7700 + ++seq}`;
  const pdf = await divisionOrderPdf({
    operator: {
      name: 'Red Mesa Energy Partners',
      addressLines: ['500 W Texas Ave', 'Midland, TX 79701'],
      phone: '(432) 555-0100',
    },
    owner: { name: 'Cimarron Royalty Trust', addressLines: ['1 Trust Way', 'Tulsa, OK 74103'], number: 'OWN-004417' },
    divisionOrderNumber: number,
    issueDate: '2026-10-01',
    effectiveDate: '2026-09-01',
    property: 'Mesa Unit 14',
    well: 'Mesa 14-2H',
    countyState: 'Midland, TX',
    product: 'All Products',
    interestType: 'Royalty Interest',
    decimalInterest: '0.00390625',
  });
  const res = await t.call(
    { token: await t.tokenFor(operatorAdmin.id), companyId: operator.id },
    {
      method: 'POST',
      url: '/api/documents/upload',
      ...multipart(
        { documentTypeId: DocumentTemplate.DivisionOrder, receivingPartyId: ownerParty.id },
        { name: `${number}.pdf`, bytes: pdf },
      ),
    },
  );
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().documentId as number;
  await t.app.jobs.idle();
  await moveDocument(
    t.db,
    id,
    'publish',
    { companyId: operator.id, userId: operatorAdmin.id },
    { receiverCompanyId: owner.id, sentAt: new Date() },
  );
  return id;
}

/** A drawn signature: black strokes on white, as the signature pad gives it. */
function signaturePng(): string {
  const canvas = createCanvas(300, 100);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, 300, 100);
  g.strokeStyle = '#000000';
  g.lineWidth = 2;
  g.beginPath();
  g.moveTo(20, 70);
  g.bezierCurveTo(60, 10, 120, 90, 160, 40);
  g.lineTo(280, 60);
  g.stroke();
  return canvas.toBuffer('image/png').toString('base64');
}

const as = (userId: number, companyId: number) => async (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  t.call(
    { token: await t.tokenFor(userId), companyId },
    { method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) },
  );
const signerCall = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  as(signer.id, owner.id)(method, url, payload);
const operatorCall = (method: 'GET' | 'PUT', url: string) => as(operatorAdmin.id, operator.id)(method, url);

const area = { x: 340, y: 600, width: 200, height: 80 };
const signedBody = () => ({ signed: true, signature: { imageAsBase64: signaturePng(), page: 1, area } });

/** The file as the operator downloads it. */
async function downloadPdf(id: number): Promise<Buffer> {
  const res = await operatorCall('GET', `/api/download/${id}`);
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe('Sign and Return', () => {
  let id: number;
  let unsignedBytes: Buffer;

  it('stamps the signature into the chosen area of the page, as a new sealed file version', async () => {
    id = await sentDivisionOrder();
    unsignedBytes = await downloadPdf(id);
    const res = await signerCall('PUT', `/api/documents/${id}/return`, signedBody());
    expect(res.statusCode, res.body).toBe(200);

    const signed = await downloadPdf(id);
    expect(signed.equals(unsignedBytes)).toBe(false);
    const [image] = await imagePlacements(signed);
    // The image keeps its 3:1 proportions inside the 200×80 box (less the caption line), centred.
    expect(image).toBeDefined();
    const pageHeight = (await PDFDocument.load(signed)).getPage(0).getHeight();
    const placement = {
      x: image!.origin.x,
      y: image!.origin.y,
      width: image!.right.x - image!.origin.x,
      height: image!.up.y - image!.origin.y,
    };
    const boxBottom = pageHeight - area.y - area.height;
    expect(placement.x).toBeGreaterThanOrEqual(area.x - 0.01);
    expect(placement.x + placement.width).toBeLessThanOrEqual(area.x + area.width + 0.01);
    expect(placement.y).toBeGreaterThanOrEqual(boxBottom - 0.01);
    expect(placement.y + placement.height).toBeLessThanOrEqual(pageHeight - area.y + 0.01);
    expect(placement.width / placement.height).toBeCloseTo(3, 1);

    const doc = (await signerCall('GET', `/api/documents/${id}`)).json();
    expect(doc.routeStatusId).toBe(RouteStatus.Returned);
    expect(doc.metadata.find((m: { key: string }) => m.key === 'DivisionOrderResponseStatus').value).toBe(
      DivisionOrderResponse.ReturnedSigned,
    );
    expect(doc.documentSignatures).toEqual([{ userId: signer.id, imageAsBase64: expect.any(String), page: 1, area }]);
    const [row] = await t.db.select().from(documentSignatures).where(eq(documentSignatures.documentId, id));
    expect(row!.userId).toBe(signer.id);
    const history = await t.db.select().from(documentHistory).where(eq(documentHistory.documentId, id));
    expect(history.map((h) => h.operation)).toEqual(expect.arrayContaining(['Returned', 'Signed']));
    const told = await t.db.select().from(notifications).where(eq(notifications.companyId, operator.id));
    expect(told.map((n) => n.message)).toContain(
      `Cimarron Royalty Trust returned Division Order DO-${7700 + seq}: signed`,
    );
  });

  it('verifies: the seal is valid, by the product, over the whole file', async () => {
    const res = await operatorCall('GET', `/api/documents/${id}/verify`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      signed: true,
      valid: true,
      unchanged: true,
      sealedByProduct: true,
      signer: expect.any(String),
      summary: expect.stringContaining('sealed by DocVue Exchange'),
    });
    expect(res.json().reason).toContain(`document ${id}`);
    expect(Date.now() - Date.parse(res.json().signedAt)).toBeLessThan(60_000);
  });

  it('passes an independent check: poppler’s pdfsig finds the signature valid', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docvue-sig-'));
    try {
      const file = path.join(dir, 'signed.pdf');
      await writeFile(file, await downloadPdf(id));
      const { stdout } = await run('pdfsig', [file]).catch((err: { code?: string; stdout?: string }) => {
        if (err.code === 'ENOENT') throw new Error('pdfsig is needed: apt-get install poppler-utils (.ci/run does)');
        return { stdout: err.stdout ?? '' };
      });
      expect(stdout).toContain('Signature Validation: Signature is Valid.');
      expect(stdout).toContain('Signing Hash Algorithm: SHA-256');
      expect(stdout).toContain('Total document signed');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('fails verification when a byte of the signed file is changed, or bytes are appended', async () => {
    const signed = await downloadPdf(id);
    const tampered = Buffer.from(signed);
    // One byte early in the file, inside what the signature covers.
    tampered[1000] = tampered[1000]! ^ 0x01;
    expect(checkPdfSeal(tampered)).toMatchObject({ signed: true, valid: false });
    const appended = Buffer.concat([signed, Buffer.from('\n% appended after signing\n')]);
    expect(checkPdfSeal(appended)).toMatchObject({ signed: true, valid: true, unchanged: false });
    expect(checkPdfSeal(unsignedBytes)).toMatchObject({ signed: false, valid: false });
  });

  describe('forgeries (docs/history.md §26): verify agrees with pdfsig, and never vouches for what was not sealed', () => {
    /** pdfsig's verdict: valid over the whole document, or not. */
    async function pdfsigVouches(pdf: Buffer): Promise<boolean> {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'docvue-forgery-'));
      try {
        const file = path.join(dir, 'forged.pdf');
        await writeFile(file, pdf);
        const { stdout } = await run('pdfsig', [file]).catch((err: { stdout?: string }) => ({
          stdout: err.stdout ?? '',
        }));
        return stdout.includes('Signature is Valid.') && stdout.includes('Total document signed');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }
    const gapOf = (pdf: Buffer) => {
      const m = /\/ByteRange\s*\[\s*0\s+(\d+)\s+(\d+)/.exec(pdf.toString('latin1'))!;
      return { b: Number(m[1]), c: Number(m[2]) };
    };

    it('bytes written into the padding of the signature gap: not valid', async () => {
      const signed = await downloadPdf(id);
      const { b, c } = gapOf(signed);
      const forged = Buffer.from(signed);
      forged.write('abcdef', c - 1 - 6, 'latin1');
      expect(forged.subarray(b, c).toString('latin1')).toMatch(/^<[0-9a-f]+abcdef>$/);
      expect(checkPdfSeal(forged)).toMatchObject({ signed: true, valid: false, unchanged: false });
      expect(await pdfsigVouches(forged)).toBe(false);
    });

    it('bytes inserted into the gap: not valid', async () => {
      const signed = await downloadPdf(id);
      const { c } = gapOf(signed);
      const forged = Buffer.concat([signed.subarray(0, c - 1), Buffer.from('0000'), signed.subarray(c - 1)]);
      expect(checkPdfSeal(forged)).toMatchObject({ valid: false, unchanged: false });
      expect(await pdfsigVouches(forged)).toBe(false);
    });

    it('objects with a second /ByteRange injected in the gap, which a reader would render: not valid', async () => {
      const signed = await downloadPdf(id);
      const { b, c } = gapOf(signed);
      const injected =
        `>\nendobj\n90 0 obj\n<< /Length 60 >>\nstream\nBT /F1 24 Tf 72 700 Td (FORGED AFTER SIGNING: decimal 0.5000) Tj ET\nendstream\nendobj\n` +
        `91 0 obj\n<< /Type /Sig /ByteRange [0 ${b} ${c} ${signed.length - c}] /Contents <`;
      const forged = Buffer.from(signed);
      const at = c - 1 - injected.length - 2;
      forged.write(injected, at, 'latin1');
      expect(forged.length).toBe(signed.length);
      const check = checkPdfSeal(forged);
      expect(check).toMatchObject({ signed: true, valid: false });
      expect(check.signer).toBeNull();
      expect(await pdfsigVouches(forged)).toBe(false);
    });

    it('a /Name, /Reason and /M written into the file before it was signed are not the signer', async () => {
      const seal = await loadPdfSeal({ db: t.db, dataDir: t.config.dataDir });
      const doc = await PDFDocument.create();
      doc.addPage([612, 792]);
      doc.context.register(
        doc.context.obj({
          Name: PDFString.of('Walter Beck, Trustee'),
          Reason: PDFString.of('I own this interest'),
          M: PDFString.of('D:19990101000000Z'),
        }),
      );
      const signingTime = new Date();
      const sealed = await seal.seal(await doc.save(), {
        documentId: 4242,
        reason: 'Signed and returned by Margaret Ashby of Cimarron Royalty Trust (document 4242)',
        name: 'Margaret Ashby',
        contactInfo: 'margaret@cimarron.example',
        location: 'DocVue Exchange',
        signingTime,
      });
      expect(sealed.toString('latin1')).toContain('Walter Beck, Trustee');
      const check = checkPdfSeal(sealed);
      expect(check).toMatchObject({
        valid: true,
        unchanged: true,
        signer: 'Margaret Ashby',
        reason: 'Signed and returned by Margaret Ashby of Cimarron Royalty Trust (document 4242)',
        statement: { documentId: 4242, signer: 'Margaret Ashby' },
      });
      expect(Math.abs(Date.parse(check.signedAt!) - signingTime.getTime())).toBeLessThan(1000);
      expect(await pdfsigVouches(sealed)).toBe(true);
    });

    it('the untouched signed file uploaded as another document: sealed for another document', async () => {
      const signed = await downloadPdf(id);
      const res = await t.call(
        { token: await t.tokenFor(operatorAdmin.id), companyId: operator.id },
        {
          method: 'POST',
          url: '/api/documents/upload',
          ...multipart(
            { documentTypeId: DocumentTemplate.DivisionOrder, receivingPartyId: ownerParty.id },
            { name: 'copy of the signed file.pdf', bytes: signed },
          ),
        },
      );
      expect(res.statusCode, res.body).toBe(201);
      const copy = res.json().documentId as number;
      const verified = (await operatorCall('GET', `/api/documents/${copy}/verify`)).json();
      expect(verified).toMatchObject({
        signed: true,
        valid: true,
        unchanged: true,
        sealedByProduct: true,
        sealedForThisDocument: false,
        summary: 'Sealed by DocVue Exchange for another document: this is not the signed file of this document.',
      });
      expect((await operatorCall('GET', `/api/documents/${id}/verify`)).json()).toMatchObject({
        sealedForThisDocument: true,
      });
    });
  });

  it('is recognised as sealed by the product on another server process with its own data folder', async () => {
    // A second process on the same database and files: the seal it signs with is the same one.
    const other = await createTestApp({}, { sharing: t });
    try {
      expect(other.config.dataDir).not.toBe(t.config.dataDir);
      const signedThere = await sentDivisionOrder();
      const res = await other.call(
        { token: await other.tokenFor(signer.id), companyId: owner.id },
        { method: 'PUT', url: `/api/documents/${signedThere}/return`, payload: signedBody() },
      );
      expect(res.statusCode, res.body).toBe(200);
      const verifiedHere = (await operatorCall('GET', `/api/documents/${signedThere}/verify`)).json();
      expect(verifiedHere).toMatchObject({ valid: true, unchanged: true, sealedByProduct: true });
      const verifiedThere = await other.call(
        { token: await other.tokenFor(operatorAdmin.id), companyId: operator.id },
        { method: 'GET', url: `/api/documents/${id}/verify` },
      );
      expect(verifiedThere.json()).toMatchObject({ valid: true, sealedByProduct: true });
    } finally {
      await other.close();
    }
  });

  it('refuses to return it twice', async () => {
    const again = await signerCall('PUT', `/api/documents/${id}/return`, { signed: false });
    expect(again.statusCode).toBe(400);
  });
});

describe('returning', () => {
  it("returns unsigned: 'Returned Unsigned', no new file", async () => {
    const id = await sentDivisionOrder();
    const before = await downloadPdf(id);
    const res = await signerCall('PUT', `/api/documents/${id}/return`, {
      signed: false,
      reason: 'The decimal differs from my statements',
    });
    expect(res.statusCode, res.body).toBe(200);
    const doc = (await signerCall('GET', `/api/documents/${id}`)).json();
    expect(doc.routeStatusId).toBe(RouteStatus.Returned);
    expect(doc.metadata.find((m: { key: string }) => m.key === 'DivisionOrderResponseStatus').value).toBe(
      DivisionOrderResponse.ReturnedUnsigned,
    );
    expect((await downloadPdf(id)).equals(before)).toBe(true);
    // The reason is on the document, a field the operator reads there too (issue 47).
    const theirs = (await operatorCall('GET', `/api/documents/${id}`)).json();
    expect(theirs.metadata.find((m: { key: string }) => m.key === 'returnReason')).toMatchObject({
      name: 'Return Reason',
      value: 'The decimal differs from my statements',
    });
    // The history names the fields as people read them, not by their keys.
    const history = (await operatorCall('GET', `/api/history/document/${id}`)).json();
    const names = JSON.stringify(history);
    expect(names).not.toContain('DivisionOrderResponseStatus');
    expect(names).toContain('"objectName":"Response Status"');
    expect(names).toContain('"objectName":"Return Reason"');
    expect((await operatorCall('GET', `/api/documents/${id}/verify`)).json()).toMatchObject({
      signed: false,
      summary: 'This file is not signed.',
    });
    // The operator is told, and the notification opens the order.
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.actionData, String(id)));
    expect(told.filter((n) => n.title === 'Returned').map((n) => [n.companyId, n.userId, n.message])).toEqual([
      [
        operator.id,
        operatorAdmin.id,
        `Cimarron Royalty Trust returned Division Order DO-${7700 + seq}: unsigned (The decimal differs from my statements)`,
      ],
    ]);
  });

  it('validates before signing, as before sending: a required field left empty is named', async () => {
    const id = await sentDivisionOrder();
    const [property] = await t.db
      .select({ id: metadataDefinitions.id })
      .from(metadataDefinitions)
      .innerJoin(documents, eq(documents.documentTypeId, metadataDefinitions.documentTypeId))
      .where(and(eq(documents.id, id), eq(metadataDefinitions.key, 'property')));
    // The operator's administrator made Property required after the order was sent, say.
    await t.db
      .update(documentMetadata)
      .set({ value: null })
      .where(and(eq(documentMetadata.documentId, id), eq(documentMetadata.definitionId, property!.id)));
    const before = await downloadPdf(id);
    const res = await signerCall('PUT', `/api/documents/${id}/return`, signedBody());
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ message: 'Field Property is required', code: 'validation_failed' });
    const doc = (await signerCall('GET', `/api/documents/${id}`)).json();
    expect(doc.routeStatusId).toBe(RouteStatus.Received);
    expect(doc.documentSignatures).toEqual([]);
    expect((await downloadPdf(id)).equals(before)).toBe(true);
  });

  it('refuses a global user, a read-only member, and another company (as if it did not exist)', async () => {
    const id = await sentDivisionOrder();
    const global = await as(globalUser.id, owner.id)('PUT', `/api/documents/${id}/return`, { signed: false });
    expect(global.statusCode).toBe(403);
    // The document tells platform support that, and why: the returns are shown disabled (docs/product/documents.md §4).
    const seen = (await as(globalUser.id, owner.id)('GET', `/api/documents/${id}`)).json();
    expect(seen.actions).toMatchObject({ signAndReturn: false, returnUnsigned: false });
    expect(seen.disabledActions).toEqual({
      signAndReturn: signingMessages.globalUser,
      returnUnsigned: signingMessages.globalUser,
    });
    const readOnly = await as(reader.id, owner.id)('PUT', `/api/documents/${id}/return`, { signed: false });
    expect(readOnly.statusCode).toBe(403);
    const other = await as(outsiderAdmin.id, outsider.id)('PUT', `/api/documents/${id}/return`, signedBody());
    const missing = await as(outsiderAdmin.id, outsider.id)('PUT', '/api/documents/2000000000/return', signedBody());
    expect(other.statusCode).toBe(404);
    expect({ status: other.statusCode, body: other.body }).toEqual({ status: missing.statusCode, body: missing.body });
    expect((await as(outsiderAdmin.id, outsider.id)('GET', `/api/documents/${id}/verify`)).statusCode).toBe(404);
    // The operator (sender) cannot return its own division order either.
    const sender = await operatorCall('PUT', `/api/documents/${id}/return`);
    expect(sender.statusCode).toBe(400);
    const owned = (await signerCall('GET', `/api/documents/${id}`)).json();
    expect(owned).toMatchObject({ routeStatusId: RouteStatus.Received, disabledActions: {} });
    expect(owned.actions).toMatchObject({ signAndReturn: true, returnUnsigned: true });
  });

  it('refuses a signature that is missing, not an image, oversized, or outside the page', async () => {
    const id = await sentDivisionOrder();
    const missing = await signerCall('PUT', `/api/documents/${id}/return`, { signed: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain(signingMessages.signatureRequired);
    const text = await signerCall('PUT', `/api/documents/${id}/return`, {
      signed: true,
      signature: { imageAsBase64: Buffer.from('not an image').toString('base64'), page: 1, area },
    });
    expect(text.statusCode).toBe(415);
    const huge = await signerCall('PUT', `/api/documents/${id}/return`, {
      signed: true,
      signature: { imageAsBase64: 'A'.repeat(2_000_001), page: 1, area },
    });
    expect(huge.statusCode).toBe(413);
    const offPage = await signerCall('PUT', `/api/documents/${id}/return`, {
      ...signedBody(),
      signature: { ...signedBody().signature, area: { x: 500, y: 700, width: 300, height: 200 } },
    });
    expect(offPage.statusCode).toBe(400);
    expect(offPage.json().error.message).toBe(signingMessages.outsidePage);
    const noPage = await signerCall('PUT', `/api/documents/${id}/return`, {
      ...signedBody(),
      signature: { ...signedBody().signature, page: 9 },
    });
    expect(noPage.statusCode).toBe(400);
    expect(noPage.json().error.message).toBe('The document has no page 9.');
    // Nothing changed: it can still be signed.
    const ok = await signerCall('PUT', `/api/documents/${id}/return`, signedBody());
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
