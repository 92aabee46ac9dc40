/**
 * Taxpayer identification numbers and ABA routing numbers, checked where they are typed (issue 31):
 * on W-9s, parties, registration and ACH forms. One rule each, shared by the server (which refuses
 * with the message) and the web (which marks the field as it is typed), so both say the same.
 *
 * - A TIN is nine digits. An SSN (123-45-6789) never starts 000, 666 or 9xx, never has group 00 or
 *   serial 0000 (SSA, "Social Security Number Randomization"); an EIN (12-3456789) never starts with
 *   a prefix the IRS has not issued: 00, 07–09, 17–19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97.
 *   Nine bare digits are accepted when they are a valid SSN or a valid EIN.
 * - An ABA routing number is nine digits whose digits weighted 3, 7, 1, 3, 7, 1, 3, 7, 1 sum to a
 *   multiple of 10 (011000015 is valid).
 */

const neverIssuedEinPrefixes = new Set([
  '00',
  '07',
  '08',
  '09',
  '17',
  '18',
  '19',
  '28',
  '29',
  '49',
  '69',
  '70',
  '78',
  '79',
  '89',
  '96',
  '97',
]);

/** Why nine digits are no SSN, or null. */
export function ssnProblem(digits: string): string | null {
  const area = digits.slice(0, 3);
  if (area === '000' || area === '666' || area.startsWith('9')) return 'no SSN starts with 000, 666 or 9';
  if (digits.slice(3, 5) === '00') return 'no SSN has 00 as its group (digits 4 and 5)';
  if (digits.slice(5) === '0000') return 'no SSN ends with 0000';
  return null;
}

/** Why nine digits are no EIN, or null. */
export function einProblem(digits: string): string | null {
  const prefix = digits.slice(0, 2);
  return neverIssuedEinPrefixes.has(prefix) ? `the IRS has never issued an EIN starting ${prefix}` : null;
}

/**
 * What is wrong with a typed TIN, in a sentence that names the field, or null. Hyphens and spaces
 * are how people write it: 123-45-6789 is read as an SSN, 12-3456789 as an EIN.
 */
export function tinProblem(value: string, label = 'TIN'): string | null {
  const text = value.trim();
  const digits = text.replace(/[\s-]/g, '');
  if (!/^\d{9}$/.test(digits)) {
    return `${label} must be nine digits: an SSN (123-45-6789) or an EIN (12-3456789)`;
  }
  if (/^\d{3}[\s-]?\d{2}[\s-]?\d{4}$/.test(text) && /\D/.test(text)) {
    const p = ssnProblem(digits);
    return p ? `${label} is not a valid SSN: ${p}` : null;
  }
  if (/^\d{2}[\s-]?\d{7}$/.test(text) && /\D/.test(text)) {
    const p = einProblem(digits);
    return p ? `${label} is not a valid EIN: ${p}` : null;
  }
  if (/\D/.test(text)) return `${label} must be written 123-45-6789 (SSN), 12-3456789 (EIN) or as nine digits`;
  const ssn = ssnProblem(digits);
  const ein = einProblem(digits);
  return ssn && ein ? `${label} is neither a valid SSN (${ssn}) nor a valid EIN (${ein})` : null;
}

/** What is wrong with a typed ABA routing number, in a sentence that names the field, or null. */
export function routingNumberProblem(value: string, label = 'Routing number'): string | null {
  const digits = value.trim();
  if (!/^\d{9}$/.test(digits)) return `${label} must be nine digits`;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...digits].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  return sum % 10 === 0 ? null : `${label} is not a valid ABA routing number: its check digit does not match`;
}
