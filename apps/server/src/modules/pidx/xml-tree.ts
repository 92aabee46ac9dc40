import { pidxXmlMaxBytes } from '@docvue/contracts';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { measureXml } from './measure-xml.js';
import { pidxProblem } from './pidx-problem.js';

/** One element of a PIDX file: its local name (prefix dropped), attributes by local name, text and children. */
export interface XmlElement {
  name: string;
  /** Where it is, for error messages: `/Invoice/InvoiceDetails/InvoiceLineItem[2]/Pricing`. */
  path: string;
  attrs: Record<string, string>;
  text: string;
  children: XmlElement[];
}

type Parsed = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Prefixed and unprefixed names read the same (pidx:InvoiceNumber, InvoiceNumber; pidx:partnerRoleIndicator).
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: () => true,
  // Only the five XML entities and character references: nothing is looked up or expanded beyond them.
  processEntities: true,
  htmlEntities: false,
});

/**
 * The file's text, once its size, its declarations and its counts (`measureXml`) are within the
 * limits: cheap and linear, so the intake runs it on the server's thread before it hands a larger
 * file to a thread of its own (read-pidx-in-thread.ts).
 */
export function checkXmlText(bytes: Buffer): string {
  if (bytes.length > pidxXmlMaxBytes)
    throw pidxProblem('/', `the XML is larger than ${pidxXmlMaxBytes / 1024 / 1024} MB`);
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw pidxProblem('/', 'a DOCTYPE or ENTITY declaration is not accepted');
  measureXml(text);
  return text;
}

/**
 * Reads PIDX XML into a tree, safely: at most 5 MB, no DOCTYPE (so no external entity, no entity
 * expansion: refused before the parser sees the text), within the counts of `measureXml`,
 * well-formed or refused with the line of the fault.
 */
export function readXmlTree(bytes: Buffer): XmlElement {
  const text = checkXmlText(bytes);
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw pidxProblem('/', `the XML is not well-formed (line ${valid.err.line}: ${valid.err.msg})`);
  }
  let doc: Parsed;
  try {
    doc = parser.parse(text) as Parsed;
  } catch (err) {
    // The parser's own refusals (a name it reserves, its nesting limit) are the file's fault, not ours.
    throw pidxProblem('/', `the XML cannot be read (${(err as Error).message})`);
  }
  const roots = Object.keys(doc).filter((k) => !k.startsWith('?') && !k.startsWith('@') && k !== '#text');
  if (roots.length !== 1) throw pidxProblem('/', 'the XML must have one root element');
  const name = roots[0]!;
  const node = (doc[name] as unknown[])[0];
  return toElement(name, node, `/${name}`);
}

function toElement(name: string, node: unknown, path: string): XmlElement {
  if (typeof node !== 'object' || node === null)
    return { name, path, attrs: {}, text: String(node ?? '').trim(), children: [] };
  const attrs: Record<string, string> = {};
  const children: XmlElement[] = [];
  let text = '';
  for (const [key, value] of Object.entries(node as Parsed)) {
    if (key.startsWith('@')) {
      if (key === '@xmlns' || key.startsWith('@xmlns')) continue;
      attrs[key.slice(1)] = String(value);
    } else if (key === '#text') {
      text = (Array.isArray(value) ? value.join('') : String(value)).trim();
    } else {
      const list = Array.isArray(value) ? value : [value];
      list.forEach((child, i) => {
        children.push(toElement(key, child, `${path}/${key}${list.length > 1 ? `[${i + 1}]` : ''}`));
      });
    }
  }
  return { name, path, attrs, text, children };
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The children with one of these local names, in any order, names compared without case. */
export const childrenNamed = (el: XmlElement, ...names: string[]) =>
  el.children.filter((c) => names.some((n) => same(c.name, n)));

export const childNamed = (el: XmlElement, ...names: string[]) => childrenNamed(el, ...names)[0];

/** The first element with one of these names anywhere below (wrong nesting is read too). */
export function findBelow(el: XmlElement, ...names: string[]): XmlElement | undefined {
  for (const c of el.children) {
    if (names.some((n) => same(c.name, n))) return c;
  }
  for (const c of el.children) {
    const found = findBelow(c, ...names);
    if (found) return found;
  }
  return undefined;
}

/** An attribute by local name, without case (`partnerRoleIndicator`, `PartnerRoleIndicator`). */
export function attr(el: XmlElement, name: string): string | undefined {
  const key = Object.keys(el.attrs).find((k) => same(k, name));
  return key === undefined ? undefined : el.attrs[key]!.trim();
}

/** The text of an element, or of its first child named so (one level); undefined when empty. */
export function textOf(el: XmlElement | undefined, ...names: string[]): string | undefined {
  const target = el && names.length > 0 ? childNamed(el, ...names) : el;
  const t = target?.text.trim();
  return t ? t : undefined;
}
