import { orgUnitBody, type OrgUnit } from '@docvue/contracts';
import { formResolver } from '@/lib/form-resolver';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';

/** What the form's inputs hold: text as typed. */
export interface OrgUnitFormValues {
  name: string;
  code: string;
  phone: string;
  addressLineOne: string;
  addressLineTwo: string;
  city: string;
  state: string;
  zipCode: string;
  isActive: boolean;
}

export type OrgUnitFormOutput = z.output<typeof orgUnitBody>;
export type OrgUnitFormControl = Control<OrgUnitFormValues, unknown, OrgUnitFormOutput>;

/** The contract's body, with the server's messages (docs/product/administration.md §5: Name and Code required). */
export const orgUnitFormResolver = formResolver<OrgUnitFormValues, OrgUnitFormOutput>(orgUnitBody);

/** The contract's limits, which the inputs stop at. */
export const orgUnitLimits = {
  name: 255,
  code: 50,
  phone: 16,
  address: 255,
  city: 255,
  state: 50,
  zipCode: 10,
} as const;

export const newOrgUnitValues = (): OrgUnitFormValues => ({
  name: '',
  code: '',
  phone: '',
  addressLineOne: '',
  addressLineTwo: '',
  city: '',
  state: '',
  zipCode: '',
  isActive: true,
});

export const orgUnitValues = (u: OrgUnit): OrgUnitFormValues => ({
  name: u.name,
  code: u.code,
  phone: u.phone ?? '',
  addressLineOne: u.addressLineOne ?? '',
  addressLineTwo: u.addressLineTwo ?? '',
  city: u.city ?? '',
  state: u.state ?? '',
  zipCode: u.zipCode ?? '',
  isActive: u.isActive,
});
