import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormGrid } from '@/components/form-grid';
import { FormTextField } from '@/components/form-text-field';
import { usStateOptions } from '@/components/us-state-options';
import type { AddressSetFormControl, CopiedKind } from '../utils/address-set-form';

/** Longest US zip code: 5 digits, a hyphen and 4 more; the other texts 255, as the contract. */
const ZIP_MAX_LENGTH = 10;
const TEXT_MAX_LENGTH = 255;

interface AddressSectionProps {
  control: AddressSetFormControl;
  kind: 'main' | CopiedKind;
  title: string;
  /** The payment and tax addresses: whether they are the main one, and its change. */
  sameAsMain?: { checked: boolean; onChange: (checked: boolean) => void };
  busy: boolean;
}

/** One address of the set; the payment and tax ones also name the addressee and can be 'same as main'. */
export function AddressSection({ control, kind, title, sameAsMain, busy }: AddressSectionProps) {
  const titleId = useId();
  const copied = sameAsMain?.checked ?? false;
  const field = (suffix: 'AddressLineOne' | 'AddressLineTwo' | 'City' | 'ZipCode') => `${kind}${suffix}` as const;
  // A copied address is shown, not typed in: nothing in it is required then.
  const address = { control, readOnly: copied, shaded: true, required: !copied, disabled: busy } as const;

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mb: 1 }}>
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 500, mb: 1 }}>
        {title}
      </Typography>
      <FormGrid wide>
        {kind !== 'main' && sameAsMain && (
          <>
            <FormTextField
              control={control}
              name={`${kind}AddresseeName`}
              label="Addressee Name"
              maxLength={TEXT_MAX_LENGTH}
              disabled={busy}
            />
            <FormControlLabel
              label="Same as main"
              sx={{ alignSelf: 'start', mt: 0.5 }}
              control={
                <Checkbox checked={copied} onChange={(e) => sameAsMain.onChange(e.target.checked)} disabled={busy} />
              }
            />
            {/* The address starts on a row of its own on wider screens. */}
            <Box sx={{ display: { xs: 'none', lg: 'block' } }} />
          </>
        )}
        <FormTextField
          {...address}
          name={field('AddressLineOne')}
          label="Address Line One"
          maxLength={TEXT_MAX_LENGTH}
          autoComplete="off"
        />
        <FormTextField
          {...address}
          name={field('AddressLineTwo')}
          label="Address Line Two"
          required={false}
          maxLength={TEXT_MAX_LENGTH}
          autoComplete="off"
        />
        <FormTextField {...address} name={field('City')} label="City" maxLength={TEXT_MAX_LENGTH} autoComplete="off" />
        <FormTextField {...address} name={`${kind}State`} label="State">
          {usStateOptions()}
        </FormTextField>
        <FormTextField
          {...address}
          name={field('ZipCode')}
          label="Zip Code"
          maxLength={ZIP_MAX_LENGTH}
          autoComplete="off"
        />
      </FormGrid>
    </Box>
  );
}
