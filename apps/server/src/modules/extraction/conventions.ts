import type { OcrPage } from '@docvue/contracts';
import { orderEvidence, type DateOrder } from './dates.js';
import { type DecimalMark } from './amounts.js';
import { fold } from './fold.js';

export type Language = 'en' | 'de' | 'fr' | 'nl' | 'es' | 'it' | 'pt' | 'pl';

/** How one document writes dates and amounts, read from the document itself. */
export interface DocumentConventions {
  language: Language;
  dateOrder: DateOrder;
  decimal: DecimalMark;
}

/** US documents: what a value means when there is no document to judge by (the seeded oil & gas ones). */
export const usConventions: DocumentConventions = { language: 'en', dateOrder: 'mdy', decimal: '.' };

/*
 * Words frequent on invoices of one language and rare in the others. Shared words ("total",
 * "date", "de") are left out: they would vote for several languages at once.
 */
// prettier-ignore
const markers: Record<Language, readonly string[]> = {
  en: ['invoice', 'the', 'and', 'amount', 'due', 'number', 'of', 'to', 'for', 'tax', 'payment', 'bill', 'paid', 'thank', 'you', 'your', 'subtotal', 'qty', 'quantity', 'price', 'description', 'issued', 'page'],
  de: ['rechnung', 'datum', 'betrag', 'gesamt', 'summe', 'und', 'der', 'die', 'das', 'fur', 'mwst', 'ust', 'zahlbar', 'nummer', 'menge', 'preis', 'bitte', 'vielen', 'dank', 'ihre', 'seite', 'von', 'zzgl', 'netto', 'brutto', 'beschreibung'],
  fr: ['facture', 'montant', 'le', 'la', 'les', 'du', 'des', 'et', 'pour', 'tva', 'ttc', 'ht', 'echeance', 'numero', 'quantite', 'prix', 'merci', 'votre', 'paiement', 'client', 'designation', 'unitaire'],
  nl: ['factuur', 'bedrag', 'totaal', 'het', 'een', 'en', 'van', 'voor', 'btw', 'betalen', 'aantal', 'prijs', 'omschrijving', 'bedankt', 'uw', 'factuurdatum', 'factuurnummer', 'vervaldatum'],
  es: ['factura', 'fecha', 'importe', 'el', 'los', 'las', 'del', 'y', 'para', 'iva', 'numero', 'cantidad', 'precio', 'descripcion', 'gracias', 'su', 'pago', 'cliente', 'unitario', 'vencimiento'],
  it: ['fattura', 'importo', 'totale', 'quantita', 'prezzo', 'descrizione', 'della', 'di', 'il', 'scadenza', 'imponibile', 'grazie', 'partita', 'codice', 'fiscale'],
  pt: ['fatura', 'quantidade', 'preco', 'descricao', 'da', 'dos', 'das', 'obrigado', 'contribuinte', 'nif', 'vencimento', 'emissao'],
  pl: ['faktura', 'razem', 'ilosc', 'cena', 'wartosc', 'nazwa', 'sprzedawca', 'nabywca', 'zaplaty', 'sposob', 'platnosci', 'slownie', 'lp', 'szt', 'zl', 'pln', 'wystawienia'],
};

const languages = Object.keys(markers) as Language[];
const markerSets = new Map(languages.map((l) => [l, new Set(markers[l])]));

/** The language most of the document's marker words belong to; English when none is found. */
export function languageOf(words: readonly string[]): Language {
  const votes = new Map<Language, number>(languages.map((l) => [l, 0]));
  for (const raw of words) {
    const w = fold(raw).replace(/[^a-z]/g, '');
    for (const l of languages) if (markerSets.get(l)!.has(w)) votes.set(l, votes.get(l)! + 1);
  }
  return languages.reduce((best, l) => (votes.get(l)! > votes.get(best)! ? l : best), 'en');
}

/** Amounts with decimals: which mark precedes the last one or two digits, counted. */
function decimalEvidence(words: readonly string[]): Record<DecimalMark, number> {
  const votes = { '.': 0, ',': 0 };
  for (const w of words) {
    const m = /\d([.,])\d{1,2}(?![\d.,])/.exec(w);
    // "1,234" and "1.234" say nothing; "12,50" and "12.50" do.
    if (m && !/\d[.,]\d{1,2}[.,]\d/.test(w)) votes[m[1] as DecimalMark]++;
  }
  return votes;
}

/**
 * The document's language, date order and decimal mark. The dates and amounts on the page
 * decide first (a "31/08/2022" anywhere makes "05/06/2022" the 5th of June); when they do
 * not, the language does: day first and decimal comma outside English, and in English day
 * first unless the amounts are in dollars.
 */
export function conventionsOf(pages: readonly OcrPage[]): DocumentConventions {
  const words = pages.flatMap((p) => p.ocrJson.map((w) => w.Text));
  const language = languageOf(words);
  const text = words.join(' ');
  const order = orderEvidence(text);
  const dollars = (text.match(/\$|\bUSD\b/g) ?? []).length;
  const otherMoney = (text.match(/[€£]|\b(?:EUR|GBP|CHF)\b/g) ?? []).length;
  const dateOrder: DateOrder =
    order.dmy !== order.mdy
      ? order.dmy > order.mdy
        ? 'dmy'
        : 'mdy'
      : language !== 'en' || otherMoney > dollars
        ? 'dmy'
        : 'mdy';
  const marks = decimalEvidence(words);
  const decimal: DecimalMark =
    marks[','] !== marks['.'] ? (marks[','] > marks['.'] ? ',' : '.') : language === 'en' ? '.' : ',';
  return { language, dateOrder, decimal };
}
