import {
  DocumentTemplate,
  PartyType,
  PaymentHoldReason,
  Role,
  type OperatorPaymentHolds,
  type PaymentHold,
} from '@docvue/contracts';
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outboxEmails } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { multipart } from '../support/documents.js';
import { admin, makeCompany, makeParty, makeUser } from '../support/factories.js';

/**
 * Issue 31, "why a payment is held": an owner's home lists, per operator, what holds its payments
 * and what clears it; a reason appears and clears when the owner acts. Real HTTP, real database,
 * division orders generated with pdf-lib and read by the product's own page reading.
 */
let t: TestApp;
let operator: { id: number };
let owner: { id: number };
let operatorAdmin: { id: number };
let ownerAdmin: { id: number };
let signer: { id: number };
let ownerParty: { id: number };
let operatorParty: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  operator = await makeCompany(t.db, { name: 'Red Mesa Energy Partners', partyTypeIds: [PartyType.Operator] });
  owner = await makeCompany(t.db, { name: 'Cimarron Royalty Trust', partyTypeIds: [PartyType.Owner] });
  operatorAdmin = await makeUser(t.db, admin(operator.id));
  ownerAdmin = await makeUser(t.db, admin(owner.id));
  signer = await makeUser(t.db, { memberships: { [owner.id]: [Role.Signer] } });
  ownerParty = await makeParty(t.db, operator.id, {
    name: 'Cimarron Royalty Trust',
    partyTypeId: PartyType.Owner,
    connectedCompanyId: owner.id,
  });
  operatorParty = await makeParty(t.db, owner.id, {
    name: 'Red Mesa Energy Partners',
    partyTypeId: PartyType.Operator,
    connectedCompanyId: operator.id,
  });
}, 60_000);
afterAll(() => t.close());

const as =
  (userId: () => number, companyId: () => number) =>
  async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
    t.call(
      { token: await t.tokenFor(userId()), companyId: companyId() },
      { method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) },
    );
const operatorCall = as(
  () => operatorAdmin.id,
  () => operator.id,
);
const ownerCall = as(
  () => ownerAdmin.id,
  () => owner.id,
);

/** The statutory form's sentences (§91.402(h)), as the demo's division orders carry them. */
const statutory = [
  'The undersigned certifies the ownership of the decimal interest shown above in production or proceeds from the described property, payable by Red Mesa Energy Partners ("Payor").',
  'Payor shall be notified in writing of any change in ownership, decimal interest, or payment address.',
  'Payor is authorized to withhold payment pending resolution of a title dispute or adverse claim asserted regarding the interest in production claimed herein by the undersigned.',
  'The undersigned agrees to indemnify and reimburse Payor any amount attributable to an interest to which the undersigned is not entitled.',
  'This Division Order does not amend any lease or operating agreement between the undersigned and the lessee or operator.',
];
const indemnity =
  'The undersigned shall defend, indemnify and hold Payor harmless from any and all claims, losses, damages and attorney fees arising out of the payment of proceeds.';

/** A division order as an operator's system prints it: pdf-lib, a text layer the product reads. */
async function divisionOrderPdf(number: string, clauses: string[]) {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  let y = 740;
  const line = (text: string, size = 10) => {
    // Wrap at about 95 characters a line, as a printed form does.
    const words = text.split(' ');
    let current = '';
    for (const w of words) {
      if ((current + ' ' + w).length > 95) {
        page.drawText(current, { x: 48, y, size, font });
        y -= size + 4;
        current = w;
      } else current = current ? `${current} ${w}` : w;
    }
    page.drawText(current, { x: 48, y, size, font });
    y -= size + 8;
  };
  line('DIVISION ORDER', 18);
  line(`Division Order # ${number}`);
  line('Property: Mesa Unit 14   Decimal Interest: 0.00390625');
  for (const c of clauses) line(c);
  return pdf.save();
}

