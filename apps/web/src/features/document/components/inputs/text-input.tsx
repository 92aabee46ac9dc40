import { limits } from '@docvue/contracts';
import TextField from '@mui/material/TextField';
import { emptyToNull, htmlInputProps, textFieldProps, type ValueInputProps } from '@/components/value-input-props';

/** Text (255 characters at most) or a text area (several lines). */
export function TextInput({ multiline = false, ...p }: ValueInputProps & { multiline?: boolean }) {
  return (
    <TextField
      {...textFieldProps(p)}
      value={p.value ?? ''}
      onChange={(e) => p.onChange(emptyToNull(e.target.value))}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      slotProps={{
        input: { readOnly: p.readOnly },
        htmlInput: htmlInputProps(p, { maxLength: multiline ? limits.textAreaMaxLength : limits.textMaxLength }),
      }}
    />
  );
}
