import { UserType } from '@docvue/contracts';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, type FormEventHandler } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormCheckbox } from '@/components/form-checkbox';
import { FormTextField } from '@/components/form-text-field';
import { RecordForm } from '@/components/form-grid';
import type { UserFormControl } from '../utils/user-form';
import type { RoleOption } from '../utils/user-labels';
import { RolesInputs } from './roles-inputs';

interface UserFormProps {
  control: UserFormControl;
  /** Creating: the e-mail can be typed, the type chosen and the onboarding e-mail asked for. */
  creating: boolean;
  roles: RoleOption[];
  rolesLoading: boolean;
  /** The id of the form, for submit buttons outside it. */
  formId: string;
  busy: boolean;
  /** The person's name and title are their own (another company has them too): shown, not edited. */
  identityLocked?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
}

/** Title is at most 25 characters (docs/product/administration.md §5); the other texts 255, as the contract. */
const TITLE_MAX = 25;
const TEXT_MAX = 255;

/**
 * The User form (docs/product/administration.md §3, §5): Email (read-only when editing), First Name, Last Name, Title, Main
 * Role and Additional Roles; on create the type of user and 'Send Onboarding E-mail'. Checked with
 * the contract's schema, so the messages are the server's.
 */
export function UserForm({
  control,
  creating,
  roles,
  rolesLoading,
  formId,
  busy,
  identityLocked = false,
  onSubmit,
}: UserFormProps) {
  const typeLabelId = useId();
  const userType = useWatch({ control, name: 'userType' });
  const identity = { control, readOnly: identityLocked, disabled: busy } as const;
  return (
    <RecordForm id={formId} label="User" onSubmit={onSubmit}>
      {creating && (
        <Controller
          control={control}
          name="userType"
          render={({ field: { value, onChange, onBlur, ref } }) => (
            <FormControl disabled={busy} sx={{ gridColumn: '1 / -1', mb: 1 }}>
              <FormLabel id={typeLabelId}>User Type</FormLabel>
              <RadioGroup
                row
                aria-labelledby={typeLabelId}
                value={String(value)}
                onChange={(e) => onChange(Number(e.target.value))}
                onBlur={onBlur}
                ref={ref}
              >
                <FormControlLabel value={String(UserType.Regular)} control={<Radio />} label="Regular" />
                <FormControlLabel value={String(UserType.ApiKey)} control={<Radio />} label="API key" />
              </RadioGroup>
            </FormControl>
          )}
        />
      )}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormTextField
          control={control}
          name="emailAddress"
          label="Email"
          type="email"
          required
          maxLength={TEXT_MAX}
          readOnly={!creating}
          disabled={busy}
          autoComplete="off"
        />
      </Box>
      <FormTextField {...identity} name="firstName" label="First Name" required maxLength={TEXT_MAX} />
      <FormTextField {...identity} name="lastName" label="Last Name" required maxLength={TEXT_MAX} />
      <FormTextField {...identity} name="title" label="Title" maxLength={TITLE_MAX} />
      <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
      <RolesInputs control={control} roles={roles} loading={rolesLoading} disabled={busy} />
      {/* An API-key user never signs in, so there is nobody to onboard. */}
      {creating && userType === UserType.Regular && (
        <FormCheckbox
          control={control}
          name="sendOnboardingEmail"
          label="Send Onboarding E-mail"
          disabled={busy}
          sx={{ gridColumn: '1 / -1' }}
        />
      )}
    </RecordForm>
  );
}
