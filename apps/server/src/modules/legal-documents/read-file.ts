import { LegalDocumentType, type LegalDocumentTypeId, type W9Fields } from '@docvue/contracts';
import { imageToPdf, type OcrEngine } from '../../ocr/index.js';
import type { PdfThreads } from '../../ocr/thread/pdf-threads.js';
import { readCertificateExpiry } from './read-certificate.js';
import { readW9 } from './read-w9.js';

export interface ReadResult {
  w9: W9Fields | null;
  expiresOn: string | null;
  /** The spec's "extract data failed": the fields that matter could not be read. */
  failed: boolean;
}

/** W-9s and ACORD certificates have their fields on the first page; a second covers long forms. */
const PAGES_READ = 2;

/**
 * Reads what the company document says: a W-9's name, TIN and classification; a certificate's
 * expiry (unless the user typed it). Unreadable files (damaged, or nothing found) are a failed
 * read, never an error: the file is kept and the user told.
 */
export async function readLegalDocument(
  bytes: Uint8Array,
  mimeType: string,
  type: LegalDocumentTypeId,
  reader: { pdf: PdfThreads; ocr: OcrEngine },
  typedExpiry: string | null,
): Promise<ReadResult> {
  if (type === LegalDocumentType.InsuranceCertificate && typedExpiry) {
    return { w9: null, expiresOn: typedExpiry, failed: false };
  }
  let pages;
  try {
    const pdf = mimeType === 'application/pdf' ? bytes : await imageToPdf(bytes, mimeType);
    // In a PDF thread: a hostile file fails this read (the spec's warning), not the process.
    pages = await reader.pdf.extract(pdf, { ocr: reader.ocr, maxPages: PAGES_READ });
  } catch {
    return { w9: null, expiresOn: null, failed: true };
  }
  if (type === LegalDocumentType.W9) {
    const w9 = readW9(pages);
    return { w9, expiresOn: null, failed: !w9.name || !w9.tin };
  }
  const expiresOn = readCertificateExpiry(pages);
  return { w9: null, expiresOn, failed: expiresOn === null };
}
