import { centsToDecimal, cleanNumeric, toCents } from '@docvue/contracts';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { emptyToNull, htmlInputProps, textFieldProps, type ValueInputProps } from '@/components/value-input-props';

/**
 * Numbers only: digits, minus and point (docs/product/documents.md §5). Typed and pasted text alike are cleaned,
 * so a pasted "$1,234.50" becomes "1234.50". Currency is in US dollars, kept to the cent.
 */
export function NumericInput({ currency = false, ...p }: ValueInputProps & { currency?: boolean }) {
  const normalizeOnBlur = (e: React.FocusEvent) => {
    const cents = toCents(p.value);
    if (currency && cents !== null && p.value !== centsToDecimal(cents)) p.onChange(centsToDecimal(cents));
    p.onBlur?.(e);
  };
  return (
    <TextField
      {...textFieldProps(p)}
      onBlur={normalizeOnBlur}
      value={p.value ?? ''}
      onChange={(e) => p.onChange(emptyToNull(cleanNumeric(e.target.value)))}
      slotProps={{
        input: {
          readOnly: p.readOnly,
          startAdornment: currency ? <InputAdornment position="start">$</InputAdornment> : undefined,
        },
        htmlInput: htmlInputProps(p, { inputMode: 'decimal', style: { textAlign: 'right' } }),
      }}
    />
  );
}
