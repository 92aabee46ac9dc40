import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import type { AddressSetFormControl, AddressSetFormValues } from '../utils/address-set-form';

type TextName = {
  [K in keyof AddressSetFormValues]: AddressSetFormValues[K] extends string ? K : never;
}[keyof AddressSetFormValues];

interface AddressTextFieldProps {
  control: AddressSetFormControl;
  name: TextName;
  label: string;
  maxLength?: number;
  required?: boolean;
  /** A copied address: shown, not typed in. */
  readOnly?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  /** Options make it a select (the state). */
  children?: ReactNode;
}

/** A text input (or select) of the address set form, with its message under it. */
export function AddressTextField({
  control,
  name,
  label,
  maxLength = 255,
  required,
  readOnly = false,
  disabled,
  autoComplete,
  children,
}: AddressTextFieldProps) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  const select = children !== undefined;
  return (
    <TextField
      {...field}
      inputRef={ref}
      select={select}
      label={label}
      required={required && !readOnly}
      disabled={disabled}
      size="small"
      fullWidth
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? ' '}
      slotProps={{
        // A select is read only through its input; a text field through the element.
        input: { readOnly, sx: readOnly ? { bgcolor: 'action.hover' } : undefined },
        htmlInput: select ? undefined : { maxLength, readOnly, autoComplete },
      }}
    >
      {children}
    </TextField>
  );
}
