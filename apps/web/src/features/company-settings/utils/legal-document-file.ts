import { limits } from '@docvue/contracts';

/** The files a company document can be (docs/product/administration.md §5; the server reads PDFs and images). */
export const LEGAL_DOCUMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

export const FILE_TOO_LARGE = 'The file is larger than 5 MB.';

const readableName = /\.(pdf|png|jpe?g)$/i;
const readableType = new Set(['application/pdf', 'image/png', 'image/jpeg']);

/** Why a chosen file cannot be a company document, in the spec's words where it has them; null when it can. */
export function legalFileProblem(file: File): string | null {
  if (file.name.length > limits.fileNameMaxLength) return 'The file name is too long.';
  if (!readableName.test(file.name) && !readableType.has(file.type)) return 'Please select a PDF, PNG or JPEG file.';
  if (file.size > limits.legalDocumentMaxBytes) return FILE_TOO_LARGE;
  return null;
}
