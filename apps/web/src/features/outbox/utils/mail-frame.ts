/**
 * What the mail's frame is allowed: no scripts (no `allow-scripts`), an opaque origin (no
 * `allow-same-origin`, so it reads nothing of the app), and links that open a new tab as an
 * ordinary page (`allow-popups-to-escape-sandbox`), which is where the password and document
 * links of the mails lead.
 */
export const MAIL_FRAME_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';

/** Links open in a new tab; nothing is loaded but images and inline styles. */
const head =
  '<meta charset="utf-8"><base target="_blank">' +
  `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data: http: https:; style-src 'unsafe-inline'">`;

/** The mail's HTML as the frame's document, with the head above. */
export function mailSrcDoc(html: string): string {
  const openHead = /<head(\s[^>]*)?>/i;
  return openHead.test(html)
    ? html.replace(openHead, (tag) => tag + head)
    : `<!doctype html><head>${head}</head>${html}`;
}

/** A piece of a plain-text mail: text, or a web address to show as a link. */
export type TextPiece = { text: string; href?: undefined } | { text: string; href: string };

const address = /https?:\/\/[^\s<>"']+/g;
/** A sentence's full stop or a closing bracket after an address is not part of it. */
const trailing = /[.,;:!?)\]]+$/;

/** Splits a plain-text mail into text and links. */
export function textPieces(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const match of text.matchAll(address)) {
    const href = match[0].replace(trailing, '');
    if (match.index > at) pieces.push({ text: text.slice(at, match.index) });
    pieces.push({ text: href, href });
    at = match.index + href.length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return pieces;
}
