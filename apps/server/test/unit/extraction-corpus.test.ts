import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runExtractionCorpus } from '../../src/scripts/bench/extraction-corpus.js';

/*
 * The accuracy floor of docs/history.md §16: real invoices of other vendors (fixtures/invoice-corpus,
 * public under the MIT licence) through the real pipeline — upload route, OCR job, auto
 * extraction and proposed line items — must come out with at least 90 % of invoice number,
 * date and total right. A floor on accuracy, not on time.
 */
const corpus = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'invoice-corpus');

describe('extraction on the invoice corpus', () => {
  it('reads at least 90 % of invoice number, date and total right, and most tables', async () => {
    const result = await runExtractionCorpus(corpus);
    const wrong = result.files.flatMap((f) =>
      f.fields.filter((x) => !x.right).map((x) => `${f.file} ${x.key}: ${x.got} (expected ${x.expected})`),
    );
    expect(result.total).toBe(44);
    expect(result.right / result.total, wrong.join('\n')).toBeGreaterThanOrEqual(0.9);
    const tables = result.files.filter((f) => f.linesRight !== null);
    expect(tables.filter((f) => f.linesRight).length / tables.length).toBeGreaterThanOrEqual(0.9);
  }, 600_000);
});
