import type { OcrWord } from '@docvue/contracts';
import { captureValue, joinWords, parsePrintedDate, wordAt, wordsIn } from './capture';

const word = (Text: string, x: number, y: number, w = 40, h = 10): OcrWord => ({
  Text,
  Coordinates: [
    { X: x, Y: y },
    { X: x + w, Y: y },
    { X: x + w, Y: y + h },
    { X: x, Y: y + h },
  ],
});

const page = [
  word('Total', 390, 400),
  word('$1,870.00', 480, 400, 60),
  word('Mesa', 100, 200),
  word('Verde', 145, 200),
  word('14-23', 100, 214),
];

describe('capturing text from the page', () => {
  it('a click takes the word under the pointer', () => {
    expect(wordAt(page, 500, 405)?.Text).toBe('$1,870.00');
    expect(wordAt(page, 10, 10)).toBeUndefined();
  });

  it('a drag takes the words inside the rectangle, in reading order', () => {
    const words = wordsIn(page, { page: 1, x: 90, y: 195, width: 120, height: 35 });
    expect(joinWords(words)).toBe('Mesa Verde 14-23');
  });

  it('numbers keep only digits, minus and point', () => {
    expect(captureValue({ name: 'Invoice Total', metadataTypeId: 3 }, '$1,870.00', 'MM/dd/yyyy')).toEqual({
      value: '1870.00',
    });
    expect(captureValue({ name: 'Quantity', metadataTypeId: 2 }, 'Total', 'MM/dd/yyyy')).toEqual({
      problem: 'Quantity must be a number',
    });
  });

  it('dates must be valid dates', () => {
    expect(captureValue({ name: 'Invoice Date', metadataTypeId: 4 }, '10/31/2026', 'MM/dd/yyyy')).toEqual({
      value: '2026-10-31',
    });
    expect(parsePrintedDate('October 31, 2026', 'MM/dd/yyyy')).toBe('2026-10-31');
    expect(captureValue({ name: 'Invoice Date', metadataTypeId: 4 }, '02/30/2026', 'MM/dd/yyyy')).toEqual({
      problem: 'Invoice Date must be a valid date',
    });
  });

  it('text is taken as it reads', () => {
    expect(captureValue({ name: 'PO #', metadataTypeId: 1 }, ' PO-55123 ', 'MM/dd/yyyy')).toEqual({
      value: 'PO-55123',
    });
  });
});
