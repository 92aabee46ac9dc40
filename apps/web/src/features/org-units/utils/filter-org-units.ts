import type { OrgUnit } from '@docvue/contracts';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The org units whose name, code, city or state has every word of the search text, by name. The
 * server gives every org unit at once (a company has tens), so the list filters them itself.
 */
export function filterOrgUnits(units: OrgUnit[], text: string): OrgUnit[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  const matching = units.filter((u) => {
    const haystack = [u.name, u.code, u.city, u.state].filter(Boolean).join(' ').toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
  return matching.sort((a, b) => collator.compare(a.name, b.name));
}
