/*
 * The words invoices use for their fields, in English, German, French, Dutch and Spanish.
 * Spacing, case, accents and punctuation do not matter (labels are compared folded, letters
 * and digits only), so "Rechnungs-Nr.", "RechnungsNr" and "rechnungs nr" are one entry.
 */

// prettier-ignore
export const invoiceNumberLabels = {
  strong: [
    'Invoice Number', 'Invoice No.', 'Invoice #', 'Invoice Num', 'Invoice ID', 'Invoice Ref', 'Invoice Reference',
    'Inv #', 'Inv. No.', 'Bill Number', 'Bill No.', 'Tax Invoice No.', 'Invoice Nr',
    'Rechnungsnummer', 'Rechnungs-Nr.', 'Rechnung Nr.', 'Rechnung #', 'Rechnungs #', 'Re-Nr.', 'Rg.-Nr.', 'Rechnungs-Nummer',
    'Numéro de facture', 'N° de facture', 'No de facture', 'Facture N°', 'Facture n°', 'N° facture', 'Facture numéro',
    'Factuurnummer', 'Factuur nr.', 'Factuurnr.', 'Factuur nummer', 'Nummer factuur',
    'Número de factura', 'Nº de factura', 'N° factura', 'No. de factura', 'Factura Nº', 'Factura N°', 'Factura No.',
    'Num. factura', 'Número factura',
    'Numero fattura', 'Fattura n.', 'Fattura N°', 'Fattura nr.', 'N. fattura', 'Número da fatura', 'Fatura n.º', 'Nr faktury',
  ],
  /** A bare document title followed by its number ("Invoice FI15636047324", "INVOICE: #XZ12"). */
  weak: ['Invoice', 'Rechnung', 'Facture', 'Factuur', 'Factura', 'Fattura', 'Fatura', 'Faktura', 'Receipt Number', 'Receipt #', 'Document Number', 'Belegnummer', 'Beleg-Nr.'],
} as const;

/** The document's title: a number printed without a label beside or under it is the invoice's. */
// prettier-ignore
export const invoiceTitles = ['Invoice', 'Tax Invoice', 'Rechnung', 'Facture', 'Factuur', 'Factura', 'Fattura', 'Faktura'];

// prettier-ignore
export const invoiceDateLabels = {
  strong: [
    'Invoice Date', 'Inv Date', 'Date of Invoice', 'Date of Issue', 'Issue Date', 'Date Issued', 'Issued On', 'Issued',
    'Invoice Dated', 'Billing Date', 'Bill Date', 'Document Date', 'Tax Point', 'Tax Point Date',
    'Rechnungsdatum', 'Rechnungs-Datum', 'Datum der Rechnung', 'Ausstellungsdatum', 'Belegdatum', 'Re-Datum',
    'Date de facture', 'Date de facturation', "Date d'émission", 'Date facture', 'Émise le', 'Émis le', 'Date de la facture',
    'Factuurdatum', 'Datum factuur', 'Factuur datum', 'Uitgiftedatum',
    'Fecha de factura', 'Fecha de emisión', 'Fecha factura', 'Fecha de expedición', 'Fecha emisión',
    'Data fattura', 'Data documento', 'Data emissione', 'Data di emissione', 'Data da fatura', 'Data de emissão', 'Data wystawienia',
  ],
  generic: ['Date', 'Datum', 'Fecha', 'Dated', 'Data'],
  /** Other dates of the sale, read only when nothing else gives the invoice's own date. */
  related: [
    'Date of Sale', 'Sale Date', 'Payment Date', 'Date Paid', 'Paid On', 'Order Date', 'Transaction Date',
    'Lieferdatum', 'Leistungsdatum', 'Date de vente', 'Verkoopdatum', 'Fecha de venta', 'Fecha de pago',
  ],
} as const;

// prettier-ignore
export const dueDateLabels = [
  'Due Date', 'Date Due', 'Payment Due', 'Payment Due Date', 'Due', 'Due On', 'Pay By',
  'Fällig am', 'Fälligkeitsdatum', 'Fällig', 'Zahlbar bis', 'Zahlungsziel',
  "Date d'échéance", 'Échéance', 'À payer avant le',
  'Vervaldatum', 'Vervaldag', 'Te betalen voor',
  'Fecha de vencimiento', 'Vencimiento', 'Fecha límite de pago',
  'Scadenza', 'Data scadenza', 'Data de vencimento', 'Termin płatności',
] as const;

