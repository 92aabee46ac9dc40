import {
  effectiveDatesInOrder,
  effectiveDatesWarning,
  isIsoDate,
  partyLimits,
  type OrgUnit,
  type Party,
} from '@docvue/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useMemo, type FormEventHandler } from 'react';
import { Controller, useWatch, type FieldPathByValue } from 'react-hook-form';
import { FormCheckbox } from '@/components/form-checkbox';
import { AddressFields, addressFieldNames } from '@/components/address-fields';
import { FormSection } from '@/components/form-section';
import { FormTextField } from '@/components/form-text-field';
import { OrgUnitsField, PartyTypeField } from '@/components/party-fields';
import { RecordForm } from '@/components/form-grid';
import type { PartyFormControl, PartyFormValues } from '../utils/party-form';
import { EffectiveDateInput } from './effective-date-input';

const addressLimits = {
  line: partyLimits.text,
  city: partyLimits.text,
  state: partyLimits.state,
  zipCode: partyLimits.zipCode,
} as const;

interface PartyFormProps {
  /** The party being edited; none when creating. */
  party: Party | null;
  control: PartyFormControl;
  orgUnitTerm: string;
  /** The company's word for Vendor, in the Type choices. */
  vendorTerm: string;
  orgUnits: OrgUnit[];
  orgUnitsLoading: boolean;
  /** The id of the form, for submit buttons outside it. */
  formId: string;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
}

/**
 * The Party form (docs/product/administration.md §3, §5): every field of the contract, checked with the contract's schema
 * so the messages are the server's. Type is chosen on create only. The effective dates out of
 * order are a warning; saving still proceeds.
 */
export function PartyForm({
  party,
  control,
  orgUnitTerm,
  vendorTerm,
  orgUnits,
  orgUnitsLoading,
  formId,
  busy,
  onSubmit,
}: PartyFormProps) {
  const [from, thru] = useWatch({ control, name: ['effectiveFromDate', 'effectiveThruDate'] });
  const creating = party === null;

  // The party's own org units stay choosable even when one has been made inactive since.
  const orgUnitOptions = useMemo(() => {
    const own = (party?.companyOrgUnits ?? []).filter((u) => !orgUnits.some((o) => o.id === u.id));
    return [...orgUnits, ...own];
  }, [orgUnits, party]);

  const text = (
    name: FieldPathByValue<PartyFormValues, string>,
    label: string,
    maxLength: number,
    required = false,
  ) => (
    <FormTextField
      control={control}
      name={name}
      label={label}
      maxLength={maxLength}
      required={required}
      disabled={busy}
    />
  );

  return (
    <RecordForm id={formId} label="Party" onSubmit={onSubmit} layout="parts">
      <FormSection title="Party" wide>
        <PartyTypeField control={control} name="partyTypeId" vendorTerm={vendorTerm} disabled={!creating || busy} />
        {text('name', 'Name', partyLimits.text, true)}
        {text('number', 'Party Number', partyLimits.text, true)}
        {text('taxIdentifier', 'Tax Identifier', partyLimits.taxIdentifier, true)}
        <Box sx={{ gridColumn: { sm: 'span 2' } }}>
          <FormTextField
            control={control}
            name="emailsAsString"
            label="Emails"
            maxLength={partyLimits.emails}
            required
            disabled={busy}
          />
        </Box>
        <OrgUnitsField
          control={control}
          name="companyOrgUnitIds"
          label={orgUnitTerm}
          options={orgUnitOptions}
          loading={orgUnitsLoading}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: '2fr 1fr', columnGap: 2 }}>
          <FormTextField
            control={control}
            name="phone"
            label="Phone"
            type="tel"
            maxLength={partyLimits.phone}
            disabled={busy}
          />
          <FormTextField control={control} name="ext" label="Ext" maxLength={partyLimits.ext} disabled={busy} />
        </Box>
        <FormTextField
          control={control}
          name="cell"
          label="Cell"
          type="tel"
          maxLength={partyLimits.cell}
          disabled={busy}
        />
        {text('achRoutingTransitNumber', 'ACH Routing Transit Number', partyLimits.routingNumber)}
        {text('wireRoutingTransitNumber', 'Wire Routing Transit Number', partyLimits.routingNumber)}
        <EffectiveDateInput control={control} name="effectiveFromDate" label="Effective From Date" disabled={busy} />
        <EffectiveDateInput control={control} name="effectiveThruDate" label="Effective Thru Date" disabled={busy} />
        {isIsoDate(from) && isIsoDate(thru) && !effectiveDatesInOrder(from, thru) && (
          <Alert severity="warning" sx={{ gridColumn: '1 / -1', mb: 1 }}>
            {effectiveDatesWarning}
          </Alert>
        )}
        <FormCheckbox control={control} name="isActive" label="Active" disabled={busy} />
        {party && (party.externalSystem || party.externalSystemId) && (
          <>
            <TextField
              label="External System"
              value={party.externalSystem ?? ''}
              size="small"
              fullWidth
              slotProps={{ htmlInput: { readOnly: true } }}
              helperText=" "
            />
            <TextField
              label="External System Id"
              value={party.externalSystemId ?? ''}
              size="small"
              fullWidth
              slotProps={{ htmlInput: { readOnly: true } }}
              helperText=" "
            />
          </>
        )}
      </FormSection>
      <FormSection title="Primary Address" wide>
        <AddressFields control={control} names={addressFieldNames} limits={addressLimits} disabled={busy} />
      </FormSection>
      <FormSection title="Secondary Address" wide>
        <AddressFields
          control={control}
          names={{
            lineOne: 'altAddressLineOne',
            lineTwo: 'altAddressLineTwo',
            city: 'altCity',
            state: 'altState',
            zipCode: 'altZipCode',
          }}
          limits={addressLimits}
          disabled={busy}
        />
      </FormSection>
      {creating && (
        <Controller
          control={control}
          name="inviteToNetwork"
          render={({ field: { value, onChange, onBlur, ref }, fieldState }) => (
            <Box>
              <FormControlLabel
                label="Invite party to join the Exchange Network"
                control={
                  <Checkbox
                    checked={value}
                    onChange={(e) => onChange(e.target.checked)}
                    onBlur={onBlur}
                    slotProps={{
                      input: {
                        ref,
                        ...(fieldState.error ? { 'aria-describedby': 'invite-to-network-error' } : {}),
                      },
                    }}
                  />
                }
                disabled={busy}
              />
              {fieldState.error && (
                <FormHelperText error id="invite-to-network-error">
                  {fieldState.error.message}
                </FormHelperText>
              )}
            </Box>
          )}
        />
      )}
    </RecordForm>
  );
}
