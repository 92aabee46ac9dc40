import { dateFormats } from '@docvue/contracts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FormEventHandler } from 'react';
import { Controller } from 'react-hook-form';
import { FormCheckbox } from '@/components/form-checkbox';
import { FormTextField } from '@/components/form-text-field';
import { RecordForm } from '@/components/form-grid';
import type { ProfileFormControl } from '../utils/profile-form';

interface ProfileFormProps {
  control: ProfileFormControl;
  emailAddress: string;
  /** The unsubscribe variant: everything but 'Receive e-mails' is locked. */
  locked: boolean;
  busy: boolean;
  formId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
}

/** Title is at most 25 characters (docs/product/administration.md §5), names 255 as the contract. */
const TITLE_MAX = 25;
const NAME_MAX = 255;

/** The profile's fields (First Name, Last Name, Title) and preferences (Date Format, Receive e-mails). */
export function ProfileForm({ control, emailAddress, locked, busy, formId, onSubmit }: ProfileFormProps) {
  const text = { control, disabled: busy, readOnly: locked } as const;
  return (
    <RecordForm id={formId} label="Profile" onSubmit={onSubmit}>
      <TextField
        label="Email"
        value={emailAddress}
        size="small"
        fullWidth
        helperText=" "
        sx={{ gridColumn: '1 / -1' }}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <FormTextField
        {...text}
        name="firstName"
        label="First Name"
        required
        maxLength={NAME_MAX}
        autoComplete="given-name"
      />
      <FormTextField
        {...text}
        name="lastName"
        label="Last Name"
        required
        maxLength={NAME_MAX}
        autoComplete="family-name"
      />
      <FormTextField {...text} name="title" label="Title" maxLength={TITLE_MAX} autoComplete="organization-title" />
      <Controller
        control={control}
        name="dateFormat"
        render={({ field: { ref, ...field } }) => (
          <TextField
            {...field}
            inputRef={ref}
            select
            label="Date Format"
            size="small"
            fullWidth
            disabled={busy || locked}
            helperText=" "
          >
            {dateFormats.map((f) => (
              <MenuItem key={f} value={f}>
                {f}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <FormCheckbox control={control} name="receiveEmails" label="Receive e-mails" disabled={busy} asSwitch />
    </RecordForm>
  );
}
