import { describe, expect, it } from 'vitest';
import { findExtraClauses } from '../../src/modules/payment-holds/find-extra-clauses.js';
import { saleOfStatement, statutoryClock } from '../../src/modules/payment-holds/statutory-clock.js';

/** The demo's division order (seed/sample-pdfs/division-order.ts): the statutory form only. */
const statutoryForm = `The undersigned certifies the ownership of the decimal interest shown above in production or proceeds
from the described property, payable by Red Mesa Energy Partners ("Payor"). Payor shall be notified in writing of any
change in ownership, decimal interest, or payment address. All such changes shall be effective the first day of the
month following receipt of such notice. Payor is authorized to withhold payment pending resolution of a title dispute or
adverse claim asserted regarding the interest in production claimed herein by the undersigned. The undersigned agrees to
indemnify and reimburse Payor any amount attributable to an interest to which the undersigned is not entitled. Payor may
accrue proceeds until the total amount equals $100.00, or pay annually, whichever occurs first, or as required by
applicable state statute. This Division Order does not amend any lease or operating agreement between the undersigned and
the lessee or operator or any other contracts for the purchase of oil or gas.`;

describe('clauses beyond the statutory division order (§91.402(h))', () => {
  it('finds none in the statutory form', () => {
    expect(findExtraClauses(statutoryForm)).toEqual([]);
  });

  it.each([
    ['indemnity', 'Owner shall indemnify and hold Payor harmless against all claims arising hereunder.'],
    [
      'indemnity',
      'The undersigned agrees to indemnify and reimburse Payor any amount attributable to an interest to which the undersigned is not entitled, together with attorney fees.',
    ],
    ['leaseAmendment', 'The undersigned hereby ratifies and confirms the oil and gas lease as amended.'],
    ['leaseAmendment', 'This Division Order amends the lease to allow deduction of post-production costs.'],
    ['unitRatification', 'The undersigned ratifies and consents to the Mesa Unit 14 pooling declaration.'],
    ['titleWarranty', 'The undersigned warrants good and merchantable title to the interest shown.'],
  ])('flags %s: %s', (kind, sentence) => {
    const found = findExtraClauses(`${statutoryForm}\n${sentence}`);
    expect(found.map((f) => f.kind)).toEqual([kind]);
    expect(found[0]!.excerpt).toBe(sentence);
  });
});

describe('the statutory clock (§91.402(a)(1))', () => {
  it("reads the first sale from a statement's sale month, else its lines' production dates, else its check date", () => {
    expect(saleOfStatement({ saleMonth: '2026-02' }, [{ productionDate: '2026-01-31' }], null)).toEqual({
      month: '2026-02',
      from: 'saleMonth',
    });
    expect(
      saleOfStatement(
        { checkDate: '2026-05-25' },
        [{ productionDate: '2026-04-30' }, { productionDate: '2026-03-31' }],
        null,
      ),
    ).toEqual({
      month: '2026-03',
      from: 'productionDate',
    });
    expect(saleOfStatement({ checkDate: '2026-05-25' }, [], null)).toEqual({ month: '2026-05', from: 'documentDate' });
    expect(saleOfStatement({}, [], new Date('2026-06-02T10:00:00Z'))).toEqual({
      month: '2026-06',
      from: 'documentDate',
    });
  });

  it('is due 120 days after the end of the month of first sale; interest runs past it only for a reason the statute does not allow', () => {
    const sale = { month: '2026-01', from: 'productionDate' as const };
    // January 31 + 120 days = May 31.
    expect(statutoryClock(sale, null, true, new Date('2026-05-31T23:00:00Z'))).toMatchObject({
      firstPaymentDue: '2026-05-31',
      daysSinceFirstSale: 150,
      daysPastDue: 0,
      interestAccrues: false,
    });
    expect(statutoryClock(sale, null, true, new Date('2026-06-10T00:00:00Z'))).toMatchObject({
      daysPastDue: 10,
      interestAccrues: true,
    });
    expect(statutoryClock(sale, null, false, new Date('2026-06-10T00:00:00Z'))).toMatchObject({
      daysPastDue: 10,
      interestAccrues: false,
    });
    // A leap year: February 29 + 120 days = June 28.
    expect(
      statutoryClock({ month: '2028-02', from: 'saleMonth' }, null, true, new Date('2028-03-01T00:00:00Z'))!
        .firstPaymentDue,
    ).toBe('2028-06-28');
  });

  it('ends with the first payment: a check stops it (late by the days to the check), a 1099 of an earlier year leaves the first sale unknown', () => {
    const sale = { month: '2026-01', from: 'productionDate' as const };
    const check = { from: 'check' as const, date: '2026-06-05', taxYear: 2026, checkNumber: '0047655', documentId: 7 };
    expect(statutoryClock(sale, check, true, new Date('2026-11-29T00:00:00Z'))).toMatchObject({
      firstSaleMonth: '2026-01',
      firstPaymentDue: '2026-05-31',
      firstPayment: check,
      daysPastDue: 5,
      interestAccrues: false,
    });
    const form = { from: 'form1099' as const, date: null, taxYear: 2025, checkNumber: null, documentId: 8 };
    expect(statutoryClock({ month: '2026-08', from: 'productionDate' }, form, true, new Date('2026-11-29'))).toEqual({
      firstSaleMonth: null,
      firstSaleFrom: null,
      daysSinceFirstSale: null,
      firstPaymentDue: null,
      firstPayment: form,
      daysPastDue: 0,
      interestAccrues: false,
    });
  });
});
