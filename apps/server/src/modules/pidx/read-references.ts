import type { PidxReferences } from './invoice-model.js';
import { attr, childNamed, childrenNamed, findBelow, textOf, type XmlElement } from './xml-tree.js';

const norm = (s: string) => s.replace(/[\s_-]/g, '').toLowerCase();

/** ReferenceInformation indicators, as real files spell them, to the document's fields. */
const indicators: Record<string, keyof Omit<PidxReferences, 'others'>> = {
  afenumber: 'afe',
  afe: 'afe',
  authorizationforexpenditure: 'afe',
  costcenter: 'costCenter',
  costcentre: 'costCenter',
  operatorgeneralledgercode: 'accountCode',
  generalledgercode: 'accountCode',
  glaccount: 'accountCode',
  glcode: 'accountCode',
};

/** The references of a header or a line (`ReferenceInformation`), and its well (JobLocationInformation). */
export function readReferences(el: XmlElement): PidxReferences {
  const refs: PidxReferences = { others: [] };
  for (const ref of childrenNamed(el, 'ReferenceInformation')) {
    const indicator =
      attr(ref, 'referenceInformationIndicator') ?? textOf(ref, 'ReferenceInformationIndicator') ?? 'Other';
    const value =
      textOf(ref, 'ReferenceNumber', 'ReferenceIdentifier', 'Reference') ??
      (ref.children.length ? undefined : textOf(ref));
    const description = textOf(ref, 'Description', 'ReferenceDescription');
    const field = indicators[norm(indicator)];
    if (field && value) refs[field] ??= value;
    else if (value || description) {
      refs.others.push(`${indicator}: ${[value, description && `(${description})`].filter(Boolean).join(' ')}`);
    }
  }
  const well = findWell(el);
  if (well) refs.well = well;
  return refs;
}

/**
 * The well of a JobLocationInformation: its name when given (what the purchaser's Well list shows),
 * else its identifier (APINumber, UWINumber, CustomerWellNumber).
 */
function findWell(el: XmlElement): string | undefined {
  const location = childNamed(el, 'JobLocationInformation');
  const info = location && (childNamed(location, 'WellInformation') ?? location);
  if (!info) return undefined;
  const name = textOf(info, 'WellName') ?? textOf(findBelow(info, 'WellName'));
  if (name) return name;
  const ids = childrenNamed(info, 'WellIdentifier');
  return (
    ids.map((i) => textOf(i)).find(Boolean) ?? textOf(findBelow(info, 'APINumber', 'UWINumber', 'CustomerWellNumber'))
  );
}