let seq = 0;
/** Uploaded by the operator, its fields saved, sent to the owner through the real calls. */
async function sendFromOperator(
  templateId: number,
  bytes: Uint8Array,
  metadata: Record<string, string>,
  lineItems?: Record<string, string>[],
) {
  const up = await t.call(
    { token: await t.tokenFor(operatorAdmin.id), companyId: operator.id },
    {
      method: 'POST',
      url: '/api/documents/upload',
      ...multipart({ documentTypeId: templateId, receivingPartyId: ownerParty.id }, { name: `d${++seq}.pdf`, bytes }),
    },
  );
  expect(up.statusCode, up.body).toBe(201);
  const id = up.json().documentId as number;
  await t.app.jobs.idle();
  const saved = await operatorCall('PUT', `/api/documents/${id}`, {
    metadata: Object.entries(metadata).map(([key, value]) => ({ key, value })),
    ...(lineItems ? { lineItems } : {}),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const sent = await operatorCall('PUT', `/api/documents/${id}/publish`);
  expect(sent.statusCode, sent.body).toBe(200);
  return id;
}

const divisionOrderFields = (number: string) => ({
  docDivisionOrderNumber: number,
  docOwner: 'Cimarron Royalty Trust',
  property: 'Mesa Unit 14',
  interestType: 'Royalty Interest',
  decimalInterest: '0.00390625',
  effectiveDate: '2026-03-01',
});

async function blankPdf(title: string) {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  page.drawText(title, { x: 48, y: 740, size: 14, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return pdf.save();
}

/** Uploaded by the owner to the operator (W-9, ACH form); saving answers as it answers. */
async function uploadFromOwner(templateId: number) {
  const up = await t.call(
    { token: await t.tokenFor(ownerAdmin.id), companyId: owner.id },
    {
      method: 'POST',
      url: '/api/documents/upload',
      ...multipart(
        { documentTypeId: templateId, receivingPartyId: operatorParty.id },
        { name: `o${++seq}.pdf`, bytes: await blankPdf('Form') },
      ),
    },
  );
  expect(up.statusCode, up.body).toBe(201);
  await t.app.jobs.idle();
  return up.json().documentId as number;
}
const saveAsOwner = (id: number, metadata: Record<string, string>) =>
  ownerCall('PUT', `/api/documents/${id}`, {
    metadata: Object.entries(metadata).map(([key, value]) => ({ key, value })),
  });

async function holdsOfOperator(): Promise<OperatorPaymentHolds | undefined> {
  const res = await ownerCall('GET', '/api/owner/paymentHolds');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as OperatorPaymentHolds[]).find((i) => i.operatorCompanyId === operator.id);
}
const reasons = (h: OperatorPaymentHolds | undefined) => (h?.holds ?? []).map((x: PaymentHold) => x.reason);

function signaturePng(): string {
  const canvas = createCanvas(300, 100);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, 300, 100);
  g.strokeStyle = '#000000';
  g.lineWidth = 2;
  g.beginPath();
  g.moveTo(20, 70);
  g.lineTo(280, 40);
  g.stroke();
  return canvas.toBuffer('image/png').toString('base64');
}

describe('why a payment is held', () => {
  let plain: number;
  let withIndemnity: number;

  it('lists nothing for an owner no operator has sent anything to', async () => {
    expect(await holdsOfOperator()).toBeUndefined();
  });

  it('lists each unsigned division order, the missing W-9 and ACH details, and the clock from the first sale; once the operator pays, what it paid and that the clock ended', async () => {
    plain = await sendFromOperator(
      DocumentTemplate.DivisionOrder,
      await divisionOrderPdf('DO-9001', statutory),
      divisionOrderFields('DO-9001'),
    );
    withIndemnity = await sendFromOperator(
      DocumentTemplate.DivisionOrder,
      await divisionOrderPdf('DO-9002', [...statutory, indemnity]),
      { ...divisionOrderFields('DO-9002'), decimalInterest: '0.00390625' },
    );
    // Nothing paid yet: everything holds, and the clock runs from the orders' effective date (March 2026).
    const now = new Date();
    const daysSince = Math.floor(
      (Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - Date.UTC(2026, 2, 1)) / 86_400_000,
    );
    const unpaid = await holdsOfOperator();
    expect(unpaid?.paid).toBeNull();
    expect(unpaid!.holds.map((h) => [h.text, h.holding])).toEqual([
      ['Division order DO-9001 for Mesa Unit 14 is not signed', true],
      ['Division order DO-9002 for Mesa Unit 14 is not signed', true],
      ['Red Mesa Energy Partners has no W-9 from you', true],
      ['Red Mesa Energy Partners has no ACH details from you', true],
    ]);
    expect(unpaid!.clock).toEqual({
      firstSaleMonth: '2026-03',
      firstSaleFrom: 'effectiveDate',
      daysSinceFirstSale: daysSince,
      firstPaymentDue: '2026-07-29',
      firstPayment: null,
      daysPastDue: Math.max(0, daysSince - 150),
      interestAccrues: daysSince - 150 > 0,
    });

    // A check stub for March 2026 production: the first sale and the first payment, and a decimal
    // that differs from the orders'.
    const stub = await sendFromOperator(
      DocumentTemplate.OwnerStatement,
      await blankPdf('Owner statement'),
      {
        checkNumber: 'CHK-5001',
        checkDate: '2026-05-25',
        checkAmount: '117.19',
        owner: 'Cimarron Royalty Trust',
      },
      [
        {
          property: 'Mesa Unit 14',
          productionDate: '2026-03-31',
          volume: '400',
          price: '75.00',
          grossValue: '30000.00',
          ownerInterest: '0.00390600',
          taxes: '0.00',
          deductions: '0.00',
          netValue: '117.19',
        },
      ],
    );

    const held = await holdsOfOperator();
    expect(held?.operatorName).toBe('Red Mesa Energy Partners');
    expect(reasons(held)).toEqual([
      PaymentHoldReason.UnsignedDivisionOrder,
      PaymentHoldReason.UnsignedDivisionOrder,
      PaymentHoldReason.MissingW9,
      PaymentHoldReason.MissingAch,
    ]);
    const [first, second, w9, ach] = held!.holds;
    // The operator paid the property of the orders: they hold nothing, and the panel says what was paid.
    expect(first).toMatchObject({
      text: 'Division order DO-9001 for Mesa Unit 14 is not signed; Red Mesa Energy Partners pays this property all the same (1 check received)',
      property: 'Mesa Unit 14',
      holding: false,
      withoutInterest: true,
      action: { kind: 'signDocument', label: 'Sign division order DO-9001', documentId: plain },
      divisionOrder: {
        textRead: true,
        extraClauses: [],
        decimalInterest: '0.00390625',
        statementDecimals: ['0.00390600'],
        decimalMatches: false,
      },
    });
    // The indemnity beyond the statutory form is flagged, with its sentence; withholding for it accrues interest.
    expect(second).toMatchObject({ withoutInterest: false, action: { documentId: withIndemnity } });
    expect(second!.divisionOrder!.extraClauses).toEqual([
      { kind: 'indemnity', label: 'Indemnity or hold-harmless', excerpt: indemnity },
    ]);
    expect(w9).toMatchObject({
      text: 'Red Mesa Energy Partners has no W-9 from you; Red Mesa Energy Partners has paid you all the same, but may withhold 24% (backup withholding) until it has a valid one',
      holding: false,
      action: { kind: 'sendW9' },
    });
    expect(ach).toMatchObject({
      text: 'Red Mesa Energy Partners has no ACH details from you; it pays you by check',
      holding: false,
      action: { kind: 'sendAch' },
    });
    expect(held!.paid).toEqual({
      checkCount: 1,
      net: '117.19',
      lastCheck: { documentId: stub, checkNumber: 'CHK-5001', checkDate: '2026-05-25' },
      properties: [{ property: 'Mesa Unit 14', net: '117.19', checkCount: 1, lastCheckDate: '2026-05-25' }],
      form1099Years: [],
    });
    // March 2026: due 120 days after March 31, on July 29; the check of May 25 was the first payment,
    // in time: the clock has ended, nothing is past due and no interest runs.
    expect(held!.clock).toEqual({
      firstSaleMonth: '2026-03',
      firstSaleFrom: 'productionDate',
      daysSinceFirstSale: daysSince,
      firstPaymentDue: '2026-07-29',
      firstPayment: { from: 'check', date: '2026-05-25', taxYear: 2026, checkNumber: 'CHK-5001', documentId: stub },
      daysPastDue: 0,
      interestAccrues: false,
    });
  });

  it("is the owner's alone: the operator and an outsider see none of it", async () => {
    const outsider = await makeCompany(t.db, { name: 'Unrelated Minerals', partyTypeIds: [PartyType.Owner] });
    const outsiderAdmin = await makeUser(t.db, admin(outsider.id));
    for (const [userId, companyId] of [
      [operatorAdmin.id, operator.id],
      [outsiderAdmin.id, outsider.id],
    ] as const) {
      const res = await t.call(
        { token: await t.tokenFor(userId), companyId },
        { method: 'GET', url: '/api/owner/paymentHolds' },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ items: [] });
    }
  });

  it('clears the division order when the owner signs it', async () => {
    const res = await t.call(
      { token: await t.tokenFor(signer.id), companyId: owner.id },
      {
        method: 'PUT',
        url: `/api/documents/${plain}/return`,
        payload: {
          signed: true,
          signature: { imageAsBase64: signaturePng(), page: 1, area: { x: 340, y: 600, width: 200, height: 80 } },
        },
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const held = await holdsOfOperator();
    expect(
      held!.holds.filter((h) => h.reason === PaymentHoldReason.UnsignedDivisionOrder).map((h) => h.action.documentId),
    ).toEqual([withIndemnity]);
  });

  it('refuses a W-9 whose TIN is no TIN, and clears the reason when a valid one is sent', async () => {
    const id = await uploadFromOwner(DocumentTemplate.W9);
    const bad = await saveAsOwner(id, { tin: '666-12-3456' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(
      'Taxpayer Identification Number is not a valid SSN: no SSN starts with 000, 666 or 9',
    );
    const good = await saveAsOwner(id, {
      name: 'Cimarron Royalty Trust',
      taxClassification: 'Trust/estate',
      tin: '73-6201458',
      signatureDate: '2026-11-01',
    });
    expect(good.statusCode, good.body).toBe(200);
    const sent = await ownerCall('PUT', `/api/documents/${id}/publish`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(reasons(await holdsOfOperator())).not.toContain(PaymentHoldReason.MissingW9);
  });

  it('refuses an ACH form whose routing number fails its check digit, and clears the reason when one is sent', async () => {
    const bank = await makeParty(t.db, owner.id, { name: 'First Plains Bank', partyTypeId: PartyType.Bank });
    const id = await uploadFromOwner(DocumentTemplate.ACH);
    const bad = await saveAsOwner(id, { routingNumber: '011000016' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(
      'Routing Number is not a valid ABA routing number: its check digit does not match',
    );
    const good = await saveAsOwner(id, {
      authorizationType: 'New Enrollment',
      payeeName: 'Cimarron Royalty Trust',
      bank: bank.name,
      routingNumber: '011000015',
      accountNumber: '4417001',
      accountType: 'Checking',
      remittanceEmail: 'royalties@cimarron.example',
    });
    expect(good.statusCode, good.body).toBe(200);
    const sent = await ownerCall('PUT', `/api/documents/${id}/publish`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(reasons(await holdsOfOperator())).toEqual([PaymentHoldReason.UnsignedDivisionOrder]);
    // A first enrolment changes no account: nobody is told of a change.
    expect(await toldOfChange()).toEqual({ payee: [], payor: [], mail: [] });
  });

  it("tells the payee's administrators, the previous contact and the payor of a changed bank account before it takes effect", async () => {
    const id = await uploadFromOwner(DocumentTemplate.ACH);
    const saved = await saveAsOwner(id, {
      authorizationType: 'Change of Account',
      payeeName: 'Cimarron Royalty Trust',
      bank: 'First Plains Bank',
      routingNumber: '111904257',
      accountNumber: '99887766',
      accountType: 'Checking',
      remittanceEmail: 'new-contact@elsewhere.example',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const sentAt = Date.now();
    const sent = await ownerCall('PUT', `/api/documents/${id}/publish`);
    expect(sent.statusCode, sent.body).toBe(200);

    const told = await toldOfChange();
    const change = 'from account ending 7001 (routing 011000015) to account ending 7766 (routing 111904257)';
    expect(told.payee).toHaveLength(1);
    expect(told.payee[0]).toMatchObject({ userId: ownerAdmin.id, actionData: String(id) });
    expect(told.payee[0]!.message).toContain(
      `changes where Red Mesa Energy Partners pays Cimarron Royalty Trust ${change}`,
    );
    // 72 hours after sending (no later Effective Date was given).
    const when = told.payee[0]!.message.match(/takes effect (\d{4}-\d{2}-\d{2} \d{2}:\d{2}) UTC/)![1]!;
    const hours = (Date.parse(`${when.replace(' ', 'T')}:00Z`) - sentAt) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    // Only the payee's administrators, not its signer.
    expect(told.payee.map((n) => n.userId)).not.toContain(signer.id);
    expect(told.payor).toEqual([
      expect.objectContaining({
        userId: operatorAdmin.id,
        message: `Cimarron Royalty Trust sent an ACH form ${change}. Pay the previous account until ${when} UTC, when the change takes effect.`,
      }),
    ]);
    // The previous form's contact, not the new form's.
    expect(told.mail).toEqual([
      expect.objectContaining({
        subject: "Bank account change for Cimarron Royalty Trust's payments from Red Mesa Energy Partners",
      }),
    ]);
    expect(told.mail[0]!.textBody).toContain(change);
  });

  it('takes a 1099 of an earlier year as payments before every statement: not due, the first sale older than the statements', async () => {
    const form = await sendFromOperator(DocumentTemplate.Form1099, await blankPdf('1099-MISC'), {
      formType: '1099-MISC',
      taxYear: '2025',
      payer: 'Red Mesa Energy Partners',
      recipient: 'Cimarron Royalty Trust',
      royalties: '48213.77',
    });
    const held = await holdsOfOperator();
    expect(held!.paid).toMatchObject({ checkCount: 1, net: '117.19', form1099Years: [2025] });
    expect(held!.clock).toEqual({
      firstSaleMonth: null,
      firstSaleFrom: null,
      daysSinceFirstSale: null,
      firstPaymentDue: null,
      firstPayment: { from: 'form1099', date: null, taxYear: 2025, checkNumber: null, documentId: form },
      daysPastDue: 0,
      interestAccrues: false,
    });
  });
});

async function toldOfChange() {
  const rows = await t.db.select().from(notifications);
  const mail = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, 'royalties@cimarron.example'));
  return {
    payee: rows.filter((n) => n.title === 'Bank account changed on an ACH form'),
    payor: rows.filter((n) => n.title === 'Bank account change pending'),
    mail,
  };
}
