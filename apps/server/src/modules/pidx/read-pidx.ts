import type { PidxInvoice, PidxInvoiceResponse } from './invoice-model.js';
import { dialectOf } from './dialects.js';
import { pidxProblem } from './pidx-problem.js';
import { readInvoice } from './read-invoice.js';
import { readInvoiceResponse } from './read-invoice-response.js';
import { readXmlTree } from './xml-tree.js';

/** A PIDX file: an Invoice or an InvoiceResponse, in any of the dialects read (docs/design.md §9). */
export function readPidx(bytes: Buffer): PidxInvoice | PidxInvoiceResponse {
  const root = readXmlTree(bytes);
  const dialect = dialectOf(bytes.toString('utf8', 0, Math.min(bytes.length, 64 * 1024)), root);
  const name = root.name.toLowerCase();
  if (name === 'invoice') return readInvoice(root, dialect);
  if (name === 'invoiceresponse') return readInvoiceResponse(root, dialect);
  throw pidxProblem(`/${root.name}`, 'the root element must be Invoice or InvoiceResponse');
}

/** A PIDX Invoice, or the error saying what the file is instead. */
export function invoiceOnly(read: PidxInvoice | PidxInvoiceResponse): PidxInvoice {
  if (read.kind !== 'Invoice') throw pidxProblem(`/${read.kind}`, 'this call takes an Invoice');
  return read;
}

/** A PIDX Invoice read here, on the calling thread (the intake reads through read-pidx-in-thread.ts). */
export const readPidxInvoice = (bytes: Buffer): PidxInvoice => invoiceOnly(readPidx(bytes));
