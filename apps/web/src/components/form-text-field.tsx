import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
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
  /** A read-only value that comes from elsewhere (an address copied from the main one) shows on a grey ground. */
  shaded?: boolean;
  autoComplete?: string;
  /** Options make it a select (a state). */
  children?: ReactNode;
}

/**
 * The one text input (or select) of the web's react-hook-form forms, its message under it (and read as its
 * description).
 */
export function FormTextField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  maxLength,
  required,
  type = 'text',
  disabled,
  readOnly,
  shaded = false,
  autoComplete,
  children,
}: FormTextFieldProps<T, TOut>) {
  const {
    field: { ref, value, ...field },
    fieldState,
  } = useController({ control, name });
  const select = children !== undefined;
  return (
    <TextField
      {...field}
      value={value ?? ''}
      inputRef={ref}
      select={select}
      type={select ? undefined : type}
      label={label}
      required={required}
      disabled={disabled}
      size="small"
      fullWidth
      autoComplete={autoComplete}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? ' '}
      slotProps={{
        // A select is read only through its input; a text field through the element as well.
        input: { readOnly, sx: shaded && readOnly ? { bgcolor: 'action.hover' } : undefined },
        htmlInput: select ? undefined : { maxLength, readOnly },
      }}
    >
      {children}
    </TextField>
  );
}
