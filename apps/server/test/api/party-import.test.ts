import { partyImportColumns, PartyType } from '@docvue/contracts';
import { and, eq, like, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parties, partyOrgUnits } from '../../src/db/schema/index.js';
import { checkZip } from '../../src/modules/parties/import/zip-limits.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { admin, makeCompany, makeOrgUnit, makeParty, makeUser } from '../support/factories.js';

let t: TestApp;
let company: { id: number };
let token: string;
let midlandCode: string;

beforeAll(async () => {
  t = await createTestApp();
  company = await makeCompany(t.db, { name: 'Permian Basin Oilfield Services LLC', partyTypeIds: [PartyType.Vendor] });
  token = await t.tokenFor((await makeUser(t.db, admin(company.id))).id);
  midlandCode = (await makeOrgUnit(t.db, company.id, 'Midland Field Office')).code;
  await makeOrgUnit(t.db, company.id, 'Pecos Yard');
  await makeParty(t.db, company.id, { partyTypeId: PartyType.Purchaser, number: 'TAKEN-1', name: 'Already Here' });
});
afterAll(() => t.close());

/** A multipart body with one file, as the import page sends it. */
function fileBody(name: string, bytes: Buffer | Uint8Array, type = 'text/csv') {
  const boundary = '----docvue-import';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (name: string, bytes: Buffer | Uint8Array, type?: string) =>
  t.call(
    { token, companyId: company.id },
    { method: 'POST', url: '/api/party/upload', ...fileBody(name, bytes, type) },
  );

const header = partyImportColumns.join(',');
const row = (over: Partial<Record<(typeof partyImportColumns)[number], string>>) =>
  partyImportColumns
    .map((c) => {
      const base: Record<string, string> = {
        Type: 'Purchaser',
        Name: 'Red Mesa Energy Partners',
        Number: 'C-1',
        'Tax Identifier': '75-1234567',
        Emails: 'ap@redmesa.example',
        Phone: '+1 432 555 0100',
        'Address Line One': '500 W Texas Ave',
        'Address Line Two': 'Suite 900',
        City: 'Midland',
        State: 'TX',
        Zip: '79701',
        'Org Units': 'Midland Field Office',
        'Effective From': '01/31/2026',
        'Effective Thru': '',
      };
      const v = over[c as keyof typeof over] ?? base[c]!;
      return /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
    })
    .join(',');
const csv = (...rows: string[]) => Buffer.from([header, ...rows].join('\r\n'));

describe('party import', () => {
  it('imports the good rows and reports every bad one with its reason, from CSV', async () => {
    const res = await upload(
      'parties.csv',
      csv(
        row({ Number: 'C-1', 'Org Units': `${midlandCode.toLowerCase()}; Pecos Yard` }),
        row({ Number: 'C-2', Name: '', City: 'Odessa' }),
        row({ Number: 'C-3', Emails: 'ap@x.example not-mail' }),
        row({ Number: 'C-4', Type: 'Landlord' }),
        row({ Number: 'C-5', 'Org Units': 'Nowhere Office' }),
        row({ Number: 'C-1', Name: 'Same Number Again' }),
        row({ Number: 'TAKEN-1' }),
        row({ Number: 'C-8', Name: '=HYPERLINK("http://evil.example","click")' }),
        row({ Number: 'C-9', Type: 'vendor', Name: 'Caprock "Water" Hauling, Inc.', 'Effective From': '2026-02-30' }),
        row({ Number: 'C-10', Type: 'Vendor', Name: 'Caprock Water Hauling', 'Org Units': '' }),
        // Every mistake of a row at once, not one per round trip.
        row({
          Number: 'C-11',
          'Org Units': 'Nowhere Office',
          'Tax Identifier': 'x'.repeat(60),
          Emails: 'nope',
          'Effective From': '13/45/2026',
        }),
        // Issue 31: a TIN no SSA ever issued.
        row({ Number: 'C-12', 'Tax Identifier': '000-12-3456' }),
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect({ succeeded: body.succeeded, failed: body.failed }).toEqual({ succeeded: 1, failed: 11 });
    expect(
      body.rows.map((r: { rowNumber: number; errorMessage: string | null }) => [r.rowNumber, r.errorMessage]),
    ).toEqual([
      [2, null],
      [3, 'Name: Required'],
      [4, 'Emails: not-mail is not a valid email'],
      [5, 'Type: "Landlord" is not a party type (Vendor, Owner, Operator, Bank, Purchaser)'],
      [6, 'Org Units: "Nowhere Office" is not one of your Org Units'],
      [7, 'Number: C-1 is also on row 2 of the file.'],
      [8, 'A Purchaser with the number TAKEN-1 already exists.'],
      [9, 'Name: a value cannot start with =, +, - or @ (a spreadsheet formula)'],
      [10, 'Effective From: Must be a date (YYYY-MM-DD)'],
      [11, 'Org Units: You must select at least 1 Org Unit'],
      [12, expect.stringMatching(/^Org Units: "Nowhere Office" is not one of your Org Units; /)],
      [13, 'Tax Identifier: Tax Identifier is not a valid SSN: no SSN starts with 000, 666 or 9'],
    ]);
    const everything = body.rows[10].errorMessage as string;
    for (const column of ['Tax Identifier: ', 'Emails: ', 'Effective From: Must be a date (YYYY-MM-DD)']) {
      expect(everything).toContain(column);
    }
    expect(body.rows[2]).toMatchObject({
      success: false,
      entity: {
        number: 'C-3',
        name: 'Red Mesa Energy Partners',
        city: 'Midland',
        zipCode: '79701',
        phone: '+1 432 555 0100',
      },
    });
    const [saved] = await t.db.select().from(parties).where(eq(parties.number, 'C-1'));
    expect(saved).toMatchObject({
      partyTypeId: PartyType.Purchaser,
      emails: ['ap@redmesa.example'],
      effectiveFromDate: '2026-01-31',
      addressLineTwo: 'Suite 900',
    });
    expect(await t.db.select().from(partyOrgUnits).where(eq(partyOrgUnits.partyId, saved!.id))).toHaveLength(2);
  });

  it('imports Excel files and refuses formula cells', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Parties');
    sheet.addRow([...partyImportColumns]);
    sheet.addRow([
      'Owner',
      'Cimarron Royalty Trust',
      'O-1',
      '73-9988776',
      'land@cimarron.example',
      '405-555-0123',
      '100 N Broadway',
      '',
      'Oklahoma City',
      'OK',
      '73102',
      'Pecos Yard',
      new Date(Date.UTC(2026, 0, 15)),
      null,
    ]);
    sheet.addRow([
      'Owner',
      { formula: 'CONCAT("Evil","Corp")', result: 'EvilCorp' },
      'O-2',
      '73-1000002',
      'x@evil.example',
      '',
      '',
      '',
      '',
      '',
      '',
      'Pecos Yard',
      null,
      null,
    ]);
    const res = await upload('parties.xlsx', Buffer.from(await book.xlsx.writeBuffer()), 'application/octet-stream');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows.map((r: { errorMessage: string | null }) => r.errorMessage)).toEqual([
      null,
      'Name: a formula cannot be imported; type the value',
    ]);
    const [owner] = await t.db.select().from(parties).where(eq(parties.number, 'O-1'));
    expect(owner).toMatchObject({ name: 'Cimarron Royalty Trust', effectiveFromDate: '2026-01-15', zipCode: '73102' });
  });

  it('imports ten thousand rows in one call, never half a party', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) =>
      row({ Number: `BULK-${i}`, Name: `Bulk Partner ${i}`, Emails: `ap${i}@bulk.example` }),
    );
    const started = Date.now();
    const res = await upload('bulk.csv', csv(...rows));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ succeeded: 10_000, failed: 0 });
    const saved = await t.db.$count(parties, eq(parties.companyId, company.id));
    expect(saved).toBeGreaterThanOrEqual(10_000);
    const links = await t.db.$count(partyOrgUnits);
    expect(links).toBeGreaterThanOrEqual(10_000);
    // Not a performance assertion (that is the benchmark's), but a sign of batched inserts.
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 90_000);

  it('reports a row the database refuses after the checks (its number saved meanwhile) and keeps the others', async () => {
    // Someone else saves party RACE-2 while the import is saving: here a trigger does it as RACE-1
    // goes in, after the import checked that RACE-2 was free.
    await t.db.execute(sql`
      create function test_save_race_2() returns trigger language plpgsql as $$
      begin
        if new.number = 'RACE-1' then
          insert into parties (company_id, party_type_id, name, number)
          values (new.company_id, new.party_type_id, 'Saved Meanwhile', 'RACE-2');
        end if;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger test_save_race_2 before insert on parties for each row execute function test_save_race_2()`,
    );
    try {
      const res = await upload(
        'race.csv',
        csv(
          row({ Number: 'RACE-1', Name: 'First Partner' }),
          row({ Number: 'RACE-2', Name: 'Second Partner', 'Org Units': 'Pecos Yard' }),
          row({ Number: 'RACE-3', Name: 'Third Partner' }),
        ),
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect({ succeeded: body.succeeded, failed: body.failed }).toEqual({ succeeded: 2, failed: 1 });
      expect(body.rows.map((r: { success: boolean; errorMessage: string | null }) => r.errorMessage)).toEqual([
        null,
        'A Purchaser with the number RACE-2 already exists.',
        null,
      ]);
    } finally {
      await t.db.execute(sql`drop trigger test_save_race_2 on parties`);
      await t.db.execute(sql`drop function test_save_race_2`);
    }
    const saved = await t.db
      .select({ id: parties.id, number: parties.number, name: parties.name })
      .from(parties)
      .where(and(eq(parties.companyId, company.id), like(parties.number, 'RACE-%')))
      .orderBy(parties.number);
    expect(saved.map((p) => [p.number, p.name])).toEqual([
      ['RACE-1', 'First Partner'],
      ['RACE-2', 'Saved Meanwhile'],
      ['RACE-3', 'Third Partner'],
    ]);
    // The refused row left nothing behind: the party saved meanwhile has none of its org units.
    expect(await t.db.$count(partyOrgUnits, eq(partyOrgUnits.partyId, saved[1]!.id))).toBe(0);
    expect(await t.db.$count(partyOrgUnits, eq(partyOrgUnits.partyId, saved[2]!.id))).toBe(1);
  });

  it('imports ten thousand rows of an Excel file too', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Parties');
    sheet.addRow([...partyImportColumns]);
    for (let i = 0; i < 10_000; i++) {
      sheet.addRow([
        'Owner',
        `Royalty Owner ${i}`,
        `XL-${i}`,
        `73-${String(i).padStart(7, '0')}`,
        `land${i}@owners.example`,
        '405-555-0123',
        '100 N Broadway',
        '',
        'Oklahoma City',
        'OK',
        '73102',
        'Pecos Yard',
        new Date(Date.UTC(2026, 0, 15)),
        null,
      ]);
    }
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const res = await upload('owners.xlsx', bytes, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ succeeded: 10_000, failed: 0 });
    const saved = await t.db
      .select({ id: parties.id, name: parties.name, effectiveFromDate: parties.effectiveFromDate })
      .from(parties)
      .where(and(eq(parties.companyId, company.id), like(parties.number, 'XL-%')));
    expect(saved).toHaveLength(10_000);
    expect(saved.find((p) => p.name === 'Royalty Owner 9999')).toMatchObject({ effectiveFromDate: '2026-01-15' });
    // Every one with its org unit: never half a party.
    const linked = (await t.db.execute(sql`
      select count(*)::int as n from party_org_units u join parties p on p.id = u.party_id
      where p.company_id = ${company.id} and p.number like 'XL-%'
    `)) as unknown as { rows: { n: number }[] };
    expect(linked.rows[0]!.n).toBe(10_000);
  }, 120_000);

  it('refuses what is not a party list, with a message that says why', async () => {
    const wrong = await upload('wrong.csv', Buffer.from('Company,Contact\nAcme,bob@acme.example\n'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toMatch(
      /^The file does not have the template's columns \(missing: Type, Name, /,
    );
    const empty = await upload('empty.csv', Buffer.alloc(0));
    expect(empty.json().error.message).toBe('The file is empty.');
    const onlyHeader = await upload('header.csv', csv());
    expect(onlyHeader.json().error.message).toBe('The file has no parties to import.');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    const renamed = await upload('parties.xlsx', png);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().error.message).toBe('The file is not a CSV or Excel (.xlsx) file.');
    const old = await upload('parties.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]));
    expect(old.json().error.message).toMatch(/save the file as \.xlsx or \.csv/);
    const big = await upload('big.csv', Buffer.alloc(5 * 1024 * 1024 + 1, 0x41));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('The file is larger than 5 MB.');
    const longName = await upload(`${'p'.repeat(176)}.csv`, csv(row({})));
    expect(longName.json().error.message).toBe('The file name is too long.');
  });

  it('refuses a spreadsheet that would unpack to more than a party list needs (a zip bomb)', async () => {
    const bomb = zipClaiming(500 * 1024 * 1024);
    expect(checkZip(bomb)).toEqual({ ok: false, reason: 'too large' });
    const res = await upload('bomb.xlsx', bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/unpacks to more than a party list can be/);
  });

  it('offers the Excel template with the columns in order and the party types to pick', async () => {
    const res = await t.call({ token, companyId: company.id }, { method: 'GET', url: '/api/party/upload/template' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('party-import-template.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...partyImportColumns]);
    expect(sheet.getCell('A2').dataValidation).toMatchObject({
      type: 'list',
      formulae: ['"Vendor,Owner,Operator,Bank,Purchaser"'],
    });
  });
});

/** A zip whose directory says one entry unpacks to `size` bytes (the check reads only the directory). */
function zipClaiming(size: number): Buffer {
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(name.length, 28);
  const directoryOffset = local.length + name.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return Buffer.concat([local, name, central, name, end]);
}
