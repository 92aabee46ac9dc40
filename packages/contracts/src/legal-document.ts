import { z } from 'zod';
import { id, wholeNumber } from './common.js';
import { isIsoDate } from './dates.js';

/**
 * Company documents (docs/product/administration.md §2 "Company documents", §3 "Legal document", §4, §8):
 * the company's own W-9 and insurance certificate, private or shared with chosen connected
 * partners, who read and download them from the company's party page.
 */
export const LegalDocumentType = { W9: 1, InsuranceCertificate: 2 } as const;
export type LegalDocumentTypeId = (typeof LegalDocumentType)[keyof typeof LegalDocumentType];
export const legalDocumentTypeIds = Object.values(LegalDocumentType) as LegalDocumentTypeId[];
export const legalDocumentTypeNames: Record<LegalDocumentTypeId, string> = {
  1: 'W9',
  2: 'Insurance Certificate',
};

export const PrivacySetting = { Private: 1, Shared: 2 } as const;
export type PrivacySettingId = (typeof PrivacySetting)[keyof typeof PrivacySetting];
export const privacySettingNames: Record<PrivacySettingId, string> = {
  1: 'Private',
  2: 'Shared with partners',
};

/** The spec's words (docs/product/administration.md §5, §8), typos included. */
export const legalDocumentMessages = {
  uploaded: 'Successfully uploaded the document',
  saved: 'Successfully updated settings',
  deleted: 'Document Deleted',
  replaced: 'Successfuly replaced the document',
  extractFailed: 'The file was uploaded but extract data failed.',
  uploadFailed: 'Cannot upload this document, please contact support',
  replaceFailed: 'Cannot upload the new document. Contant support.',
  replaceActiveTitle: 'Replace existing document',
  confirmDelete: 'Confirm Delete, Are you sure?',
  selectFile: 'Please select a file',
} as const;

/** Days before an insurance certificate expires that the dashboard starts warning. */
export const certificateWarningDays = 30;

/** What was read from a W-9 (name, TIN, federal tax classification). */
export const w9Fields = z.object({
  name: z.string().nullable(),
  tin: z.string().nullable(),
  taxClassification: z.string().nullable(),
});
export type W9Fields = z.infer<typeof w9Fields>;

export const legalDocumentPartyRef = z.object({ id: z.number().int(), name: z.string(), number: z.string() });

export const legalDocument = z.object({
  id: z.number().int(),
  legalDocumentTypeId: z.number().int(),
  legalDocumentTypeName: z.string(),
  privacySettingId: z.number().int(),
  privacySettingName: z.string(),
  isActive: z.boolean(),
  fileName: z.string(),
  fileSize: z.number().int(),
  insertDate: z.string(),
  /** An insurance certificate's expiry (YYYY-MM-DD): typed, or read from the certificate. */
  expiresOn: z.string().nullable(),
  /** A W-9's fields as read from the file; null when nothing could be read. */
  w9: w9Fields.nullable(),
  /** The parties (connected partners) it is shared with; empty when private. Only for the owner. */
  selectedParties: z.array(legalDocumentPartyRef),
  /** The company the document belongs to (the caller's own, or the partner who shared it). */
  companyId: z.number().int(),
  companyName: z.string(),
});
export type LegalDocument = z.infer<typeof legalDocument>;

const isoDate = z
  .string()
  .trim()
  .refine(isIsoDate, 'Must be a date (YYYY-MM-DD)')
  .nullish()
  .transform((v) => v || null);

const legalDocumentTypeId = wholeNumber()
  .refine((n) => legalDocumentTypeIds.includes(n as LegalDocumentTypeId), 'Required')
  .transform((n) => n as LegalDocumentTypeId);
const privacySettingId = wholeNumber()
  .refine((n) => n === PrivacySetting.Private || n === PrivacySetting.Shared, 'Choose Private or Shared with partners')
  .transform((n) => n as PrivacySettingId);

/** What can change after upload (type and file are locked: docs/product/administration.md §5). */
export const legalDocumentDetailsBody = z.object({
  privacySettingId: privacySettingId.default(PrivacySetting.Private),
  isActive: z.boolean().default(true),
  selectedParties: z.array(id).max(10_000).default([]),
  expiresOn: isoDate,
});
export type LegalDocumentDetailsBody = z.input<typeof legalDocumentDetailsBody>;

/**
 * The `details` field of `POST /legaldocuments/upload` (JSON text in the multipart body,
 * before the file).
 */
export const legalDocumentUploadDetails = legalDocumentDetailsBody.extend({ legalDocumentTypeId });
export type LegalDocumentUploadDetails = z.input<typeof legalDocumentUploadDetails>;

/**
 * `POST /legaldocuments/search`: the company's own documents; with `partyId`, the documents
 * the party's company shares with this company (active ones only).
 */
export const legalDocumentSearchBody = z.object({
  partyId: id.optional(),
  legalDocumentTypeId: legalDocumentTypeId.optional(),
  isActive: z.boolean().optional(),
});
export const legalDocumentSearchResponse = z.object({ items: z.array(legalDocument) });

/** `GET /legaldocuments/expiring`: insurance certificates, own or shared by partners, near expiry. */
export const expiringCertificate = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  own: z.boolean(),
  expiresOn: z.string(),
  /** Negative once expired. */
  daysLeft: z.number().int(),
  /** The caller's party of the partner (to open its page); null for the company's own. */
  partyId: z.number().int().nullable(),
});
export type ExpiringCertificate = z.infer<typeof expiringCertificate>;
export const expiringCertificatesResponse = z.object({ items: z.array(expiringCertificate) });
