import { LegalDocumentType, type LegalDocument } from '@docvue/contracts';

/** An ISO date `days` from today (negative: in the past). */
export function isoDaysFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** One of the company's documents as the server presents it. */
export function legalDocument(id: number, extra: Partial<LegalDocument> = {}): LegalDocument {
  const typeId = extra.legalDocumentTypeId ?? LegalDocumentType.W9;
  const shared = (extra.privacySettingId ?? 1) === 2;
  return {
    id,
    legalDocumentTypeId: typeId,
    legalDocumentTypeName: typeId === LegalDocumentType.W9 ? 'W9' : 'Insurance Certificate',
    privacySettingId: 1,
    privacySettingName: shared ? 'Shared with partners' : 'Private',
    isActive: true,
    fileName: typeId === LegalDocumentType.W9 ? 'w9-2026.pdf' : 'coi-2026.pdf',
    fileSize: 48_000,
    // Noon UTC: the same calendar day in every time zone the tests run in.
    insertDate: '2026-03-05T12:00:00.000Z',
    expiresOn: null,
    w9: null,
    selectedParties: [],
    companyId: 2,
    companyName: 'Red Mesa Energy Partners',
    ...extra,
  };
}

export const connectedParty = (id: number, name: string) => ({
  id,
  name,
  number: `P-${id}`,
  partyTypeName: 'Vendor',
});

export const connectedPartiesReply = (parties: ReturnType<typeof connectedParty>[]) => ({
  body: { items: parties, totalRecords: parties.length, pageSize: 100 },
});

/** The snackbar's warning (an alert that stays open) holding a text. */
export const warningWith = (text: string) => {
  const alert = document.querySelector(`.MuiAlert-colorWarning`);
  return alert?.textContent?.includes(text) ? alert : null;
};
