import { describe, expect, it } from 'vitest';
import { arInvoiceTemplate } from '../../src/modules/document-types/templates/index.js';
import { autoExtract, proposeLineItems } from '../../src/modules/extraction/index.js';
import { synthPage } from '../support/synth-page.js';

/*
 * The kinds of table missed on real invoices this project has not seen (issue 41), each as a
 * synthetic page of positioned text lines: general rules, not any one file's.
 */

type Cells = [number, string][];
/** Rows 16 pt apart from y = 100, each a list of [x, text] cells; a string is one cell at x = 50. */
const page = (...rows: (Cells | string | null)[]) =>
  synthPage(
    rows.flatMap((r, i) =>
      r === null ? [] : [{ y: 100 + 16 * i, cells: typeof r === 'string' ? ([[50, r]] as Cells) : r }],
    ),
  );
const items = (...rows: (Cells | string | null)[]) =>
  proposeLineItems(arInvoiceTemplate.lineItemColumns, [page(...rows)]).suggestedRows.map((r) => ({
    description: r.description,
    quantity: r.quantity,
    unitPrice: r.unitPrice,
    amount: r.amount,
  }));
const item = (description: string, quantity: string | null, unitPrice: string | null, amount: string) => ({
  description,
  quantity,
  unitPrice,
  amount,
});

describe('line items of tables without ruling lines whose descriptions wrap', () => {
  it('joins two continuation lines under each item to it', () => {
    expect(
      items(
        'Invoice 2023-17',
        [
          [50, 'Description'],
          [300, 'Qty'],
          [380, 'Unit price'],
          [480, 'Amount'],
        ],
        [
          [50, 'Website redesign, phase one:'],
          [300, '1'],
          [380, '1,200.00'],
          [480, '1,200.00'],
        ],
        'wireframes, visual design and',
        'two rounds of revisions',
        [
          [50, 'Hosting (12 months)'],
          [300, '12'],
          [380, '25.00'],
          [480, '300.00'],
        ],
        'shared plan, daily backups',
        null,
        [
          [380, 'Total'],
          [480, '1,500.00'],
        ],
      ),
    ).toEqual([
      item(
        'Website redesign, phase one: wireframes, visual design and two rounds of revisions',
        '1',
        '1200.00',
        '1200.00',
      ),
      item('Hosting (12 months) shared plan, daily backups', '12', '25.00', '300.00'),
    ]);
  });

  it('joins three continuation lines in German, amounts with a decimal comma', () => {
    expect(
      items(
        [
          [50, 'Beschreibung'],
          [300, 'Menge'],
          [380, 'Einzelpreis'],
          [480, 'Betrag'],
        ],
        [
          [50, 'Wartungsvertrag'],
          [300, '1'],
          [380, '1.450,00'],
          [480, '1.450,00'],
        ],
        'Laufzeit 01.01.2024 bis',
        '31.12.2024, inkl. Anfahrt',
        'und Verschleißteile',
        [
          [50, 'Zusatzstunden'],
          [300, '3'],
          [380, '85,00'],
          [480, '255,00'],
        ],
        null,
        [
          [380, 'Summe'],
          [480, '1.705,00'],
        ],
      ),
    ).toEqual([
      item(
        'Wartungsvertrag Laufzeit 01.01.2024 bis 31.12.2024, inkl. Anfahrt und Verschleißteile',
        '1',
        '1450.00',
        '1450.00',
      ),
      item('Zusatzstunden', '3', '85.00', '255.00'),
    ]);
  });
});

