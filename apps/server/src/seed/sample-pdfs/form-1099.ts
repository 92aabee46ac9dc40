import { formatMoney, toCents } from '../format.js';
import { accent, muted, PdfCanvas } from './pdf-canvas.js';
import type { PdfAddress } from './types.js';

export interface Form1099Pdf {
  formType: string;
  taxYear: string;
  payer: PdfAddress & { phone: string; tin: string };
  recipient: PdfAddress & { tin: string };
  accountNumber: string;
  rents: string;
  royalties: string;
  otherIncome: string;
  federalIncomeTaxWithheld: string;
  state: string;
  statePayerNumber: string;
  stateTaxWithheld: string;
  /** The date it was issued, used as the file's date. */
  issueDate: string;
}

/** Copy B of an information return, laid out as the familiar grid of boxes. */
export async function form1099Pdf(f: Form1099Pdf): Promise<Uint8Array> {
  const pdf = await PdfCanvas.create({
    title: `Form ${f.formType} ${f.taxYear}`,
    author: f.payer.name,
    subject: `Form ${f.formType} for tax year ${f.taxYear} to ${f.recipient.name}`,
    date: f.issueDate,
  });
  const left = 40;
  const mid = 316;
  const right = 572;
  const box = (label: string, value: string, x: number, y: number, w: number, h: number, big = false) => {
    pdf.box(x, y, w, h);
    pdf.text(label, x + 4, y + 10, { size: 6.5, color: muted });
    pdf.text(value, x + 6, y + (big ? 26 : 24), { size: big ? 11 : 10 });
  };

  pdf.text(`Form ${f.formType}`, left, 52, { size: 18, font: 'bold', color: accent });
  pdf.text('Miscellaneous Information', left + 160, 52, { size: 12, font: 'bold' });
  pdf.text(`Tax Year ${f.taxYear}`, right, 52, { size: 14, font: 'bold', align: 'right' });
  pdf.text('Copy B  For Recipient', right, 68, { size: 9, font: 'bold', align: 'right' });

  pdf.box(left, 84, mid - left, 92);
  pdf.text("PAYER'S name, street address, city or town, state, ZIP code, and telephone no.", left + 4, 93, {
    size: 6.5,
    color: muted,
  });
  pdf.lines([f.payer.name, ...f.payer.addressLines, f.payer.phone], left + 6, 108, { size: 9.5 });
  box("PAYER'S TIN", f.payer.tin, left, 176, (mid - left) / 2, 34);
  box("RECIPIENT'S TIN", f.recipient.tin, left + (mid - left) / 2, 176, (mid - left) / 2, 34);
  pdf.box(left, 210, mid - left, 84);
  pdf.text("RECIPIENT'S name and address", left + 4, 219, { size: 6.5, color: muted });
  pdf.lines([f.recipient.name, ...f.recipient.addressLines], left + 6, 236, { size: 9.5 });
  box('Account number (see instructions)', f.accountNumber, left, 294, mid - left, 34);

  const half = (right - mid) / 2;
  const dollars = (s: string) => `$ ${formatMoney(toCents(s))}`;
  box('1 Rents', dollars(f.rents), mid, 84, half, 46, true);
  box('2 Royalties', dollars(f.royalties), mid, 130, half, 46, true);
  box('3 Other income', dollars(f.otherIncome), mid, 176, half, 46, true);
  box('4 Federal income tax withheld', dollars(f.federalIncomeTaxWithheld), mid + half, 176, half, 46, true);
  pdf.box(mid + half, 84, half, 92);
  pdf.paragraph(
    'This is important tax information and is being furnished to the IRS. If you are required to file a return, a negligence penalty or other sanction may be imposed on you if this income is taxable and the IRS determines that it has not been reported.',
    mid + half + 6,
    98,
    half - 12,
    { size: 6.5, color: muted },
  );
  box('16 State tax withheld', dollars(f.stateTaxWithheld), mid, 222, half, 40);
  box("17 State/Payer's state no.", `${f.state}  ${f.statePayerNumber}`, mid + half, 222, half, 40);
  box('18 State income', dollars(f.royalties), mid, 262, half, 40);

  pdf.text(
    `Form ${f.formType} (keep for your records)    www.irs.gov/Form1099MISC    Department of the Treasury - Internal Revenue Service`,
    left,
    350,
    { size: 7, color: muted },
  );
  pdf.paragraph(
    `Royalties reported in box 2 are your share of oil and gas production proceeds paid by ${f.payer.name} during ${f.taxYear}, before deduction of severance taxes. Direct questions to Owner Relations at ${f.payer.phone}.`,
    left,
    380,
    right - left,
    { size: 8.5 },
  );
  return pdf.save();
}
