import type { ValueInputProps } from '@/components/value-input-props';
import { useOrgUnits } from '../../api/get-org-units';
import { ChoiceInput } from './choice-input';

/** One of the company's active org units, stored by name. */
export function OrgUnitInput(p: ValueInputProps) {
  const units = useOrgUnits(!p.readOnly);
  const options = (units.data?.items ?? []).map((u) => u.name);
  return <ChoiceInput {...p} options={options} loading={units.isLoading} />;
}
