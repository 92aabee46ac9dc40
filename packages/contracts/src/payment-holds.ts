import { z } from 'zod';

/**
 * Why an operator's payments to a royalty owner are held (issue 31, docs/design.md §7): what the
 * owner's home lists per operator, each reason with the action that clears it, and the statutory
 * clock of Texas Natural Resources Code §91.402–403 where it runs.
 */
export const PaymentHoldReason = {
  /** A division order the operator sent is not signed and returned. */
  UnsignedDivisionOrder: 'unsignedDivisionOrder',
  /** No W-9 reached the operator: none sent, none shared with it. */
  MissingW9: 'missingW9',
  /** The W-9 the operator has carries a TIN that is no TIN (identifiers.ts). */
  InvalidW9: 'invalidW9',
  /** No ACH authorization reached the operator. */
  MissingAch: 'missingAch',
} as const;
export type PaymentHoldReasonId = (typeof PaymentHoldReason)[keyof typeof PaymentHoldReason];

/** What clears a reason: sign a document, or send a W-9 or ACH form to the operator. */
export const PaymentHoldAction = { SignDocument: 'signDocument', SendW9: 'sendW9', SendAch: 'sendAch' } as const;
export type PaymentHoldActionId = (typeof PaymentHoldAction)[keyof typeof PaymentHoldAction];

/** A clause of a division order beyond the statutory form (§91.402(h)), with the sentence that holds it. */
export const extraClause = z.object({
  kind: z.enum(['indemnity', 'leaseAmendment', 'unitRatification', 'titleWarranty']),
  /** The kind in words ('Indemnity or hold-harmless', …). */
  label: z.string(),
  /** The sentence of the order, as read from its pages (at most 300 characters). */
  excerpt: z.string(),
});
export type ExtraClause = z.infer<typeof extraClause>;

/** A division order checked against the statute and the owner's statements, before signing. */
export const divisionOrderCheck = z.object({
  documentId: z.number().int(),
  divisionOrderNumber: z.string().nullable(),
  property: z.string().nullable(),
  /** The decimal interest on the order, as typed. */
  decimalInterest: z.string().nullable(),
  /** The distinct decimals on the owner's statements from the same operator for the same property. */
  statementDecimals: z.array(z.string()),
  /** Null when no statement of the property carries a decimal; otherwise whether all equal the order's. */
  decimalMatches: z.boolean().nullable(),
  /** False while the order's pages are not read yet (then extraClauses is empty because unknown). */
  textRead: z.boolean(),
  extraClauses: z.array(extraClause),
});
export type DivisionOrderCheck = z.infer<typeof divisionOrderCheck>;

export const paymentHold = z.object({
  reason: z.enum(Object.values(PaymentHoldReason) as [PaymentHoldReasonId, ...PaymentHoldReasonId[]]),
  /** The reason in a sentence, for the owner. */
  text: z.string(),
  /**
   * Whether §91.402–403 lets the operator withhold payment for it without interest: a signed
   * division order in the statutory form is a condition of payment (§91.402(c)); a W-9, ACH details
   * or clauses beyond the form are not reasons the statute names, so interest accrues past the due date.
   */
  withoutInterest: z.boolean(),
  action: z.object({
    kind: z.enum(Object.values(PaymentHoldAction) as [PaymentHoldActionId, ...PaymentHoldActionId[]]),
    label: z.string(),
    /** The document to sign (signDocument). */
    documentId: z.number().int().nullable(),
  }),
  /** For an unsigned division order: its check against the statute and the owner's statements. */
  divisionOrder: divisionOrderCheck.nullable(),
  /** The property it concerns, where the document names one (a division order's property). */
  property: z.string().nullable(),
  /**
   * Whether it holds a payment now: false when the operator has paid all the same (the property of
   * an unsigned division order on its statements' checks; for a W-9 or ACH details, any check).
   */
  holding: z.boolean(),
});
export type PaymentHold = z.infer<typeof paymentHold>;

/** The first payment an operator made the owner, as the owner's documents show it. */
export const firstPayment = z.object({
  /** check: the earliest check of the owner's statements; form1099: a 1099 of a year before any check received. */
  from: z.enum(['check', 'form1099']),
  /** YYYY-MM-DD of the check; null when only a 1099 shows it (paid in that year or before). */
  date: z.string().nullable(),
  taxYear: z.number().int(),
  checkNumber: z.string().nullable(),
  documentId: z.number().int(),
});
export type FirstPayment = z.infer<typeof firstPayment>;

/**
 * §91.402(a)–403: first payment due 120 days after the end of the month of first sale. The clock
 * starts with the first sale and ends with the first payment.
 */
export const statutoryClock = z.object({
  /**
   * YYYY-MM: the month of first sale, from the earliest owner statement received from the operator;
   * null when a 1099 shows payments from before every statement (the first sale is earlier than they tell).
   */
  firstSaleMonth: z.string().nullable(),
  /**
   * Where the month came from: the statement's sale month, a line's production date, or its date;
   * with no statement yet, a division order's effective date (the first production it pays for).
   */
  firstSaleFrom: z.enum(['saleMonth', 'productionDate', 'documentDate', 'effectiveDate']).nullable(),
  daysSinceFirstSale: z.number().int().nullable(),
  /** YYYY-MM-DD: the end of the month of first sale plus 120 days. */
  firstPaymentDue: z.string().nullable(),
  /** The first payment, which ends the clock; null while none is known. */
  firstPayment: firstPayment.nullable(),
  /** Days past the due date: at the first payment once made, else today (0 before it). */
  daysPastDue: z.number().int(),
  /** Unpaid, past due and held for at least one reason the statute does not allow without interest. */
  interestAccrues: z.boolean(),
});
export type StatutoryClock = z.infer<typeof statutoryClock>;

/** What an operator paid the owner: the checks of the owner statements received from it, per property. */
export const operatorPaid = z.object({
  checkCount: z.number().int(),
  /** The checks' net, as the statements' lines add up (the same figure as the owner's view and tie-out). */
  net: z.string(),
  lastCheck: z.object({ documentId: z.number().int(), checkNumber: z.string(), checkDate: z.string() }).nullable(),
  properties: z.array(
    z.object({
      property: z.string(),
      net: z.string(),
      checkCount: z.number().int(),
      lastCheckDate: z.string(),
    }),
  ),
  /** Tax years of the 1099s received from it that report royalties paid. */
  form1099Years: z.array(z.number().int()),
});
export type OperatorPaid = z.infer<typeof operatorPaid>;

export const operatorPaymentHolds = z.object({
  operatorCompanyId: z.number().int(),
  operatorName: z.string(),
  /** Null when no statement with a check and no 1099 says it paid. */
  paid: operatorPaid.nullable(),
  holds: z.array(paymentHold),
  /** Null when no owner statement from the operator says when the first sale was. */
  clock: statutoryClock.nullable(),
});
export type OperatorPaymentHolds = z.infer<typeof operatorPaymentHolds>;

/** `GET /owner/paymentHolds`: every operator that sent the owner a division order or statement and holds its payments. */
export const paymentHoldsResponse = z.object({ items: z.array(operatorPaymentHolds) });
export type PaymentHoldsResponse = z.infer<typeof paymentHoldsResponse>;

/** §91.402(a)(1): the first payment is due 120 days after the end of the month of first sale. */
export const firstPaymentDays = 120;

/**
 * A changed bank account on an ACH form takes effect this many hours after the form is sent, or
 * on its Effective Date when that is later (docs/design.md §7): time for the payee's administrators
 * and the previous contact, told at once, to stop a change they did not make.
 */
export const achChangeHoldHours = 72;
