import { ErrorCode } from '@docvue/contracts';
import { AppError } from '../lib/errors.js';

/** What a file is, decided by its first bytes — never by its name alone. */
export type FileKind =
  | { kind: 'pdf'; mimeType: 'application/pdf' }
  | { kind: 'image'; mimeType: 'image/png' | 'image/jpeg' }
  | { kind: 'office'; mimeType: string }
  | { kind: 'text'; mimeType: 'text/plain' | 'text/csv' };

const startsWith = (head: Buffer, bytes: number[]) => bytes.every((b, i) => head[i] === b);
const ext = (name: string) => name.toLowerCase().split('.').pop() ?? '';

const officeTypes: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
};

export function sniffFile(head: Buffer, fileName: string): FileKind | null {
  // PDF readers accept the header anywhere in the first KiB.
  if (head.subarray(0, 1024).includes('%PDF-')) return { kind: 'pdf', mimeType: 'application/pdf' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'image', mimeType: 'image/png' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { kind: 'image', mimeType: 'image/jpeg' };
  const e = ext(fileName);
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) && ['docx', 'xlsx', 'pptx'].includes(e)) {
    return { kind: 'office', mimeType: officeTypes[e]! };
  }
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0]) && ['doc', 'xls'].includes(e))
    return { kind: 'office', mimeType: officeTypes[e]! };
  if ((e === 'txt' || e === 'csv') && !head.includes(0)) {
    return { kind: 'text', mimeType: e === 'csv' ? 'text/csv' : 'text/plain' };
  }
  return null;
}

export const unsupportedDocumentFile = () =>
  new AppError(
    ErrorCode.UnsupportedMediaType,
    'This file is not a PDF or an image (PNG, JPEG). Documents must be PDF files or scanned images.',
  );

export const unsupportedAttachment = () =>
  new AppError(
    ErrorCode.UnsupportedMediaType,
    'Attachments can be PDF files, images (PNG, JPEG), Word or Excel files, or text/CSV files.',
  );
