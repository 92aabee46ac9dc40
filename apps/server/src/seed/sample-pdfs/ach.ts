import { usDate } from '../format.js';
import { accent, muted, PdfCanvas } from './pdf-canvas.js';
import type { PdfAddress } from './types.js';

export interface AchPdf {
  /** The company that will pay by ACH; the form is its own. */
  payor: PdfAddress;
  payee: PdfAddress & { taxId: string; number: string };
  authorizationType: string;
  bank: PdfAddress;
  routingNumber: string;
  accountNumber: string;
  accountType: string;
  effectiveDate: string;
  remittanceEmail: string;
  signer: { name: string; title: string };
  signatureDate: string;
}

/** A payor's ACH credit enrolment form, completed and signed by the payee. */
export async function achPdf(a: AchPdf): Promise<Uint8Array> {
  const pdf = await PdfCanvas.create({
    title: `ACH Authorization ${a.payee.name}`,
    author: a.payee.name,
    subject: `ACH credit authorization for ${a.payor.name}`,
    date: a.signatureDate,
  });
  pdf.letterhead(a.payor.name, a.payor.addressLines);
  pdf.text('ACH / DIRECT DEPOSIT', 564, 60, { size: 16, font: 'bold', align: 'right', color: accent });
  pdf.text('AUTHORIZATION AGREEMENT', 564, 78, { size: 16, font: 'bold', align: 'right', color: accent });

  ['New Enrollment', 'Change of Account', 'Cancellation'].forEach((t, i) => {
    pdf.checkbox(t, t === a.authorizationType, 48 + i * 150, 130, 9);
  });

  const section = (title: string, y: number) => {
    pdf.box(48, y, 516, 16, { fill: true, border: false });
    pdf.text(title, 54, y + 12, { size: 10, font: 'bold' });
  };
  section('Payee Information', 150);
  pdf.fields(
    [
      ['Payee Name', a.payee.name],
      ['Address', a.payee.addressLines.join(', ')],
      ['Tax ID', a.payee.taxId],
      ['Owner / Vendor #', a.payee.number],
      ['Remittance E-mail', a.remittanceEmail],
    ],
    54,
    184,
    112,
  );
  section('Financial Institution', 266);
  pdf.fields(
    [
      ['Bank Name', a.bank.name],
      ['Bank Address', a.bank.addressLines.join(', ')],
      ['Routing Number', a.routingNumber],
      ['Account Number', a.accountNumber],
      ['Effective Date', usDate(a.effectiveDate)],
    ],
    54,
    300,
    112,
  );
  pdf.text('Account Type', 54, 382, { size: 9.5, font: 'bold' });
  ['Checking', 'Savings'].forEach((t, i) => pdf.checkbox(t, t === a.accountType, 166 + i * 90, 382, 9));

  section('Authorization', 404);
  const y = pdf.paragraph(
    `I (we) hereby authorize ${a.payor.name} to initiate credit entries, and to initiate adjustments for any credit entries made in error, to the account indicated above at the financial institution named above. This authority remains in full force and effect until ${a.payor.name} has received written notification from me (us) of its termination in such time and manner as to afford a reasonable opportunity to act on it. Please attach a voided check or a bank letter confirming the account.`,
    54,
    434,
    504,
    { size: 8.5 },
  );
  const sy = y + 46;
  pdf.text(a.signer.name, 58, sy - 6, { size: 18, font: 'signature', color: accent });
  pdf.line(54, sy, 300, sy);
  pdf.text(`Authorized Signature - ${a.signer.name}, ${a.signer.title}`, 54, sy + 12, { size: 8, color: muted });
  pdf.text(usDate(a.signatureDate), 380, sy - 4, { size: 10.5 });
  pdf.line(376, sy, 560, sy);
  pdf.text('Date', 376, sy + 12, { size: 8, color: muted });
  return pdf.save();
}
