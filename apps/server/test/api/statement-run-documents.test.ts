import {
  PartyType,
  statementFileColumns,
  webhookEvent,
  WebhookEventType,
  type StatementFileColumn,
} from '@docvue/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentForSystem } from '../../src/access/documents.js';
import { ownerStatements } from '../../src/db/schema/index.js';
import { verifyHistoryChain } from '../../src/document-history/repository.js';
import { openPdf } from '../../src/ocr/pdfjs.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { admin, makeCompany, makeParty, makeUser } from '../support/factories.js';
import { startReceiver } from '../support/webhook-receiver.js';

/**
 * A statement run's documents are whole and come through the one door (issue 47 items 1 and 4):
 * each statement's document carries the file's owner, operator, check and every detail line in its
 * fields and line items, its PDF shows every line's property and the totals however long the
 * names, and the run raises `document.received` for every statement as any send does.
 */
let t: TestApp;
let opAs: { token: string; companyId: number };
const owners: { id: number; as: { token: string; companyId: number } }[] = [];

type Rec = Partial<Record<StatementFileColumn, string>>;
const csvRow = (r: Rec) =>
  statementFileColumns
    .map((c) => (/[",]/.test(r[c] ?? '') ? `"${r[c]!.replace(/"/g, '""')}"` : (r[c] ?? '')))
    .join(',');

const LONG = 'Mesa Verde 14-2 Lease Extension Unit Number Seven Deep Wolfcamp';
const transmission: Rec = {
  record_type: 'T',
  operator_name: 'Red Mesa Operating LLC',
  operator_address: '500 W Texas Ave, Suite 900, Midland, TX 79701',
  operator_phone: '(432) 555-0100',
};
const detail = (over: Rec): Rec => ({
  record_type: 'D',
  property_id: '42-317-39012',
  property_name: 'Red Mesa 14 #2H',
  county: 'Midland',
  state: 'TX',
  sale_month: '2026-08',
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
  ...over,
});
/** Three checks to two owners: a long property name, a gathering charge, an NGL line with deductions. */
const checks: { check: Rec; lines: Rec[] }[] = [
  {
    check: {
      record_type: 'C',
      check_number: '700001',
      check_date: '2026-10-25',
      owner_number: 'OWN-1',
      owner_name: 'Jane Q. Royalty',
      check_amount: '537.28',
    },
    lines: [
      detail({ property_id: '42-317-40001', property_name: LONG }),
      detail({
        product_code: 'GAS',
        volume: '2500',
        price: '2.40',
        owner_gross: '23.44',
        production_tax: '1.76',
        owner_net: '21.68',
      }),
      detail({
        product_code: 'GAS',
        transaction_code: 'GTH',
        volume: '0',
        price: '0',
        owner_gross: '0.00',
        production_tax: '0.00',
        deductions: '3.12',
        owner_net: '-3.12',
      }),
      detail({
        sale_month: '2026-07',
        owner_gross: '283.20',
        production_tax: '13.03',
        windfall_profit_tax: '0.00',
        owner_net: '270.17',
      }),
      detail({
        property_name: 'Cut Short 1',
        volume: '-100.00',
        owner_gross: '-28.32',
        production_tax: '-1.30',
        owner_net: '-27.02',
      }),
      detail({
        property_name: 'Tiny Tract 2',
        volume: '20.00',
        owner_gross: '5.66',
        production_tax: '0.26',
        owner_net: '5.40',
      }),
    ].map((l) => l),
  },
  {
    check: {
      record_type: 'C',
      check_number: '700002',
      check_date: '2026-10-25',
      owner_number: 'OWN-2',
      owner_name: 'Permian Minerals LP',
      check_amount: '896.55',
    },
    lines: [
      detail({ owner_decimal: '0.01250000', owner_gross: '906.25', production_tax: '41.69', owner_net: '864.56' }),
      detail({
        property_name: 'Permian Basin Cooperative Gas Plant Tailgate Allocation Area',
        product_code: 'NGL',
        volume: '120.00',
        price: '24.10',
        owner_decimal: '0.01250000',
        owner_gross: '36.15',
        production_tax: '1.66',
        deductions: '2.50',
        owner_net: '31.99',
      }),
    ],
  },
  {
    check: {
      record_type: 'C',
      check_number: '700003',
      check_date: '2026-11-25',
      owner_number: 'OWN-1',
      owner_name: 'Jane Q. Royalty',
      check_amount: '270.17',
    },
    lines: [detail({})],
  },
];
const file = [
  statementFileColumns.join(','),
  csvRow(transmission),
  ...checks.flatMap((c) => [csvRow(c.check), ...c.lines.map(csvRow)]),
  csvRow({ record_type: 'S', check_count: '3', total_amount: '1704.00' }),
].join('\r\n');

function fileBody(name: string, bytes: string) {
  const boundary = '----docvue-statement-docs';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** volume × price to the cent, as the template's Gross Value (8/8ths) is. */
const grossOf = (volume: string, price: string) => (Math.round(Number(volume) * Number(price) * 100) / 100).toFixed(2);
const cents = (a: string) => Math.round(Number(a) * 100);
const amount = (c: number) => (c / 100).toFixed(2);
const dollars = (a: string) =>
  `${cents(a) < 0 ? '-' : ''}$${(Math.abs(cents(a)) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await openPdf(new Uint8Array(bytes));
  let text = '';
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    text += ` ${content.items.map((i) => ('str' in i ? i.str : '')).join(' ')}`;
  }
  return text.replace(/\s+/g, ' ');
}

const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];
let runDocuments: { documentId: number; checkNumber: string; receiverCompanyId: number }[] = [];

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_RETRY_BASE_MS: '10' });
  const operator = await makeCompany(t.db, { name: 'Red Mesa Operating LLC', partyTypeIds: [PartyType.Operator] });
  opAs = { token: await t.tokenFor((await makeUser(t.db, admin(operator.id))).id), companyId: operator.id };
  for (const [number, name] of [
    ['OWN-1', 'Jane Q. Royalty'],
    ['OWN-2', 'Permian Minerals LP'],
  ] as const) {
    const c = await makeCompany(t.db, { name, partyTypeIds: [PartyType.Owner] });
    const as = { token: await t.tokenFor((await makeUser(t.db, admin(c.id))).id), companyId: c.id };
    owners.push({ id: c.id, as });
    await makeParty(t.db, operator.id, { partyTypeId: PartyType.Owner, number, name, connectedCompanyId: c.id });
    // Each owner's ERP listens for documents received.
    const receiver = await startReceiver();
    receivers.push(receiver);
    const endpoint = await t.call(as, {
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: receiver.url(), events: ['document.received'] },
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
  }
  const res = await t.call(opAs, {
    method: 'POST',
    url: '/api/ownerStatements/runs',
    ...fileBody('october.csv', file),
  });
  expect(res.statusCode, res.body).toBe(201);
  await t.app.jobs.idle();
  const run = (await t.call(opAs, { method: 'GET', url: `/api/ownerStatements/runs/${res.json().id}` })).json();
  expect(run).toMatchObject({ status: 'done', statementsMade: 3, errorCount: 0 });
  runDocuments = (
    await t.db
      .select({
        documentId: ownerStatements.documentId,
        checkNumber: ownerStatements.checkNumber,
        receiverCompanyId: ownerStatements.receiverCompanyId,
      })
      .from(ownerStatements)
      .where(eq(ownerStatements.runId, run.id))
  ).map((r) => ({ ...r, documentId: r.documentId!, receiverCompanyId: r.receiverCompanyId! }));
}, 120_000);
afterAll(async () => {
  for (const r of receivers) await r.close();
  await t.close();
});

const ownerAs = (companyId: number) => owners.find((o) => o.id === companyId)!.as;

describe("a run's statement", () => {
  it('is its file, field by field and line by line, for its owner and for the operator', async () => {
    expect(runDocuments.map((d) => d.checkNumber).sort()).toEqual(['700001', '700002', '700003']);
    for (const d of runDocuments) {
      const { check, lines } = checks.find((c) => c.check.check_number === d.checkNumber)!;
      for (const as of [ownerAs(d.receiverCompanyId), opAs]) {
        const res = await t.call(as, { method: 'GET', url: `/api/documents/${d.documentId}` });
        expect(res.statusCode, res.body).toBe(200);
        const doc = res.json();
        const value = Object.fromEntries(
          (doc.metadata as { key: string; value: string | null }[]).map((m) => [m.key, m.value]),
        );
        expect(value).toMatchObject({
          checkNumber: check.check_number,
          checkDate: check.check_date,
          checkAmount: check.check_amount,
          owner: check.owner_name,
          ownerNumber: check.owner_number,
          operator: transmission.operator_name,
        });
        expect(doc.lineItems).toHaveLength(lines.length);
        (doc.lineItems as Record<string, string | null>[]).forEach((item, i) => {
          const l = lines[i]!;
          expect(item, `line ${i + 1} of check ${d.checkNumber}`).toMatchObject({
            property: l.property_name,
            productionDate: `${l.sale_month}-01`,
            volume: l.volume,
            price: l.price,
            grossValue: grossOf(l.volume!, l.price!),
            ownerInterest: l.owner_decimal,
            taxes: amount(cents(l.production_tax!) + cents(l.windfall_profit_tax!)),
            deductions: l.deductions,
            netValue: l.owner_net,
          });
        });
        // The line items add up to the check: no "Detail total $0.00 · … remaining".
        const detailTotal = (doc.lineItems as { netValue: string }[]).reduce((a, l) => a + cents(l.netValue), 0);
        expect(detailTotal).toBe(cents(check.check_amount!));
      }
    }
  });

  it('shows its owner and operator in the lists of both sides', async () => {
    const d = runDocuments.find((x) => x.checkNumber === '700002')!;
    for (const as of [ownerAs(d.receiverCompanyId), opAs]) {
      const res = await t.call(as, { method: 'GET', url: '/api/documentroute/all/91?pageSize=100' });
      expect(res.statusCode, res.body).toBe(200);
      const row = (res.json().rows as { id: number }[]).find((r) => r.id === d.documentId);
      expect(row).toMatchObject({ owner: 'Permian Minerals LP', operator: 'Red Mesa Operating LLC' });
    }
  });

  it("has a PDF that shows every line's property and the totals, nothing cut off", async () => {
    for (const d of runDocuments) {
      const { check, lines } = checks.find((c) => c.check.check_number === d.checkNumber)!;
      const res = await t.call(ownerAs(d.receiverCompanyId), { method: 'GET', url: `/api/download/${d.documentId}` });
      expect(res.statusCode).toBe(200);
      const text = await pdfText(res.rawPayload);
      expect(text).not.toContain('~');
      for (const l of lines) {
        // A long name wraps onto more lines of its column: every word of it is on the page.
        for (const word of `${l.property_id} ${l.property_name}`.split(' ')) expect(text).toContain(word);
        expect(text).toContain(dollars(l.owner_net!));
      }
      const deductions = lines.reduce((a, l) => a + cents(l.deductions!), 0);
      expect(text).toContain(`Deductions ${dollars(amount(deductions))}`);
      expect(text).toContain(`Net ${dollars(check.check_amount!)}`);
      expect(text).toContain(check.owner_name!);
    }
  });

  it('raises document.received for every statement of the run, to its owner only', async () => {
    for (const [i, owner] of owners.entries()) {
      const mine = runDocuments.filter((d) => d.receiverCompanyId === owner.id);
      await expect.poll(() => receivers[i]!.received.length, { timeout: 15_000 }).toBe(mine.length);
      const events = receivers[i]!.received.map((r) => webhookEvent.parse(JSON.parse(r.body)));
      expect(events.every((e) => e.type === WebhookEventType.DocumentReceived && e.companyId === owner.id)).toBe(true);
      expect(events.map((e) => ('documentId' in e.data ? e.data.documentId : null)).sort()).toEqual(
        mine.map((d) => d.documentId).sort(),
      );
      expect(events.map((e) => ('documentNumber' in e.data ? e.data.documentNumber : null)).sort()).toEqual(
        mine.map((d) => d.checkNumber).sort(),
      );
    }
  });

  it('has a history chain that verifies like any other document’s: uploaded, then sent by the status machine', async () => {
    for (const d of runDocuments) {
      const history = await t.call(opAs, { method: 'GET', url: `/api/history/document/${d.documentId}` });
      expect(history.statusCode).toBe(200);
      const operations = (history.json() as { operation: { name: string } }[]).map((h) => h.operation.name);
      expect(operations.slice(0, 2)).toEqual(['Uploaded', 'Sent']);
      expect(await verifyHistoryChain(t.db, (await documentForSystem(t.db, d.documentId))!)).toBeNull();
    }
  });
});
