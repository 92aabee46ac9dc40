import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

interface FormTextFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: FieldPathByValue<T, string>;
  label: string;
  /** The contract's maximum length; the input stops there. */
  maxLength?: number;
  required?: boolean;
  type?: 'text' | 'tel' | 'email';
  disabled?: boolean;
  /** Shown and read, but not changed (announced as read-only, unlike a disabled field). */
  readOnly?: boolean;
  autoComplete?: string;
}

/** A text input of a react-hook-form form, its message under it (and read as its description). */
export function FormTextField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  maxLength,
  required,
  type = 'text',
  disabled,
  readOnly,
  autoComplete,
}: FormTextFieldProps<T, TOut>) {
  const {
    field: { ref, value, ...field },
    fieldState,
  } = useController({ control, name });
  return (
    <TextField
      {...field}
      value={value ?? ''}
      inputRef={ref}
      type={type}
      label={label}
      required={required}
      disabled={disabled}
      size="small"
      fullWidth
      autoComplete={autoComplete}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? ' '}
      slotProps={{ htmlInput: { maxLength, readOnly } }}
    />
  );
}
