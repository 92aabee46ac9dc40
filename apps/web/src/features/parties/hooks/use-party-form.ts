import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { partyFormResolver, type PartyFormOutput, type PartyFormValues } from '../utils/party-form';

/** The Party form's state, checked with the contract's schema; messages show once a field is left. */
export function usePartyForm(defaultValues: PartyFormValues, orgUnitTerm: string) {
  const resolver = useMemo(() => partyFormResolver(orgUnitTerm), [orgUnitTerm]);
  return useForm<PartyFormValues, unknown, PartyFormOutput>({ defaultValues, resolver, mode: 'onTouched' });
}
