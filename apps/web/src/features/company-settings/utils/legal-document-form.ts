import {
  LegalDocumentType,
  PrivacySetting,
  isIsoDate,
  legalDocumentMessages,
  legalDocumentTypeIds,
  type LegalDocument,
  type LegalDocumentDetailsBody,
  type LegalDocumentTypeId,
  type LegalDocumentUploadDetails,
  type PrivacySettingId,
} from '@docvue/contracts';
import { formResolver } from '@/lib/form-resolver';
import type { Control } from 'react-hook-form';
import { z } from 'zod';
import { legalFileProblem } from './legal-document-file';

/** What the form's inputs hold: selects and radios as text ('' for none), the chosen file. */
export interface LegalDocumentFormValues {
  legalDocumentTypeId: string;
  file: File | null;
  /**
   * Typed in the user's date format: ISO (YYYY-MM-DD) once it is a whole, real date, the text as
   * typed until then; '' for none (read from the certificate).
   */
  expiresOn: string;
  privacySettingId: string;
  isActive: boolean;
  /** The parties it is shared with (kept while Private is chosen, sent only when shared). */
  selectedParties: number[];
}

/**
 * The company document form's rules (docs/product/administration.md §5): a type is required, and a file on create, one
 * the server can read (PDF, PNG or JPEG, 5 MB, a name of 175 characters at most).
 */
export const legalDocumentFormSchema = (creating: boolean) =>
  z.object({
    legalDocumentTypeId: z
      .string()
      .refine((v) => legalDocumentTypeIds.includes(Number(v) as LegalDocumentTypeId), 'Required')
      .transform((v) => Number(v) as LegalDocumentTypeId),
    file: z
      .custom<File | null>((v) => v === null || v instanceof File)
      .superRefine((file, ctx) => {
        const problem = file ? legalFileProblem(file) : creating ? legalDocumentMessages.selectFile : null;
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    expiresOn: z
      .string()
      .trim()
      .refine((v) => v === '' || isIsoDate(v), 'Expiry Date must be a valid date'),
    privacySettingId: z
      .string()
      .transform((v) => (Number(v) === PrivacySetting.Shared ? PrivacySetting.Shared : PrivacySetting.Private)),
    isActive: z.boolean(),
    selectedParties: z.array(z.number().int()),
  });
export type LegalDocumentFormOutput = z.output<ReturnType<typeof legalDocumentFormSchema>>;
export type LegalDocumentFormControl = Control<LegalDocumentFormValues, unknown, LegalDocumentFormOutput>;

export const legalDocumentFormResolver = (creating: boolean) =>
  formResolver<LegalDocumentFormValues, LegalDocumentFormOutput>(legalDocumentFormSchema(creating));

export const newLegalDocumentValues = (): LegalDocumentFormValues => ({
  legalDocumentTypeId: '',
  file: null,
  expiresOn: '',
  privacySettingId: String(PrivacySetting.Private),
  isActive: true,
  selectedParties: [],
});

export const legalDocumentValues = (doc: LegalDocument): LegalDocumentFormValues => ({
  legalDocumentTypeId: String(doc.legalDocumentTypeId),
  file: null,
  expiresOn: doc.expiresOn ?? '',
  privacySettingId: String(doc.privacySettingId),
  isActive: doc.isActive,
  selectedParties: doc.selectedParties.map((p) => p.id),
});

/** What is saved: parties only when shared, an expiry only for an insurance certificate. */
export function detailsOf(values: LegalDocumentFormOutput): LegalDocumentDetailsBody {
  const shared = values.privacySettingId === PrivacySetting.Shared;
  const isCertificate = values.legalDocumentTypeId === LegalDocumentType.InsuranceCertificate;
  return {
    privacySettingId: values.privacySettingId as PrivacySettingId,
    isActive: values.isActive,
    selectedParties: shared ? values.selectedParties : [],
    expiresOn: isCertificate && values.expiresOn ? values.expiresOn : null,
  };
}

export const uploadDetailsOf = (values: LegalDocumentFormOutput): LegalDocumentUploadDetails => ({
  legalDocumentTypeId: values.legalDocumentTypeId,
  ...detailsOf(values),
});
