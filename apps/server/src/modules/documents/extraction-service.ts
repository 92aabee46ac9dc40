import { metadataKindOf, type AutoExtractedValue, type AutoExtractionRequest, type OcrPage } from '@docvue/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  documentMetadata,
  learnedRegions,
  lineItemColumns,
  lookupValues,
  metadataDefinitions,
  ocrPages,
} from '../../db/schema/index.js';
import { autoExtract, proposeLineItems, type LearnedRegion } from '../extraction/index.js';
import type { TenantContext } from '../../access/context.js';
import { requireVisibleDocument, type CheckedDocument } from '../../access/documents.js';

type OcrPageRow = typeof ocrPages.$inferSelect;

export const toOcrPage = (p: OcrPageRow): OcrPage => ({
  documentPage: p.documentPage,
  width: p.width,
  height: p.height,
  ocrJson: p.words,
});

/** The words of every page of the document's current file. */
export async function ocrPagesOf(db: Queryable, doc: CheckedDocument): Promise<OcrPage[]> {
  if (!doc.blobSha256) return [];
  const rows = await db
    .select()
    .from(ocrPages)
    .where(eq(ocrPages.blobSha256, doc.blobSha256))
    .orderBy(asc(ocrPages.documentPage));
  return rows.map(toOcrPage);
}

/** The fields of a document type as extraction needs them, with List choices. */
async function extractionFields(db: Queryable, documentTypeId: number) {
  const defs = await db
    .select()
    .from(metadataDefinitions)
    .where(eq(metadataDefinitions.documentTypeId, documentTypeId));
  const listIds = defs.filter((d) => metadataKindOf(d.metadataTypeId).values === 'list').map((d) => d.id);
  const values = listIds.length
    ? await db.select().from(lookupValues).where(inArray(lookupValues.metadataDefinitionId, listIds))
    : [];
  return defs.map((d) => ({
    ...d,
    listValues: values.filter((v) => v.metadataDefinitionId === d.id).map((v) => v.value),
  }));
}

async function learnedRegionsFor(db: Queryable, doc: CheckedDocument): Promise<LearnedRegion[]> {
  const rows = await db
    .select()
    .from(learnedRegions)
    .where(
      and(
        eq(learnedRegions.companyId, doc.senderCompanyId),
        eq(learnedRegions.documentTypeId, doc.documentTypeId),
        inArray(learnedRegions.partyId, [doc.receivingPartyId ?? 0, 0]),
      ),
    )
    .orderBy(desc(learnedRegions.partyId), desc(learnedRegions.updatedAt));
  // A region that checks its label is tried before one that cannot (learned before labels were kept).
  return rows
    .map((r) => ({ key: r.fieldKey, page: r.page, ...r.region, anchor: r.anchor }))
    .sort((a, b) => Number(!a.anchor) - Number(!b.anchor));
}

/** Amounts of the line items the page's table proposes: the invoice total is checked against their sum. */
async function lineAmountsOf(db: Queryable, documentTypeId: number, pages: readonly OcrPage[]): Promise<string[]> {
  const columns = await db
    .select()
    .from(lineItemColumns)
    .where(eq(lineItemColumns.documentTypeId, documentTypeId))
    .orderBy(asc(lineItemColumns.sortOrder), asc(lineItemColumns.id));
  const amount = columns.find((c) => c.isAmount);
  if (!amount) return [];
  return proposeLineItems(columns, pages)
    .suggestedRows.map((r) => r[amount.key])
    .filter((a): a is string => typeof a === 'string');
}

/** Proposals for the empty, editable fields, given the values the caller holds. */
export async function proposeFieldValues(
  db: Queryable,
  doc: CheckedDocument,
  values: Record<string, string | null | undefined>,
  pages?: OcrPage[],
): Promise<AutoExtractedValue[]> {
  const [fields, learned, read] = await Promise.all([
    extractionFields(db, doc.documentTypeId),
    learnedRegionsFor(db, doc),
    pages ? Promise.resolve(pages) : ocrPagesOf(db, doc),
  ]);
  if (read.length === 0) return [];
  const lineAmounts = await lineAmountsOf(db, doc.documentTypeId, read);
  return autoExtract({ fields, values, pages: read, learnedRegions: learned, lineAmounts });
}

/** After OCR: stores what extraction finds in the fields that are still empty, marked auto-extracted. */
export async function fillExtractedFields(tx: Queryable, doc: CheckedDocument, pages: OcrPageRow[]) {
  const current = await tx
    .select({
      key: metadataDefinitions.key,
      definitionId: documentMetadata.definitionId,
      value: documentMetadata.value,
    })
    .from(documentMetadata)
    .innerJoin(metadataDefinitions, eq(metadataDefinitions.id, documentMetadata.definitionId))
    .where(eq(documentMetadata.documentId, doc.id));
  const values = Object.fromEntries(current.map((c) => [c.key, c.value]));
  const proposals = await proposeFieldValues(tx, doc, values, pages.map(toOcrPage));
  if (proposals.length === 0) return;
  const defs = await tx
    .select({ id: metadataDefinitions.id, key: metadataDefinitions.key })
    .from(metadataDefinitions)
    .where(eq(metadataDefinitions.documentTypeId, doc.documentTypeId));
  const idOf = new Map(defs.map((d) => [d.key, d.id]));
  const rows = proposals
    .filter((p) => idOf.has(p.key))
    .map((p) => ({ documentId: doc.id, definitionId: idOf.get(p.key)!, value: p.value, autoExtracted: true }));
  // Only fields still without a row: a value a person typed meanwhile is never overwritten.
  if (rows.length > 0) await tx.insert(documentMetadata).values(rows).onConflictDoNothing();
}

/** POST /autoextraction: proposals for a document the company may see, from the values the caller holds. */
export async function autoExtractFor(db: Queryable, ctx: TenantContext, request: AutoExtractionRequest) {
  const doc = await requireVisibleDocument(db, ctx, request.documentId);
  const values = Object.fromEntries(request.documentMetadata.map((m) => [m.key, m.value ?? null]));
  return { documentMetadata: await proposeFieldValues(db, doc, values) };
}
