import { z } from 'zod';
import { id, wholeNumber } from './common.js';
import { isIsoDate } from './dates.js';
import { toCents } from './money.js';
import { lineItemColumn, metadataDefinition } from './document-type.js';

/** The `fileUploadData` part of `POST /documents/upload` (docs/product/documents.md §7). */
export const fileUploadData = z.object({
  /** The network template id of the type (AR invoice 93, division order 87, …), as the list routes use. */
  documentTypeId: wholeNumber((n) => n.positive()).optional(),
  receivingPartyId: wholeNumber((n) => n.positive()).nullish(),
  /** With isAttachment: the document to attach to; without: the document whose file is replaced. */
  documentId: wholeNumber((n) => n.positive()).nullish(),
  isAttachment: z.coerce.boolean().optional().default(false),
  batchName: z.string().trim().max(100).nullish(),
  userId: wholeNumber().nullish(),
  folderId: wholeNumber().nullish(),
  numberOfDocuments: wholeNumber().nullish(),
  returnBeforeOcr: z.coerce.boolean().nullish(),
});
export type FileUploadData = z.infer<typeof fileUploadData>;

export const uploadResponse = z.object({
  documentId: z.number().int(),
  batchName: z.string().nullable(),
  /** Set for attachments. */
  attachmentId: z.number().int().nullable(),
  /** Set when the upload replaced the document's file (a temporary version until saved). */
  temporaryFileId: z.number().int().nullable(),
});
export type UploadResponse = z.infer<typeof uploadResponse>;

export const batchQuery = z.object({
  batchName: z.string().min(1).max(100),
  userId: wholeNumber().optional(),
});
export const batchResponse = z.array(z.number().int());

export const documentMetadataEntry = z.object({
  key: z.string(),
  name: z.string(),
  value: z.string().nullable(),
  lookupValue: z.object({ id: z.number().int(), lookupValue: z.string() }).nullable(),
  autoExtracted: z.boolean(),
  highlight: z.boolean(),
  isThirdParty: z.boolean(),
  metadataDefinition,
});
export type DocumentMetadataEntry = z.infer<typeof documentMetadataEntry>;

export const lineItemRow = z.record(z.string(), z.string().nullable());

export const documentSignature = z.object({
  userId: z.number().int(),
  imageAsBase64: z.string(),
  page: z.number().int(),
  area: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
});

/** What the caller may do with the document now; the UI shows exactly these. */
export const documentActions = z.object({
  edit: z.boolean(),
  send: z.boolean(),
  cancel: z.boolean(),
  resubmit: z.boolean(),
  replaceFile: z.boolean(),
  approve: z.boolean(),
  pay: z.boolean(),
  reject: z.boolean(),
  signAndReturn: z.boolean(),
  returnUnsigned: z.boolean(),
  addAttachment: z.boolean(),
});
export type DocumentActions = z.infer<typeof documentActions>;

/**
 * Actions the UI shows disabled rather than hides, with the reason it gives: Sign and Return and
 * Return Unsigned for a global user (docs/product/documents.md §4: 'The Return button is disabled for global
 * users'). Such an action is false in `actions`; the server refuses it too.
 */
export const disabledActions = z.partialRecord(documentActions.keyof(), z.string());
export type DisabledActions = z.infer<typeof disabledActions>;

/** The reason codes of a structured rejection: PIDX InvoiceResponse's, word for word. */
export const rejectionReasonCodes = ['Missing Content', 'Disputed Content', 'Routing Error', 'Other'] as const;
export const rejectionReasonCode = z.enum(rejectionReasonCodes);
export type RejectionReasonCode = z.infer<typeof rejectionReasonCode>;

/**
 * The spec's reject call, extended optionally (issue 29): besides the free-text reason, a reason code
 * and the line numbers (1-based, as on screen) and field keys the rejection concerns. A body with
 * only `reason` is the spec's call, unchanged.
 */
