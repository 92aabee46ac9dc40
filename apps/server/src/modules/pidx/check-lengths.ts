import { limits } from '@docvue/contracts';
import type { InvoiceLine, InvoiceValues } from './map-to-document.js';
import { pidxProblem } from './pidx-problem.js';

/** The AR invoice's field that is a text area (its remarks); every other value and cell is a text field. */
const textAreaKeys = new Set(['remarks']);

/**
 * The lengths the document will keep (packages/contracts document-validation.ts `formatProblem`:
 * 255 characters, 4,000 in a text area), checked on what the file became before anything is
 * rendered or stored: what several elements make together (the field tickets joined, the remarks
 * with their notes) is refused here, as each element's own text was when the file was read
 * (measure-xml.ts).
 */
export function checkLengths(values: InvoiceValues, lines: InvoiceLine[]): void {
  for (const { key, value } of values) {
    const max = textAreaKeys.has(key) ? limits.textAreaMaxLength : limits.textMaxLength;
    if (value.length > max)
      throw pidxProblem(
        '/Invoice',
        `the invoice's ${key} would be ${value.length} characters; at most ${max} are kept`,
      );
  }
  lines.forEach((line, i) => {
    for (const [key, value] of Object.entries(line)) {
      if (value !== null && value.length > limits.textMaxLength)
        throw pidxProblem(
          `/Invoice/InvoiceDetails/InvoiceLineItem[${i + 1}]`,
          `its ${key} would be ${value.length} characters; at most ${limits.textMaxLength} are kept`,
        );
    }
  });
}
