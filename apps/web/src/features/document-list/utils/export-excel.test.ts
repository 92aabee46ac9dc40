import { Workbook } from 'exceljs';
import { buildWorkbook } from './export-excel';
import type { ExportTable } from './export-cells';

const table: ExportTable = {
  header: ['Invoice #', 'Invoice Total', 'Quantity', 'Status'],
  rows: [
    [
      { text: '=HYPERLINK("http://evil.example")' },
      { text: '-$1,870.50', number: -1870.5, isCurrency: true },
      { text: '8', number: 8 },
      { text: 'Sent' },
    ],
    [{ text: '@SUM(A1)' }, { text: '' }, { text: '' }, { text: '-Rejected' }],
  ],
};

async function readBack(buffer: ArrayBuffer) {
  const workbook = new Workbook();
  await workbook.xlsx.load(buffer);
  return workbook.worksheets[0]!;
}

describe('buildWorkbook', () => {
  it('writes the header, defused text, and amounts as dollar numbers', async () => {
    const sheet = await readBack(await buildWorkbook('AR Invoices - Rejected', table));
    expect(sheet.name).toBe('AR Invoices - Rejected');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Invoice #', 'Invoice Total', 'Quantity', 'Status']);
    expect(sheet.getCell('A2').value).toBe('\'=HYPERLINK("http://evil.example")');
    expect(sheet.getCell('B2').value).toBe(-1870.5);
    expect(sheet.getCell('B2').numFmt).toBe('"$"#,##0.00;-"$"#,##0.00');
    expect(sheet.getCell('C2').value).toBe(8);
    expect(sheet.getCell('A3').value).toBe("'@SUM(A1)");
    expect(sheet.getCell('D3').value).toBe("'-Rejected");
  });

  it('writes dates as dates in the user’s format, and time stamps with their time', async () => {
    const dated: ExportTable = {
      header: ['Invoice Date', 'Sent'],
      rows: [
        [
          { text: '31.10.2026', date: new Date(Date.UTC(2026, 9, 31)) },
          { text: '31.10.2026 2:05 PM', date: new Date(Date.UTC(2026, 9, 31, 14, 5)), withTime: true },
        ],
      ],
    };
    const sheet = await readBack(await buildWorkbook('Dates', dated, 'dd.MM.yyyy'));
    expect(sheet.getCell('A2').value).toEqual(new Date(Date.UTC(2026, 9, 31)));
    expect(sheet.getCell('A2').numFmt).toBe('dd.mm.yyyy');
    expect(sheet.getCell('B2').value).toEqual(new Date(Date.UTC(2026, 9, 31, 14, 5)));
    expect(sheet.getCell('B2').numFmt).toBe('dd.mm.yyyy h:mm AM/PM');
  });

  it('keeps the sheet name within what Excel accepts', async () => {
    const sheet = await readBack(await buildWorkbook('Owner Statements: a very long list name [x]', table));
    expect(sheet.name).toBe('Owner Statements  a very long l');
  });
});