export const rejectBody = z.object({
  reason: z.string().trim().min(1, 'A reason is required').max(2000),
  reasonCode: rejectionReasonCode.optional(),
  lines: z
    .array(wholeNumber((n) => n.min(1).max(5000)))
    .max(5000)
    .optional(),
  fields: z.array(z.string().min(1).max(100)).max(500).optional(),
});
export type RejectBody = z.infer<typeof rejectBody>;

/** What a structured rejection says besides its reason. */
export const rejectionDetails = z.object({
  reasonCode: rejectionReasonCode,
  lines: z.array(z.number().int()),
  fields: z.array(z.string()),
});
export type RejectionDetails = z.infer<typeof rejectionDetails>;

/** One value as the rejected version had it and as the resubmission has it. */
export const valueChange = z.object({ key: z.string(), before: z.string().nullable(), after: z.string().nullable() });
export type ValueChange = z.infer<typeof valueChange>;

/**
 * One line of a resubmission against the rejected version: added (only on the resubmission),
 * removed (only on the rejected version) or changed (on both, other values). Its number on each
 * version, as on screen (1-based); its cells that differ, money (quantity, price, amount) first,
 * then the coding and the rest in the columns' order — every filled cell of an added or removed line.
 */
export const lineChange = z.object({
  kind: z.enum(['added', 'removed', 'changed']),
  before: z.number().int().nullable(),
  after: z.number().int().nullable(),
  changes: z.array(valueChange),
});
export type LineChange = z.infer<typeof lineChange>;

/**
 * Everything a resubmission changed against the rejected version (issue 40), money first: the
 * invoice total (null when unchanged; `difference` signed, '+150.00', when both are amounts), every
 * line added, removed or changed, every other header field that changed; and each line and field
 * the rejection named, answered (changed or removed) or not. `rejection` is null for a rejection
 * with a reason alone.
 */
export const resubmissionChanges = z.object({
  rejection: rejectionDetails.nullable(),
  total: valueChange.extend({ difference: z.string().nullable() }).nullable(),
  lines: z.array(lineChange),
  fields: z.array(valueChange),
  named: z.object({
    lines: z.array(z.object({ line: z.number().int(), answered: z.boolean() })),
    fields: z.array(z.object({ key: z.string(), answered: z.boolean() })),
  }),
});
export type ResubmissionChanges = z.infer<typeof resubmissionChanges>;

/** A warning on one field (or `lineItems`), shown to both sides: totals that do not reconcile, never corrected. */
export const fieldWarning = z.object({ key: z.string(), message: z.string() });
export type FieldWarning = z.infer<typeof fieldWarning>;

export const partyRef = z.object({
  id: z.number().int(),
  name: z.string(),
  number: z.string(),
  connectedCompanyId: z.number().int().nullable(),
});

export const documentResponse = z.object({
  id: z.number().int(),
  documentTypeId: z.number().int(),
  documentTypeTemplateId: z.number().int(),
  documentTypeName: z.string(),
  lineItemsEnabled: z.boolean(),
  routeStatusId: z.number().int().nullable(),
  routeStatus: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Which side the caller's company is on. */
  side: z.enum(['sender', 'receiver']),
  senderCompany: z.object({ id: z.number().int(), name: z.string() }),
  receiverCompany: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  receivingParty: partyRef.nullable(),
  fileName: z.string(),
  fileSize: z.number().int().nullable(),
  pageCount: z.number().int().nullable(),
  ocrStatus: z.string(),
  batchName: z.string().nullable(),
  hasTemporaryFile: z.boolean(),
  /** The replacement file waiting (its sender's viewer shows it as file 2), or null. */
  temporaryFileId: z.number().int().nullable(),
  /**
   * Whether the replacement's words are read (issue 28): its values and suggested rows are read
   * from it once 'done'; 'failed' when they could not be; null without a replacement.
   */
  temporaryFileOcrStatus: z.enum(['queued', 'done', 'failed']).nullable(),
  isRead: z.boolean(),
  latestVersionDocId: z.number().int().nullable(),
  previousVersionDocId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
  metadata: z.array(documentMetadataEntry),
  lineItemColumns: z.array(lineItemColumn),
  lineItems: z.array(lineItemRow),
  documentSignatures: z.array(documentSignature),
  rejectionReason: z.string().nullable(),
  /** The reason code, lines and fields of the latest rejection, when it gave them. */
  rejection: rejectionDetails.nullable().optional(),
  /** On a resubmission: everything it changed against the rejected version (issue 40). */
  resubmissionChanges: resubmissionChanges.nullable().optional(),
  /** Warnings kept on fields (a PIDX invoice whose totals do not reconcile). */
  fieldWarnings: z.array(fieldWarning).optional(),
  actions: documentActions,
  disabledActions,
});
export type DocumentResponse = z.infer<typeof documentResponse>;

