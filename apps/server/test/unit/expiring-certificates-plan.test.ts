import { describe, expect, it } from 'vitest';
import {
  planExpiringCertificates,
  warningUntil,
} from '../../src/modules/legal-documents/list-expiring-certificates.js';
import type { LegalDocumentRow } from '../../src/modules/legal-documents/repository.js';

/* The dashboard's certificate warnings, planned from rows without a database. */

const certificate = (id: number, companyId: number, expiresOn: string) =>
  ({ id, companyId, expiresOn }) as LegalDocumentRow;

describe('the expiring certificates plan', () => {
  const now = new Date('2026-03-10T15:00:00Z');

  it('warns up to 30 days ahead', () => {
    expect(warningUntil(now)).toBe('2026-04-09');
  });

  it('counts days left from today, names the party of a partner, and puts the soonest first, then by company name', () => {
    const rows = [
      { doc: certificate(1, 7, '2026-03-20'), companyName: 'Own Co' },
      { doc: certificate(2, 9, '2026-03-08'), companyName: 'Partner B' },
      { doc: certificate(3, 8, '2026-03-20'), companyName: 'Partner A' },
    ];
    const items = planExpiringCertificates(7, rows, new Map([[9, 42]]), now);
    expect(items.map((i) => [i.id, i.daysLeft, i.own, i.partyId])).toEqual([
      [2, -2, false, 42],
      [1, 10, true, null],
      [3, 10, false, null],
    ]);
  });
});
