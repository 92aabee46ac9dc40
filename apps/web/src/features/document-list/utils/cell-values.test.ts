import { cellText, formatValue, phoneColumnKeys, statusFirst } from './cell-values';
import { invoiceColumns, invoiceRow } from '../testing/list-fixtures';

describe('formatValue', () => {
  it('shows currency in US dollars and dates in the user’s format', () => {
    expect(formatValue(3, '1870', 'MM/dd/yyyy')).toBe('$1,870.00');
    expect(formatValue(4, '2026-10-31', 'yyyy/MM/dd')).toBe('2026/10/31');
    expect(formatValue(5, '2026-10-31T14:05', 'MM/dd/yyyy')).toBe('10/31/2026 02:05 PM');
    expect(formatValue(1, 'PBS-1', 'MM/dd/yyyy')).toBe('PBS-1');
    expect(formatValue(3, null, 'MM/dd/yyyy')).toBe('');
  });

  it('shows a time stamp of the server (Sent) in local time, in the user’s format', () => {
    const local = new Date(2026, 9, 31, 9, 30);
    expect(formatValue(5, local.toISOString(), 'dd/MM/yyyy')).toBe('31/10/2026 09:30 AM');
  });
});

describe('cellText', () => {
  const status = invoiceColumns.find((c) => c.key === 'routeStatusName')!;
  it('names the route status, Sent when there is none (docs/product/documents.md §4)', () => {
    expect(cellText(status, invoiceRow(1, 5), 'MM/dd/yyyy')).toBe('Rejected');
    expect(cellText(status, invoiceRow(1, null), 'MM/dd/yyyy')).toBe('Sent');
  });
});

describe('phoneColumnKeys', () => {
  it('keeps the status, the first two columns of the type and the first amount', () => {
    expect([...phoneColumnKeys(invoiceColumns)]).toEqual([
      'routeStatusName',
      'invoiceNumber',
      'invoiceDate',
      'invoiceTotal',
    ]);
  });
});

describe('statusFirst', () => {
  it('puts the status column first and keeps the order of the others', () => {
    expect(statusFirst(invoiceColumns).map((c) => c.key)).toEqual([
      'routeStatusName',
      'invoiceNumber',
      'invoiceDate',
      'docPurchaserName',
      'invoiceTotal',
      'senderCompanyName',
      'fileName',
    ]);
  });
});
