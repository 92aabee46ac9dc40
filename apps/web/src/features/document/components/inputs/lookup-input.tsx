import type { ValueInputProps } from '@/components/value-input-props';
import { useLookupValues, type LookupSource } from '../../api/get-lookup-values';
import { ChoiceInput } from './choice-input';

/**
 * List fields pick one of their values; master-data fields and columns (AFE, cost center,
 * account code, well…) offer the company's values, or for a third-party one the values of the
 * company the document goes to, and accept others.
 */
export function LookupInput({
  source,
  isThirdParty,
  documentId,
  strict,
  ...p
}: ValueInputProps & {
  source: LookupSource;
  isThirdParty: boolean;
  documentId?: number | undefined;
  strict: boolean;
}) {
  const values = useLookupValues(p.readOnly ? undefined : source, isThirdParty, documentId);
  const options = (values.data ?? []).map((v) => v.lookupValue);
  return <ChoiceInput {...p} options={options} freeSolo={!strict} loading={values.isLoading} />;
}
