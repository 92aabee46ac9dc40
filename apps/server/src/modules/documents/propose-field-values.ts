import type { AutoExtractedValue, OcrPage } from '@docvue/contracts';
import type { CheckedDocument, VisibleDocument } from '../../access/documents.js';
import { shownFileSha256 } from '../../access/files.js';
import type { Queryable } from '../../db/client.js';
import { autoExtract, proposeLineItems, type LearnedRegion } from '../extraction/index.js';
import {
  extractionFields,
  learnedRegionRows,
  lineItemColumnsOf,
  ocrPageRowsOf,
  type OcrPageRow,
} from './extraction-repository.js';

export const toOcrPage = (p: OcrPageRow): OcrPage => ({
  documentPage: p.documentPage,
  width: p.width,
  height: p.height,
  ocrJson: p.words,
});

/** The words of every page of the document's current file. */
export async function ocrPagesOf(db: Queryable, doc: CheckedDocument): Promise<OcrPage[]> {
  if (!doc.blobSha256) return [];
  return (await ocrPageRowsOf(db, doc.blobSha256)).map(toOcrPage);
}

/** The words of every page of the file the caller sees: a replacement waiting, for its sender (issue 28). */
export async function ocrPagesShownTo(db: Queryable, doc: VisibleDocument): Promise<OcrPage[]> {
  const sha = await shownFileSha256(db, doc);
  if (!sha) return [];
  return (await ocrPageRowsOf(db, sha)).map(toOcrPage);
}

async function learnedRegionsFor(db: Queryable, doc: CheckedDocument): Promise<LearnedRegion[]> {
  const rows = await learnedRegionRows(db, doc);
  // A region that checks its label is tried before one that cannot (learned before labels were kept).
  return rows
    .map((r) => ({ key: r.fieldKey, page: r.page, ...r.region, anchor: r.anchor }))
    .sort((a, b) => Number(!a.anchor) - Number(!b.anchor));
}

/** Amounts of the line items the page's table proposes: the invoice total is checked against their sum. */
async function lineAmountsOf(db: Queryable, documentTypeId: number, pages: readonly OcrPage[]): Promise<string[]> {
  const columns = await lineItemColumnsOf(db, documentTypeId);
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
