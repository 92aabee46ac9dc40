import {
  MetadataType,
  type AutoExtractedValue,
  type ExtractionSource,
  type OcrHighlight,
  type OcrPage,
  type OcrWord,
} from '@docvue/contracts';
import { quadOf, unionBox } from '../ocr/geometry.js';
import { groupLines, joinWords, type PlacedWord } from '../ocr/lines.js';
import { findLabel, layoutOf, normalizeLabel, type PageLayout } from './labels.js';
import { regionPhraseWords, wordsText, type Rect } from './regions.js';
import { ruleFor, ruleLabels } from './rules.js';
import { cleanValue, isExtractable, parseNumber } from './values.js';

/** A metadata definition as extraction needs it (the document type's definition, or a template's field). */
export interface ExtractionField {
  key: string;
  name: string;
  metadataTypeId: number;
  isReadonly?: boolean | undefined;
  /** Facts about the file (scan date), not printed on it. */
  isDocumentProperty?: boolean | undefined;
  isDollarTotal?: boolean | undefined;
  /** A List field's choices, or the lookup values of a master-data field if the caller has them. */
  listValues?: readonly string[] | undefined;
  /** The definition's capture region (page units, top-left origin); a zero size is a point. */
  clickX?: number | null | undefined;
  clickY?: number | null | undefined;
  clickWidth?: number | null | undefined;
  clickHeight?: number | null | undefined;
  clickPage?: number | null | undefined;
}

/** A region a user captured this field from on an earlier document of the same sender. */
export interface LearnedRegion extends Rect {
  key: string;
  page: number;
}

export interface AutoExtractInput {
  fields: readonly ExtractionField[];
  /** Current values by field key. */
  values: Readonly<Record<string, string | null | undefined>>;
  pages: readonly OcrPage[];
  /** Most recent first: the first one that gives a value wins. */
  learnedRegions?: readonly LearnedRegion[];
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

function fromRegion(field: ExtractionField, pages: readonly OcrPage[], pageNo: number, rect: Rect): Found | null {
  const page = pages.find((p) => p.documentPage === pageNo);
  if (!page) return null;
  const words = regionPhraseWords(page, rect);
  const value = words.length ? cleanValue(field, wordsText(words)) : null;
  return value === null ? null : { value, page: pageNo, words };
}

/**
 * Text that is a known label, or part of one ("3 Other income" of "Box 3 Other Income"), or
 * ends with a colon. Labels sit beside labels in table headers and boxed forms.
 */
function looksLikeLabel(text: string, labels: ReadonlySet<string>): boolean {
  const norm = normalizeLabel(text);
  if (/:$/.test(text.trim()) || labels.has(norm)) return true;
  return norm.length >= 4 && [...labels].some((l) => l.includes(norm));
}

/** The value a candidate phrase holds for this field, and the words it came from. */
function readCandidate(
  field: ExtractionField,
  candidate: readonly PlacedWord[],
  id: boolean,
  labels: ReadonlySet<string>,
): { value: string; words: PlacedWord[] } | null {
  const text = joinWords(candidate);
  const t = field.metadataTypeId;
  if (t === MetadataType.Numeric || t === MetadataType.Currency) {
    const value = cleanValue(field, text);
    if (value === null) return null;
    const kind = t === MetadataType.Currency ? 'currency' : 'numeric';
    const word = candidate.find((w) => parseNumber(w.text, kind) !== null);
    return { value, words: word ? [word] : [...candidate] };
  }
  if (t === MetadataType.Date) {
    const value = cleanValue(field, text);
    return value === null ? null : { value, words: [...candidate] };
  }
  // A neighbouring label ("Product" right of "County, State" in a table header) is not a value.
  if (looksLikeLabel(text, labels)) return null;
  if (id) {
    const word = candidate.find((w) => /\d/.test(w.text));
    const value = word ? cleanValue(field, word.text) : null;
    return value === null || !word ? null : { value, words: [word] };
  }
  const value = cleanValue(field, text);
  return value === null ? null : { value, words: [...candidate] };
}

function fromPatterns(
  field: ExtractionField,
  layouts: readonly PageLayout[],
  labels: ReadonlySet<string>,
): Found | null {
  const rule = ruleFor(field);
  for (const tier of rule.tiers) {
    const found: (Found & { order: number })[] = [];
    let order = 0;
    for (const label of new Set(tier.map(normalizeLabel)))
      for (const hit of findLabel(layouts, label)) {
        for (const candidate of hit.candidates) {
          const read = readCandidate(field, candidate, rule.id ?? false, labels);
          if (!read) continue;
          const at = hit.layout.page.documentPage * 1e6 + hit.lineIndex * 1e3 + order++;
          found.push({
            value: read.value,
            page: hit.layout.page.documentPage,
            words: read.words.map((w) => w.word),
            order: at,
          });
          break;
        }
      }
    if (found.length === 0) continue;
    if (rule.pick === 'largest') {
      // Totals: the grand total is the largest (sub-totals, tax and line amounts are parts of
      // it); among equal amounts, the last one printed.
      return found.reduce((best, f) =>
        Number(f.value) > Number(best.value) || (Number(f.value) === Number(best.value) && f.order > best.order)
          ? f
          : best,
      );
    }
    return found.reduce((best, f) => (f.order < best.order ? f : best));
  }
  return null;
}

/**
 * Proposals for the empty, editable fields of a document (documents.md §4): from the
 * definition's capture region, then a region learned from this sender's earlier documents,
 * then label/value patterns on the page text. Values are stored form (ISO dates, decimal
 * amounts); fields that already have a value, are read-only, or cannot be read from a page
 * (parties, users, document properties) are left alone.
 */
export function autoExtract(input: AutoExtractInput): AutoExtractedValue[] {
  let layouts: PageLayout[] | undefined;
  const knownLabels = new Set(
    [...ruleLabels, ...input.fields.map((f) => f.name)].map(normalizeLabel).filter((l) => l !== ''),
  );
  const out: AutoExtractedValue[] = [];
  for (const field of input.fields) {
    if (field.isReadonly || field.isDocumentProperty || !isExtractable(field) || !isEmpty(input.values[field.key]))
      continue;
    let found: Found | null = null;
    let source: ExtractionSource = 'region';
    if (field.clickPage != null && field.clickX != null && field.clickY != null) {
      const rect = { x: field.clickX, y: field.clickY, width: field.clickWidth ?? 0, height: field.clickHeight ?? 0 };
      found = fromRegion(field, input.pages, field.clickPage, rect);
    }
    for (const r of input.learnedRegions ?? []) {
      if (found) break;
      if (r.key !== field.key) continue;
      found = fromRegion(field, input.pages, r.page, r);
      source = 'learned';
    }
    // A text area's value is a paragraph; label patterns only ever see its first line.
    if (!found && field.metadataTypeId !== MetadataType.TextArea) {
      layouts ??= input.pages.map(layoutOf);
      found = fromPatterns(field, layouts, knownLabels);
      source = 'pattern';
    }
    if (found)
      out.push({
        key: field.key,
        value: found.value,
        autoExtracted: true,
        source,
        highlight: highlightOf(found.page, found.words),
      });
  }
  return out;
}
