import { usStates } from '@docvue/contracts';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { AddressSetFormControl, CopiedKind } from '../utils/address-set-form';
import { AddressTextField } from './address-text-field';

/** Longest US zip code: 5 digits, a hyphen and 4 more. */
const ZIP_MAX_LENGTH = 10;

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

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mb: 1 }}>
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 500, mb: 1 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        {kind !== 'main' && sameAsMain && (
          <>
            <AddressTextField control={control} name={`${kind}AddresseeName`} label="Addressee Name" disabled={busy} />
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
        <AddressTextField
          control={control}
          name={field('AddressLineOne')}
          label="Address Line One"
          required
          readOnly={copied}
          disabled={busy}
          autoComplete="off"
        />
        <AddressTextField
          control={control}
          name={field('AddressLineTwo')}
          label="Address Line Two"
          readOnly={copied}
          disabled={busy}
          autoComplete="off"
        />
        <AddressTextField
          control={control}
          name={field('City')}
          label="City"
          required
          readOnly={copied}
          disabled={busy}
          autoComplete="off"
        />
        <AddressTextField
          control={control}
          name={`${kind}State`}
          label="State"
          required
          readOnly={copied}
          disabled={busy}
        >
          {usStates.map(([code, name]) => (
            <MenuItem key={code} value={code}>
              {name}
            </MenuItem>
          ))}
        </AddressTextField>
        <AddressTextField
          control={control}
          name={field('ZipCode')}
          label="Zip Code"
          maxLength={ZIP_MAX_LENGTH}
          required
          readOnly={copied}
          disabled={busy}
          autoComplete="off"
        />
      </Box>
    </Box>
  );
}
