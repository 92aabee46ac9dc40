import { metadataKindOf, toCents } from '@docvue/contracts';
import { joinWords, type PlacedWord } from '../../ocr/lines.js';
import type { ExtractionField } from './extraction-field.js';
import type { DocumentConventions } from './conventions.js';
import { fold } from './fold.js';
import { headerDates } from './header-dates.js';
import { findLabel, normalizeLabel, untilLabel, type LabelHit, type PageLayout, type ValuePlace } from './labels.js';
import { readAmount, readDate, readIdentifier, type ValueRead } from './read-value.js';
import type { PatternRule } from './rules.js';
import { includesTax, taxWords } from './vocabulary.js';
import { cleanValue } from './values.js';

/** A value found for a field, with what its choice and confidence are judged by. */
export interface Candidate extends ValueRead {
  page: number;
  /** Index of the label tier it was found by (0 best); header dates sit between tiers. */
  tier: number;
  place: ValuePlace | 'unlabelled';
  /** Other words were around the label ("Subscription total", "Total at checkout"). */
  qualified: boolean;
  /** Reading order on the document. */
  order: number;
}

/** The folded words, an elision apart ("d'échéance" is "d" and "echeance", as "l'échéance", "dell'ordine"). */
const words = (ws: readonly PlacedWord[]) =>
  ws
    .flatMap((w) => fold(w.text).split(/['’]/))
    .map((t) => t.replace(/[^a-z]/g, ''))
    .filter(Boolean);

/**
 * Whether a label hit is another field's label: a word beside the label is in the rule's
 * exclusions ("Sub total", "Date due"), or, for totals, it names a tax without saying the
 * total includes it ("Total VAT", but not "Total incl. VAT").
 */
function excluded(rule: PatternRule, hit: LabelHit, value: readonly PlacedWord[]): boolean {
  const phrase = hit.candidates.find((c) => c.place === 'same')?.words ?? [];
  const at = phrase.indexOf(value[0]!);
  const beforeValue = at < 0 ? phrase : phrase.slice(0, at);
  const beside = words([...hit.qualifier, ...beforeValue]);
  const own = new Set(words(hit.label));
  if (rule.exclude?.some((x) => beside.includes(x) && !own.has(x))) return true;
  if (!rule.total) return false;
  const all = [...beside, ...own];
  return all.some((w) => taxWords.includes(w)) && !all.some((w) => includesTax.includes(w));
}

/** A neighbouring label ("Product" beside "County, State" in a table header) is not a text value. */
function looksLikeLabel(text: string, labels: ReadonlySet<string>): boolean {
  const norm = normalizeLabel(text);
  if (/:$/.test(text.trim()) || labels.has(norm)) return true;
  return norm.length >= 4 && [...labels].some((l) => l.includes(norm));
}

/** The value a candidate phrase holds for this field. */
function readFor(
  field: ExtractionField,
  rule: PatternRule,
  tier: number,
  ws: readonly PlacedWord[],
  conventions: DocumentConventions,
  labels: ReadonlySet<string>,
): ValueRead | null {
  const { format } = metadataKindOf(field.metadataTypeId);
  if (format === 'date') return readDate(ws, conventions);
  if (format === 'numeric' || format === 'currency') {
    const read = readAmount(ws, conventions);
    const value = read ? cleanValue(field, read.value, conventions) : null;
    return read && value !== null ? { value, words: read.words } : null;
  }
  const text = joinWords(ws);
  if (looksLikeLabel(text, labels)) return null;
  if (rule.id) {
    // A bare title ("Invoice") is a label only when a real number follows it.
    const read = readIdentifier(ws, tier > 0 ? 4 : 2);
    const value = read ? cleanValue(field, read.value, conventions) : null;
    return read && value !== null ? { value, words: read.words } : null;
  }
  const own = untilLabel(ws, labels);
  const value = cleanValue(field, joinWords(own), conventions);
  return value === null ? null : { value, words: own };
}

/** A price or a quantity ("120.00", "1,250"): not an identifier, though it holds digits. */
const amountLike = (text: string) => /^[-+]?\d{1,3}(?:[.,' ]\d{3})*(?:[.,]\d{1,2})?$/.test(text.trim());

/** Words that say "number" and nothing else: not a reference, an order or a customer's number. */
const numberWords = ['#', 'no', 'nr', 'n', 'number', 'num', 'nummer', 'numero', 'nummero'];

/** How many lines under a title its number may be printed (a sender's address can sit between). */
const linesUnderTitle = 4;

/**
 * The number printed without a label by the document's title: on the title's line to its right,
 * else on the lines under it, nearest first, left to right. Only a phrase that is the identifier
 * alone counts ("2023-0042", "#2023-0042"), not a word of a sentence or an address.
 */
function titleCandidates(rule: PatternRule, layouts: readonly PageLayout[], tier: number): Candidate[] {
  const layout = layouts[0];
  if (!layout || !rule.titles) return [];
  for (const title of rule.titles) {
    for (const hit of findLabel([layout], title, false)) {
      const own = layout.phrases[hit.lineIndex]!;
      const at = own.findIndex((p) => p.includes(hit.label[0]!));
      // The title stands alone in its phrase: "Invoice" as a heading, not "Invoice address".
      if (own[at]!.length !== hit.label.length) continue;
      const rows = [own.slice(at + 1), ...layout.phrases.slice(hit.lineIndex + 1, hit.lineIndex + 1 + linesUnderTitle)];
      for (const [i, row] of rows.entries())
        for (const phrase of row) {
          // The identifier alone, or after a bare number word ("No. 2023-0042", "Numéro : 2023-0042").
          const words = phrase.filter((w) => normalizeLabel(w.text) !== '');
          if (words.length > 2 || (words.length === 2 && !numberWords.includes(normalizeLabel(words[0]!.text))))
            continue;
          const read = readIdentifier(phrase, 4);
          if (!read || amountLike(read.value)) continue;
          return [
            {
              ...read,
              page: layout.page.documentPage,
              tier,
              place: 'unlabelled',
              qualified: false,
              order: layout.page.documentPage * 1e6 + (hit.lineIndex + i) * 1e3,
            },
          ];
        }
    }
  }
  return [];
}

/**
 * Totals printed without a label (a receipt's sum under its items, "7,50"): an amount that is its
 * line's last and equals the sum of the last amounts of the two or more lines right above it.
 */
function sumCandidates(layouts: readonly PageLayout[], conventions: DocumentConventions, tier: number): Candidate[] {
  const out: Candidate[] = [];
  for (const layout of layouts) {
    const last = layout.lines.map((line) => {
      const read = readAmount(line.words.slice(-3), conventions);
      const amount = read && read.amount.decimals ? toCents(read.value) : null;
      return amount === null || !read ? null : { cents: amount, read };
    });
    last.forEach((line, i) => {
      if (!line || line.cents <= 0) return;
      let sum = 0;
      for (let j = i - 1, n = 1; j >= 0 && last[j]; j--, n++) {
        sum += last[j]!.cents;
        if (n >= 2 && sum === line.cents) {
          out.push({
            value: line.read.value,
            words: line.read.words,
            page: layout.page.documentPage,
            tier,
            place: 'unlabelled',
            qualified: false,
            order: layout.page.documentPage * 1e6 + i * 1e3,
          });
          return;
        }
      }
    });
  }
  return out;
}

/** Every value the rule's labels point to, and the unlabelled header dates where the rule reads them. */
export function patternCandidates(
  field: ExtractionField,
  rule: PatternRule,
  layouts: readonly PageLayout[],
  conventions: DocumentConventions,
  labels: ReadonlySet<string>,
): Candidate[] {
  const out: Candidate[] = [];
  let order = 0;
  rule.tiers.forEach((tier, t) => {
    const tierIndex = rule.headerDatesBeforeTier !== undefined && t >= rule.headerDatesBeforeTier ? t + 1 : t;
    for (const label of new Set(tier.map(normalizeLabel)))
      for (const hit of findLabel(layouts, label, rule.qualified ?? false)) {
        for (const c of hit.candidates) {
          const read = readFor(field, rule, tierIndex, c.words, conventions, labels);
          if (!read) continue;
          // The words between the label and the value judge it too ("Fecha de vencimiento: 30/11/2023").
          if (!excluded(rule, hit, read.words))
            out.push({
              ...read,
              page: hit.layout.page.documentPage,
              tier: tierIndex,
              place: c.place,
              qualified: hit.qualifier.length > 0 || hit.trailing.length > 0,
              order: hit.layout.page.documentPage * 1e6 + hit.lineIndex * 1e3 + order++,
            });
          break;
        }
      }
  });
  if (out.length === 0 && rule.titles) out.push(...titleCandidates(rule, layouts, rule.tiers.length));
  if (out.length === 0 && rule.total) out.push(...sumCandidates(layouts, conventions, rule.tiers.length));
  if (rule.headerDatesBeforeTier !== undefined && layouts[0])
    for (const d of headerDates(layouts[0], conventions, rule.exclude ?? []))
      out.push({
        value: d.value,
        words: d.words,
        page: layouts[0].page.documentPage,
        tier: rule.headerDatesBeforeTier,
        place: 'unlabelled',
        qualified: false,
        order: layouts[0].page.documentPage * 1e6 + d.lineIndex * 1e3,
      });
  return out;
}
