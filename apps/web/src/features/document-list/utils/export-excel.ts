import { escapeCell, type ExportTable } from './export-cells';

/** US dollars, negative amounts with a minus sign (docs/product/documents.md §9: currency is shown in US dollars). */
const USD_FORMAT = '"$"#,##0.00;-"$"#,##0.00';

/** The user's date format in Excel's words: MM/dd/yyyy → mm/dd/yyyy (Excel's m is the month outside a time). */
export const excelDateFormat = (dateFormat: string, withTime = false) =>
  dateFormat.replace(/M/g, 'm') + (withTime ? ' h:mm AM/PM' : '');

/** Excel limits a sheet name to 31 characters and refuses a few of them. */
const sheetNameOf = (name: string) => name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Documents';

/**
 * An .xlsx workbook of a table. exceljs is loaded only when a user exports, so that it stays
 * out of the main bundle. Amounts are numbers (with the dollar format), dates are dates (in the
 * user's format), text is escaped
 * against formulas like the CSV.
 */
export async function buildWorkbook(
  sheetName: string,
  table: ExportTable,
  dateFormat = 'MM/dd/yyyy',
): Promise<ArrayBuffer> {
  const exceljs = await import('exceljs');
  // exceljs is CommonJS: bundlers give its exports either as named exports or under `default`.
  const Workbook =
    exceljs.Workbook ?? (exceljs as unknown as { default: { Workbook: typeof exceljs.Workbook } }).default.Workbook;
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(sheetNameOf(sheetName));
  const header = sheet.addRow(table.header.map(escapeCell));
  header.font = { bold: true };
  for (const cells of table.rows) {
    const row = sheet.addRow(cells.map((c) => c.number ?? c.date ?? escapeCell(c.text)));
    cells.forEach((c, i) => {
      if (c.isCurrency && c.number !== undefined) row.getCell(i + 1).numFmt = USD_FORMAT;
      if (c.date) row.getCell(i + 1).numFmt = excelDateFormat(dateFormat, c.withTime);
    });
  }
  table.header.forEach((name, i) => {
    const longest = Math.max(name.length, ...table.rows.map((r) => r[i]?.text.length ?? 0));
    sheet.getColumn(i + 1).width = Math.min(Math.max(longest + 2, 10), 60);
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return workbook.xlsx.writeBuffer() as Promise<ArrayBuffer>;
}
