import { useForm } from 'react-hook-form';
import { orgUnitFormResolver, type OrgUnitFormOutput, type OrgUnitFormValues } from '../utils/org-unit-form';

/** The Org Unit form's state, checked with the contract's schema; messages show once a field is left. */
export const useOrgUnitForm = (defaultValues: OrgUnitFormValues) =>
  useForm<OrgUnitFormValues, unknown, OrgUnitFormOutput>({
    defaultValues,
    resolver: orgUnitFormResolver,
    mode: 'onTouched',
  });
