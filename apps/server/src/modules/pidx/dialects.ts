import { attr, type XmlElement } from './xml-tree.js';
import { pidxProblem } from './pidx-problem.js';

/**
 * The PIDX namespaces met in real traffic (issue 29). The structure this product reads is the same
 * in all four; what differs is the namespace, where the version is said, and how strictly files
 * keep to it, so each is read by the same lenient reader.
 */
export const pidxNamespaces = {
  'pidXML 1.0': 'http://www.api.org/pidXML/v1.0',
  'pidXML 1.2': 'http://www.api.org/pidXML',
  'PIDX 1.61': 'http://www.pidx.org/schemas/v1.61',
  'PIDX 1.62': 'http://www.pidx.org/schemas/v1.62',
} as const;
export type PidxDialect = keyof typeof pidxNamespaces;

/** What the product writes. */
export const outputNamespace = pidxNamespaces['PIDX 1.62'];

/**
 * The dialect of a file from the namespaces its text declares (the parser drops prefixes, so the
 * declarations are read from the root's start tag). `http://www.api.org/pidXML` alone is 1.2 (its
 * `version` attribute says so when present). A file without a known namespace is refused: it is
 * not PIDX, or a version nobody has tested.
 */
export function dialectOf(xml: string, root: XmlElement): PidxDialect {
  const start = xml.slice(0, xml.indexOf('>', xml.indexOf(`${root.name}`)) + 1);
  const declared = [...start.matchAll(/xmlns(?::[\w.-]+)?\s*=\s*["']([^"']+)["']/g)].map((m) => m[1]!.trim());
  const known = (Object.keys(pidxNamespaces) as PidxDialect[]).find((d) =>
    declared.some((ns) => ns.replace(/\/$/, '').toLowerCase() === pidxNamespaces[d].toLowerCase()),
  );
  if (known) return known;
  const version = attr(root, 'version');
  if (declared.length === 0 && version) {
    const byVersion = (Object.keys(pidxNamespaces) as PidxDialect[]).find((d) => d.endsWith(` ${version}`));
    if (byVersion) return byVersion;
  }
  throw pidxProblem(
    `/${root.name}`,
    `the namespace must be one of ${Object.values(pidxNamespaces).join(', ')}${declared.length ? ` (found ${declared.join(', ')})` : ''}`,
  );
}
