import type { OrgUnit } from '@docvue/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useController } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { OrgUnitsField, PartyTypeField } from '@/components/party-fields';
import type { AcceptFormControl } from '../utils/accept-form';

interface NewPartyFieldsProps {
  control: AcceptFormControl;
  /** The sender is a vendor, owner or operator: its type is settled. */
  typeLocked: boolean;
  orgUnits: Pick<OrgUnit, 'id' | 'name'>[];
  orgUnitTerm: string;
  /** The company's word for Vendor, in the Type choices. */
  vendorTerm: string;
  disabled: boolean;
}

function SenderOrgUnits({
  control,
  orgUnits,
  orgUnitTerm,
  disabled,
}: Omit<NewPartyFieldsProps, 'typeLocked' | 'vendorTerm'>) {
  const { fieldState } = useController({ control, name: 'orgUnitIds' });
  // With one org unit it is chosen already, and there is nothing to ask (docs/product/administration.md §5).
  if (orgUnits.length === 1) return null;
  // Without any, the company has none to put the party in: say so.
  if (orgUnits.length === 0) {
    return fieldState.error ? <Alert severity="error">{fieldState.error.message}</Alert> : null;
  }
  return (
    <OrgUnitsField control={control} name="orgUnitIds" label={orgUnitTerm} options={orgUnits} disabled={disabled} />
  );
}

/** A new party for the sender: its number in the company's books, its type and org units. */
export function NewPartyFields({
  control,
  typeLocked,
  orgUnits,
  orgUnitTerm,
  vendorTerm,
  disabled,
}: NewPartyFieldsProps) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2 }}>
      <FormTextField
        control={control}
        name="partyNumber"
        label="Party Number"
        required
        maxLength={255}
        disabled={disabled}
      />
      <PartyTypeField control={control} name="partyTypeId" vendorTerm={vendorTerm} disabled={disabled || typeLocked} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <SenderOrgUnits control={control} orgUnits={orgUnits} orgUnitTerm={orgUnitTerm} disabled={disabled} />
      </Box>
    </Box>
  );
}
