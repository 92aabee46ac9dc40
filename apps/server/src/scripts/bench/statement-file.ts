import { statementFileColumns, type StatementFileColumn } from '@docvue/contracts';

/**
 * A synthetic monthly revenue file (docs/owner-statement-format.md) that passes every check: one
 * check per owner, `linesPerCheck` detail lines each (oil and gas revenue, a gathering charge,
 * and every fifth owner a prior-period reversal with its rebook). Its figures are computed here
 * with integer cents, independently of the product's checking code, so a test or benchmark that
 * finds no error checks that code too. Yields the CSV's lines (header first) so a benchmark
 * writes 300,000 of them without holding them.
 */
export function* syntheticStatementCsv(opts: {
  owners: number;
  linesPerCheck: number;
  ownerNumber: (i: number) => string;
  checkNumberBase?: number;
  checkDate?: string;
  operatorName?: string;
}): Generator<string> {
  const columns = statementFileColumns;
  const row = (r: Partial<Record<StatementFileColumn, string>>) => columns.map((c) => r[c] ?? '').join(',');
  const cents = (c: bigint) => {
    const neg = c < 0n;
    const a = neg ? -c : c;
    return `${neg ? '-' : ''}${a / 100n}.${String(a % 100n).padStart(2, '0')}`;
  };
  /** round(n / d) half away from zero. */
  const div = (n: bigint, d: bigint) => {
    const neg = n < 0n;
    const a = neg ? -n : n;
    const q = (a * 2n + d) / (2n * d);
    return neg ? -q : q;
  };
  yield columns.join(',');
  yield row({
    record_type: 'T',
    operator_name: opts.operatorName ?? 'Synthetic Operating LLC',
    operator_address: '500 W Texas Ave Suite 900 Midland TX 79701',
    operator_phone: '(432) 555-0100',
  });
  let total = 0n;
  for (let i = 0; i < opts.owners; i++) {
    const lines: string[] = [];
    let checkCents = 0n;
    // The decimal 0.00390625 is 1/256 exactly; volume in hundredths, price in cents.
    const line = (
      j: number,
      volumeHundredths: bigint,
      priceCents: bigint,
      product: string,
      tx: string,
      saleMonth: string,
      deductionCents = 0n,
    ) => {
      const gross = div(volumeHundredths * priceCents, 100n * 256n);
      const tax = div(gross * 46n, 1000n);
      const net = gross - tax - deductionCents;
      checkCents += net;
      lines.push(
        row({
          record_type: 'D',
          property_id: `42-317-${String(30000 + (i % 9000)).padStart(5, '0')}`,
          property_name: `Synthetic Unit ${(i % 9000) + 1} #${(j % 3) + 1}H`,
          county: 'Midland',
          state: 'TX',
          sale_month: saleMonth,
          product_code: product,
          transaction_code: tx,
          volume: cents(volumeHundredths),
          price: cents(priceCents),
          owner_decimal: '0.00390625',
          owner_gross: cents(gross),
          production_tax: cents(tax),
          windfall_profit_tax: '0.00',
          deductions: cents(deductionCents),
          owner_net: cents(net),
        }),
      );
    };
    for (let j = 0; j < opts.linesPerCheck; j++) {
      const reversalPair = i % 5 === 0 && j >= opts.linesPerCheck - 2;
      if (reversalPair) {
        const volume = BigInt(95000 + (i % 400) * 10);
        if (j === opts.linesPerCheck - 2) line(j, -volume, 7000n, 'OIL', 'REV', '2026-07');
        else line(j, volume + 2500n, 7000n, 'OIL', 'REV', '2026-07');
      } else if (j % 4 === 3) {
        line(j, 0n, 0n, 'GAS', 'GTH', '2026-09', BigInt(100 + ((i + j) % 250)));
      } else {
        const gas = j % 2 === 1;
        line(j, BigInt(100000 + ((i * 7 + j * 13) % 50000)), gas ? 240n : 7250n, gas ? 'GAS' : 'OIL', 'REV', '2026-09');
      }
    }
    total += checkCents;
    yield row({
      record_type: 'C',
      check_number: String((opts.checkNumberBase ?? 500000) + i),
      check_date: opts.checkDate ?? '2026-10-25',
      owner_number: opts.ownerNumber(i),
      owner_name: `Synthetic Owner ${i + 1}`,
      check_amount: cents(checkCents),
    });
    yield* lines;
  }
  yield row({ record_type: 'S', check_count: String(opts.owners), total_amount: cents(total) });
}
