/** Escapes text and attribute values for XML. */
export const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * An element to write: children, or text; undefined children and empty texts are left out by `el`.
 * Attributes are written as named: the PIDX schemas qualify only the root's `pidx:version` and
 * `pidx:transactionPurposeIndicator`, every other attribute is unprefixed (`partnerRoleIndicator`).
 */
export interface Node {
  name: string;
  attrs?: Record<string, string | undefined>;
  text?: string | undefined;
  children?: (Node | undefined)[];
}

export const el = (
  name: string,
  content?: string | (Node | undefined)[],
  attrs?: Record<string, string | undefined>,
): Node | undefined => {
  if (typeof content === 'string' || content === undefined) {
    return content === undefined || content === '' ? undefined : { name, text: content, ...(attrs ? { attrs } : {}) };
  }
  const children = content.filter((c): c is Node => c !== undefined);
  return children.length ? { name, children, ...(attrs ? { attrs } : {}) } : undefined;
};

/**
 * An element the schema requires even when the document has nothing for it: written empty
 * (`<pidx:UnitOfMeasureCode></pidx:UnitOfMeasureCode>`, which an xs:string or an all-optional
 * sequence accepts) rather than left out.
 */
export const always = (
  name: string,
  content: string | (Node | undefined)[] | undefined,
  attrs?: Record<string, string | undefined>,
): Node => el(name, content, attrs) ?? { name, text: '', ...(attrs ? { attrs } : {}) };

/** The document as text, every element prefixed `pidx:`, two spaces an indent. */
export function writeXml(root: Node, rootAttrs: Record<string, string>): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  const attrText = (attrs: Record<string, string | undefined> = {}) =>
    Object.entries(attrs)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => ` ${k}="${escapeXml(v!)}"`)
      .join('');
  const write = (n: Node, depth: number, extra: Record<string, string> = {}) => {
    const pad = '  '.repeat(depth);
    const open = `pidx:${n.name}${attrText({ ...extra, ...n.attrs })}`;
    if (n.children?.length) {
      out.push(`${pad}<${open}>`);
      for (const c of n.children) if (c) write(c, depth + 1);
      out.push(`${pad}</pidx:${n.name}>`);
    } else out.push(`${pad}<${open}>${escapeXml(n.text ?? '')}</pidx:${n.name}>`);
  };
  write(root, 0, rootAttrs);
  return out.join('\n') + '\n';
}
