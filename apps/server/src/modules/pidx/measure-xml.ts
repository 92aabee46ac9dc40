import { pidxLimits } from '@docvue/contracts';
import { pidxProblem } from './pidx-problem.js';

/** Names a JavaScript object cannot take as a key without changing what the object is. */
const reservedNames = new Set(['__proto__', 'constructor', 'prototype']);
/** Elements whose text becomes the remarks (a text area), not a text field. */
const commentNames = new Set(['comment', 'comments', 'commenttext']);

const localName = (name: string) => name.slice(name.indexOf(':') + 1);
/** The text's length as read: each entity or character reference is one character. */
const readLength = (raw: string) => raw.trim().replace(/&[^;\s&<]{1,12};/g, '_').length;

/**
 * Counts what a PIDX file holds before anything parses it, in one pass over its text: elements,
 * their nesting, line items, each element's text and each attribute's value, and names an object
 * cannot hold. The first limit met (packages/contracts/src/limits.ts `pidxLimits`, docs/limits.md)
 * refuses the file with the path and line where it was met; the parser, the renderer and the
 * database then only ever see a file within them (issue 39: one 10,000-character description held
 * the server's thread for seconds, 1.25 million empty elements for 6 s, 1,000 nested ones were a 500).
 * Well-formedness is the validator's: this pass only counts.
 */
export function measureXml(text: string): void {
  const stack: string[] = [];
  const textLengths: number[] = [];
  let elements = 0;
  let lineItems = 0;
  const lineAt = (index: number) => {
    let line = 1;
    for (let k = text.indexOf('\n'); k !== -1 && k < index; k = text.indexOf('\n', k + 1)) line++;
    return line;
  };
  const pathOf = (name?: string) => `/${[...stack, ...(name === undefined ? [] : [name])].join('/')}`;
  const refuse = (at: number, rule: string, name?: string): never => {
    throw pidxProblem(pathOf(name), `${rule} (line ${lineAt(at)})`);
  };
  const addText = (raw: string, at: number) => {
    if (stack.length === 0 || raw.trim() === '') return;
    const top = stack.length - 1;
    const max = commentNames.has(stack[top]!.toLowerCase()) ? pidxLimits.maxCommentLength : pidxLimits.maxTextLength;
    // The cheap measure first; entities are only counted for a text that might be too long.
    textLengths[top]! += raw.length > max ? readLength(raw) : raw.trim().length;
    if (textLengths[top]! > max)
      refuse(at, `the text is ${textLengths[top]!.toLocaleString('en-US')} characters; at most ${max} are accepted`);
  };

  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('<', i);
    if (open === -1) break;
    if (open > i) addText(text.slice(i, open), i);
    if (text.startsWith('<!--', open)) {
      const end = text.indexOf('-->', open + 4);
      if (end === -1) return;
      i = end + 3;
      continue;
    }
    if (text.startsWith('<![CDATA[', open)) {
      const end = text.indexOf(']]>', open + 9);
      if (end === -1) return;
      addText(text.slice(open + 9, end), open);
      i = end + 3;
      continue;
    }
    if (text.startsWith('<?', open) || text.startsWith('<!', open)) {
      const end = text.indexOf('>', open + 2);
      if (end === -1) return;
      i = end + 1;
      continue;
    }
    // The tag's end: the first '>' outside a quoted attribute value.
    let end = open + 1;
    let quote = '';
    for (; end < text.length; end++) {
      const ch = text[end]!;
      if (quote) {
        if (ch === quote) quote = '';
      } else if (ch === '"' || ch === "'") quote = ch;
      else if (ch === '>') break;
    }
    if (end >= text.length) return;
    const tag = text.slice(open + 1, end);
    i = end + 1;
    if (tag.startsWith('/')) {
      stack.pop();
      textLengths.pop();
      continue;
    }
    const name = localName(/^[^\s/>]*/.exec(tag)![0]);
    if (reservedNames.has(name)) refuse(open, `"${name}" is not an element name PIDX uses`, name);
    if (++elements > pidxLimits.maxElements)
      refuse(open, `the file has more than ${pidxLimits.maxElements.toLocaleString('en-US')} elements`, name);
    if (stack.length + 1 > pidxLimits.maxDepth)
      refuse(open, `elements are nested more than ${pidxLimits.maxDepth} deep`, name);
    if (name.toLowerCase() === 'invoicelineitem' && ++lineItems > pidxLimits.maxLineItems)
      refuse(open, `the invoice has more than ${pidxLimits.maxLineItems.toLocaleString('en-US')} line items`, name);
    for (const m of tag.matchAll(/([^\s=/]+)\s*=\s*("[^"]*"|'[^']*')/g)) {
      const attribute = localName(m[1]!);
      if (reservedNames.has(attribute)) refuse(open, `"${attribute}" is not an attribute name PIDX uses`, name);
      if (readLength(m[2]!.slice(1, -1)) > pidxLimits.maxCommentLength)
        refuse(open, `the attribute ${attribute} is longer than ${pidxLimits.maxCommentLength} characters`, name);
    }
    if (!tag.endsWith('/')) {
      stack.push(name);
      textLengths.push(0);
    }
  }
}
