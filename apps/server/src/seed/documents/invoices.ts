import { DocumentTemplate } from '@docvue/contracts';
import { ArInvoiceColumns as C, ArInvoiceKeys as K } from '../../modules/document-types/index.js';
import { demoCompany } from '../demo-data/companies.js';
import { demoInvoices, type InvoiceSpec } from '../demo-data/invoices.js';
import { uploaderOf } from '../demo-data/users.js';
import { addDays, centsToAmount, isoDate, multiplyToCents, sumCents } from '../format.js';
import { arInvoicePdf } from '../sample-pdfs/ar-invoice.js';
import { companyAddress, partyAddress, timeline, type DemoDocument } from './demo-document.js';

const termDays = { 'Net 30': 30, 'Net 45': 45 } as const;

function invoiceDocument(now: Date, spec: InvoiceSpec): DemoDocument {
  const vendor = demoCompany('permian');
  const times = timeline(now, spec);
  const invoiceDate = isoDate(times.createdAt);
  const serviceDate = addDays(invoiceDate, -spec.serviceDaysBefore);
  const dueDate = addDays(invoiceDate, termDays[spec.terms]);
  const lines = spec.lines.map(([description, quantity, unitPrice, accountCode]) => ({
    description,
    quantity,
    unitPrice,
    amount: centsToAmount(multiplyToCents(quantity, unitPrice)),
    accountCode,
  }));
  const total = centsToAmount(sumCents(lines.map((l) => multiplyToCents(l.quantity, l.unitPrice))));
  const billTo = partyAddress('permian', spec.to);
  const orgUnit = vendor.orgUnits.find((o) => o.code === spec.orgUnit);
  if (!orgUnit) throw new Error(`permian has no org unit ${spec.orgUnit}`);

  const metadata: Record<string, string> = {
    [K.invoiceNumber]: spec.invoiceNumber,
    [K.invoiceDate]: invoiceDate,
    [K.serviceDate]: serviceDate,
    [K.dueDate]: dueDate,
    [K.purchaser]: billTo.name,
    [K.vendor]: vendor.legalName,
    [K.orgUnit]: orgUnit.name,
    [K.poNumber]: spec.poNumber,
    [K.fieldTicketNumber]: spec.fieldTicketNumber,
    [K.afe]: spec.afe,
    [K.paymentTerms]: spec.terms,
    [K.invoiceTotal]: total,
    [K.scanDate]: invoiceDate,
    ...(spec.remarks ? { [K.remarks]: spec.remarks } : {}),
  };
  return {
    ref: spec.ref,
    templateId: DocumentTemplate.ArInvoice,
    sender: 'permian',
    to: spec.to,
    status: spec.status,
    fileName: spec.fileName ?? `${spec.invoiceNumber}.pdf`,
    uploadedBy: uploaderOf('permian').email,
    ...times,
    metadata,
    lineItems: lines.map((l) => ({
      [C.description]: l.description,
      [C.quantity]: l.quantity,
      [C.unitPrice]: l.unitPrice,
      [C.amount]: l.amount,
      [C.afe]: spec.afe,
      [C.costCenter]: spec.costCenter,
      [C.accountCode]: l.accountCode,
      [C.well]: spec.well,
    })),
    renderPdf: () =>
      arInvoicePdf({
        vendor: companyAddress('permian'),
        billTo,
        invoiceNumber: spec.invoiceNumber,
        invoiceDate,
        dueDate,
        serviceDate,
        terms: spec.terms,
        poNumber: spec.poNumber,
        afe: spec.afe,
        fieldTicketNumber: spec.fieldTicketNumber,
        wellLease: spec.well,
        lines,
        total,
        ...(spec.remarks ? { remarks: spec.remarks } : {}),
      }),
    ...(spec.resubmittedAs ? { resubmittedAs: spec.resubmittedAs } : {}),
  };
}

export function buildInvoices(now: Date): DemoDocument[] {
  return demoInvoices.map((spec) => invoiceDocument(now, spec));
}