export const documentQuery = z.object({
  includeMetadata: z.string().optional(),
  documentTypeId: z.string().optional(),
  includeRelatedDocuments: z.string().optional(),
  trackHistory: z.string().optional(),
  includeThirdPartyMetadata: z.string().optional(),
});

/**
 * Saving a document (`PUT /documents/{id}`): the metadata values and the full set of line
 * items. A value captured from the page may say where, so the region is learned.
 */
export const saveDocumentBody = z.object({
  metadata: z
    .array(
      z.object({
        key: z.string().min(1).max(100),
        value: z.string().max(10000).nullable(),
        autoExtracted: z.boolean().optional(),
        capturedRegion: z
          .object({
            page: z.number().int().min(1),
            x: z.number(),
            y: z.number(),
            width: z.number().min(0),
            height: z.number().min(0),
          })
          .optional(),
      }),
    )
    .max(500)
    .default([]),
  lineItems: z.array(lineItemRow).max(5000).optional(),
  receivingPartyId: z.number().int().positive().nullish(),
});
export type SaveDocumentBody = z.infer<typeof saveDocumentBody>;

export const validationProblem = z.object({
  error: z.object({ message: z.string(), code: z.string(), problems: z.array(z.string()).optional() }),
});

export const cancelPublishBody = z.object({ ids: z.array(id).min(1, 'Choose at least one document').max(1000) });

/**
 * The fields of an AR invoice that hold its payment, as Mark Paid records it (issue 40): read-only
 * fields both sides see on the invoice, in its list row and exports, and in the webhook's
 * document.status_changed to Paid (server `document-types/templates/ar-invoice.ts`).
 */
export const invoicePaymentKeys = { date: 'paidDate', amount: 'paidAmount', reference: 'paymentReference' } as const;

/** A payment as the webhook carries it: the date (ISO), the amount (decimal) and the reference. */
export const documentPayment = z.object({
  date: z.string().nullable(),
  amount: z.string().nullable(),
  reference: z.string().nullable(),
});
export type DocumentPayment = z.infer<typeof documentPayment>;

/**
 * `PUT /documents/{id}/pay`: when and how it was paid, as the vendor's remittance advice says it —
 * both optional (an ERP may send neither, and a call without a body is the spec's). A payment
 * date after today is refused: it records a payment made.
 */
export const payBody = z
  .object({
    paymentDate: z
      .string()
      .trim()
      .refine(isIsoDate, 'Must be a date (YYYY-MM-DD)')
      .refine((d) => d <= new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10), 'Must not be in the future')
      .optional(),
    reference: z.string().trim().max(100, 'At most 100 characters').optional(),
    /** The amount paid, when not the invoice total (a short payment, a deduction). */
    amount: z
      .string()
      .trim()
      .refine((a) => (toCents(a) ?? 0) > 0, 'Must be an amount above zero (1234.50)')
      .optional(),
  })
  // A call without a body (Fastify reads it as null) is the spec's: paid, nothing more said.
  .nullish();
export type PayBody = z.input<typeof payBody>;
/** The spec's words for signing (docs/product/documents.md §4). */
export const signingMessages = {
  placeSignature: 'Click and drag on the document to select the location of your signature.',
  useDesktop: 'Signing is not available on a phone. Please use a desktop computer to sign and return this document.',
  signatureRequired: 'Draw or choose a signature to sign with.',
  globalUser: 'Global users cannot sign or return documents.',
  outsidePage: 'The signature must be placed on the page.',
} as const;

