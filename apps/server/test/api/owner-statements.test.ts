import {
  DocumentTemplate,
  PartyType,
  RouteStatus,
  statementFileColumns,
  statementFileLimits,
  type StatementFileColumn,
} from '@docvue/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentMetadata,
  documents,
  documentTypes,
  metadataDefinitions,
  notifications,
  ownerStatements,
  statementRuns,
} from '../../src/db/schema/index.js';
import { asStatusMachine } from '../../src/modules/status-machine/index.js';
import { statementTemplateCsv } from '../../src/modules/owner-statements/statement-template.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { admin, makeCompany, makeParty, makeUser } from '../support/factories.js';

let t: TestApp;
let operator: { id: number };
let opAs: { token: string; companyId: number };
const owners: Record<'jane' | 'permian' | 'stranger', { id: number; as: { token: string; companyId: number } }> =
  {} as never;

const row = (r: Partial<Record<StatementFileColumn, string>>) =>
  statementFileColumns.map((c) => ((r[c] ?? '').includes(',') ? `"${r[c]}"` : (r[c] ?? ''))).join(',');

/** A detail line whose figures are right unless `over` changes them. */
const good = (over: Partial<Record<StatementFileColumn, string>> = {}) =>
  row({
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
const check = (number: string, owner: string, amount: string, date = '2026-10-25') =>
  row({
    record_type: 'C',
    check_number: number,
    check_date: date,
    owner_number: owner,
    owner_name: `Owner ${owner}`,
    check_amount: amount,
  });

/**
 * The synthetic monthly file: good checks, broken lines, owners unknown and unconnected. The
 * comment on each line is its line number in the file (the header is 1).
 */
const monthlyFile = [
  /* 1 */ statementFileColumns.join(','),
  /* 2 */ row({
    record_type: 'T',
    operator_name: 'Red Mesa Operating LLC',
    operator_address: '500 W Texas Ave, Midland, TX 79701',
    operator_phone: '(432) 555-0100',
  }),
  /* 3 */ check('100001', 'OWN-1001', '270.17'),
  /* 4 */ good(),
  /* 5 */ check('100002', 'OWN-1002', '270.17'),
  /* 6 */ good(),
  /* 7 */ check('100003', 'OWN-1001', '540.34'),
  /* 8 */ good({ owner_gross: '283.21', owner_net: '270.18' }), // gross is not volume × price × decimal
  /* 9 */ good({ county: '' }), // §91.502 (1) missing
  /* 10 */ check('100004', 'OWN-1003', '270.17'), // owner not connected
  /* 11 */ good(),
  /* 12 */ check('100005', 'OWN-1002', '270.00'), // lines add up to 270.17
  /* 13 */ good(),
  /* 14 */ check('100006', 'OWN-9999', '270.17'), // no such owner
  /* 15 */ good(),
  /* 16 */ check('100007', 'OWN-1001', '540.34'),
  /* 17 */ good(),
  /* 18 */ good({ product_code: 'XYZ', sale_month: '2026-13', owner_net: '270.16' }), // three problems on one line
  /* 19 */ check('100008', 'OWN-1001', '-17.71', '2026-11-25'),
  /* 20 */ good({
    sale_month: '2026-07',
    volume: '-950.00',
    price: '70.00',
    owner_gross: '-259.77',
    production_tax: '-11.95',
    owner_net: '-247.82',
  }),
  /* 21 */ good({
    sale_month: '2026-07',
    volume: '880.00',
    price: '70.00',
    owner_gross: '240.63',
    production_tax: '10.52',
    owner_net: '230.11',
  }),
  /* 22 */ row({ record_type: 'S', check_count: '7', total_amount: '1.00' }),
].join('\r\n');

function fileBody(name: string, bytes: string | Buffer) {
  const boundary = '----docvue-statements';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(name: string, bytes: string | Buffer, as = opAs) {
  const res = await t.call(as, { method: 'POST', url: '/api/ownerStatements/runs', ...fileBody(name, bytes) });
  expect(res.statusCode, res.body).toBe(201);
  await t.app.jobs.idle();
  const run = await t.call(as, { method: 'GET', url: `/api/ownerStatements/runs/${res.json().id}` });
  return run.json();
}

async function errorsOf(runId: number) {
  const res = await t.call(opAs, { method: 'GET', url: `/api/ownerStatements/runs/${runId}/errors?pageSize=1000` });
  expect(res.statusCode).toBe(200);
  return res.json().items as { lineNumber: number; column: string | null; message: string }[];
}

const receivedStatements = (companyId: number) =>
  t.db.select().from(ownerStatements).where(eq(ownerStatements.receiverCompanyId, companyId));

beforeAll(async () => {
  t = await createTestApp();
  operator = await makeCompany(t.db, { name: 'Red Mesa Operating LLC', partyTypeIds: [PartyType.Operator] });
  opAs = { token: await t.tokenFor((await makeUser(t.db, admin(operator.id))).id), companyId: operator.id };
  for (const [key, name] of [
    ['jane', 'Jane Q. Royalty'],
    ['permian', 'Permian Minerals LP'],
    ['stranger', 'Stranger Minerals'],
  ] as const) {
    const c = await makeCompany(t.db, { name, partyTypeIds: [PartyType.Owner] });
    owners[key] = {
      id: c.id,
      as: { token: await t.tokenFor((await makeUser(t.db, admin(c.id))).id), companyId: c.id },
    };
  }
  await makeParty(t.db, operator.id, {
    partyTypeId: PartyType.Owner,
    number: 'OWN-1001',
    name: 'Jane Q. Royalty',
    connectedCompanyId: owners.jane.id,
  });
  await makeParty(t.db, operator.id, {
    partyTypeId: PartyType.Owner,
    number: 'OWN-1002',
    name: 'Permian Minerals LP',
    connectedCompanyId: owners.permian.id,
  });
  await makeParty(t.db, operator.id, { partyTypeId: PartyType.Owner, number: 'OWN-1003', name: 'Not Yet Connected' });
});
afterAll(() => t.close());

describe('a monthly revenue file', () => {
  let runId: number;

  it('is checked line by line: every error at its line and column, the good checks made into statements', async () => {
    const run = await upload('october.csv', monthlyFile);
    runId = run.id;
    expect(run).toMatchObject({
      status: 'done',
      checksDone: 8,
      statementsMade: 3,
      checksRefused: 5,
      ownersNotified: 2,
    });
    const errors = await errorsOf(run.id);
    const at = errors.map((e) => [e.lineNumber, e.column]);
    expect(at).toEqual([
      [7, 'check_amount'],
      [8, 'owner_gross'],
      [9, 'county'],
      [10, 'owner_number'],
      [12, 'check_amount'],
      [14, 'owner_number'],
      [16, 'check_amount'],
      [18, 'sale_month'],
      [18, 'product_code'],
      [18, 'owner_net'],
      [22, 'check_count'],
      [22, 'total_amount'],
    ]);
    const message = (line: number, column: string) =>
      errors.find((e) => e.lineNumber === line && e.column === column)!.message;
    expect(message(8, 'owner_gross')).toBe(
      'Owner gross 283.21 is not volume × price × decimal = 1000.00 × 72.50 × 0.00390625 = 283.20.',
    );
    expect(message(9, 'county')).toContain('County (§91.502 (1)) is required');
    expect(message(10, 'owner_number')).toContain('Not Yet Connected (owner number OWN-1003) is not connected');
    expect(message(12, 'check_amount')).toBe(
      'Check amount $270.00 is not the sum of its lines’ owner net, $270.17 (1 lines).',
    );
    expect(message(14, 'owner_number')).toContain('Owner number OWN-9999 is not one of your owners');
    expect(message(22, 'check_count')).toBe('The summary counts 7 checks; the file has 8.');
    expect(message(22, 'total_amount')).toBe('The summary’s total $1.00 is not the sum of the checks, $2,413.65.');
  });

  it('routes each statement to its owner only, as a sent owner statement with its PDF and data', async () => {
    const jane = await receivedStatements(owners.jane.id);
    const permian = await receivedStatements(owners.permian.id);
    expect(jane.map((s) => s.checkNumber).sort()).toEqual(['100001', '100008']);
    expect(permian.map((s) => s.checkNumber)).toEqual(['100002']);
    expect(await receivedStatements(owners.stranger.id)).toEqual([]);

    const [doc] = await t.db.select().from(documents).where(eq(documents.id, permian[0]!.documentId!));
    expect(doc).toMatchObject({
      templateId: DocumentTemplate.OwnerStatement,
      routeStatusId: RouteStatus.Sent,
      receiverCompanyId: owners.permian.id,
    });
    const data = await t.call(owners.permian.as, { method: 'GET', url: `/api/ownerStatements/documents/${doc!.id}` });
    expect(data.statusCode).toBe(200);
    expect(data.json()).toMatchObject({
      checkNumber: '100002',
      checkAmount: '270.17',
      ownerNumber: 'OWN-1002',
      operatorPhone: '(432) 555-0100',
      lines: [
        { volume: '1000.00', price: '72.50', ownerDecimal: '0.00390625', ownerGross: '283.20', ownerNet: '270.17' },
      ],
    });
    // The PDF is the document's file, readable by the owner.
    const pdf = await t.call(owners.permian.as, { method: 'GET', url: `/api/download/${doc!.id}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The sender reads the same data; another owner and a stranger learn nothing.
    expect((await t.call(opAs, { method: 'GET', url: `/api/ownerStatements/documents/${doc!.id}` })).statusCode).toBe(
      200,
    );
    for (const other of [owners.jane, owners.stranger]) {
      const res = await t.call(other.as, { method: 'GET', url: `/api/ownerStatements/documents/${doc!.id}` });
      expect(res.statusCode).toBe(404);
    }
    const strangerView = await t.call(owners.stranger.as, {
      method: 'GET',
      url: '/api/ownerStatements/received?year=2026',
    });
    expect(strangerView.json().groups).toEqual([]);
    // A run is its operator's alone.
    expect(
      (await t.call(owners.jane.as, { method: 'GET', url: `/api/ownerStatements/runs/${runId}` })).statusCode,
    ).toBe(404);
    expect(
      (await t.call(owners.jane.as, { method: 'GET', url: `/api/ownerStatements/runs/${runId}/errors` })).statusCode,
    ).toBe(404);
  });

  it('tells each owner once, however many checks and lines it has in the file', async () => {
    for (const [owner, count] of [
      [owners.jane, 2],
      [owners.permian, 1],
    ] as const) {
      const told = await t.db.select().from(notifications).where(eq(notifications.companyId, owner.id));
      expect(told).toHaveLength(1);
      expect(told[0]!.message).toBe(
        count === 1
          ? 'Red Mesa Operating LLC sent you an owner statement.'
          : `Red Mesa Operating LLC sent you ${count} owner statements.`,
      );
    }
    expect(await t.db.select().from(notifications).where(eq(notifications.companyId, owners.stranger.id))).toEqual([]);
  });

  it('the same file again makes nothing twice and says which checks were already sent', async () => {
    const again = await upload('october-again.csv', monthlyFile);
    expect(again).toMatchObject({ status: 'done', statementsMade: 0, ownersNotified: 0 });
    const errors = await errorsOf(again.id);
    expect(errors.find((e) => e.lineNumber === 3)!.message).toBe(
      `Check 100001 to owner OWN-1001 was already sent by run ${runId}.`,
    );
    expect(await receivedStatements(owners.jane.id)).toHaveLength(2);
  });

  it('the template passes every check (with its owners on the network)', async () => {
    const res = await t.call(opAs, { method: 'GET', url: '/api/ownerStatements/template?format=csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('owner-statement-template.csv');
    const janeToo = await makeCompany(t.db, { name: 'Template Owner One', partyTypeIds: [PartyType.Owner] });
    const permianToo = await makeCompany(t.db, { name: 'Template Owner Two', partyTypeIds: [PartyType.Owner] });
    const other = await makeCompany(t.db, { name: 'Template Operating', partyTypeIds: [PartyType.Operator] });
    const as = { token: await t.tokenFor((await makeUser(t.db, admin(other.id))).id), companyId: other.id };
    await makeParty(t.db, other.id, {
      partyTypeId: PartyType.Owner,
      number: 'OWN-1001',
      name: 'Jane',
      connectedCompanyId: janeToo.id,
    });
    await makeParty(t.db, other.id, {
      partyTypeId: PartyType.Owner,
      number: 'OWN-1002',
      name: 'Permian',
      connectedCompanyId: permianToo.id,
    });
    const run = await upload('template.csv', res.body, as);
    expect(run).toMatchObject({ status: 'done', statementsMade: 2, errorCount: 0 });
    expect(statementTemplateCsv()).toBe(res.body);
    const json = await t.call(as, { method: 'GET', url: '/api/ownerStatements/template?format=json' });
    const other2 = await makeCompany(t.db, { name: 'Template JSON Operating', partyTypeIds: [PartyType.Operator] });
    const as2 = { token: await t.tokenFor((await makeUser(t.db, admin(other2.id))).id), companyId: other2.id };
    await makeParty(t.db, other2.id, {
      partyTypeId: PartyType.Owner,
      number: 'OWN-1001',
      name: 'Jane',
      connectedCompanyId: janeToo.id,
    });
    await makeParty(t.db, other2.id, {
      partyTypeId: PartyType.Owner,
      number: 'OWN-1002',
      name: 'Permian',
      connectedCompanyId: permianToo.id,
    });
    const jsonRun = await upload('template.json', json.body, as2);
    expect(jsonRun).toMatchObject({ status: 'done', statementsMade: 2, errorCount: 0 });
  });

  it('refuses a file that is not CSV or JSON, and one without the format’s header, with a clear reason', async () => {
    const pdf = await t.call(opAs, {
      method: 'POST',
      url: '/api/ownerStatements/runs',
      ...fileBody('stub.pdf', '%PDF-1.4'),
    });
    expect(pdf.statusCode).toBe(400);
    const run = await upload('wrong.csv', 'Type,Name\nx,y\n');
    expect(run.status).toBe('failed');
    expect(run.failure).toContain('missing: record_type');
  });
});

// Issue 39: what a file holds is counted before its run is queued, and refused past a limit with a
// 400 that names the limit and where it was met.
describe('a revenue file past its limits', () => {
  const L = statementFileLimits;
  const transmission = {
    operatorName: 'Red Mesa Operating LLC',
    operatorAddress: '500 W Texas Ave, Midland, TX 79701',
    operatorPhone: '(432) 555-0100',
  };
  const refused = async (name: string, bytes: string, message: string) => {
    const before = await t.db.$count(statementRuns);
    const res = await t.call(opAs, { method: 'POST', url: '/api/ownerStatements/runs', ...fileBody(name, bytes) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await t.db.$count(statementRuns)).toBe(before);
  };

  it('JSON: more checks than a file may hold', () =>
    refused(
      'many.json',
      JSON.stringify({ transmission, checks: Array.from({ length: L.maxChecks + 1 }, () => ({})), summary: {} }),
      'The file holds 100,001 checks; a file may hold at most 100,000 (checks[100000] is the first beyond). Send the month in several files.',
    ));

  it('JSON: more lines under one check than a check may hold', () =>
    refused(
      'long.json',
      JSON.stringify({ transmission, checks: [{ lines: Array.from({ length: L.maxLinesPerCheck + 1 }, () => ({})) }] }),
      'checks[0].lines holds 10,001 lines; a check may hold at most 10,000.',
    ));

  it('JSON: nested deeper than the format', () =>
    refused(
      'deep.json',
      `{"checks":${'['.repeat(20)}${']'.repeat(20)}}`,
      'The file nests objects and arrays more than 8 deep (at character 18); the format nests 5.',
    ));

  it('JSON: a field longer than a text field', () =>
    refused(
      'text.json',
      JSON.stringify({ transmission, checks: [{ ownerName: 'x'.repeat(256) }] }),
      'checks[0].ownerName is 256 characters; a field may hold at most 255.',
    ));

  it('CSV: a line longer than the format makes one', () =>
    refused(
      'wide.csv',
      `${statementFileColumns.join(',')}\n${'x'.repeat(L.maxCsvLineBytes + 1)}\n`,
      'Line 2 of the file is longer than 16,384 bytes, more than a line of the format holds.',
    ));

  it('CSV: a check of more lines than a check may hold is refused by the run, which holds none of them', async () => {
    const file = [
      statementFileColumns.join(','),
      row({
        record_type: 'T',
        operator_name: 'Red Mesa Operating LLC',
        operator_address: '500 W Texas Ave, Midland, TX 79701',
        operator_phone: '(432) 555-0100',
      }),
      check('300001', 'OWN-1001', '0.00'),
      ...Array.from({ length: L.maxLinesPerCheck + 5 }, () => good()),
      row({ record_type: 'S', check_count: '1', total_amount: '0.00' }),
    ].join('\n');
    const run = await upload('long-check.csv', file);
    expect(run).toMatchObject({ status: 'done', statementsMade: 0, checksRefused: 1 });
    expect(await errorsOf(run.id)).toContainEqual(
      expect.objectContaining({
        lineNumber: 3,
        message: 'The check has 10,005 detail lines; a check may hold at most 10,000. Split it into several checks.',
      }),
    );
  });
});

describe("the owner's view", () => {
  it('pairs the reversal with its rebook and explains the difference', async () => {
    const res = await t.call(owners.jane.as, { method: 'GET', url: '/api/ownerStatements/received?year=2026' });
    expect(res.statusCode).toBe(200);
    const july = res
      .json()
      .groups.find(
        (g: { saleMonth: string; operatorName: string }) =>
          g.saleMonth === '2026-07' && g.operatorName === 'Red Mesa Operating LLC',
      );
    expect(july.lines).toHaveLength(2);
    expect(july.adjustments).toEqual([
      {
        reversalLineNo: 1,
        rebookLineNo: 2,
        difference: {
          volume: { before: '950.00', after: '880.00' },
          price: null,
          ownerDecimal: null,
          netChange: '-17.71',
          explanation: 'Volume 950.00 → 880.00 bbl; price unchanged; decimal unchanged: net -$17.71',
        },
      },
    ]);
    expect(july.ownerNet).toBe('-17.71');
  });

  it('ties the year to the 1099 received, showing a mismatch and a December sale paid in January', async () => {
    // A January check for a December sale (from another operator file), and the 1099s.
    const december = [
      statementFileColumns.join(','),
      row({
        record_type: 'T',
        operator_name: 'Red Mesa Operating LLC',
        operator_address: '500 W Texas Ave, Midland, TX 79701',
        operator_phone: '(432) 555-0100',
      }),
      check('090001', 'OWN-1002', '270.17', '2026-01-20'),
      good({ sale_month: '2025-12' }),
      row({ record_type: 'S', check_count: '1', total_amount: '270.17' }),
    ].join('\n');
    expect(await upload('january.csv', december)).toMatchObject({ statementsMade: 1 });
    await send1099(owners.permian.id, '566.40'); // 283.20 + 283.20: ties
    await send1099(owners.jane.id, '600.00'); // statements: 283.20 − 259.77 + 240.63 = 264.06

    const permian = await t.call(owners.permian.as, { method: 'GET', url: '/api/ownerStatements/tieOut?year=2026' });
    expect(permian.json().rows).toEqual([
      expect.objectContaining({
        operatorName: 'Red Mesa Operating LLC',
        statementGross: '566.40',
        box2: '566.40',
        difference: '0.00',
        ties: true,
        decemberSalesPaidInJanuary: [
          expect.objectContaining({ checkNumber: '090001', saleMonth: '2025-12', ownerGross: '283.20' }),
        ],
      }),
    ]);
    const jane = await t.call(owners.jane.as, { method: 'GET', url: '/api/ownerStatements/tieOut?year=2026' });
    expect(jane.json().rows).toEqual([
      expect.objectContaining({
        statementGross: '264.06',
        box2: '600.00',
        difference: '335.94',
        ties: false,
        decemberSalesPaidInJanuary: [],
      }),
    ]);
    const stranger = await t.call(owners.stranger.as, { method: 'GET', url: '/api/ownerStatements/tieOut?year=2026' });
    expect(stranger.json().rows).toEqual([]);
  });
});

/** A 1099-MISC from the operator to an owner for 2026, sent, with box 2 in its metadata. */
async function send1099(receiverCompanyId: number, royalties: string) {
  const [type] = await t.db
    .select({ id: documentTypes.id })
    .from(documentTypes)
    .where(and(eq(documentTypes.companyId, operator.id), eq(documentTypes.templateId, DocumentTemplate.Form1099)));
  const defs = await t.db.select().from(metadataDefinitions).where(eq(metadataDefinitions.documentTypeId, type!.id));
  const [doc] = await t.db.transaction((tx) =>
    asStatusMachine(tx, () =>
      tx
        .insert(documents)
        .values({
          senderCompanyId: operator.id,
          receiverCompanyId,
          documentTypeId: type!.id,
          templateId: DocumentTemplate.Form1099,
          routeStatusId: RouteStatus.Sent,
          fileName: '1099-2026.pdf',
          sentAt: new Date(),
        })
        .returning(),
    ),
  );
  const def = (key: string) => defs.find((d) => d.key === key)!.id;
  await t.db.insert(documentMetadata).values([
    { documentId: doc!.id, definitionId: def('taxYear'), value: '2026' },
    { documentId: doc!.id, definitionId: def('royalties'), value: royalties },
    { documentId: doc!.id, definitionId: def('formType'), value: '1099-MISC' },
  ]);
}