describe('line items of tables whose first column is an item, part or position number', () => {
  it('German: Pos. and Art.-Nr. before the description', () => {
    expect(
      items(
        [
          [40, 'Position'],
          [100, 'Artikel'],
          [170, 'Bezeichnung'],
          [330, 'Menge'],
          [390, 'Einzelpreis'],
          [490, 'Gesamtpreis'],
        ],
        [
          [40, '1'],
          [100, 'A-1001'],
          [170, 'Schraube M8'],
          [330, '100'],
          [390, '0,25'],
          [490, '25,00'],
        ],
        [
          [40, '2'],
          [100, 'A-2002'],
          [170, 'Mutter M8'],
          [330, '100'],
          [390, '0,10'],
          [490, '10,00'],
        ],
        null,
        [
          [390, 'Summe'],
          [490, '35,00'],
        ],
      ),
    ).toEqual([item('Schraube M8', '100', '0.25', '25.00'), item('Mutter M8', '100', '0.10', '10.00')]);
  });

  it('English: Item and Part No. before the description', () => {
    expect(
      items(
        [
          [40, 'Item'],
          [90, 'Part No.'],
          [170, 'Product'],
          [330, 'Qty'],
          [390, 'Price'],
          [490, 'Total'],
        ],
        [
          [40, '10'],
          [90, 'PN-4471'],
          [170, 'Bearing 6204-2RS'],
          [330, '4'],
          [390, '7.50'],
          [490, '30.00'],
        ],
        [
          [40, '20'],
          [90, 'PN-0912'],
          [170, 'Seal kit'],
          [330, '2'],
          [390, '12.00'],
          [490, '24.00'],
        ],
        null,
        [
          [390, 'Subtotal'],
          [490, '54.00'],
        ],
      ),
    ).toEqual([item('Bearing 6204-2RS', '4', '7.50', '30.00'), item('Seal kit', '2', '12.00', '24.00')]);
  });

  it('position numbers printed under no header name, left of the description', () => {
    expect(
      items(
        [
          [60, 'Description'],
          [300, 'Qty'],
          [380, 'Unit price'],
          [480, 'Amount'],
        ],
        [
          [30, '1'],
          [60, 'Annual licence'],
          [300, '1'],
          [380, '900.00'],
          [480, '900.00'],
        ],
        [
          [30, '2'],
          [60, 'Onboarding'],
          [300, '3'],
          [380, '150.00'],
          [480, '450.00'],
        ],
        null,
        [
          [380, 'Total'],
          [480, '1,350.00'],
        ],
      ),
    ).toEqual([item('Annual licence', '1', '900.00', '900.00'), item('Onboarding', '3', '150.00', '450.00')]);
  });

  it('Italian: Codice before Descrizione, Quantità, Prezzo unitario, Importo', () => {
    expect(
      items(
        [
          [40, 'Codice'],
          [120, 'Descrizione'],
          [330, 'Quantità'],
          [400, 'Prezzo unitario'],
          [500, 'Importo'],
        ],
        [
          [40, 'SKU-88'],
          [120, 'Carta A4 risma'],
          [330, '10'],
          [400, '4,50'],
          [500, '45,00'],
        ],
        null,
        [
          [400, 'Totale'],
          [500, '45,00'],
        ],
      ),
    ).toEqual([item('Carta A4 risma', '10', '4.50', '45.00')]);
  });

  it('Polish: Lp. before Nazwa, Ilość, Cena, Wartość netto, then VAT', () => {
    expect(
      items(
        [
          [30, 'Lp.'],
          [60, 'Nazwa'],
          [260, 'Ilość'],
          [310, 'Cena netto'],
          [390, 'Wartość netto'],
          [470, 'VAT'],
          [520, 'Brutto'],
        ],
        [
          [30, '1'],
          [60, 'Usługa doradcza'],
          [260, '2'],
          [310, '150,00'],
          [390, '300,00'],
          [470, '23%'],
          [520, '369,00'],
        ],
        null,
        [
          [390, 'Razem'],
          [520, '369,00'],
        ],
      ),
    ).toEqual([item('Usługa doradcza', '2', '150.00', '300.00')]);
  });
});

