/**
 * Marks the words of a text that match the search, as segments the UI renders (never HTML).
 * Words are cut as PostgreSQL's 'simple' parser sees them after docvue_search_normalize:
 * runs of letters and digits, decimals kept whole, thousands separators ignored.
 */

export interface Segment {
  text: string;
  match: boolean;
}

const word = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)+|[\p{L}\p{N}]+/gu;

const normalise = (w: string) => w.toLowerCase().replace(/,/g, '');

/** The text in segments with the matching words marked; null when no word matches. */
export function markMatches(text: string, lexemes: ReadonlySet<string>): Segment[] | null {
  const segments: Segment[] = [];
  let last = 0;
  let matched = false;
  for (const m of text.matchAll(word)) {
    if (!lexemes.has(normalise(m[0]))) continue;
    if (m.index > last) segments.push({ text: text.slice(last, m.index), match: false });
    segments.push({ text: m[0], match: true });
    last = m.index + m[0].length;
    matched = true;
  }
  if (!matched) return null;
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}

/**
 * A short excerpt of a long text (the pages) around its first match, marked; null when no
 * word matches. Never more than about `width` characters of the text are returned.
 */
export function excerpt(text: string, lexemes: ReadonlySet<string>, width = 160): Segment[] | null {
  let first: RegExpExecArray | null = null;
  const re = new RegExp(word.source, 'gu');
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (lexemes.has(normalise(m[0]))) {
      first = m;
      break;
    }
  }
  if (!first) return null;
  let start = Math.max(0, first.index - Math.floor(width / 3));
  let end = Math.min(text.length, start + width);
  // Do not cut words in half at either end.
  for (let i = 0; i < 40 && start > 0 && /[\p{L}\p{N}]/u.test(text[start - 1]!); i++) start--;
  for (let i = 0; i < 40 && end < text.length && /[\p{L}\p{N}]/u.test(text[end]!); i++) end++;
  const piece = text.slice(start, end).replace(/\s+/g, ' ');
  const marked = markMatches(piece, lexemes) ?? [{ text: piece, match: false }];
  if (start > 0) marked.unshift({ text: '…', match: false });
  if (end < text.length) marked.push({ text: '…', match: false });
  return marked;
}
