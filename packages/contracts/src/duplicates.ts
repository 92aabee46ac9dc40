import { z } from 'zod';

/**
 * Another document (earlier or later) that looks like the same invoice (docs/design.md §8): the same sender's
 * invoice number once case, spaces, dashes and leading zeros are set aside, or the same amount,
 * invoice date and PO. Only documents the caller's company may open are ever named.
 */
export const duplicateMatch = z.enum(['invoiceNumber', 'amountDatePo']);
export type DuplicateMatch = z.infer<typeof duplicateMatch>;

export const possibleDuplicate = z.object({
  documentId: z.number().int(),
  /** The earlier document's number as written on it. */
  documentNumber: z.string().nullable(),
  routeStatusId: z.number().int().nullable(),
  status: z.string().nullable(),
  /**
   * When it took the status named (issue 40): a paid copy's time of Paid, a sent one's send, a
   * draft's upload.
   */
  date: z.string(),
  /** Whether it was uploaded before this document or after it: the warning says 'an earlier' or 'a later document'. */
  relation: z.enum(['earlier', 'later']),
  matchedOn: z.array(duplicateMatch),
});
export type PossibleDuplicate = z.infer<typeof possibleDuplicate>;

export const possibleDuplicatesResponse = z.object({ items: z.array(possibleDuplicate) });

/** The header an API upload may carry so that a retried request creates nothing twice. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
