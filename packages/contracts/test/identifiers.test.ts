import { describe, expect, it } from 'vitest';
import {
  companyRegistrationBody,
  DocumentTemplate,
  fieldProblem,
  MetadataType,
  partyFields,
  routingNumberProblem,
  tinProblem,
} from '../src/index.js';

describe('TIN', () => {
  it.each(['123-45-6789', '75-2841937', '752841937', '123456789', '665-12-3456', ' 12 3456789 '])('accepts %s', (tin) =>
    expect(tinProblem(tin)).toBeNull(),
  );

  it.each([
    ['12345678', 'TIN must be nine digits: an SSN (123-45-6789) or an EIN (12-3456789)'],
    ['1234567890', 'TIN must be nine digits: an SSN (123-45-6789) or an EIN (12-3456789)'],
    ['XXX-XX-4471', 'TIN must be nine digits: an SSN (123-45-6789) or an EIN (12-3456789)'],
    ['000-12-3456', 'TIN is not a valid SSN: no SSN starts with 000, 666 or 9'],
    ['666-12-3456', 'TIN is not a valid SSN: no SSN starts with 000, 666 or 9'],
    ['912-12-3456', 'TIN is not a valid SSN: no SSN starts with 000, 666 or 9'],
    ['123-00-4567', 'TIN is not a valid SSN: no SSN has 00 as its group (digits 4 and 5)'],
    ['123-45-0000', 'TIN is not a valid SSN: no SSN ends with 0000'],
    ['1-23456789', 'TIN must be written 123-45-6789 (SSN), 12-3456789 (EIN) or as nine digits'],
  ])('refuses the SSN or form %s', (tin, message) => expect(tinProblem(tin)).toBe(message));

  it.each(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97'])(
    'refuses the never-issued EIN prefix %s',
    (prefix) =>
      expect(tinProblem(`${prefix}-1234567`, 'Tax Identifier')).toBe(
        `Tax Identifier is not a valid EIN: the IRS has never issued an EIN starting ${prefix}`,
      ),
  );

  it('takes nine bare digits that are a valid SSN or a valid EIN, and names both reasons otherwise', () => {
    expect(tinProblem('071234567')).toBeNull(); // an SSN, though no EIN
    expect(tinProblem('912345678')).toBeNull(); // an EIN, though no SSN
    expect(tinProblem('000123456')).toBe(
      'TIN is neither a valid SSN (no SSN starts with 000, 666 or 9) nor a valid EIN (the IRS has never issued an EIN starting 00)',
    );
  });
});

describe('ABA routing number', () => {
  it.each(['011000015', '111904257', '021000021', '121000358'])('accepts %s', (n) =>
    expect(routingNumberProblem(n)).toBeNull(),
  );
  it.each([
    ['011000016', 'Routing number is not a valid ABA routing number: its check digit does not match'],
    ['123456789', 'Routing number is not a valid ABA routing number: its check digit does not match'],
    ['01100001', 'Routing number must be nine digits'],
    ['0110000155', 'Routing number must be nine digits'],
    ['01100001A', 'Routing number must be nine digits'],
    ['011-000-015', 'Routing number must be nine digits'],
  ])('refuses %s', (n, message) => expect(routingNumberProblem(n)).toBe(message));
});

describe('where they are typed', () => {
  const party = {
    name: 'Hot Oil Services LLC',
    number: 'V-1',
    taxIdentifier: '75-1234567',
    emailsAsString: 'ap@hotoil.example',
  };
  const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
    r.error?.issues.map((i) => i.message) ?? [];

  it('a party: the tax identifier and both routing numbers, each with one message', () => {
    expect(partyFields.safeParse({ ...party, achRoutingTransitNumber: '011000015' }).success).toBe(true);
    expect(messages(partyFields.safeParse({ ...party, taxIdentifier: '07-1234567' }))).toEqual([
      'Tax Identifier is not a valid EIN: the IRS has never issued an EIN starting 07',
    ]);
    expect(messages(partyFields.safeParse({ ...party, achRoutingTransitNumber: '011000016' }))).toEqual([
      'ACH Routing Transit Number is not a valid ABA routing number: its check digit does not match',
    ]);
    expect(messages(partyFields.safeParse({ ...party, wireRoutingTransitNumber: '1234' }))).toEqual([
      'Wire Routing Transit Number must be nine digits',
    ]);
    // The spec's own messages stay alone.
    expect(messages(partyFields.safeParse({ ...party, taxIdentifier: '' }))).toEqual(['Required']);
    expect(messages(partyFields.safeParse({ ...party, achRoutingTransitNumber: '1234567890' }))).toEqual([
      'Must be at most 9 characters',
    ]);
  });

  it("registration: the company's tax number", () => {
    const form = {
      legalName: 'Quail Creek Minerals',
      addressLineOne: '1 Main',
      city: 'Tulsa',
      state: 'OK',
      zipCode: '74103',
      userFirstName: 'Dana',
      userLastName: 'Reyes',
      userEmail: 'dana@quail.example',
    };
    expect(companyRegistrationBody.safeParse({ ...form, taxNumber: '73-5550101' }).success).toBe(true);
    expect(messages(companyRegistrationBody.safeParse({ ...form, taxNumber: '666-12-3456' }))).toEqual([
      'Tax Number is not a valid SSN: no SSN starts with 000, 666 or 9',
    ]);
  });

  it("a W-9's TIN and an ACH form's routing number, by the template's key; other fields of other templates are text", () => {
    const text = MetadataType.Text;
    expect(fieldProblem(DocumentTemplate.W9, 'tin', 'Taxpayer Identification Number', text, '123-00-4567')).toBe(
      'Taxpayer Identification Number is not a valid SSN: no SSN has 00 as its group (digits 4 and 5)',
    );
    expect(fieldProblem(DocumentTemplate.ACH, 'routingNumber', 'Routing Number', text, '011000016')).toBe(
      'Routing Number is not a valid ABA routing number: its check digit does not match',
    );
    expect(fieldProblem(DocumentTemplate.ACH, 'routingNumber', 'Routing Number', text, '011000015')).toBeNull();
    expect(fieldProblem(DocumentTemplate.ArInvoice, 'tin', 'TIN', text, 'anything')).toBeNull();
  });
});