/** Labels of the amount to pay, the invoice's grand total. */
// prettier-ignore
export const totalLabels = {
  strong: [
    'Invoice Total', 'Grand Total', 'Total Due', 'Amount Due', 'Balance Due', 'Total Amount', 'Invoice Amount',
    'Total to Pay', 'Amount Payable', 'Total Payable', 'Total incl. VAT', 'Total incl. Tax', 'Total Amount Due',
    'Amount to Pay', 'Total Paid', 'Amount Paid',
    'Gesamtbetrag', 'Rechnungsbetrag', 'Endbetrag', 'Gesamtsumme', 'Summe brutto', 'Bruttobetrag', 'Gesamt brutto',
    'Zu zahlen', 'Zahlbetrag', 'Zahlbarer Betrag', 'Rechnungssumme', 'Gesamtbetrag brutto',
    'Total TTC', 'Montant TTC', 'Net à payer', 'Montant total', 'Total à payer', 'Montant dû', 'Total facture',
    'Reste à payer', 'Montant à payer',
    'Totaal', 'Totaalbedrag', 'Te betalen', 'Totaal incl. BTW', 'Totaal te betalen', 'Factuurbedrag', 'Eindtotaal',
    'Total factura', 'Importe total', 'Total a pagar', 'Importe a pagar', 'Total con IVA',
    'Totale documento', 'Totale fattura', 'Totale da pagare', 'Importo totale', 'Netto a pagare', 'Total da fatura', 'Do zapłaty',
    // What is left to pay: the amount due, whatever the lines above it add up to.
    'Balance', 'Please Pay', 'Pay This Amount', 'Saldo', 'Solde', 'Offener Betrag', 'Restbetrag',
  ],
  generic: ['Total', 'Summe', 'Gesamt', 'Brutto', 'Montant', 'Bedrag', 'Betrag', 'Importe', 'Amount', 'Totale', 'Importo'],
} as const;

/** Words that make a "total" something else: a subtotal, a net amount, a tax, a discount. */
// prettier-ignore
export const notGrandTotal = [
  'subtotal', 'sub', 'net', 'netto', 'nett', 'zwischensumme', 'ht', 'hors', 'excl', 'exkl', 'ex', 'exclusive',
  'excluding', 'zzgl', 'zuzgl', 'plus', 'discount', 'rabatt', 'remise', 'korting', 'descuento', 'subtotaal',
  'base', 'imponible', 'imponibile', 'forward', 'opening', 'shipping', 'versand', 'payments', 'payment', 'received', 'credit', 'gutschrift',
  'remaining', 'previous', 'exchanged', 'words',
];
/** Tax words: a "Total VAT" is the tax, unless the label says the total includes it. */
// prettier-ignore
export const taxWords = ['tax', 'taxes', 'vat', 'mwst', 'ust', 'btw', 'tva', 'iva', 'gst', 'hst', 'steuer', 'umsatzsteuer'];
// prettier-ignore
export const includesTax = ['incl', 'inkl', 'inc', 'including', 'inclusive', 'ttc', 'con', 'brutto', 'incluido', 'included'];

/** Words next to a generic "Date" that make it another date than the invoice's. */
// prettier-ignore
export const notInvoiceDate = [
  'due', 'next', 'paid', 'payment', 'delivery', 'period', 'from', 'to', 'until', 'start', 'end', 'expiry',
  'expires', 'order', 'service', 'ship', 'shipping', 'birth', 'fallig', 'bis', 'liefer', 'zeitraum', 'echeance',
  'livraison', 'vencimiento', 'vervaldatum', 'levering', 'entrega', 'renewal', 'billing',
];

/**
 * Fillers between a number's label and the number: "Invoice # — 3189846", "Rechnung Nr.: 12". Not
 * "Ref.": "INVOICE   Ref. 4711" is a reference beside the title, not its number ("Invoice Ref" is
 * a label of its own).
 */
export const idFillers = ['#', 'no', 'nr', 'number', 'num', 'nummer', 'numero', 'n', 'id'];

