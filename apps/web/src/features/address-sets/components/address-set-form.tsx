import Box from '@mui/material/Box';
import type { FormEventHandler } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormCheckbox } from '@/components/form-checkbox';
import { useSameAsMain } from '../hooks/use-same-as-main';
import type { AddressSetFormOutput, AddressSetFormValues } from '../utils/address-set-form';
import { AddressSection } from './address-section';
import { AddressTextField } from './address-text-field';
import { PartiesPicker } from './parties-picker';
import { SameAsMainSync } from './same-as-main-sync';

/** The contract's longest code. */
const CODE_MAX_LENGTH = 50;

interface AddressSetFormProps {
  form: UseFormReturn<AddressSetFormValues, unknown, AddressSetFormOutput>;
  formId: string;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The set being edited; absent for a new one. */
  addressSetId?: number;
}

/**
 * The address set form (docs/product/administration.md §3, §4, §5): name and code, the main, payment and tax addresses
 * (the last two can be 'same as main'), and the connected parties that use them.
 */
export function AddressSetForm({ form, formId, busy, onSubmit, addressSetId }: AddressSetFormProps) {
  const { control } = form;
  const setSameAsMain = useSameAsMain(form);
  const [paymentSame, taxSame] = useWatch({ control, name: ['paymentAddressSameAsMain', 'taxAddressSameAsMain'] });

  return (
    <Box component="form" id={formId} noValidate onSubmit={onSubmit} aria-label="Address set">
      <SameAsMainSync form={form} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
          columnGap: 2,
          rowGap: 0.5,
          mb: 1,
        }}
      >
        <AddressTextField control={control} name="name" label="Name" required disabled={busy} />
        <AddressTextField control={control} name="code" label="Code" maxLength={CODE_MAX_LENGTH} disabled={busy} />
        <FormCheckbox
          control={control}
          name="isActive"
          label="Active"
          disabled={busy}
          sx={{ alignSelf: 'start', mt: 0.5 }}
        />
      </Box>
      <AddressSection control={control} kind="main" title="Main address" busy={busy} />
      <AddressSection
        control={control}
        kind="payment"
        title="Payment address"
        sameAsMain={{ checked: paymentSame, onChange: (checked) => setSameAsMain('payment', checked) }}
        busy={busy}
      />
      <AddressSection
        control={control}
        kind="tax"
        title="Tax address"
        sameAsMain={{ checked: taxSame, onChange: (checked) => setSameAsMain('tax', checked) }}
        busy={busy}
      />
      <Box sx={{ maxWidth: 720, mt: 1 }}>
        <PartiesPicker control={control} disabled={busy} addressSetId={addressSetId} />
      </Box>
    </Box>
  );
}
