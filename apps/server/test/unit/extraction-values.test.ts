import { describe, expect, it } from 'vitest';
import { findAmounts } from '../../src/modules/extraction/amounts.js';
import { conventionsOf, languageOf } from '../../src/modules/extraction/conventions.js';
import { parseDate, parseNumber } from '../../src/modules/extraction/index.js';
import { synthPage } from '../support/synth-page.js';

describe('dates in every common form', () => {
  it.each([
    ['March 4, 2023', '2023-03-04'],
    ['Date of issue April 13, 2023', '2023-04-13'],
    ['Sep 13 , 2022', '2022-09-13'],
    ['Sep 13, 2022', '2022-09-13'],
    ['Oct. 31st, 2026', '2026-10-31'],
    ['13 Sep, 2022 06:04 EDT', '2022-09-13'],
    ['4 mars 2023', '2023-03-04'],
    ['1er mars 2023', '2023-03-01'],
    ['le 12 décembre 2023', '2023-12-12'],
    ['12 maart 2022', '2022-03-12'],
    ['3 mei 2021', '2021-05-03'],
    ['7. Mai 2021', '2021-05-07'],
    ['24. März 2023', '2023-03-24'],
    ['4 de marzo de 2023', '2023-03-04'],
    ['15 agosto 2024', '2024-08-15'],
    ['31-Oct-2026', '2026-10-31'],
    ['2023-11-13', '2023-11-13'],
    ['2022/09/27', '2022-09-27'],
    ['Issued on: 2022-09-27, Pcim', '2022-09-27'],
    ['04.07.2023', '2023-07-04'],
    ['23.06.23, 11:09', '2023-06-23'],
  ])('%s → %s', (text, iso) => expect(parseDate(text)).toBe(iso));

  it('reads slashed dates in the order of the document, and rejects days that do not exist', () => {
    expect(parseDate('31/08/2022', 'dmy')).toBe('2022-08-31');
    expect(parseDate('05/06/2022', 'dmy')).toBe('2022-06-05');
    expect(parseDate('05/06/2022', 'mdy')).toBe('2022-05-06');
    expect(parseDate('11/5/23', 'dmy')).toBe('2023-05-11');
    expect(parseDate('31/08/2022', 'mdy')).toBeNull();
    expect(parseDate('30.02.2024')).toBeNull();
    expect(parseDate('February 30, 2024')).toBeNull();
  });

  it('does not take phone numbers, amounts or identifiers for dates', () => {
    expect(parseDate('+1 (800) 815 - 9959')).toBeNull();
    expect(parseDate('1.0 19.0 19.00 0.00 19.00')).toBeNull();
    expect(parseDate('FS/22/09/51')).toBeNull();
    expect(parseDate('32-432 Pcim')).toBeNull();
    expect(parseDate('you may 12 times')).toBeNull();
  });
});

describe('amounts with symbols before or after, decimal comma or point, thousands separators', () => {
  it.each([
    ['€83.20', '83.20'],
    ['Total in EUR €83.20', '83.20'],
    ['119,00 €', '119.00'],
    ['Gesamtbetrag: 80,65 EUR', '80.65'],
    ['USD 47.90', '47.90'],
    ['-USD 47.90', '-47.90'],
    ['$144.00 (USD)', '144.00'],
    ['($144.00)', '-144.00'],
    ['1.234,56 €', '1234.56'],
    ['€ 1.234.567,89', '1234567.89'],
    ['1,234.56', '1234.56'],
    ['1 234,56 €', '1234.56'],
    ['1\u202f234,56 €', '1234.56'],
    ["CHF 1'234.50", '1234.50'],
    ['12.00-', '-12.00'],
    ['Total (2 items) $48.00', '48.00'],
    ['19,0% MwSt. 19,00 €', '19.00'],
  ])('%s → %s', (text, value) => expect(parseNumber(text, 'currency', ',')).toBe(value));

  it('reads three decimals after a lone mark by the document: thousands or decimals', () => {
    expect(parseNumber('1,250', 'numeric', '.')).toBe('1250');
    expect(parseNumber('1.250', 'numeric', '.')).toBe('1.250');
    expect(parseNumber('1.250', 'numeric', ',')).toBe('1250');
    expect(parseNumber('0,00390625', 'numeric', ',')).toBe('0.00390625');
  });

  it('keeps table columns apart and leaves percentages, dates and codes alone', () => {
    expect(findAmounts('1 170,42', ',').map((a) => a.value)).toEqual(['1', '170.42']);
    expect(findAmounts('VAT (19%) 0.00').map((a) => a.value)).toEqual(['0.00']);
    expect(findAmounts('11/13/2023 - 12/12/2023 2023-11-13 RM25-0008 06:04')).toEqual([]);
  });
});

describe('document conventions', () => {
  const page = (...lines: string[]) => synthPage(lines.map((text, i) => ({ y: 100 + 20 * i, cells: [[50, text]] })));

  it('tells the language from its words', () => {
    expect(languageOf('Rechnung Datum Gesamtbetrag zzgl. MwSt. Vielen Dank'.split(' '))).toBe('de');
    expect(languageOf('Facture Date de facture Montant TTC Merci pour votre confiance'.split(' '))).toBe('fr');
    expect(languageOf('Factuur Factuurdatum Totaal te betalen incl. BTW bedankt'.split(' '))).toBe('nl');
    expect(languageOf('Factura Fecha de emisión Importe total IVA gracias'.split(' '))).toBe('es');
    expect(languageOf('Invoice Date Amount due Thank you for your business'.split(' '))).toBe('en');
  });

  it('decides the day/month order from the other dates on the page, then from the language', () => {
    expect(conventionsOf([page('Date 05/06/2023', 'Due 31/07/2023')]).dateOrder).toBe('dmy');
    expect(conventionsOf([page('Date 05/06/2023', 'Due 07/31/2023')]).dateOrder).toBe('mdy');
    expect(conventionsOf([page('Printed 23.06.23', 'Invoice 11/5/23')]).dateOrder).toBe('dmy');
    expect(conventionsOf([page('Rechnung vom 05/06/2023 Betrag')]).dateOrder).toBe('dmy');
    expect(conventionsOf([page('Invoice date 05/06/2023 total $12.00')]).dateOrder).toBe('mdy');
    expect(conventionsOf([page('Invoice date 05/06/2023 total €12.00')]).dateOrder).toBe('dmy');
  });

  it('decides the decimal mark from the amounts, then from the language', () => {
    expect(conventionsOf([page('Summe 1.234,56 €', 'MwSt 19,00')]).decimal).toBe(',');
    expect(conventionsOf([page('Total $1,234.56')]).decimal).toBe('.');
    expect(conventionsOf([page('Facture Montant 1 250')]).decimal).toBe(',');
  });
});