/** Line-item table headers: the words each column goes by. */
// prettier-ignore
export const columnHeaderWords = {
  description: [
    'Description', 'Item', 'Items', 'Service', 'Services', 'Item Description', 'Service Description', 'Details',
    'Description of Service', 'Description of Work', 'Work Performed', 'Equipment',
    'Product', 'Products', 'Article', 'Item name', 'Charge Name', 'Subscription', 'Position', 'Activity',
    'Beschreibung', 'Bezeichnung', 'Artikel', 'Leistung', 'Produkt', 'Artikelbezeichnung', 'Leistungsbeschreibung',
    'Désignation', 'Libellé', 'Produit', 'Prestation',
    'Omschrijving', 'Artikel', 'Product', 'Dienst',
    'Descripción', 'Concepto', 'Producto', 'Artículo', 'Servicio', 'Detalle',
    'Descrizione', 'Descrizione articolo', 'Prodotto', 'Servizio', 'Articolo',
    'Descrição', 'Designação', 'Produto', 'Serviço',
    'Nazwa', 'Nazwa towaru', 'Nazwa towaru lub usługi', 'Opis', 'Towar/usługa', 'Beschrijving',
  ],
  quantity: [
    'Qty', 'Quantity', 'Units', 'Hours', 'Hrs', 'Qty.', 'Pcs', 'Count',
    // Oilfield service tables count in the unit they bill: days of rental, loads, miles, barrels.
    'Days', 'Loads', 'Miles', 'Bbls', 'Barrels', 'Gallons', 'Feet',
    'Menge', 'Anzahl', 'Anz.', 'Stück', 'Stk.', 'Std.',
    'Quantité', 'Qté', 'Nombre',
    'Aantal', 'Hoeveelheid', 'Aant.',
    'Cantidad', 'Cant.', 'Unidades', 'Uds.',
    'Quantità', 'Qtà', 'Q.tà', 'Qta',
    'Quantidade', 'Qtd', 'Qtd.', 'Quant.',
    'Ilość', 'Il.',
  ],
  unitPrice: [
    'Unit Price', 'Price', 'Rate', 'Unit Cost', 'Unit Rate', 'Price Each', 'Unit net price', 'Unit Amount', 'Each',
    'Price/Unit', 'Rate/Unit', 'Price Per Unit', 'Day Rate', 'Hourly Rate',
    'Einzelpreis', 'Preis', 'Stückpreis', 'E-Preis', 'Einzel', 'Preis/Einheit', 'Einheitspreis',
    'Prix unitaire', 'P.U.', 'PU HT', 'Prix', 'Prix unitaire HT', 'Tarif',
    'Prijs', 'Stukprijs', 'Eenheidsprijs', 'Prijs per stuk',
    'Precio unitario', 'Precio', 'P. unitario', 'Precio ud.',
    'Prezzo unitario', 'Prezzo', 'Prezzo unit.',
    'Preço unitário', 'Preço', 'Valor unitário', 'Preço unit.',
    'Cena', 'Cena jedn.', 'Cena jednostkowa', 'Cena netto', 'Cena jedn. netto',
  ],
  amount: [
    'Amount', 'Total', 'Ext Amount', 'Ext. Amount', 'Extended Amount', 'Line Total', 'Ext Price', 'Extended Price',
    'Net Amount', 'Gross value', 'Subtotal', 'Sum', 'Value', 'Extended', 'Ext', 'Extension', 'Ext. Price',
    'Line Amount', 'Total Price', 'Charge', 'Charges',
    'Betrag', 'Gesamt', 'Summe', 'Gesamtpreis', 'Gesamtbetrag', 'Netto', 'Nettobetrag',
    'Montant', 'Total HT', 'Montant HT', 'Prix total',
    'Bedrag', 'Totaal', 'Subtotaal',
    'Importe', 'Total línea', 'Subtotal',
    'Importo', 'Totale', 'Importo netto',
    'Valor', 'Valor total', 'Montante',
    'Wartość', 'Wartość netto', 'Kwota',
  ],
} as const;

/**
 * Header words that name the description column on some tables and an item's number on others
 * ("Item", "Position", "Artikel"): another description word in the same header wins over them.
 */
// prettier-ignore
export const ambiguousDescriptionWords = ['Item', 'Items', 'Position', 'Article', 'Artikel', 'Articolo', 'Artículo'];

/**
 * Header words of a column of item, part or position numbers printed before the description: a
 * column of its own, never part of a neighbouring column's name.
 */
// prettier-ignore
export const itemNumberHeaderWords = [
  'Pos', 'Pos.', 'Pos. Nr.', 'Pos.-Nr.', 'Item #', 'Item No.', 'Item Number', 'Item Code', 'Part No.', 'Part #', 'Part Number',
  'SKU', 'Code', 'Product Code', 'Ref.', 'Reference', 'Art.-Nr.', 'Artikelnummer', 'Artikel-Nr.', 'Art. Nr.', 'Nr.', 'No.',
  'Réf.', 'Référence', 'Código', 'Ref', 'Codice', 'Cod.', 'Lp.', 'Lp', 'Nº', 'N°', '#', 'Artikelnr.', 'Artnr.',
];

/**
 * A line's amount before tax, where a table prints tax and gross columns after it: the header
 * words of the net one ("Net", "Montant HT", "Wartość netto"), and those of the gross one.
 */
// prettier-ignore
export const netColumnWords = ['net', 'netto', 'nett', 'neto', 'ht', 'excl', 'exkl', 'hors', 'imponible', 'imponibile', 'liquido', 'subtotal'];

/** A table line starting with one of these closes the table: it is a sum, not an item. */
// prettier-ignore
export const tableEndWords = [
  'subtotal', 'sub', 'total', 'totals', 'balance', 'amountdue', 'zwischensumme', 'summe', 'gesamt', 'gesamtbetrag',
  'gesamtnetto', 'nettobetrag', 'netto', 'brutto', 'zzgl', 'mwst', 'ust', 'vat', 'tax', 'taxes', 'soustotal',
  'totalht', 'totalttc', 'tva', 'montant', 'subtotaal', 'totaal', 'btw', 'iva', 'base', 'importe', 'netamount',
  'grandtotal', 'invoicetotal', 'totaldue', 'payments', 'discount', 'rabatt', 'shipping', 'versand',
  'razem', 'suma',
];
