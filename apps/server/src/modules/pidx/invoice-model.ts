import type { RejectionReasonCode } from '@docvue/contracts';

/** A partner of the invoice: its role (Seller, BillTo, SoldTo, RemitTo, Payer …) and identifiers. */
export interface PidxPartner {
  role: string;
  /** By indicator (DUNSNumber, AssignedByBuyer, AssignedBySeller, FederalTaxID …) → value. */
  identifiers: { indicator: string; value: string }[];
  name?: string;
  address?: string;
}

/** References of the header or of a line: AFENumber, CostCenter, OperatorGeneralLedgerCode, … Other. */
export interface PidxReferences {
  afe?: string;
  costCenter?: string;
  accountCode?: string;
  well?: string;
  /** Other references, as "Indicator: value (description)", kept in the remarks. */
  others: string[];
}

export interface PidxLine {
  /** 1-based position in the file (the line the document shows). */
  position: number;
  path: string;
  lineItemNumber?: string;
  description?: string;
  quantity?: string;
  unit?: string;
  unitPrice?: string;
  /** The amount the file states, else quantity × unit price. */
  amount: string;
  statedAmount: boolean;
  tax?: string;
  references: PidxReferences;
}

/** A PIDX Invoice as read: values as the document keeps them (ISO dates, decimal amounts). */
export interface PidxInvoice {
  kind: 'Invoice';
  dialect: string;
  invoiceNumber: string;
  invoiceDate: string;
  invoiceType: 'ProductOrService' | 'CreditMemo' | 'DebitMemo';
  dueDate?: string;
  serviceStart?: string;
  serviceEnd?: string;
  poNumber?: string;
  fieldTickets: string[];
  paymentTerms?: string;
  comment?: string;
  partners: PidxPartner[];
  references: PidxReferences;
  lines: PidxLine[];
  summary: {
    declaredLineCount?: number;
    total: string;
    subtotal?: string;
    tax?: string;
    /** Charges (positive) and allowances (negative) of the summary, with their descriptions. */
    charges: { description: string; amount: string }[];
  };
}

export type PidxStatus = 'Accept' | 'Pending' | 'Reject';

/** A PIDX InvoiceResponse as read or written. */
export interface PidxInvoiceResponse {
  kind: 'InvoiceResponse';
  dialect: string;
  invoiceNumber: string;
  invoiceDate?: string;
  status: PidxStatus;
  reasonCode?: RejectionReasonCode;
  comment?: string;
  /** Line-level statuses: the lines a rejection concerns. */
  lines: { lineItemNumber: number; status: PidxStatus; reasonCode?: RejectionReasonCode }[];
  /** Pointers (XPath) to the faulty elements: the fields a rejection concerns. */
  pointers: string[];
}
