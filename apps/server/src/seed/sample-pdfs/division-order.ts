import { usDate } from '../format.js';
import { accent, muted, PdfCanvas, type TableColumn } from './pdf-canvas.js';
import type { PdfAddress } from './types.js';

export interface DivisionOrderPdf {
  operator: PdfAddress & { phone: string };
  owner: PdfAddress & { number: string };
  divisionOrderNumber: string;
  issueDate: string;
  effectiveDate: string;
  property: string;
  well: string;
  countyState: string;
  product: string;
  interestType: string;
  decimalInterest: string;
  /** Present once the owner signed and returned it. */
  signature?: { name: string; title: string; date: string; taxId: string };
}

const columns: TableColumn[] = [
  { header: 'Property', width: 114 },
  { header: 'Well', width: 106 },
  { header: 'County, State', width: 90 },
  { header: 'Product', width: 58 },
  { header: 'Interest Type', width: 66 },
  { header: 'Decimal Interest', width: 82, align: 'right' },
];

/** A division order in the usual form: owner, property and decimal interest, terms, and a signature block. */
export async function divisionOrderPdf(d: DivisionOrderPdf): Promise<Uint8Array> {
  const pdf = await PdfCanvas.create({
    title: `Division Order ${d.divisionOrderNumber}`,
    author: d.operator.name,
    subject: `Division order ${d.divisionOrderNumber} for ${d.owner.name}`,
    date: d.issueDate,
  });
  pdf.letterhead(d.operator.name, [...d.operator.addressLines, `Owner Relations ${d.operator.phone}`]);
  pdf.text('DIVISION ORDER', 564, 64, { size: 20, font: 'bold', align: 'right', color: accent });
  pdf.fields(
    [
      ['Division Order #', d.divisionOrderNumber],
      ['Date', usDate(d.issueDate)],
      ['Effective Date', usDate(d.effectiveDate)],
    ],
    370,
    92,
    96,
  );

  pdf.text('Owner', 48, 150, { size: 9.5, font: 'bold', color: muted });
  pdf.lines([d.owner.name, ...d.owner.addressLines], 48, 166, { size: 10 });
  pdf.fields([['Owner #', d.owner.number]], 370, 166, 96);

  const abbreviation: Record<string, string> = {
    'Royalty Interest': 'RI',
    'Working Interest': 'WI',
    'Overriding Royalty Interest': 'ORRI',
    'Non-Participating Royalty Interest': 'NPRI',
  };
  const end = pdf.table(
    48,
    236,
    columns,
    [[d.property, d.well, d.countyState, d.product, abbreviation[d.interestType] ?? d.interestType, d.decimalInterest]],
    8.5,
  );
  pdf.text(`Interest Type: ${d.interestType}`, 48, end + 16, { size: 8.5, color: muted });

  const terms = [
    `The undersigned certifies the ownership of the decimal interest shown above in production or proceeds from the described property, payable by ${d.operator.name} ("Payor").`,
    'Payor shall be notified in writing of any change in ownership, decimal interest, or payment address. All such changes shall be effective the first day of the month following receipt of such notice.',
    'Payor is authorized to withhold payment pending resolution of a title dispute or adverse claim asserted regarding the interest in production claimed herein by the undersigned. The undersigned agrees to indemnify and reimburse Payor any amount attributable to an interest to which the undersigned is not entitled.',
    'Payor may accrue proceeds until the total amount equals $100.00, or pay annually, whichever occurs first, or as required by applicable state statute.',
    'This Division Order does not amend any lease or operating agreement between the undersigned and the lessee or operator or any other contracts for the purchase of oil or gas.',
  ];
  let y = end + 44;
  for (const t of terms) y = pdf.paragraph(t, 48, y, 516, { size: 8.5 }) + 6;

  y += 40;
  if (d.signature) {
    pdf.text(d.signature.name, 52, y - 6, { size: 20, font: 'signature', color: accent });
    pdf.text(usDate(d.signature.date), 390, y - 6, { size: 11 });
    pdf.text(d.signature.taxId, 52, y + 40, { size: 11 });
  }
  pdf.line(48, y, 320, y);
  pdf.line(380, y, 564, y);
  pdf.text('Owner Signature', 48, y + 12, { size: 8.5, color: muted });
  pdf.text('Date', 380, y + 12, { size: 8.5, color: muted });
  if (d.signature) pdf.text(`${d.signature.name}, ${d.signature.title}`, 140, y + 12, { size: 8.5 });
  pdf.line(48, y + 46, 320, y + 46);
  pdf.line(380, y + 46, 564, y + 46);
  pdf.text("Owner's Tax Identification Number", 48, y + 58, { size: 8.5, color: muted });
  pdf.text('Daytime Telephone', 380, y + 58, { size: 8.5, color: muted });
  pdf.text(
    'Failure to furnish your Social Security or Taxpayer Identification Number will result in withholding of tax in accordance with federal law.',
    306,
    748,
    { size: 7.5, align: 'center', color: muted },
  );
  return pdf.save();
}
