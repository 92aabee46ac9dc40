import { LegalDocumentType, PrivacySetting, type LegalDocumentTypeId, type W9Fields } from '@docvue/contracts';
import { insuranceCertificatePdf } from '../sample-pdfs/insurance-certificate.js';
import { w9Pdf } from '../sample-pdfs/w9.js';
import { demoCompany, type CompanyKey } from './companies.js';

/** An address set of the demo network: the owner's remit-to and tax addresses for some partners. */
export interface DemoAddressSet {
  owner: CompanyKey;
  name: string;
  code: string;
  payment: { addressee: string; lineOne: string; city: string; state: string; zipCode: string } | 'main';
  tax: { addressee: string; lineOne: string; city: string; state: string; zipCode: string } | 'main';
  /** Partner company keys (entries of the owner's book). */
  parties: CompanyKey[];
}

export const demoAddressSets: readonly DemoAddressSet[] = [
  {
    owner: 'permian',
    name: 'Midland Remit-To',
    code: 'MID-REMIT',
    payment: {
      addressee: 'PBOS Lockbox 4471',
      lineOne: 'PO Box 4471',
      city: 'Dallas',
      state: 'TX',
      zipCode: '75391-4471',
    },
    tax: 'main',
    parties: ['redmesa', 'bluecreek'],
  },
];

export interface DemoLegalDocument {
  owner: CompanyKey;
  type: LegalDocumentTypeId;
  fileName: string;
  /** Shared with these partners' entries, or private. */
  sharedWith: CompanyKey[];
  w9?: W9Fields;
  /** Days from the seed's date; the dashboard warns within 30. */
  expiresInDays?: number;
  renderPdf(now: Date): Promise<Uint8Array>;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (now: Date, days: number) => isoDay(new Date(now.getTime() + days * 86_400_000));

const permian = demoCompany('permian');
const redmesa = demoCompany('redmesa');
const addressOf = (c: typeof permian) => ({
  name: c.legalName,
  addressLines: [c.addressLineOne, `${c.city}, ${c.state} ${c.zipCode}`],
});

function w9Of(owner: CompanyKey): DemoLegalDocument {
  const c = demoCompany(owner);
  const w9 = { name: c.legalName, tin: c.taxNumber, taxClassification: 'Limited liability company' };
  return {
    owner,
    type: LegalDocumentType.W9,
    fileName: `W-9 ${c.legalName}.pdf`,
    sharedWith: owner === 'permian' ? ['redmesa', 'bluecreek'] : [],
    w9,
    renderPdf: (now) =>
      w9Pdf({
        ...w9,
        businessName: '',
        exemptPayeeCode: '',
        addressLineOne: c.addressLineOne,
        cityStateZip: `${c.city}, ${c.state} ${c.zipCode}`,
        requester: { name: '', addressLines: [] },
        tinType: 'EIN',
        tin: c.taxNumber,
        signatureName: c.legalName,
        signatureDate: addDays(now, -200),
      }),
  };
}

/** Permian's W-9 shared with its customers, its certificate about to expire (the dashboards warn), Red Mesa's W-9. */
export const demoLegalDocuments: readonly DemoLegalDocument[] = [
  w9Of('permian'),
  {
    owner: 'permian',
    type: LegalDocumentType.InsuranceCertificate,
    fileName: 'Certificate of Insurance - Permian Basin Oilfield Services.pdf',
    sharedWith: ['redmesa'],
    expiresInDays: 21,
    renderPdf: (now) =>
      insuranceCertificatePdf({
        issued: addDays(now, -344),
        producer: { name: 'Lone Star Risk Partners', addressLines: ['1700 Pacific Ave', 'Dallas, TX 75201'] },
        insured: addressOf(permian),
        holder: addressOf(redmesa),
        policies: [
          {
            type: 'Commercial General Liability',
            policyNumber: 'CGL-7781204',
            effective: addDays(now, -344),
            expires: addDays(now, 21),
            limit: '$2,000,000',
          },
          {
            type: 'Automobile Liability',
            policyNumber: 'AUT-5520981',
            effective: addDays(now, -344),
            expires: addDays(now, 21),
            limit: '$1,000,000',
          },
        ],
      }),
  },
  w9Of('redmesa'),
];

export const demoPrivacyOf = (d: DemoLegalDocument) =>
  d.sharedWith.length > 0 ? PrivacySetting.Shared : PrivacySetting.Private;
export { addDays as demoDayFrom };
