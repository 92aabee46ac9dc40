import { usDate } from '../format.js';
import { accent, muted, PdfCanvas } from './pdf-canvas.js';
import type { PdfAddress } from './types.js';

export interface W9Pdf {
  name: string;
  businessName: string;
  taxClassification: string;
  exemptPayeeCode: string;
  addressLineOne: string;
  cityStateZip: string;
  requester: PdfAddress;
  tinType: 'EIN' | 'SSN';
  tin: string;
  signatureName: string;
  signatureDate: string;
}

const classifications = [
  'Individual/sole proprietor or single-member LLC',
  'C Corporation',
  'S Corporation',
  'Partnership',
  'Trust/estate',
  'Limited liability company',
  'Other',
];

/** Form W-9, filled in and signed by the payee. */
export async function w9Pdf(w: W9Pdf): Promise<Uint8Array> {
  const pdf = await PdfCanvas.create({
    title: `Form W-9 ${w.name}`,
    author: w.name,
    subject: 'Request for Taxpayer Identification Number and Certification',
    date: w.signatureDate,
  });
  pdf.text('Form W-9', 40, 52, { size: 20, font: 'bold', color: accent });
  pdf.text('(Rev. March 2024)', 40, 66, { size: 7.5, color: muted });
  pdf.text('Request for Taxpayer', 306, 46, { size: 13, font: 'bold', align: 'center' });
  pdf.text('Identification Number and Certification', 306, 62, { size: 13, font: 'bold', align: 'center' });
  pdf.text('Give form to the', 572, 46, { size: 7.5, font: 'bold', align: 'right' });
  pdf.text('requester. Do not', 572, 56, { size: 7.5, font: 'bold', align: 'right' });
  pdf.text('send to the IRS.', 572, 66, { size: 7.5, font: 'bold', align: 'right' });
  pdf.line(40, 76, 572, 76, 1.5);

  const line = (label: string, value: string, y: number, right = 572) => {
    pdf.text(label, 44, y, { size: 7, color: muted });
    pdf.text(value, 52, y + 14, { size: 10.5 });
    pdf.line(40, y + 20, right, y + 20, 0.5);
  };
  line('1 Name of entity/individual', w.name, 90);
  line('2 Business name/disregarded entity name, if different from above', w.businessName, 124);
  pdf.text(
    '3a Check the appropriate box for federal tax classification of the entity/individual whose name is entered on line 1.',
    44,
    158,
    { size: 7, color: muted },
  );
  classifications.forEach((c, i) => {
    pdf.checkbox(c, c === w.taxClassification, 52 + (i % 2) * 260, 176 + Math.floor(i / 2) * 15, 8);
  });
  line('4 Exemptions: Exempt payee code (if any)', w.exemptPayeeCode, 240);
  line('5 Address (number, street, and apt. or suite no.)', w.addressLineOne, 274, 350);
  line('6 City, state, and ZIP code', w.cityStateZip, 308, 350);
  pdf.line(350, 264, 350, 328, 0.5);
  pdf.text("Requester's name and address (optional)", 356, 274, { size: 7, color: muted });
  pdf.lines([w.requester.name, ...w.requester.addressLines], 362, 288, { size: 8.5 });

  pdf.box(40, 344, 532, 16, { fill: true, border: false });
  pdf.text('Part I    Taxpayer Identification Number (TIN)', 46, 356, { size: 10, font: 'bold' });
  pdf.text(w.tinType === 'SSN' ? 'Social security number' : 'Employer identification number', 360, 378, {
    size: 7.5,
    color: muted,
  });
  pdf.box(360, 384, 180, 22);
  pdf.text(w.tin, 450, 400, { size: 12, align: 'center' });
  pdf.paragraph(
    'Enter your TIN in the appropriate box. The TIN provided must match the name given on line 1 to avoid backup withholding.',
    46,
    382,
    290,
    { size: 8 },
  );

  pdf.box(40, 422, 532, 16, { fill: true, border: false });
  pdf.text('Part II    Certification', 46, 434, { size: 10, font: 'bold' });
  let y = pdf.paragraph(
    'Under penalties of perjury, I certify that: 1. The number shown on this form is my correct taxpayer identification number; and 2. I am not subject to backup withholding; and 3. I am a U.S. citizen or other U.S. person; and 4. The FATCA code(s) entered on this form (if any) indicating that I am exempt from FATCA reporting is correct.',
    46,
    454,
    520,
    { size: 8.5 },
  );
  y += 40;
  pdf.text('Sign Here', 46, y, { size: 10, font: 'bold' });
  pdf.text('Signature of U.S. person', 110, y, { size: 7.5, color: muted });
  pdf.text(w.signatureName, 210, y - 4, { size: 18, font: 'signature', color: accent });
  pdf.line(200, y + 4, 420, y + 4);
  pdf.text('Date', 440, y, { size: 7.5, color: muted });
  pdf.text(usDate(w.signatureDate), 470, y - 2, { size: 10.5 });
  pdf.line(465, y + 4, 572, y + 4);
  return pdf.save();
}