describe('line items of tables whose amount is followed by tax columns', () => {
  it('English: Net, VAT %, VAT and Total after it: the net amount', () => {
    expect(
      items(
        [
          [50, 'Description'],
          [220, 'Qty'],
          [260, 'Unit Price'],
          [330, 'Net'],
          [390, 'VAT %'],
          [440, 'VAT'],
          [500, 'Total'],
        ],
        [
          [50, 'Consulting'],
          [220, '8'],
          [260, '95.00'],
          [330, '760.00'],
          [390, '20%'],
          [440, '152.00'],
          [500, '912.00'],
        ],
        [
          [50, 'Travel'],
          [220, '1'],
          [260, '40.00'],
          [330, '40.00'],
          [390, '20%'],
          [440, '8.00'],
          [500, '48.00'],
        ],
        null,
        [
          [390, 'Total'],
          [500, '960.00'],
        ],
      ),
    ).toEqual([item('Consulting', '8', '95.00', '760.00'), item('Travel', '1', '40.00', '40.00')]);
  });

  it('French: Montant TTC after TVA, read by arithmetic when the header does not say', () => {
    expect(
      items(
        [
          [50, 'Désignation'],
          [220, 'Qté'],
          [260, 'Prix unitaire'],
          [360, 'Prix'],
          [420, 'TVA'],
          [490, 'Montant'],
        ],
        [
          [50, 'Formation Excel'],
          [220, '2'],
          [260, '350,00'],
          [360, '700,00'],
          [420, '140,00'],
          [490, '840,00'],
        ],
        null,
        [
          [420, 'Total TTC'],
          [490, '840,00'],
        ],
      ),
    ).toEqual([item('Formation Excel', '2', '350.00', '700.00')]);
  });

  it('Spanish: Importe, IVA % and Total', () => {
    expect(
      items(
        [
          [50, 'Descripción'],
          [230, 'Cantidad'],
          [300, 'Precio'],
          [370, 'Importe'],
          [440, 'IVA %'],
          [500, 'Total'],
        ],
        [
          [50, 'Licencia anual'],
          [230, '3'],
          [300, '120,00'],
          [370, '360,00'],
          [440, '21%'],
          [500, '435,60'],
        ],
        null,
        [
          [440, 'Total'],
          [500, '435,60'],
        ],
      ),
    ).toEqual([item('Licencia anual', '3', '120.00', '360.00')]);
  });

  it('Portuguese: Descrição, Quantidade, Preço unitário, Valor, IVA', () => {
    expect(
      items(
        [
          [50, 'Descrição'],
          [220, 'Quantidade'],
          [300, 'Preço unitário'],
          [390, 'Valor'],
          [450, 'IVA'],
          [510, 'Total'],
        ],
        [
          [50, 'Manutenção'],
          [220, '5'],
          [300, '30,00'],
          [390, '150,00'],
          [450, '34,50'],
          [510, '184,50'],
        ],
        null,
        [
          [450, 'Total'],
          [510, '184,50'],
        ],
      ),
    ).toEqual([item('Manutenção', '5', '30.00', '150.00')]);
  });
});

describe('invoices whose single line item is the whole table', () => {
  it('one item with a wrapped description directly above its total', () => {
    expect(
      items(
        [
          [50, 'Omschrijving'],
          [300, 'Aantal'],
          [380, 'Prijs'],
          [480, 'Bedrag'],
        ],
        [
          [50, 'Jaarabonnement'],
          [300, '1'],
          [380, '€ 1.188,00'],
          [480, '€ 1.188,00'],
        ],
        'periode 2024',
        [
          [380, 'Totaal'],
          [480, '€ 1.188,00'],
        ],
      ),
    ).toEqual([item('Jaarabonnement periode 2024', '1', '1188.00', '1188.00')]);
  });

  it('one item whose description starts with a sum word: its quantity times its price is its amount', () => {
    expect(
      items(
        [
          [50, 'Description'],
          [300, 'Qty'],
          [380, 'Rate'],
          [480, 'Amount'],
        ],
        [
          [50, 'Tax return preparation 2023'],
          [300, '1'],
          [380, '850.00'],
          [480, '850.00'],
        ],
        [
          [380, 'VAT 20%'],
          [480, '170.00'],
        ],
        [
          [380, 'Total'],
          [480, '1,020.00'],
        ],
      ),
    ).toEqual([item('Tax return preparation 2023', '1', '850.00', '850.00')]);
  });

  it('one item whose amount only is printed, the same as the total', () => {
    expect(
      items(
        [
          [50, 'Description'],
          [480, 'Amount'],
        ],
        [
          [50, 'Annual subscription, Team plan'],
          [480, '$2,400.00'],
        ],
        [
          [380, 'Total'],
          [480, '$2,400.00'],
        ],
      ),
    ).toEqual([item('Annual subscription, Team plan', null, null, '2400.00')]);
  });
});

