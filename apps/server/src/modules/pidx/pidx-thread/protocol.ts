import type { ErrorCodeValue } from '@docvue/contracts';
import type { PidxInvoice, PidxInvoiceResponse } from '../invoice-model.js';

/** A PIDX thread's answer: the file read, the refusal naming its fault, or what went wrong in our code. */
export type PidxThreadReply =
  | { read: PidxInvoice | PidxInvoiceResponse }
  | { refused: { code: ErrorCodeValue; message: string } }
  | { crashed: string };
