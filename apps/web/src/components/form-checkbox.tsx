import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { SxProps, Theme } from '@mui/material/styles';
import Switch from '@mui/material/Switch';
import type { ChangeEvent } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

interface FormCheckboxProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: FieldPathByValue<T, boolean>;
  label: string;
  disabled: boolean;
  /** A switch (a setting that takes effect) rather than a checkbox. */
  asSwitch?: boolean;
  sx?: SxProps<Theme>;
}

/** A yes-or-no input of a react-hook-form form, its label beside it (Active, Receive e-mails, …). */
export function FormCheckbox<T extends FieldValues, TOut>({
  control,
  name,
  label,
  disabled,
  asSwitch = false,
  sx,
}: FormCheckboxProps<T, TOut>) {
  const {
    field: { value, onChange, onBlur, ref },
  } = useController({ control, name });
  const input = {
    checked: value === true,
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange(e.target.checked),
    onBlur,
    slotProps: { input: { ref } },
  };
  return (
    <FormControlLabel
      label={label}
      sx={sx}
      disabled={disabled}
      control={asSwitch ? <Switch {...input} /> : <Checkbox {...input} />}
    />
  );
}
