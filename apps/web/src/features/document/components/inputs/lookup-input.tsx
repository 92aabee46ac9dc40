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
  // The purchaser's codes, where it keeps a list of them (issue 40): one of its values, or marked;
  // Send is refused too (contracts `validateDocument`, codeLists).
  const listed = !strict && isThirdParty && documentId !== undefined && options.length > 0;
  const unlisted = listed && p.value !== null && !options.includes(p.value);
  return (
    <ChoiceInput
      {...p}
      error={p.error ?? (unlisted ? notListed : null)}
      options={options}
      freeSolo={!strict}
      listed={listed}
      loading={values.isLoading}
    />
  );
}

export const notListed = "Not one of the purchaser's values: pick one from the list";
