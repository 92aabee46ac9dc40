import { z } from 'zod';
import { wholeNumber } from './common.js';

/**
 * OCR pages, auto-extraction and proposed line items (documents.md §3, docs/design.md §4).
 *
 * Coordinates are page units: PDF points at scale 1, origin at the top-left corner of the
 * page as displayed (rotation applied), y growing downwards. The viewer multiplies them by
 * its zoom, so the same numbers work at every zoom level.
 */

export const ocrPoint = z.object({ X: z.number(), Y: z.number() });
export type OcrPoint = z.infer<typeof ocrPoint>;

/** Four corners, clockwise from the top-left one (the wire shape of the spec's "text polygons"). */
export const ocrQuad = z.tuple([ocrPoint, ocrPoint, ocrPoint, ocrPoint]);
export type OcrQuad = z.infer<typeof ocrQuad>;

export const ocrWord = z.object({ Text: z.string(), Coordinates: ocrQuad });
export type OcrWord = z.infer<typeof ocrWord>;

export const ocrPage = z.object({
  /** 1-based. */
  documentPage: z.number().int().min(1),
  width: z.number().positive(),
  height: z.number().positive(),
  ocrJson: z.array(ocrWord),
});
export type OcrPage = z.infer<typeof ocrPage>;

/** A rectangle on one page: a metadata definition's capture region, a learned region, a user's drag. */
export const ocrRegion = z.object({
  page: z.number().int().min(1),
  x: z.number(),
  y: z.number(),
  width: z.number().min(0),
  height: z.number().min(0),
});
export type OcrRegion = z.infer<typeof ocrRegion>;

/** Boxes to highlight on the page (the viewer shows them for the spec's 1.5 s / 2 s). */
export const ocrHighlight = z.object({ documentPage: z.number().int().min(1), Coordinates: ocrQuad });
export type OcrHighlight = z.infer<typeof ocrHighlight>;

/** A line-item row: cells by column key. */
export const lineItemCells = z.record(z.string(), z.string().nullable());
export type LineItemCells = z.infer<typeof lineItemCells>;

/** GET /documents/{id}/ProposedLineItems/{x}/-1 */
export const proposedLineItems = z.object({
  columnHeaders: z.array(z.object({ name: z.string(), key: z.string() })),
  /** The document's existing rows. */
  rows: z.array(lineItemCells),
  /** Rows read from the table on the page; the user accepts or discards them. */
  suggestedRows: z.array(lineItemCells),
});
export type ProposedLineItems = z.infer<typeof proposedLineItems>;

/**
 * POST /autoextraction. The client sends its current metadata entries (extra properties of
 * the full entries it holds are stripped); only empty, editable fields are filled.
 */
export const autoExtractionRequest = z.object({
  documentId: wholeNumber((n) => n.positive()),
  documentTypeId: wholeNumber((n) => n.positive()),
  documentMetadata: z.array(z.object({ key: z.string(), value: z.string().nullable().optional() })),
});
export type AutoExtractionRequest = z.infer<typeof autoExtractionRequest>;

/**
 * Where a value came from: the field's capture region (set up on the document type), a region
 * learned from this sender's earlier documents (a user's correction), or the label rules.
 */
export const extractionSource = z.enum(['region', 'learned', 'pattern']);
export type ExtractionSource = z.infer<typeof extractionSource>;

/** Values below this confidence are shown for checking first (docs/history.md §16: the user checks those first). */
export const lowExtractionConfidence = 0.6;

/** One filled field. `value` is stored form: ISO dates, decimal strings for amounts. */
export const autoExtractedValue = z.object({
  key: z.string(),
  value: z.string(),
  autoExtracted: z.literal(true),
  source: extractionSource,
  /**
   * How sure extraction is of the value, 0 to 1: a judgement from the label, the place and the
   * agreement with the rest of the page, not a probability. Absent from older servers.
   */
  confidence: z.number().min(0).max(1).optional(),
  /** The word boxes the value was read from. */
  highlight: z.array(ocrHighlight),
});
export type AutoExtractedValue = z.infer<typeof autoExtractedValue>;

/** Only the fields that were filled; the others keep the values the client has. */
export const autoExtractionResponse = z.object({ documentMetadata: z.array(autoExtractedValue) });
export type AutoExtractionResponse = z.infer<typeof autoExtractionResponse>;
