import Box from '@mui/material/Box';
import type { FormEventHandler } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormCheckbox } from '@/components/form-checkbox';
import { FormGrid, RecordForm } from '@/components/form-grid';
import { FormTextField } from '@/components/form-text-field';
import { useSameAsMain } from '../hooks/use-same-as-main';
import type { AddressSetFormOutput, AddressSetFormValues } from '../utils/address-set-form';
import { AddressSection } from './address-section';
import { PartiesPicker } from './parties-picker';
import { SameAsMainSync } from './same-as-main-sync';

/** The contract's longest name and code. */
const NAME_MAX_LENGTH = 255;
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
    <RecordForm id={formId} label="Address set" onSubmit={onSubmit} layout="parts">
      <SameAsMainSync form={form} />
      <FormGrid wide sx={{ mb: 1 }}>
        <FormTextField
          control={control}
          name="name"
          label="Name"
          required
          maxLength={NAME_MAX_LENGTH}
          disabled={busy}
        />
        <FormTextField control={control} name="code" label="Code" maxLength={CODE_MAX_LENGTH} disabled={busy} />
        <FormCheckbox
          control={control}
          name="isActive"
          label="Active"
          disabled={busy}
          sx={{ alignSelf: 'start', mt: 0.5 }}
        />
      </FormGrid>
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
    </RecordForm>
  );
}
