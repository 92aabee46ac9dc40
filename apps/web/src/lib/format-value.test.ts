import { MetadataType } from '@docvue/contracts';
import { displayTimestamp, displayValue, formatDateTimeIn } from './format-value';

describe('value formatting', () => {
  it('shows a stored date and time in the user’s date format with 12-hour time', () => {
    expect(formatDateTimeIn('2026-10-31T14:05', 'dd/MM/yyyy')).toBe('31/10/2026 02:05 PM');
  });

  it('shows a value by its metadata type: money in US dollars, dates in the user’s format', () => {
    expect(displayValue(MetadataType.Currency, '1234.5', 'MM/dd/yyyy')).toBe('$1,234.50');
    expect(displayValue(MetadataType.Date, '2026-10-31', 'dd/MM/yyyy')).toBe('31/10/2026');
    expect(displayValue(MetadataType.DateTime, '2026-10-31T00:30', 'MM/dd/yyyy')).toBe('10/31/2026 12:30 AM');
    expect(displayValue(MetadataType.Date, '31.10.2026', 'MM/dd/yyyy')).toBe('31.10.2026');
    expect(displayValue(MetadataType.Currency, null, 'MM/dd/yyyy')).toBe('');
  });

  it('shows a time stamp in local time, and an unreadable one as it is', () => {
    expect(displayTimestamp('2026-10-31T14:05:00', 'MM/dd/yyyy')).toBe('10/31/2026 02:05 PM');
    expect(displayTimestamp('not a time', 'MM/dd/yyyy')).toBe('not a time');
  });
});
