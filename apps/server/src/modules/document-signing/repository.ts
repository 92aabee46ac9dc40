import { and, eq, sql } from 'drizzle-orm';
import type { VisibleDocument } from '../../access/documents.js';
import type { Queryable } from '../../db/client.js';
import {
  blobs,
  companies,
  documentFiles,
  documentMetadata,
  documents,
  documentSignatures,
  metadataDefinitions,
  ocrPages,
} from '../../db/schema/index.js';

/** The field of the document's type with the key (its id and its name), if it has one. */
export async function fieldOf(
  tx: Queryable,
  doc: VisibleDocument,
  key: string,
): Promise<{ id: number; name: string } | undefined> {
  const [definition] = await tx
    .select({ id: metadataDefinitions.id, name: metadataDefinitions.name })
    .from(metadataDefinitions)
    .where(and(eq(metadataDefinitions.documentTypeId, doc.documentTypeId), eq(metadataDefinitions.key, key)));
  return definition;
}

/** Sets one value of the document; the value it had. */
export async function setDocumentValue(tx: Queryable, doc: VisibleDocument, definitionId: number, value: string) {
  const [old] = await tx
    .select({ value: documentMetadata.value })
    .from(documentMetadata)
    .where(and(eq(documentMetadata.documentId, doc.id), eq(documentMetadata.definitionId, definitionId)));
  await tx
    .insert(documentMetadata)
    .values({ documentId: doc.id, definitionId, value })
    .onConflictDoUpdate({ target: [documentMetadata.documentId, documentMetadata.definitionId], set: { value } });
  return old?.value ?? null;
}

export async function companyNameOf(db: Queryable, companyId: number): Promise<string | undefined> {
  const [company] = await db.select({ name: companies.legalName }).from(companies).where(eq(companies.id, companyId));
  return company?.name;
}

/**
 * The signed file as the document's new version: its blob, the file version, the pages' words
 * copied from the file it was made from (the words did not move), the document pointing at it.
 * The new file version's id.
 */
export async function storeSignedFile(
  tx: Queryable,
  doc: VisibleDocument,
  put: { sha256: string; size: number },
  fileName: string,
  createdBy: number,
): Promise<number> {
  await tx
    .insert(blobs)
    .values({ sha256: put.sha256, size: put.size, mimeType: 'application/pdf' })
    .onConflictDoNothing();
  const [file] = await tx
    .insert(documentFiles)
    .values({ documentId: doc.id, blobSha256: put.sha256, fileName, reason: 'signed', createdBy })
    .returning({ id: documentFiles.id });
  await tx.execute(sql`
      insert into ${ocrPages} (blob_sha256, document_page, width, height, words, text)
      select ${put.sha256}, document_page, width, height, words, text from ${ocrPages}
      where blob_sha256 = ${doc.blobSha256}
      on conflict do nothing`);
  await tx
    .update(documents)
    .set({ blobSha256: put.sha256, fileName, fileSize: put.size })
    .where(eq(documents.id, doc.id));
  return file!.id;
}

export async function insertSignatureRecord(tx: Queryable, values: typeof documentSignatures.$inferInsert) {
  await tx.insert(documentSignatures).values(values);
}
