import type { ValueInputProps } from '@/components/value-input-props';
import { useLookupValues } from '../../api/get-lookup-values';
import { ChoiceInput } from './choice-input';

/**
 * List fields pick one of their values; master-data fields (AFE, cost center, account code,
 * well…) offer the company's values and accept others.
 */
export function LookupInput({
  definitionId,
  isThirdParty,
  strict,
  ...p
}: ValueInputProps & { definitionId: number | undefined; isThirdParty: boolean; strict: boolean }) {
  const values = useLookupValues(p.readOnly ? undefined : definitionId, isThirdParty);
  const options = (values.data ?? []).map((v) => v.lookupValue);
  return <ChoiceInput {...p} options={options} freeSolo={!strict} loading={values.isLoading} />;
}
