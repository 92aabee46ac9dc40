import { partyImportColumns, partyTypeIds, partyTypeNameIn, partyTypeNames, PartyType } from '@docvue/contracts';
import ExcelJS from 'exceljs';

/**
 * The import template: the columns in order, a list of party types to pick from (in the company's
 * words: its own word for Vendor), and how to fill it in.
 */
export async function partyImportTemplate(terms: { orgUnit: string; vendor: string }): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'DocVue Exchange';
  const sheet = book.addWorksheet('Parties');
  sheet.columns = partyImportColumns.map((c) => ({ header: c, key: c, width: Math.max(14, c.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const types = partyTypeIds.map((t) => partyTypeNameIn(t, terms.vendor)).join(',');
  const standardVendor = partyTypeNames[PartyType.Vendor];
  const alsoVendor =
    partyTypeNameIn(PartyType.Vendor, terms.vendor) === standardVendor ? '' : ` "${standardVendor}" is read the same.`;
  for (let row = 2; row <= 1001; row++) {
    sheet.getCell(row, 1).dataValidation = { type: 'list', allowBlank: false, formulae: [`"${types}"`] };
  }
  const help = book.addWorksheet('How to fill it in');
  help.columns = [{ width: 22 }, { width: 90 }];
  const rules: [string, string][] = [
    ['Type', `One of: ${types.replace(/,/g, ', ')}.${alsoVendor}`],
    ['Name, Number, Tax Identifier, Emails', 'Required. A number is used once per type.'],
    ['Emails', 'One or more e-mail addresses separated by spaces.'],
    ['Org Units', `The names or codes of your ${terms.orgUnit}s, separated by ";". At least one.`],
    ['Effective From, Effective Thru', 'Dates as YYYY-MM-DD or MM/DD/YYYY; may be empty.'],
    [
      'Limits',
      'Tax Identifier 50 characters, Phone 16, Zip 10, other text 255; at most 20,000 parties and 5 MB a file.',
    ],
  ];
  help.addRow(['Column', 'How to fill it in']).font = { bold: true };
  for (const r of rules) help.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
