import { StandardFontEmbedder, StandardFonts } from 'pdf-lib';

/*
 * pdf.js gives the width of a whole text item, not of each glyph. Splitting it among the
 * words by character count puts word edges several points off in proportional fonts ("Ill"
 * against "WWW"). The AFM widths of the standard fonts are a much better guess for the
 * relative widths of characters in most fonts of the same family; the caller scales them so
 * the item keeps its exact measured width.
 */
// The embedder is typed with the FontNames enum of @pdf-lib/standard-fonts, which pdf-lib's
// StandardFonts mirrors value for value but TypeScript sees as a different enum.
type FontName = Parameters<typeof StandardFontEmbedder.for>[0];
const embedder = (name: StandardFonts) => StandardFontEmbedder.for(name as unknown as FontName);
const embedders = {
  'sans-serif': embedder(StandardFonts.Helvetica),
  serif: embedder(StandardFonts.TimesRoman),
  monospace: embedder(StandardFonts.Courier),
};
type Family = keyof typeof embedders;

/** Characters the standard fonts cannot encode (CJK, most symbols) get an average width. */
const fallbackWidth = 0.556;
const cache = new Map<string, number>();

function charWidth(family: Family, ch: string): number {
  const id = `${family}\u0000${ch}`;
  let w = cache.get(id);
  if (w === undefined) {
    try {
      w = embedders[family].widthOfTextAtSize(ch, 1) || fallbackWidth;
    } catch {
      w = fallbackWidth;
    }
    cache.set(id, w);
  }
  return w;
}

/** Relative advance widths of the characters of `text` (any unit; only proportions matter). */
export function relativeWidths(text: readonly string[], fontFamily: string | undefined): number[] {
  const family: Family = fontFamily === 'serif' || fontFamily === 'monospace' ? fontFamily : 'sans-serif';
  return text.map((ch) => charWidth(family, ch));
}
