import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { userFormResolver, type UserFormOutput, type UserFormValues } from '../utils/user-form';

/** The User form's state, checked with the contract's schema; messages show once a field is left. */
export function useUserForm(defaultValues: UserFormValues, editing: boolean) {
  const resolver = useMemo(() => userFormResolver(editing), [editing]);
  return useForm<UserFormValues, unknown, UserFormOutput>({ defaultValues, resolver, mode: 'onTouched' });
}
