import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import type { SignUpControl, SignUpValues } from '../utils/sign-up-form';

type TextName = {
  [K in keyof SignUpValues]: SignUpValues[K] extends string ? K : never;
}[keyof SignUpValues];

interface SignUpTextFieldProps {
  control: SignUpControl;
  name: TextName;
  label: string;
  maxLength: number;
  required?: boolean;
  type?: 'text' | 'email';
  autoComplete?: string;
  disabled?: boolean;
  /** Options of a select (the state). */
  children?: ReactNode;
}

/** An input of the sign-up, with its message under it once it has been left. */
export function SignUpTextField({
  control,
  name,
  label,
  maxLength,
  required = false,
  type = 'text',
  autoComplete,
  disabled,
  children,
}: SignUpTextFieldProps) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  const select = children !== undefined;
  return (
    <TextField
      {...field}
      value={field.value ?? ''}
      inputRef={ref}
      select={select}
      type={select ? undefined : type}
      label={label}
      required={required}
      disabled={disabled}
      autoComplete={autoComplete}
      size="small"
      fullWidth
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? ' '}
      slotProps={{ htmlInput: select ? undefined : { maxLength } }}
    >
      {children}
    </TextField>
  );
}
