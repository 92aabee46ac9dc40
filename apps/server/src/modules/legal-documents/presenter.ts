import {
  legalDocumentTypeNames,
  privacySettingNames,
  type LegalDocument,
  type LegalDocumentTypeId,
  type PrivacySettingId,
} from '@docvue/contracts';
import type { LegalDocumentRow } from './repository.js';

export function presentLegalDocument(
  row: LegalDocumentRow,
  companyName: string,
  selectedParties: LegalDocument['selectedParties'],
): LegalDocument {
  return {
    id: row.id,
    legalDocumentTypeId: row.legalDocumentTypeId,
    legalDocumentTypeName: legalDocumentTypeNames[row.legalDocumentTypeId as LegalDocumentTypeId] ?? '',
    privacySettingId: row.privacySettingId,
    privacySettingName: privacySettingNames[row.privacySettingId as PrivacySettingId] ?? '',
    isActive: row.isActive,
    fileName: row.fileName,
    fileSize: row.fileSize,
    insertDate: row.createdAt.toISOString(),
    expiresOn: row.expiresOn,
    w9: row.w9 ?? null,
    selectedParties,
    companyId: row.companyId,
    companyName,
  };
}
