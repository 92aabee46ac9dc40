import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import type { PartyFormControl, PartyFormValues } from '../utils/party-form';

type TextName = {
  [K in keyof PartyFormValues]: PartyFormValues[K] extends string ? K : never;
}[keyof PartyFormValues];

interface FormTextFieldProps {
  control: PartyFormControl;
  name: TextName;
  label: string;
  /** The contract's maximum length; the input stops there. */
  maxLength?: number;
  required?: boolean;
  type?: 'text' | 'tel' | 'email';
  disabled?: boolean;
}

/** A text input of the Party form, with its message under it. */
export function FormTextField({
  control,
  name,
  label,
  maxLength,
  required,
  type = 'text',
  disabled,
}: FormTextFieldProps) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  return (
    <TextField
      {...field}
      inputRef={ref}
      type={type}
      label={label}
      required={required}
      disabled={disabled}
      size="small"
      fullWidth
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? ' '}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}
