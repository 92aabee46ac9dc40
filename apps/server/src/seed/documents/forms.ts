import { DocumentTemplate } from '@docvue/contracts';
import { AchKeys as ACH, Form1099Keys as F, W9Keys as W9 } from '../../modules/document-types/index.js';
import { cityLine, demoCompany } from '../demo-data/companies.js';
import { demoParty } from '../demo-data/parties.js';
import { demo1099s, demoAch, demoW9, type Form1099Spec } from '../demo-data/revenue-documents.js';
import { demoUsers, uploaderOf } from '../demo-data/users.js';
import { addDays, centsToAmount, isoDate, percentOfCents, toCents } from '../format.js';
import { achPdf } from '../sample-pdfs/ach.js';
import { form1099Pdf } from '../sample-pdfs/form-1099.js';
import { w9Pdf } from '../sample-pdfs/w9.js';
import { companyAddress, partyAddress, slug, timeline, type DemoDocument } from './demo-document.js';

/** "73-6201458" → "XX-XXX1458": payers print only the last four digits of a recipient's TIN. */
function maskTin(tin: string): string {
  return `XX-XXX${tin.replace(/\D/g, '').slice(-4)}`;
}

function form1099(now: Date, spec: Form1099Spec): DemoDocument {
  const times = timeline(now, spec);
  const payer = companyAddress(spec.sender);
  const recipient = demoParty(spec.sender, 'cimarron');
  const taxYear = String(now.getUTCFullYear() - 1);
  const stateTaxWithheld = centsToAmount(percentOfCents(toCents(spec.royalties), spec.stateTaxPercent));
  const zero = '0.00';
  const values = {
    formType: '1099-MISC',
    taxYear,
    accountNumber: recipient.number,
    rents: zero,
    royalties: spec.royalties,
    otherIncome: zero,
    federalIncomeTaxWithheld: zero,
    state: spec.state,
    stateTaxWithheld,
  };
  return {
    ref: spec.ref,
    templateId: DocumentTemplate.Form1099,
    sender: spec.sender,
    to: 'cimarron',
    status: spec.status,
    fileName: `1099-MISC ${taxYear} ${recipient.number}.pdf`,
    uploadedBy: uploaderOf(spec.sender).email,
    ...times,
    metadata: {
      [F.formType]: values.formType,
      [F.taxYear]: taxYear,
      [F.payer]: payer.name,
      [F.payerTin]: payer.taxNumber,
      [F.recipient]: recipient.name,
      [F.recipientTin]: maskTin(recipient.taxIdentifier),
      [F.accountNumber]: values.accountNumber,
      [F.rents]: values.rents,
      [F.royalties]: values.royalties,
      [F.otherIncome]: values.otherIncome,
      [F.federalIncomeTaxWithheld]: values.federalIncomeTaxWithheld,
      [F.state]: values.state,
      [F.stateTaxWithheld]: stateTaxWithheld,
    },
    lineItems: [],
    renderPdf: () =>
      form1099Pdf({
        ...values,
        payer: { ...payer, tin: payer.taxNumber },
        recipient: { ...partyAddress(spec.sender, 'cimarron'), tin: maskTin(recipient.taxIdentifier) },
        statePayerNumber: spec.statePayerNumber,
        issueDate: isoDate(times.createdAt),
      }),
  };
}

/** Permian Basin Oilfield Services' W-9, sent to Red Mesa when it was set up as a vendor. */
function w9(now: Date): DemoDocument {
  const times = timeline(now, demoW9);
  const vendor = demoCompany('permian');
  const signer = demoUsers.find((u) => u.email === `admin@${vendor.domain}`)!;
  const signatureDate = addDays(isoDate(times.createdAt), -1);
  const classification = 'Limited liability company';
  return {
    ref: demoW9.ref,
    templateId: DocumentTemplate.W9,
    sender: 'permian',
    to: 'redmesa',
    status: demoW9.status,
    fileName: `W-9 ${slug(vendor.legalName)}.pdf`,
    uploadedBy: uploaderOf('permian').email,
    ...times,
    metadata: {
      [W9.name]: vendor.legalName,
      [W9.taxClassification]: classification,
      [W9.tinType]: 'EIN',
      [W9.tin]: vendor.taxNumber,
      [W9.addressLineOne]: vendor.addressLineOne,
      [W9.city]: vendor.city,
      [W9.state]: vendor.state,
      [W9.zipCode]: vendor.zipCode,
      [W9.signatureDate]: signatureDate,
    },
    lineItems: [],
    renderPdf: () =>
      w9Pdf({
        name: vendor.legalName,
        businessName: '',
        taxClassification: classification,
        exemptPayeeCode: '',
        addressLineOne: vendor.addressLineOne,
        cityStateZip: cityLine(vendor),
        requester: partyAddress('permian', 'redmesa'),
        tinType: 'EIN',
        tin: vendor.taxNumber,
        signatureName: `${signer.firstName} ${signer.lastName}`,
        signatureDate,
      }),
  };
}

/** Cimarron Royalty Trust's direct-deposit enrolment with Red Mesa, to its account at First Plains. */
function ach(now: Date): DemoDocument {
  const times = timeline(now, demoAch);
  const trust = demoCompany('cimarron');
  const bank = demoParty('cimarron', 'firstplains');
  const payorEntry = demoParty('redmesa', 'cimarron');
  const signer = demoUsers.find((u) => u.email === `admin@${trust.domain}`)!;
  const signatureDate = addDays(isoDate(times.createdAt), -2);
  const effectiveDate = addDays(signatureDate, 14);
  const remittanceEmail = `royalties@${trust.domain}`;
  return {
    ref: demoAch.ref,
    templateId: DocumentTemplate.ACH,
    sender: 'cimarron',
    to: 'redmesa',
    status: demoAch.status,
    fileName: `ACH authorization ${slug(trust.legalName)}.pdf`,
    uploadedBy: uploaderOf('cimarron').email,
    ...times,
    metadata: {
      [ACH.authorizationType]: 'New Enrollment',
      [ACH.payeeName]: trust.legalName,
      [ACH.bank]: bank.name,
      [ACH.routingNumber]: demoAch.routingNumber,
      [ACH.accountNumber]: demoAch.accountNumber,
      [ACH.accountType]: demoAch.accountType,
      [ACH.effectiveDate]: effectiveDate,
      [ACH.remittanceEmail]: remittanceEmail,
    },
    lineItems: [],
    renderPdf: () =>
      achPdf({
        payor: companyAddress('redmesa'),
        payee: { ...companyAddress('cimarron'), taxId: trust.taxNumber, number: payorEntry.number },
        authorizationType: 'New Enrollment',
        bank: partyAddress('cimarron', 'firstplains'),
        routingNumber: demoAch.routingNumber,
        accountNumber: demoAch.accountNumber,
        accountType: demoAch.accountType,
        effectiveDate,
        remittanceEmail,
        signer: { name: `${signer.firstName} ${signer.lastName}`, title: signer.title },
        signatureDate,
      }),
  };
}

export function buildForms(now: Date): DemoDocument[] {
  return [...demo1099s.map((s) => form1099(now, s)), w9(now), ach(now)];
}
