import {
  createPartyBody,
  orgUnitRequired,
  partyImportColumns,
  partyImportLimits,
  partyTypeByName,
  partyTypeIds,
  partyTypeNameIn,
  type PartyFields,
  type PartyImportResponse,
  type PartyImportRow,
  type PartyTypeId,
} from '@docvue/contracts';
import type { TenantContext } from '../../../access/context.js';
import type { Database, Transaction } from '../../../db/client.js';
import { badRequest } from '../../../lib/errors.js';
import { orgUnitTermOf, vendorTermOf } from '../../companies/index.js';
import { isNumberClash, numberTakenMessage } from '../rules.js';
import { insertParties, orgUnitsOfCompany, partyNumbersOfCompany } from '../write-repository.js';
import { readTable, type Cell } from './read-table.js';

type Column = (typeof partyImportColumns)[number];

/** Where each template column goes in the Party form's fields. */
const fieldOf: Record<Column, string> = {
  Type: 'partyTypeId',
  Name: 'name',
  Number: 'number',
  'Tax Identifier': 'taxIdentifier',
  Emails: 'emailsAsString',
  Phone: 'phone',
  'Address Line One': 'addressLineOne',
  'Address Line Two': 'addressLineTwo',
  City: 'city',
  State: 'state',
  Zip: 'zipCode',
  'Org Units': 'companyOrgUnitIds',
  'Effective From': 'effectiveFromDate',
  'Effective Thru': 'effectiveThruDate',
};
const columnOfField = new Map(Object.entries(fieldOf).map(([column, field]) => [field, column]));
const squash = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** A text that a spreadsheet would run as a formula when the file is opened again (CWE-1236). */
const looksLikeFormula = (text: string) => /^[=@\t\r]/.test(text) || /^[+-][^\d\s.(]/.test(text);

/** "01/31/2026" (these are US lists) or "2026-01-31". */
function isoDateOf(text: string): string {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  return us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : text;
}

type Parsed = { ok: true; partyTypeId: PartyTypeId; fields: PartyFields } | { ok: false; message: string };
type GoodRow = { index: number; partyTypeId: PartyTypeId; fields: PartyFields };

/**
 * Imports the parties of a CSV or Excel file (docs/product/administration.md §2 "Party import"). Every row is
 * checked with the Party form's rules; good rows are saved in batches (each party with its org
 * units, never half of one), bad rows are reported with their reason and never stop the others,
 * not even when the database refuses a row the checks let through (see saveRows).
 */
export async function importParties(db: Database, ctx: TenantContext, file: Buffer): Promise<PartyImportResponse> {
  const table = await readTable(file, partyImportLimits.maxRows);
  const positions = new Map<Column, number>();
  table.header.forEach((h, i) => {
    const column = partyImportColumns.find((c) => squash(c) === squash(h));
    if (column && !positions.has(column)) positions.set(column, i);
  });
  const missing = partyImportColumns.filter((c) => !positions.has(c));
  if (missing.length > 0) {
    throw badRequest(
      `The file does not have the template's columns (missing: ${missing.join(', ')}). Download the template and put the parties in its columns: ${partyImportColumns.join(', ')}.`,
    );
  }
  if (table.rows.length === 0) throw badRequest('The file has no parties to import.');

  const term = await orgUnitTermOf(db, ctx.companyId);
  const vendorTerm = await vendorTermOf(db, ctx.companyId);
  const typeName = (partyTypeId: number) => partyTypeNameIn(partyTypeId, vendorTerm);
  const units = (await orgUnitsOfCompany(db, ctx.companyId)).filter((u) => u.isActive);
  const unitByKey = new Map<string, number>();
  for (const u of units) unitByKey.set(squash(u.code), u.id);
  for (const u of units) unitByKey.set(squash(u.name), u.id);
  const taken = await partyNumbersOfCompany(db, ctx.companyId);
  const inFile = new Map<string, number>();

  const results: PartyImportRow[] = [];
  const good: GoodRow[] = [];
  for (const row of table.rows) {
    const text = (column: Column): string => {
      const cell: Cell | undefined = row.cells[positions.get(column)!];
      return cell && 'text' in cell ? cell.text.trim() : '';
    };
    const parsed = parseRow(row.cells, positions, text, { term, unitByKey, vendorTerm });
    const entity = {
      number: text('Number') || null,
      name: text('Name') || null,
      addressLineOne: text('Address Line One') || null,
      addressLineTwo: text('Address Line Two') || null,
      city: text('City') || null,
      state: text('State') || null,
      zipCode: text('Zip') || null,
      phone: text('Phone') || null,
    };
    let message = parsed.ok ? null : parsed.message;
    if (parsed.ok) {
      const key = `${parsed.partyTypeId}:${parsed.fields.number}`;
      if (taken.has(key)) message = numberTakenMessage(typeName(parsed.partyTypeId), parsed.fields.number);
      else if (inFile.has(key))
        message = `Number: ${parsed.fields.number} is also on row ${inFile.get(key)} of the file.`;
      else inFile.set(key, row.rowNumber);
    }
    results.push({ rowNumber: row.rowNumber, success: message === null, errorMessage: message, entity });
    if (parsed.ok && message === null) good.push({ index: results.length - 1, ...parsed });
  }

  const refused = await db.transaction(async (tx) => {
    const refusals: Refusal[] = [];
    for (let i = 0; i < good.length; i += batchSize) {
      refusals.push(...(await saveRows(tx, ctx.companyId, good.slice(i, i + batchSize), typeName)));
    }
    return refusals;
  });
  for (const { row, message } of refused)
    results[row.index] = { ...results[row.index]!, success: false, errorMessage: message };
  const succeeded = good.length - refused.length;
  return { succeeded, failed: results.length - succeeded, rows: results };
}

type Refusal = { row: GoodRow; message: string };
const batchSize = 1000;

/**
 * Saves checked rows, each all-or-nothing on its own: a batch goes in under a savepoint, and when
 * the database refuses it (a party number saved by someone else since the check, say) the batch is
 * rolled back to the savepoint and saved again in halves, down to the single row to report.
 * Measured on PGlite (2 shared cores), 10,000 rows: 1.4 s in one transaction before savepoints,
 * 1.5–1.9 s with one per 1,000-row batch, 2.6 s with one row refused (its batch is saved again in
 * halves, about 20 more statements). A savepoint per row instead would be 10,000 round trips.
 */
async function saveRows(
  tx: Transaction,
  companyId: number,
  rows: GoodRow[],
  typeName: (partyTypeId: number) => string,
): Promise<Refusal[]> {
  try {
    await tx.transaction((savepoint) => insertParties(savepoint, companyId, rows));
    return [];
  } catch (err) {
    if (rows.length === 1) {
      const [row] = rows as [GoodRow];
      const message = isNumberClash(err)
        ? numberTakenMessage(typeName(row.partyTypeId), row.fields.number)
        : 'The party could not be saved. Check the row and import it again.';
      return [{ row, message }];
    }
    const half = Math.ceil(rows.length / 2);
    return [
      ...(await saveRows(tx, companyId, rows.slice(0, half), typeName)),
      ...(await saveRows(tx, companyId, rows.slice(half), typeName)),
    ];
  }
}

/**
 * One row checked with the Party form's rules. Every problem of the row is reported at once, one
 * per column ("Org Units: …; Tax Identifier: …; Emails: …"): fixed one at a time, a row came back
 * once per mistake (docs/history.md §28).
 */
function parseRow(
  cells: Cell[],
  positions: Map<Column, number>,
  text: (column: Column) => string,
  org: { term: string; unitByKey: Map<string, number>; vendorTerm: string },
): Parsed {
  const problems = new Map<string, string>();
  const problem = (column: string, message: string) => {
    if (!problems.has(column)) problems.set(column, message);
  };
  for (const column of partyImportColumns) {
    const cell = cells[positions.get(column)!];
    if (cell && 'refused' in cell) {
      problem(
        column,
        cell.refused === 'formula' ? 'a formula cannot be imported; type the value' : 'the cell holds an error',
      );
    } else if (looksLikeFormula(text(column))) {
      problem(column, 'a value cannot start with =, +, - or @ (a spreadsheet formula)');
    }
  }
  const typeName = text('Type');
  const partyTypeId = typeName ? partyTypeByName(typeName, org.vendorTerm) : undefined;
  if (!typeName) problem('Type', 'Required');
  else if (partyTypeId === undefined) {
    const names = partyTypeIds.map((t) => partyTypeNameIn(t, org.vendorTerm)).join(', ');
    problem('Type', `"${typeName}" is not a party type (${names})`);
  }
  const unitNames = text('Org Units')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = unitNames.find((n) => !org.unitByKey.has(squash(n)));
  if (unitNames.length === 0) problem('Org Units', orgUnitRequired(org.term));
  else if (unknown) problem('Org Units', `"${unknown}" is not one of your ${org.term}s`);
  const unitIds = [...new Set(unitNames.flatMap((n) => org.unitByKey.get(squash(n)) ?? []))];
  const input = {
    // Stand-ins where the type or the units were wrong (reported above), so the other fields are
    // still checked with the form's rules.
    partyTypeId: partyTypeId ?? partyTypeIds[0],
    name: text('Name'),
    number: text('Number'),
    taxIdentifier: text('Tax Identifier'),
    emailsAsString: text('Emails'),
    phone: text('Phone'),
    addressLineOne: text('Address Line One'),
    addressLineTwo: text('Address Line Two'),
    city: text('City'),
    state: text('State'),
    zipCode: text('Zip'),
    companyOrgUnitIds: unitIds.length > 0 ? unitIds : [0],
    effectiveFromDate: isoDateOf(text('Effective From')),
    effectiveThruDate: isoDateOf(text('Effective Thru')),
  };
  const parsed = createPartyBody.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      // The stand-ins' own complaints: their column was reported already.
      if (field === 'partyTypeId' && problems.has('Type')) continue;
      if (field === 'companyOrgUnitIds' && problems.has('Org Units')) continue;
      problem(columnOfField.get(field) ?? field, issue.message);
    }
  }
  if (problems.size > 0 || !parsed.success) {
    const message = [...problems].map(([column, text]) => `${column}: ${text}`).join('; ');
    return { ok: false, message: message || 'The row could not be read.' };
  }
  const { partyTypeId: type, inviteToNetwork: _invite, ...fields } = parsed.data;
  return { ok: true, partyTypeId: type, fields };
}