describe('numbers in a table in the document own convention', () => {
  it('decimal comma with spaces grouping thousands, no currency sign beside', () => {
    expect(
      items(
        'Facture FA-2023-09',
        [
          [50, 'Désignation'],
          [280, 'Quantité'],
          [350, 'Prix unitaire'],
          [470, 'Montant HT'],
        ],
        [
          [50, 'Serveur rack'],
          [280, '2'],
          [350, '1 250,50'],
          [470, '2 501,00'],
        ],
        [
          [50, 'Câbles'],
          [280, '1 000'],
          [350, '0,50'],
          [470, '500,00'],
        ],
        null,
        [
          [350, 'Total HT'],
          [470, '3 001,00 €'],
        ],
      ),
    ).toEqual([item('Serveur rack', '2', '1250.50', '2501.00'), item('Câbles', '1000', '0.50', '500.00')]);
  });

  it('points group thousands where the document writes a decimal comma: 1.000 pieces', () => {
    expect(
      items(
        [
          [50, 'Bezeichnung'],
          [280, 'Menge'],
          [350, 'Preis'],
          [470, 'Betrag'],
        ],
        [
          [50, 'Etiketten'],
          [280, '1.000'],
          [350, '0,12'],
          [470, '120,00'],
        ],
        [
          [50, 'Druckplatte'],
          [280, '1'],
          [350, '1.234,56'],
          [470, '1.234,56'],
        ],
        null,
        [
          [350, 'Summe'],
          [470, '1.354,56'],
        ],
      ),
    ).toEqual([item('Etiketten', '1000', '0.12', '120.00'), item('Druckplatte', '1', '1234.56', '1234.56')]);
  });

  it('a Polish document without decimals: points group thousands by its language', () => {
    expect(
      items(
        'Faktura nr 12/2023',
        [
          [50, 'Nazwa'],
          [280, 'Ilość'],
          [350, 'Cena'],
          [470, 'Wartość'],
        ],
        [
          [50, 'Ulotki A5'],
          [280, '5.000'],
          [350, '2'],
          [470, '10.000'],
        ],
        null,
        [
          [350, 'Razem'],
          [470, '10.000 PLN'],
        ],
        'Sposób płatności: przelew',
      ),
    ).toEqual([item('Ulotki A5', '5000', '2.00', '10000.00')]);
  });

  it('commas group thousands where the document writes a decimal point: 1,000 pieces', () => {
    expect(
      items(
        [
          [50, 'Description'],
          [280, 'Qty'],
          [350, 'Unit Price'],
          [470, 'Amount'],
        ],
        [
          [50, 'Labels'],
          [280, '1,000'],
          [350, '0.12'],
          [470, '120.00'],
        ],
        [
          [50, 'Printing plate'],
          [280, '1'],
          [350, '1,234.56'],
          [470, '1,234.56'],
        ],
        null,
        [
          [350, 'Total'],
          [470, '1,354.56'],
        ],
      ),
    ).toEqual([item('Labels', '1000', '0.12', '120.00'), item('Printing plate', '1', '1234.56', '1234.56')]);
  });
});

describe('paired labels and values on one line', () => {
  const read = (...rows: (Cells | string)[]) => {
    const got = autoExtract({ fields: arInvoiceTemplate.metadataDefinitions, values: {}, pages: [page(...rows)] });
    const value = (key: string) => got.find((v) => v.key === key)?.value ?? null;
    return { invoiceDate: value('invoiceDate'), dueDate: value('dueDate'), invoiceNumber: value('invoiceNumber') };
  };

  it.each([
    ['Date / Due date: 11/01/2023 / 12/01/2023', '2023-01-11', '2023-01-12'],
    ['Invoice date / Due date: 11/01/2023 / 12/01/2023', '2023-01-11', '2023-01-12'],
    ['Due date / Date: 12/01/2023 / 11/01/2023', '2023-01-11', '2023-01-12'],
    ['Datum / Fällig am: 11.01.2023 / 12.01.2023', '2023-01-11', '2023-01-12'],
  ])('%s', (text, invoiceDate, dueDate) => {
    expect(read('Invoice INV-7', text, 'Total €120.00', 'Paid on 31/01/2023')).toEqual({
      invoiceDate,
      dueDate,
      invoiceNumber: 'INV-7',
    });
  });

  it('labels and values in two phrases: "Invoice No. / Date:   INV-9 / 11/01/2023"', () => {
    expect(
      read(
        [
          [50, 'Invoice No. / Date:'],
          [250, 'INV-9 / 11/01/2023'],
        ],
        'Total €120.00',
        'Paid on 31/01/2023',
      ),
    ).toEqual({ invoiceDate: '2023-01-11', dueDate: null, invoiceNumber: 'INV-9' });
  });
});
