import { applyMask, dateMaskOf, dateTimeMaskOf, parseDateTimeInFormat } from '@/lib/input-masks';

describe('input masks', () => {
  it('writes the separators of the user’s date format as the digits arrive', () => {
    const mask = dateMaskOf('MM/dd/yyyy');
    expect(mask).toBe('99/99/9999');
    expect(applyMask('1', mask)).toBe('1');
    expect(applyMask('10', mask)).toBe('10');
    expect(applyMask('103', mask)).toBe('10/3');
    expect(applyMask('10312026', mask)).toBe('10/31/2026');
    expect(applyMask('10/31/2026', mask)).toBe('10/31/2026');
    expect(applyMask('2026-10-31', dateMaskOf('yyyy-MM-dd'))).toBe('2026-10-31');
  });

  it('drops what does not fit: letters in a date, digits beyond the mask', () => {
    const mask = dateMaskOf('dd/MM/yyyy');
    expect(applyMask('3a1/1x0/2026999', mask)).toBe('31/10/2026');
  });

  it('masks a date and time with hh:mm and AM/PM', () => {
    const mask = dateTimeMaskOf('MM/dd/yyyy');
    expect(applyMask('103120260205pm', mask)).toBe('10/31/2026 02:05 PM');
  });

  it('parses a date and time strictly, 12-hour with AM/PM, into ISO', () => {
    expect(parseDateTimeInFormat('10/31/2026 02:05 PM', 'MM/dd/yyyy')).toBe('2026-10-31T14:05');
    expect(parseDateTimeInFormat('10/31/2026 12:00 AM', 'MM/dd/yyyy')).toBe('2026-10-31T00:00');
    expect(parseDateTimeInFormat('10/31/2026 13:00 PM', 'MM/dd/yyyy')).toBeNull();
    expect(parseDateTimeInFormat('02/30/2026 10:00 AM', 'MM/dd/yyyy')).toBeNull();
    expect(parseDateTimeInFormat('10/31/2026 10:00', 'MM/dd/yyyy')).toBeNull();
  });
});
