import type { InvitationPreview } from '@docvue/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useForm, type FieldPathByValue } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormSection } from '@/components/form-section';
import { FormTextField } from '@/components/form-text-field';
import { usStateOptions } from '@/components/us-state-options';
import { notify } from '@/lib/notify';
import { registrationFailure, useRegisterCompany } from '../api/register-company';
import {
  signUpLimits,
  signUpResolver,
  signUpValues,
  type SignUpOutput,
  type SignUpValues,
} from '../utils/sign-up-form';
import { PartyTypesInput } from './party-types-input';

export const REGISTER_SUCCESS_PATH = '/registersuccess';

interface SignUpFormProps {
  /** The e-mailed invitation the company signs up with, if any. */
  invitation: { token: string; preview: InvitationPreview } | null;
  isBoarding: boolean;
}

/**
 * The sign-up (docs/product/administration.md §2, §5): the company, its administrative user and what it does on the
 * network, checked with the contract's schema so the messages are the server's. Messages show
 * once a field is left; Submit waits until everything is valid.
 */
export function SignUpForm({ invitation, isBoarding }: SignUpFormProps) {
  const navigate = useNavigate();
  const register = useRegisterCompany();
  const form = useForm<SignUpValues, unknown, SignUpOutput>({
    defaultValues: signUpValues(invitation, isBoarding),
    resolver: signUpResolver,
    mode: 'onTouched',
  });
  const { control, formState } = form;
  const busy = register.isPending;

  // Submit waits for a party type; once the user has left the field before the group, say so.
  const reachedPartyTypes = formState.touchedFields.userEmail === true;
  useEffect(() => {
    if (reachedPartyTypes) void form.trigger('partyTypeIds');
  }, [reachedPartyTypes, form]);

  const submit = (body: SignUpOutput) =>
    register.mutate(body, {
      // The password is chosen from the link mailed to the address registered (a mailbox is proven only by a link mailed to it).
      onSuccess: () => void navigate(REGISTER_SUCCESS_PATH),
      onError: (err) => notify.error(registrationFailure(err)),
    });

  const text = (name: FieldPathByValue<SignUpValues, string>, label: string, required = true) => (
    <FormTextField
      control={control}
      name={name}
      label={label}
      maxLength={signUpLimits.text}
      required={required}
      disabled={busy}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(submit)} aria-label="Sign up">
      {invitation && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <div>{invitation.preview.senderCompanyName} invites you to DocVue Exchange</div>
          {invitation.preview.maskedReceiverEmail && (
            <div>
              It was sent to {invitation.preview.maskedReceiverEmail}: register with that address, and we mail it a link
              to choose your password.
            </div>
          )}
        </Alert>
      )}
      <FormSection title="Company">
        <Box sx={{ gridColumn: { sm: 'span 2' } }}>{text('legalName', 'Legal Name')}</Box>
        {text('addressLineOne', 'Address Line 1')}
        {text('addressLineTwo', 'Address Line 2', false)}
        {text('city', 'City')}
        <FormTextField control={control} name="state" label="State" maxLength={2} required disabled={busy}>
          {usStateOptions()}
        </FormTextField>
        <FormTextField
          control={control}
          name="zipCode"
          label="Zip"
          maxLength={signUpLimits.zipCode}
          required
          autoComplete="postal-code"
          disabled={busy}
        />
        <FormTextField
          control={control}
          name="taxNumber"
          label="Tax Number"
          maxLength={signUpLimits.taxNumber}
          required
          disabled={busy}
        />
      </FormSection>
      <FormSection title="Administrative User">
        <FormTextField
          control={control}
          name="userFirstName"
          label="First Name"
          maxLength={signUpLimits.text}
          required
          autoComplete="given-name"
          disabled={busy}
        />
        <FormTextField
          control={control}
          name="userLastName"
          label="Last Name"
          maxLength={signUpLimits.text}
          required
          autoComplete="family-name"
          disabled={busy}
        />
        <Box sx={{ gridColumn: { sm: 'span 2' } }}>
          <FormTextField
            control={control}
            name="userEmail"
            label="Email"
            type="email"
            maxLength={signUpLimits.text}
            required
            autoComplete="email"
            disabled={busy}
          />
        </Box>
      </FormSection>
      <PartyTypesInput control={control} invitedAs={invitation?.preview.partyTypeId ?? null} disabled={busy} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={!formState.isValid}
          loading={busy}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          Submit
        </Button>
      </Box>
    </Box>
  );
}
