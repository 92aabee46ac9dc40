import {
  metadataKindOf,
  type AutoExtractedValue,
  type ExtractionSource,
  type OcrHighlight,
  type OcrPage,
  type OcrWord,
} from '@docvue/contracts';
import { quadOf, unionBox } from '../../ocr/geometry.js';
import { groupLines } from '../../ocr/lines.js';
import { patternCandidates } from './candidates.js';
import type { ExtractionField } from './extraction-field.js';
import { choose } from './choose.js';
import { conventionsOf, type DocumentConventions } from './conventions.js';
import { expectedTotals } from './expected-totals.js';
import { layoutOf, normalizeLabel, type PageLayout } from './labels.js';
import { findAnchor, type RegionAnchor } from './learned-anchor.js';
import { regionPhraseWords, wordsText, type Rect } from './regions.js';
import { ruleFor, ruleLabels } from './rules.js';
import { cleanValue, isExtractable } from './values.js';

export type { ExtractionField } from './extraction-field.js';

/** A region a user captured this field from on an earlier document of the same sender. */
export interface LearnedRegion extends Rect {
  key: string;
  page: number;
  /** The label beside the value when it was learned; the region is used only where that label is printed. */
  anchor?: RegionAnchor | null | undefined;
}

export interface AutoExtractInput {
  fields: readonly ExtractionField[];
  /** Current values by field key. */
  values: Readonly<Record<string, string | null | undefined>>;
  pages: readonly OcrPage[];
  /** Most recent first: the first one that gives a value wins. */
  learnedRegions?: readonly LearnedRegion[];
  /** Amounts of the line items read from the document's table, to check the total against. */
  lineAmounts?: readonly string[];
}

const isEmpty = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';

/** One highlight box per line of the words a value came from. */
function highlightOf(page: number, words: readonly OcrWord[]): OcrHighlight[] {
  return groupLines(words).map((l) => ({
    documentPage: page,
    Coordinates: quadOf(unionBox(l.words.map((w) => w.box))),
  }));
}

interface Found {
  value: string;
  page: number;
  words: OcrWord[];
}

function fromRegion(
  field: ExtractionField,
  page: OcrPage | undefined,
  rect: Rect,
  conventions: DocumentConventions,
  labels: ReadonlySet<string>,
): Found | null {
  if (!page) return null;
  const words = regionPhraseWords(page, rect, labels);
  const value = words.length ? cleanValue(field, wordsText(words), conventions) : null;
  return value === null ? null : { value, page: page.documentPage, words };
}

/** Confidence of values from regions: the definition's own, a learned one that found its label, one that could not check. */
const regionConfidence = { definition: 0.95, anchored: 0.9, unanchored: 0.7 };

/**
 * A learned region on this document: moved with its label when it has one (used only where
 * that label is printed, first on the page it was learned on), else where it was.
 */
function fromLearned(
  field: ExtractionField,
  pages: readonly OcrPage[],
  r: LearnedRegion,
  conventions: DocumentConventions,
  labels: ReadonlySet<string>,
): Proposal | null {
  if (!r.anchor) {
    const found = fromRegion(
      field,
      pages.find((p) => p.documentPage === r.page),
      r,
      conventions,
      labels,
    );
    return found && { ...found, confidence: regionConfidence.unanchored };
  }
  const ordered = [...pages].sort((a, b) => Number(b.documentPage === r.page) - Number(a.documentPage === r.page));
  for (const page of ordered) {
    const at = findAnchor(page, r.anchor);
    if (!at) continue;
    const moved = { ...r, x: at.x + r.anchor.dx, y: at.y + r.anchor.dy };
    const found = fromRegion(field, page, moved, conventions, labels);
    if (found) return { ...found, confidence: regionConfidence.anchored };
  }
  return null;
}

interface Proposal extends Found {
  confidence: number;
}

function fromPatterns(
  field: ExtractionField,
  layouts: readonly PageLayout[],
  conventions: DocumentConventions,
  labels: ReadonlySet<string>,
  expected: () => ReadonlySet<number>,
): Proposal | null {
  const rule = ruleFor(field);
  const candidates = patternCandidates(field, rule, layouts, conventions, labels);
  const choice = choose(rule, candidates, rule.pick === 'largest' ? expected() : new Set());
  if (!choice) return null;
  const { best, confidence } = choice;
  return { value: best.value, page: best.page, words: best.words.map((w) => w.word), confidence };
}

/**
 * Proposals for the empty, editable fields of a document (documents.md §4): from the
 * definition's capture region, then a region learned from this sender's earlier documents,
 * then the label rules on the page text. Values are stored form (ISO dates, decimal
 * amounts), read in the document's own conventions (day/month order, decimal mark); each
 * says where it came from and how sure it is. Fields that already have a value, are
 * read-only, or cannot be read from a page (parties, users, document properties) are left alone.
 */
export function autoExtract(input: AutoExtractInput): AutoExtractedValue[] {
  let layouts: PageLayout[] | undefined;
  let expected: Set<number> | undefined;
  const conventions = conventionsOf(input.pages);
  const knownLabels = new Set(
    [...ruleLabels, ...input.fields.map((f) => f.name)].map(normalizeLabel).filter((l) => l !== ''),
  );
  const out: AutoExtractedValue[] = [];
  for (const field of input.fields) {
    if (field.isReadonly || field.isDocumentProperty || !isExtractable(field) || !isEmpty(input.values[field.key]))
      continue;
    let found: Proposal | null = null;
    let source: ExtractionSource = 'region';
    if (field.clickPage != null && field.clickX != null && field.clickY != null) {
      const rect = { x: field.clickX, y: field.clickY, width: field.clickWidth ?? 0, height: field.clickHeight ?? 0 };
      const page = input.pages.find((p) => p.documentPage === field.clickPage);
      const read = fromRegion(field, page, rect, conventions, knownLabels);
      found = read && { ...read, confidence: regionConfidence.definition };
    }
    for (const r of input.learnedRegions ?? []) {
      if (found) break;
      if (r.key !== field.key) continue;
      found = fromLearned(field, input.pages, r, conventions, knownLabels);
      source = 'learned';
    }
    // A text area's value is a paragraph; label patterns only ever see its first line.
    if (!found && metadataKindOf(field.metadataTypeId).format !== 'textarea') {
      const pageLayouts = (layouts ??= input.pages.map(layoutOf));
      const totals = () => (expected ??= expectedTotals(pageLayouts, conventions, input.lineAmounts));
      found = fromPatterns(field, pageLayouts, conventions, knownLabels, totals);
      source = 'pattern';
    }
    if (found)
      out.push({
        key: field.key,
        value: found.value,
        autoExtracted: true,
        source,
        confidence: found.confidence,
        highlight: highlightOf(found.page, found.words),
      });
  }
  return out;
}
