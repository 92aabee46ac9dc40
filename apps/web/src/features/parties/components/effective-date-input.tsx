import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { MaskedDateInput } from '@/components/masked-date-input';
import { useDateFormat } from '@/lib/personalization';
import type { PartyFormControl } from '../utils/party-form';

/**
 * An effective date, typed in the user's date format: the form holds ISO once it is a whole, real
 * date and the text as typed until then, which the contract's schema refuses.
 */
export function EffectiveDateInput({
  control,
  name,
  label,
  disabled,
}: {
  control: PartyFormControl;
  name: 'effectiveFromDate' | 'effectiveThruDate';
  label: string;
  disabled: boolean;
}) {
  const id = useId();
  const dateFormat = useDateFormat();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MaskedDateInput
          id={id}
          label={label}
          dateFormat={dateFormat}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          disabled={disabled}
          // The schema words it for dates sent as YYYY-MM-DD; here it is typed in the user's format.
          error={fieldState.error ? `${label} must be a valid date` : null}
          hint=" "
        />
      )}
    />
  );
}
