import { z } from 'zod';
import { wholeNumber } from './common.js';
import { fieldWarning, uploadResponse } from './documents.js';

/**
 * The `pidxUploadData` part of `POST /documents/pidx` (optional): the receiving party when the
 * sender chose it (the web's Send dialog); without it, the PIDX partner identifiers choose it.
 */
export const pidxUploadData = z.object({
  receivingPartyId: wholeNumber((n) => n.positive()).nullish(),
  batchName: z.string().trim().max(100).nullish(),
});
export type PidxUploadData = z.infer<typeof pidxUploadData>;

/** The new AR invoice, and the warnings kept on its fields (totals that do not reconcile). */
export const pidxUploadResponse = uploadResponse.extend({
  /** The PIDX dialect the invoice was read as: its namespace and version. */
  dialect: z.string(),
  warnings: z.array(fieldWarning),
});
export type PidxUploadResponse = z.infer<typeof pidxUploadResponse>;

/** The largest PIDX XML the intake reads (a 5,000-line invoice is about 2.5 MB). */
export const pidxXmlMaxBytes = 5 * 1024 * 1024;

/**
 * What `POST /documents/:id/pidx/response` did with the InvoiceResponse: the decision it read,
 * whether it changed the document (`applied`: false for Pending, and for an Accept of an invoice
 * already approved or paid), and the document's status after it.
 */
export const pidxDecisionResponse = z.object({
  documentId: z.number().int(),
  decision: z.enum(['Accept', 'Pending', 'Reject']),
  applied: z.boolean(),
  routeStatusId: z.number().int().nullable(),
  routeStatus: z.string(),
});
export type PidxDecisionResponse = z.infer<typeof pidxDecisionResponse>;
