import { idParams } from '../common.js';
import { transitions } from '../life-cycle.js';
import { limits } from '../limits.js';
import { pidxDecisionResponse, pidxUploadData, pidxUploadResponse, pidxXmlMaxBytes } from '../pidx.js';
import { defineRoutes } from './define.js';
import { documentChange } from './documents.js';

const tags = ['pidx'];
const document = { 'params.id': 'document' } as const;

/**
 * PIDX (Petroleum Industry Data Exchange) in and out, under paths that contain `pidx` so an
 * integrator finds them (issue 29; docs/design.md §9).
 */
export const pidxRoutes = defineRoutes({
  receivePidxInvoice: {
    method: 'POST',
    path: '/documents/pidx',
    summary: 'Receives a PIDX Invoice (XML) as a new AR invoice, with its PDF or with one rendered from the data',
    description:
      'Multipart: optionally `pidxUploadData` (JSON: receivingPartyId, batchName) first, then the PIDX Invoice XML as the first file and optionally its PDF as the second. Namespaces pidXML v1.0 and 1.2, PIDX 1.61 and 1.62 are read. Without receivingPartyId the invoice goes to the connected party its partner identifiers name (docs/design.md §9). Errors name the element path and the rule broken; totals that do not reconcile are kept as field warnings.',
    tags,
    permission: 'workWithDocuments',
    multipart: true,
    maxUploadBytes: pidxXmlMaxBytes + limits.documentUploadMaxBytes,
    // An ERP's batch is a few invoices a minute; each file is read and measured (issue 39).
    rateLimits: [{ max: 300, perMinutes: 10, per: 'company' }],
    form: { name: 'pidxUploadData', schema: pidxUploadData },
    ids: { 'form.receivingPartyId': 'party' },
    response: pidxUploadResponse,
    status: 201,
    changes: [...documentChange, 'documentPages'],
  },
  getPidxInvoice: {
    method: 'GET',
    path: '/documents/:id/pidx',
    summary: 'The AR invoice as a PIDX 1.62 Invoice (XML download)',
    tags,
    params: idParams,
    ids: document,
    response: 'file',
    reads: 'documents',
  },
  getPidxInvoiceResponse: {
    method: 'GET',
    path: '/documents/:id/pidx/response',
    summary: "The receiver's latest decision on the AR invoice as a PIDX 1.62 InvoiceResponse (XML download)",
    description:
      'Received and Approved answer Accept, Paid Accept with the payment note, Rejected Reject with its reason code, lines and comment; Sent (not yet opened) answers Pending.',
    tags,
    params: idParams,
    ids: document,
    response: 'file',
    reads: 'documents',
  },
  receivePidxInvoiceResponse: {
    method: 'POST',
    path: '/documents/:id/pidx/response',
    summary: "The receiver's ERP sends its decision on the AR invoice as a PIDX InvoiceResponse (XML)",
    description:
      "Multipart: the InvoiceResponse XML as the file (the same dialects as the intake). Its InvoiceNumber must be the invoice's. Accept approves (an invoice already approved or paid answers as it is); Reject rejects with the reason code, the rejected lines and the fields its pointers name, its comment as the reason; Pending changes nothing. Each decision goes through the same status machine as the approve and reject calls. Takes an `Idempotency-Key` (docs/design.md §9).",
    tags,
    permission: transitions.approve.permission,
    params: idParams,
    ids: document,
    multipart: true,
    maxUploadBytes: pidxXmlMaxBytes,
    rateLimits: [{ max: 300, perMinutes: 10, per: 'company' }],
    response: pidxDecisionResponse,
    changes: documentChange,
  },
});
