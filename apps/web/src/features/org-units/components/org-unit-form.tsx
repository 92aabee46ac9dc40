import Box from '@mui/material/Box';
import type { FormEventHandler } from 'react';
import { FormCheckbox } from '@/components/form-checkbox';
import { AddressFields, addressFieldNames } from '@/components/address-fields';
import { FormTextField } from '@/components/form-text-field';
import { RecordForm } from '@/components/form-grid';
import { orgUnitLimits as max, type OrgUnitFormControl } from '../utils/org-unit-form';

interface OrgUnitFormProps {
  control: OrgUnitFormControl;
  /** The company's word for org unit, which names the form. */
  term: string;
  /** The id of the form, for submit buttons outside it. */
  formId: string;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
}

/** The Org Unit form (docs/product/administration.md §3, §5): Name and Code required, phone, address and Active. */
export function OrgUnitForm({ control, term, formId, busy, onSubmit }: OrgUnitFormProps) {
  const common = { control, disabled: busy } as const;
  return (
    <RecordForm id={formId} label={term} onSubmit={onSubmit}>
      <FormTextField {...common} name="name" label="Name" required maxLength={max.name} />
      <FormTextField {...common} name="code" label="Code" required maxLength={max.code} />
      <FormTextField {...common} name="phone" label="Phone" type="tel" maxLength={max.phone} />
      <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
      <AddressFields
        {...common}
        names={addressFieldNames}
        limits={{ line: max.address, city: max.city, state: max.state, zipCode: max.zipCode }}
        stateBesideZip
      />
      <FormCheckbox control={control} name="isActive" label="Active" disabled={busy} />
    </RecordForm>
  );
}
