import { statementFileColumns, type StatementFileColumn } from '@docvue/contracts';
import { jsonField } from './file/records.js';

type Rec = Partial<Record<StatementFileColumn, string>>;

const transmission: Rec = {
  record_type: 'T',
  operator_name: 'Red Mesa Operating LLC',
  operator_address: '500 W Texas Ave, Suite 900, Midland, TX 79701',
  operator_phone: '(432) 555-0100',
};
const line = (
  property: [string, string],
  sale_month: string,
  product_code: string,
  transaction_code: string,
  amounts: [string, string, string, string, string, string, string, string],
): Rec => {
  const [volume, price, owner_decimal, owner_gross, production_tax, windfall_profit_tax, deductions, owner_net] =
    amounts;
  return {
    record_type: 'D',
    property_id: property[0],
    property_name: property[1],
    county: 'Midland',
    state: 'TX',
    sale_month,
    product_code,
    transaction_code,
    volume,
    price,
    owner_decimal,
    owner_gross,
    production_tax,
    windfall_profit_tax,
    deductions,
    owner_net,
  };
};
const redMesa: [string, string] = ['42-317-39012', 'Red Mesa 14 #2H'];

/** Two checks that pass every check: the second line of the first is a gathering charge, the last two a reversal and its rebook. */
const checks: { check: Rec; lines: Rec[] }[] = [
  {
    check: {
      record_type: 'C',
      check_number: '100001',
      check_date: '2026-10-25',
      owner_number: 'OWN-1001',
      owner_name: 'Jane Q. Royalty',
      check_amount: '296.55',
    },
    lines: [
      line(redMesa, '2026-08', 'OIL', 'REV', [
        '1000.00',
        '72.50',
        '0.00390625',
        '283.20',
        '13.03',
        '0.00',
        '0.00',
        '270.17',
      ]),
      line(redMesa, '2026-08', 'GAS', 'REV', ['2500', '2.40', '0.00390625', '23.44', '1.76', '0.00', '0.00', '21.68']),
      line(redMesa, '2026-08', 'GAS', 'GTH', ['0', '0', '0.00390625', '0.00', '0.00', '0.00', '3.12', '-3.12']),
      line(redMesa, '2026-07', 'OIL', 'REV', [
        '-950.00',
        '70.00',
        '0.00390625',
        '-259.77',
        '-11.95',
        '0.00',
        '0.00',
        '-247.82',
      ]),
      line(redMesa, '2026-07', 'OIL', 'REV', [
        '980.00',
        '70.00',
        '0.00390625',
        '267.97',
        '12.33',
        '0.00',
        '0.00',
        '255.64',
      ]),
    ],
  },
  {
    check: {
      record_type: 'C',
      check_number: '100002',
      check_date: '2026-10-25',
      owner_number: 'OWN-1002',
      owner_name: 'Permian Minerals LP',
      check_amount: '896.55',
    },
    lines: [
      line(redMesa, '2026-08', 'OIL', 'REV', [
        '1000.00',
        '72.50',
        '0.01250000',
        '906.25',
        '41.69',
        '0.00',
        '0.00',
        '864.56',
      ]),
      line(redMesa, '2026-08', 'NGL', 'REV', [
        '120.00',
        '24.10',
        '0.01250000',
        '36.15',
        '1.66',
        '0.00',
        '2.50',
        '31.99',
      ]),
    ],
  },
];
const summary: Rec = { record_type: 'S', check_count: '2', total_amount: '1193.10' };

const csvCell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const csvRow = (r: Rec) => statementFileColumns.map((c) => csvCell(r[c] ?? '')).join(',');

/** The template to download: the format's header and a small transmission that passes every check. */
export function statementTemplateCsv(): string {
  const rows = [transmission, ...checks.flatMap((c) => [c.check, ...c.lines]), summary];
  return `${statementFileColumns.join(',')}\r\n${rows.map(csvRow).join('\r\n')}\r\n`;
}

const fields = (r: Rec) =>
  Object.fromEntries(
    Object.entries(r)
      .filter(([k]) => k !== 'record_type')
      .map(([k, v]) => [jsonField(k as StatementFileColumn), v]),
  );

export function statementTemplateJson(): string {
  return `${JSON.stringify(
    {
      transmission: fields(transmission),
      checks: checks.map((c) => ({ ...fields(c.check), lines: c.lines.map(fields) })),
      summary: fields(summary),
    },
    null,
    2,
  )}\n`;
}
