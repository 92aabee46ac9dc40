import { usDate } from '../format.js';
import { accent, muted, PdfCanvas } from './pdf-canvas.js';
import type { PdfAddress } from './types.js';

export interface InsurancePolicy {
  type: string;
  policyNumber: string;
  /** YYYY-MM-DD */
  effective: string;
  /** YYYY-MM-DD */
  expires: string;
  limit: string;
}

export interface InsuranceCertificatePdf {
  issued: string;
  producer: PdfAddress;
  insured: PdfAddress;
  holder: PdfAddress;
  policies: InsurancePolicy[];
}

/** A certificate of liability insurance in the layout of ACORD 25: one row a policy, effective and expiry columns. */
export async function insuranceCertificatePdf(c: InsuranceCertificatePdf): Promise<Uint8Array> {
  const pdf = await PdfCanvas.create({
    title: `Certificate of Liability Insurance ${c.insured.name}`,
    author: c.producer.name,
    subject: 'Certificate of liability insurance',
    date: c.issued,
  });
  pdf.text('CERTIFICATE OF LIABILITY INSURANCE', 306, 52, { size: 15, font: 'bold', align: 'center', color: accent });
  pdf.text('DATE (MM/DD/YYYY)', 560, 40, { size: 7, color: muted, align: 'right' });
  pdf.text(usDate(c.issued), 560, 52, { size: 9.5, align: 'right' });
  pdf.paragraph(
    'THIS CERTIFICATE IS ISSUED AS A MATTER OF INFORMATION ONLY AND CONFERS NO RIGHTS UPON THE CERTIFICATE HOLDER.',
    48,
    76,
    516,
    { size: 7.5 },
  );
  pdf.text('PRODUCER', 48, 104, { size: 7, color: muted });
  pdf.lines([c.producer.name, ...c.producer.addressLines], 48, 116, { size: 9 });
  pdf.text('INSURED', 320, 104, { size: 7, color: muted });
  pdf.lines([c.insured.name, ...c.insured.addressLines], 320, 116, { size: 9 });
  pdf.text('COVERAGES', 48, 172, { size: 9, font: 'bold' });
  const end = pdf.table(
    48,
    182,
    [
      { header: 'TYPE OF INSURANCE', width: 150 },
      { header: 'POLICY NUMBER', width: 100 },
      { header: 'POLICY EFF', width: 78, align: 'center' },
      { header: 'POLICY EXP', width: 78, align: 'center' },
      { header: 'LIMITS', width: 110, align: 'right' },
    ],
    c.policies.map((p) => [p.type, p.policyNumber, usDate(p.effective), usDate(p.expires), p.limit]),
    8.5,
  );
  pdf.text('CERTIFICATE HOLDER', 48, end + 30, { size: 7, color: muted });
  pdf.lines([c.holder.name, ...c.holder.addressLines], 48, end + 42, { size: 9 });
  pdf.text('CANCELLATION', 320, end + 30, { size: 7, color: muted });
  pdf.paragraph(
    'SHOULD ANY OF THE ABOVE DESCRIBED POLICIES BE CANCELLED BEFORE THE EXPIRATION DATE THEREOF, NOTICE WILL BE DELIVERED IN ACCORDANCE WITH THE POLICY PROVISIONS.',
    320,
    end + 42,
    244,
    { size: 7.5 },
  );
  return pdf.save();
}