/** The signature box a click places when the user does not drag (docs/product/documents.md §9). */
export const defaultSignatureBox = { width: 300, height: 200 } as const;

/**
 * `PUT /documents/{id}/return`: a division order back to its operator, signed (the signature
 * image stamped on `page` at `area`, in PDF points from the page's top-left) or unsigned.
 */
export const returnBody = z
  .object({
    signed: z.boolean(),
    signature: z
      .object({
        imageAsBase64: z.string().max(2_000_000),
        page: z.number().int().min(1).max(10_000),
        area: z.object({
          x: z.number().finite().min(0),
          y: z.number().finite().min(0),
          width: z.number().finite().positive().max(5000),
          height: z.number().finite().positive().max(5000),
        }),
      })
      .optional(),
    /** Why it goes back unsigned (optional): the operator reads it in the notification and history. */
    reason: z.string().trim().max(2000).optional(),
  })
  .refine((b) => !b.signed || b.signature !== undefined, {
    message: signingMessages.signatureRequired,
    path: ['signature'],
  });
export type ReturnBody = z.input<typeof returnBody>;

/** `GET /documents/{id}/verify`: whether the current file carries a seal that is intact. */
export const verificationResponse = z.object({
  /** The file carries a signature at all. */
  signed: z.boolean(),
  /** The signature matches the signed bytes and its certificate's key. */
  valid: z.boolean(),
  /** Nothing was added or changed after signing: the signature covers the whole file. */
  unchanged: z.boolean(),
  /** The certificate is this product's seal (not just any signer). */
  sealedByProduct: z.boolean(),
  /** The product's seal names this document as the one it was made for (a signed file of another document copied here does not). */
  sealedForThisDocument: z.boolean(),
  signer: z.string().nullable(),
  reason: z.string().nullable(),
  signedAt: z.string().nullable(),
  /** What a person should be told, in one sentence. */
  summary: z.string(),
});
export type VerificationResponse = z.infer<typeof verificationResponse>;

/** A seal a person can rely on: intact, over the whole file, by this product, for this document. */
export const sealIsIntact = (v: VerificationResponse): boolean =>
  v.signed && v.valid && v.unchanged && v.sealedByProduct && v.sealedForThisDocument;

export const resubmitQuery = z.object({ newVersion: z.string().optional() });

export const availabilityResponse = z.object({ available: z.boolean() });

export const documentVersion = z.object({
  id: z.number().int(),
  latestVersionDocId: z.number().int().nullable(),
  updateDate: z.string(),
  routeStatusId: z.number().int().nullable(),
  fileName: z.string(),
});
export const versionsResponse = z.array(documentVersion);

export const attachment = z.object({ id: z.number().int(), fileName: z.string(), fileSize: z.number().int() });
export const attachmentsResponse = z.array(attachment);

export const historyEntry = z.object({
  id: z.number().int(),
  objectId: z.number().int().nullable(),
  objectType: z.string(),
  objectName: z.string().nullable(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  rowNumber: z.number().int().nullable(),
  operation: z.object({ name: z.string(), categories: z.array(z.string()) }),
  updateUser: z.string().nullable(),
  updateDate: z.string(),
  hasHistoryDetails: z.boolean(),
  metadataTypeId: z.number().int().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;
export const historyResponse = z.array(historyEntry);
/**
 * Whether a document's history is as written (its hash chain recomputed); when not, the first
 * entry that does not match: it, or the entry before it, was changed, or an entry was removed.
 */
export const historyChainResponse = z.object({
  intact: z.boolean(),
  entryCount: z.number().int(),
  firstBrokenEntry: historyEntry.nullable(),
});
export type HistoryChainResponse = z.infer<typeof historyChainResponse>;
export const historyDetailsResponse = z.array(z.record(z.string(), z.unknown()));
export const rejectionReasonResponse = z.object({ reason: z.string().nullable() });
