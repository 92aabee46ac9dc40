import {
  DocumentTemplate,
  PartyType,
  statementFileColumns,
  type OperatorPaymentHolds,
  type OwnerView,
  type StatementFileColumn,
  type TieOut,
} from '@docvue/contracts';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { multipart } from '../support/documents.js';
import { admin, makeCompany, makeParty, makeUser } from '../support/factories.js';

/**
 * Issue 47 item 2, "every figure ties out": Statements by Property, the 1099 tie-out and what the
 * owner's home says was paid add the same statements, whether an operator uploaded and sent them
 * as documents or made them with a statement run, and agree to the cent; every difference from a
 * 1099 says why. Real HTTP, real database.
 */
let t: TestApp;
type As = { token: string; companyId: number };
let owner: { id: number; as: As };
const operators: Record<'redMesa' | 'blueCreek', { id: number; as: As; ownerParty: number }> = {} as never;

async function blankPdf(title: string) {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  page.drawText(title, { x: 48, y: 740, size: 14, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return pdf.save();
}

let seq = 0;
/** Uploaded by the operator, its fields and lines saved, sent to the owner: as any document. */
async function send(
  from: (typeof operators)['redMesa'],
  templateId: number,
  metadata: Record<string, string>,
  lineItems: Record<string, string>[] = [],
) {
  const up = await t.call(from.as, {
    method: 'POST',
    url: '/api/documents/upload',
    ...multipart(
      { documentTypeId: templateId, receivingPartyId: from.ownerParty },
      { name: `doc-${++seq}.pdf`, bytes: await blankPdf(`Document ${seq}`) },
    ),
  });
  expect(up.statusCode, up.body).toBe(201);
  const id = up.json().documentId as number;
  await t.app.jobs.idle();
  const saved = await t.call(from.as, {
    method: 'PUT',
    url: `/api/documents/${id}`,
    payload: { metadata: Object.entries(metadata).map(([key, value]) => ({ key, value })), lineItems },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const sent = await t.call(from.as, { method: 'PUT', url: `/api/documents/${id}/publish` });
  expect(sent.statusCode, sent.body).toBe(200);
  return id;
}

/** A check stub line: the owner's taxes, deductions and net (gross is their sum). */
const stubLine = (property: string, productionDate: string, taxes: string, deductions: string, netValue: string) => ({
  property,
  productionDate,
  product: 'Oil',
  volume: '1000',
  price: '70.00',
  grossValue: '70000.00',
  ownerInterest: '0.01562500',
  taxes,
  deductions,
  netValue,
});

const row = (r: Partial<Record<StatementFileColumn, string>>) =>
  statementFileColumns.map((c) => ((r[c] ?? '').includes(',') ? `"${r[c]}"` : (r[c] ?? ''))).join(',');
const runLine = (saleMonth: string) =>
  row({
    record_type: 'D',
    property_id: '42-389-31001',
    property_name: 'Mesa Verde 14-23 Unit',
    county: 'Reeves',
    state: 'TX',
    sale_month: saleMonth,
    product_code: 'OIL',
    transaction_code: 'REV',
    volume: '1000.00',
    price: '72.50',
    owner_decimal: '0.00390625',
    owner_gross: '283.20',
    production_tax: '13.03',
    windfall_profit_tax: '0.00',
    deductions: '0.00',
    owner_net: '270.17',
  });
const runCheck = (number: string, date: string) =>
  row({
    record_type: 'C',
    check_number: number,
    check_date: date,
    owner_number: 'OWN-1',
    owner_name: 'Cimarron Royalty Trust',
    check_amount: '270.17',
  });

async function runFile(csv: string) {
  const boundary = '----docvue-figures';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="monthly.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.call(operators.redMesa.as, {
    method: 'POST',
    url: '/api/ownerStatements/runs',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  await t.app.jobs.idle();
  const run = await t.call(operators.redMesa.as, { method: 'GET', url: `/api/ownerStatements/runs/${res.json().id}` });
  return run.json();
}

const get = async <T>(url: string): Promise<T> => {
  const res = await t.call(owner.as, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

const cents = (text: string) => Math.round(Number(text) * 100);
const total = (texts: string[]) => (texts.reduce((a, x) => a + cents(x), 0) / 100).toFixed(2);

beforeAll(async () => {
  t = await createTestApp();
  const o = await makeCompany(t.db, { name: 'Cimarron Royalty Trust', partyTypeIds: [PartyType.Owner] });
  owner = { id: o.id, as: { token: await t.tokenFor((await makeUser(t.db, admin(o.id))).id), companyId: o.id } };
  for (const [key, name] of [
    ['redMesa', 'Red Mesa Energy Partners'],
    ['blueCreek', 'Blue Creek Operating'],
  ] as const) {
    const c = await makeCompany(t.db, { name, partyTypeIds: [PartyType.Operator] });
    const party = await makeParty(t.db, c.id, {
      name: 'Cimarron Royalty Trust',
      number: 'OWN-1',
      partyTypeId: PartyType.Owner,
      connectedCompanyId: o.id,
    });
    operators[key] = {
      id: c.id,
      as: { token: await t.tokenFor((await makeUser(t.db, admin(c.id))).id), companyId: c.id },
      ownerParty: party.id,
    };
  }
}, 60_000);
afterAll(() => t.close());

describe("the owner's figures", () => {
  it('count uploaded statements and run statements alike, and agree with each other to the cent', async () => {
    // Two stubs uploaded and sent as documents, as the demo's are.
    await send(
      operators.redMesa,
      DocumentTemplate.OwnerStatement,
      { checkNumber: '0047655', checkDate: '2026-10-23', checkAmount: '3500.50', owner: 'Cimarron Royalty Trust' },
      [
        stubLine('Mesa Verde 14-23 Unit', '2026-08-01', '96.43', '0.00', '2000.00'),
        stubLine('Mesa Verde 14-23 Unit', '2026-08-01', '130.00', '250.00', '1500.50'),
      ],
    );
    await send(
      operators.redMesa,
      DocumentTemplate.OwnerStatement,
      { checkNumber: '0048213', checkDate: '2026-11-22', checkAmount: '800.25', owner: 'Cimarron Royalty Trust' },
      [stubLine('Caprock State 8 Lease', '2026-09-01', '60.10', '0.00', '800.25')],
    );
    await send(
      operators.blueCreek,
      DocumentTemplate.OwnerStatement,
      { checkNumber: '100734', checkDate: '2026-11-18', checkAmount: '650.00', owner: 'Cimarron Royalty Trust' },
      [stubLine('Blue Creek 5 State Lease', '2026-09-01', '48.00', '61.00', '650.00')],
    );
    // And a statement run: a December 2025 sale paid in January, and an August sale.
    const csv = [
      statementFileColumns.join(','),
      row({
        record_type: 'T',
        operator_name: 'Red Mesa Energy Partners',
        operator_address: '500 W Texas Ave, Midland, TX 79701',
        operator_phone: '(432) 555-0100',
      }),
      runCheck('100001', '2026-01-15'),
      runLine('2025-12'),
      runCheck('100002', '2026-09-25'),
      runLine('2026-08'),
      row({ record_type: 'S', check_count: '2', total_amount: '540.34' }),
    ].join('\r\n');
    expect(await runFile(csv)).toMatchObject({ status: 'done', statementsMade: 2 });

    const view = await get<OwnerView>('/api/ownerStatements/received?year=2026');
    const tieOut = await get<TieOut>('/api/ownerStatements/tieOut?year=2026');
    const holds = await get<{ items: OperatorPaymentHolds[] }>('/api/owner/paymentHolds');

    // Every statement is there: two uploaded and two run statements from Red Mesa, one from Blue Creek.
    const redMesa = tieOut.rows.find((r) => r.operatorCompanyId === operators.redMesa.id)!;
    expect(redMesa).toMatchObject({
      statementCount: 4,
      statementGross: '5403.68', // 2096.43 + 1880.50 + 860.35 + 283.20 + 283.20
      statementNet: '4841.09', // 3500.50 + 800.25 + 270.17 + 270.17: the four checks
      statementTaxes: '312.59',
      statementDeductions: '250.00',
    });
    expect(
      view.groups
        .filter((g) => g.operatorCompanyId === operators.redMesa.id)
        .map((g) => [g.propertyName, g.saleMonth, g.ownerGross, g.ownerNet]),
    ).toEqual([
      ['Caprock State 8 Lease', '2026-09', '860.35', '800.25'],
      ['Mesa Verde 14-23 Unit', '2025-12', '283.20', '270.17'],
      // The run's line and the uploaded stub's lines of the same property and month are one group.
      ['Mesa Verde 14-23 Unit', '2026-08', '4260.13', '3770.67'],
    ]);

    // The invariant: per payer, the groups of Statements by Property add up to the tie-out's row,
    // and the home's "paid" is the same net, to the cent.
    expect(tieOut.rows).toHaveLength(2);
    for (const r of tieOut.rows) {
      const groups = view.groups.filter((g) => g.operatorCompanyId === r.operatorCompanyId);
      expect(total(groups.map((g) => g.ownerGross))).toBe(r.statementGross);
      expect(total(groups.map((g) => g.ownerNet))).toBe(r.statementNet);
      expect(new Set(groups.flatMap((g) => g.lines.map((l) => l.documentId))).size).toBe(r.statementCount);
      const paid = holds.items.find((i) => i.operatorCompanyId === r.operatorCompanyId)!.paid!;
      expect(paid).toMatchObject({ net: r.statementNet, checkCount: r.statementCount });
      expect(total(paid.properties.map((p) => p.net))).toBe(r.statementNet);
    }
  });

  it('says why each 1099 differs: gross vs net, December sales paid in January, statements missing', async () => {
    const form = (from: (typeof operators)['redMesa'], taxYear: string, royalties: string) =>
      send(from, DocumentTemplate.Form1099, {
        formType: '1099-MISC',
        taxYear,
        payer: 'Operator',
        recipient: 'Cimarron Royalty Trust',
        royalties,
      });
    await form(operators.redMesa, '2026', '5120.48'); // by month of sale: 5403.68 less the December sale's 283.20
    await form(operators.blueCreek, '2026', '650.00'); // the net of its stub
    await form(operators.redMesa, '2025', '48213.77'); // no 2025 statement received

    const y2026 = await get<TieOut>('/api/ownerStatements/tieOut?year=2026');
    const of = (rows: TieOut['rows'], id: number) => rows.find((r) => r.operatorCompanyId === id)!;
    expect(of(y2026.rows, operators.redMesa.id)).toMatchObject({
      difference: '-283.20',
      ties: false,
      explanations: [
        {
          kind: 'decemberPaidInJanuary',
          amount: '-283.20',
          text: 'Box 2 counts sales by month of sale, not by the day they were paid: it leaves out December 2025 sales paid in January 2026 ($283.20)',
        },
      ],
    });
    expect(of(y2026.rows, operators.blueCreek.id)).toMatchObject({
      difference: '-109.00',
      explanations: [
        {
          kind: 'grossVsNet',
          amount: '-109.00',
          text: "Box 2 is the statements' net, not their gross: Blue Creek Operating reported what it paid after taxes ($48.00) and deductions ($61.00); box 2 reports royalties before them ($759.00)",
        },
      ],
    });
    const y2025 = await get<TieOut>('/api/ownerStatements/tieOut?year=2025');
    expect(y2025.rows).toEqual([
      expect.objectContaining({
        operatorCompanyId: operators.redMesa.id,
        statementCount: 0,
        statementGross: '0.00',
        box2: '48213.77',
        difference: '48213.77',
        explanations: [
          {
            kind: 'statementsMissing',
            amount: '48213.77',
            text: "No statement from Red Mesa Energy Partners with a check dated in 2025 has been received: nothing you have stands behind the 1099's $48,213.77",
          },
        ],
      }),
    ]);
  });
});
