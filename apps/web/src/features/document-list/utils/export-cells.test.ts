import { buildCsv, csvField, escapeCell, exportTable } from './export-cells';
import { invoiceColumns, invoiceRow } from '../testing/list-fixtures';

describe('escapeCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")', '\'=HYPERLINK("http://evil.example","Click")'],
    ['+cmd|" /C calc"!A0', '\'+cmd|" /C calc"!A0'],
    ['-2+3+cmd|" /C calc"!A0', '\'-2+3+cmd|" /C calc"!A0'],
    ['@SUM(1+1)', "'@SUM(1+1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
  ])('defuses a cell that a spreadsheet would run: %j', (text, escaped) => {
    expect(escapeCell(text)).toBe(escaped);
  });

  it.each(['-12.50', '-$1,870.00', '+3', '-1234', 'PBS-30117', 'Red Mesa Energy Partners', '', '10/31/2026'])(
    'leaves values and numbers as they are, negative amounts too: %j',
    (text) => {
      expect(escapeCell(text)).toBe(text);
    },
  );
});

describe('csvField', () => {
  it('quotes fields with commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvField('Midland, TX')).toBe('"Midland, TX"');
    expect(csvField('8" pipe')).toBe('"8"" pipe"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('plain')).toBe('plain');
  });

  it('escapes before it quotes', () => {
    expect(csvField('=1+2,3')).toBe('"\'=1+2,3"');
  });
});

describe('exportTable and buildCsv', () => {
  const columns = invoiceColumns.filter((c) =>
    ['invoiceNumber', 'invoiceDate', 'invoiceTotal', 'routeStatusName'].includes(c.key),
  );

  it('exports what the list shows: its header, formatted values, and the amounts as numbers', () => {
    const table = exportTable(
      columns,
      [invoiceRow(3, 1, { invoiceTotal: '-1870.5' }), invoiceRow(2, null, { invoiceTotal: null })],
      'MM/dd/yyyy',
    );
    expect(table.header).toEqual(['Invoice #', 'Invoice Date', 'Invoice Total', 'Status']);
    expect(table.rows[0]).toEqual([
      { text: 'PBS-3' },
      { text: '10/31/2026', date: new Date(Date.UTC(2026, 9, 31)) },
      { text: '-$1,870.50', number: -1870.5, isCurrency: true },
      { text: 'Sent' },
    ]);
    // No status reads Sent (docs/product/documents.md §4); an empty amount stays empty.
    expect(table.rows[1]).toEqual([
      { text: 'PBS-2' },
      { text: '10/31/2026', date: new Date(Date.UTC(2026, 9, 31)) },
      { text: '' },
      { text: 'Sent' },
    ]);
  });

  it('builds CSV lines ended by CRLF, with formulas defused and negative amounts kept', () => {
    const table = exportTable(
      columns,
      [invoiceRow(3, 5, { invoiceNumber: '=HYPERLINK("http://evil.example")', invoiceTotal: '-12' })],
      'dd/MM/yyyy',
    );
    expect(buildCsv(table)).toBe(
      'Invoice #,Invoice Date,Invoice Total,Status\r\n' +
        '"\'=HYPERLINK(""http://evil.example"")",31/10/2026,-$12.00,Rejected\r\n',
    );
  });
});
