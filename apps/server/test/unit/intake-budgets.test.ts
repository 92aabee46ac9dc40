import { Readable } from 'node:stream';
import { statementFileLimits } from '@docvue/contracts';
import { describe, expect, it } from 'vitest';
import { CsvLineBudget } from '../../src/modules/owner-statements/file/csv-line-budget.js';
import { measureJson } from '../../src/modules/owner-statements/file/measure-json.js';
import { renderInvoicePdf } from '../../src/modules/pidx/render-invoice-pdf.js';

describe('the rendered PIDX invoice', () => {
  it('fits a 200,000-character description to its cell in one pass', async () => {
    const started = performance.now();
    const pdf = await renderInvoicePdf({
      sender: 'Hot Oil Services LLC',
      receiver: 'Red Mesa',
      values: [{ key: 'remarks', value: 'R'.repeat(200_000) }],
      lines: [{ description: 'W'.repeat(200_000), amount: '10.00' }],
    });
    expect(Buffer.from(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    // Trimmed a character at a time and measured again, 20,000 characters took 14 s.
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('a JSON revenue file measured before its run', () => {
  it('is within its limits as the template makes it', () => {
    const file = JSON.stringify({
      transmission: {},
      checks: [{ checkNumber: '1', lines: [{ volume: '1' }] }],
      summary: {},
    });
    expect(measureJson(file, statementFileLimits)).toBeNull();
  });

  it('counts nesting on the text, strings and escapes aside', () => {
    expect(measureJson(`{"a":"${'['.repeat(50)}\\"${'{'.repeat(50)}"}`, statementFileLimits)).toBeNull();
    expect(measureJson(`{"a":${'['.repeat(9)}${']'.repeat(9)}}`, statementFileLimits)).toBe(
      'The file nests objects and arrays more than 8 deep (at character 13); the format nests 5.',
    );
  });

  it('names the field that is too long by its path', () => {
    const file = JSON.stringify({ checks: [{}, { lines: [{}, { propertyName: 'p'.repeat(300) }] }] });
    expect(measureJson(file, statementFileLimits)).toBe(
      'checks[1].lines[1].propertyName is 300 characters; a field may hold at most 255.',
    );
  });
});

describe('a CSV revenue file counted as it is stored', () => {
  const through = async (text: string) => {
    const chunks: Buffer[] = [];
    // Chunks of 7 bytes: a line split between chunks is counted whole.
    const source = Readable.from(
      Buffer.from(text)
        .toString('latin1')
        .match(/[\s\S]{1,7}/g)!
        .map((c) => Buffer.from(c, 'latin1')),
    );
    for await (const chunk of source.pipe(new CsvLineBudget())) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString();
  };

  it('passes a file within its limits unchanged', async () => {
    const text = 'record_type,a\r\nT,1\r\nC,2\r\n';
    expect(await through(text)).toBe(text);
  });

  it('refuses the first line longer than a line of the format, by its number', async () => {
    await expect(
      through(`a\n${'x'.repeat(100)}\n${'y'.repeat(statementFileLimits.maxCsvLineBytes + 1)}`),
    ).rejects.toThrow('Line 3 of the file is longer than 16,384 bytes, more than a line of the format holds.');
  });
});
