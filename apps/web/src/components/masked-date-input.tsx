import { parseDateInFormat } from '@docvue/contracts';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { dateText, dateTimeText } from '@/lib/format-value';
import { applyMask, dateMaskOf, dateTimeMaskOf, parseDateTimeInFormat } from '@/lib/input-masks';
import { emptyToNull, htmlInputProps, textFieldProps, type ValueInputProps } from './value-input-props';

/**
 * A date (or date and time) typed through the user's date format mask and parsed strictly
 * (docs/product/documents.md §5): a complete, real date is stored as ISO; anything else stays as typed and is
 * reported once the field is left.
 */
export function MaskedDateInput({
  withTime = false,
  dateFormat,
  ...p
}: ValueInputProps & { withTime?: boolean; dateFormat: string }) {
  const [focused, setFocused] = useState(false);
  const mask = withTime ? dateTimeMaskOf(dateFormat) : dateMaskOf(dateFormat);
  const text = withTime ? dateTimeText(p.value, dateFormat) : dateText(p.value, dateFormat);
  const placeholder = withTime ? `${dateFormat.toLowerCase()} hh:mm AM` : dateFormat.toLowerCase();

  const change = (typed: string) => {
    const masked = applyMask(typed, mask);
    const parsed = withTime ? parseDateTimeInFormat(masked, dateFormat) : parseDateInFormat(masked, dateFormat);
    p.onChange(parsed ?? emptyToNull(masked));
  };

  return (
    <TextField
      {...textFieldProps(p, { showError: !focused })}
      onFocus={(e) => {
        setFocused(true);
        p.onFocus?.(e);
      }}
      onBlur={(e) => {
        setFocused(false);
        p.onBlur?.(e);
      }}
      value={text}
      onChange={(e) => change(e.target.value)}
      placeholder={placeholder}
      slotProps={{
        input: { readOnly: p.readOnly },
        htmlInput: htmlInputProps(p, { inputMode: withTime ? 'text' : 'numeric', maxLength: mask.length }),
      }}
    />
  );
}
