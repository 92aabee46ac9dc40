import type { VerificationResponse } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireVisibleDocument } from '../../access/documents.js';
import { fileOfDocument } from '../../access/files.js';
import type { AppContext } from '../../app-context.js';
import { checkPdfSeal } from '../../lib/pdf-seal-verify.js';
import { readBlob } from '../../files/blob-bytes.js';

/** What a person is told about the current file's seal, in one sentence. */
function summaryOf(v: Omit<VerificationResponse, 'summary'>): string {
  if (!v.signed) return 'This file is not signed.';
  if (!v.valid) return 'The signature does not match this file: it was changed after signing.';
  if (!v.unchanged)
    return 'The signature is valid for an earlier state of this file; something was added after signing.';
  if (!v.sealedByProduct) return `Signed by ${v.signer ?? 'an unknown signer'}, not sealed by DocVue Exchange.`;
  if (!v.sealedForThisDocument)
    return 'Sealed by DocVue Exchange for another document: this is not the signed file of this document.';
  return `Signed by ${v.signer ?? 'the signer'} and sealed by DocVue Exchange; the file has not changed since.`;
}

/** Checks the seal of the document's current file (documents the caller may see only). */
export async function verifyDocument(
  app: Pick<AppContext, 'db' | 'blobs' | 'seal'>,
  ctx: TenantContext,
  documentId: number,
): Promise<VerificationResponse> {
  const doc = await requireVisibleDocument(app.db, ctx, documentId);
  const file = await fileOfDocument(app.db, doc);
  const check = checkPdfSeal(file ? Buffer.from(await readBlob(app.blobs, file)) : Buffer.alloc(0));
  const sealedByProduct = check.certificateSha256 === app.seal.certificateSha256;
  const result = {
    signed: check.signed,
    valid: check.valid,
    unchanged: check.unchanged,
    sealedByProduct,
    sealedForThisDocument: sealedByProduct && check.statement?.documentId === doc.id,
    signer: check.signer,
    reason: check.reason,
    signedAt: check.signedAt,
  };
  return { ...result, summary: summaryOf(result) };
}
