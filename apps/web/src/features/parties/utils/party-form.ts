import {
  createPartyBody,
  emailsOf,
  inviteRequiresEmail,
  orgUnitRequired,
  partyTypeIdInput,
  type Party,
  type PartyTypeId,
} from '@docvue/contracts';
import { formResolver } from '@/lib/form-resolver';
import type { Control, Resolver } from 'react-hook-form';
import { z } from 'zod';

/** What the form's inputs hold: text as typed, the type as the select gives it ('' for none). */
export interface PartyFormValues {
  partyTypeId: string;
  name: string;
  number: string;
  taxIdentifier: string;
  emailsAsString: string;
  phone: string;
  ext: string;
  cell: string;
  achRoutingTransitNumber: string;
  wireRoutingTransitNumber: string;
  effectiveFromDate: string;
  effectiveThruDate: string;
  companyOrgUnitIds: number[];
  addressLineOne: string;
  addressLineTwo: string;
  city: string;
  state: string;
  zipCode: string;
  altAddressLineOne: string;
  altAddressLineTwo: string;
  altCity: string;
  altState: string;
  altZipCode: string;
  isActive: boolean;
  inviteToNetwork: boolean;
}

/**
 * The contract's create body, checked the way the server checks it (same messages), with the
 * rule the server words in the company's own term: at least one org unit. An empty type select
 * is a missing type ('Required').
 */
export const partyFormSchema = (orgUnitTerm: string) =>
  createPartyBody.extend({
    partyTypeId: z.preprocess((v) => (v === '' ? undefined : v), partyTypeIdInput),
    companyOrgUnitIds: z.array(z.number().int()).min(1, orgUnitRequired(orgUnitTerm)),
  });
export type PartyFormOutput = z.output<ReturnType<typeof partyFormSchema>>;
export type PartyFormControl = Control<PartyFormValues, unknown, PartyFormOutput>;

/** The schema's problems, and inviting a party without a contact e-mail (docs/product/administration.md §5). */
export function partyFormResolver(orgUnitTerm: string): Resolver<PartyFormValues, unknown, PartyFormOutput> {
  const schema = formResolver<PartyFormValues, PartyFormOutput>(partyFormSchema(orgUnitTerm));
  return async (values, context, options) => {
    const result = await schema(values, context, options);
    if (!values.inviteToNetwork || emailsOf(values.emailsAsString).length > 0) return result;
    return {
      values: {},
      errors: { ...result.errors, inviteToNetwork: { type: 'custom', message: inviteRequiresEmail } },
    };
  };
}

const text = (value: string | null | undefined) => value ?? '';

/** A new party: the type from the address when it names one, active, in no org unit yet. */
export function newPartyValues(partyTypeId: PartyTypeId | null): PartyFormValues {
  return {
    partyTypeId: partyTypeId === null ? '' : String(partyTypeId),
    name: '',
    number: '',
    taxIdentifier: '',
    emailsAsString: '',
    phone: '',
    ext: '',
    cell: '',
    achRoutingTransitNumber: '',
    wireRoutingTransitNumber: '',
    effectiveFromDate: '',
    effectiveThruDate: '',
    companyOrgUnitIds: [],
    addressLineOne: '',
    addressLineTwo: '',
    city: '',
    state: '',
    zipCode: '',
    altAddressLineOne: '',
    altAddressLineTwo: '',
    altCity: '',
    altState: '',
    altZipCode: '',
    isActive: true,
    inviteToNetwork: false,
  };
}

/** A party as its form shows it; dates trimmed to YYYY-MM-DD (docs/product/administration.md §5). */
export function partyValues(p: Party): PartyFormValues {
  return {
    partyTypeId: String(p.partyTypeId),
    name: p.name,
    number: p.number,
    taxIdentifier: text(p.taxIdentifier),
    emailsAsString: p.emailsAsString || p.emails.join(' '),
    phone: text(p.phone),
    ext: text(p.ext),
    cell: text(p.cell),
    achRoutingTransitNumber: text(p.achRoutingTransitNumber),
    wireRoutingTransitNumber: text(p.wireRoutingTransitNumber),
    effectiveFromDate: text(p.effectiveFromDate).slice(0, 10),
    effectiveThruDate: text(p.effectiveThruDate).slice(0, 10),
    companyOrgUnitIds: p.companyOrgUnitIds,
    addressLineOne: text(p.addressLineOne),
    addressLineTwo: text(p.addressLineTwo),
    city: text(p.city),
    state: text(p.state),
    zipCode: text(p.zipCode),
    altAddressLineOne: text(p.altAddressLineOne),
    altAddressLineTwo: text(p.altAddressLineTwo),
    altCity: text(p.altCity),
    altState: text(p.altState),
    altZipCode: text(p.altZipCode),
    isActive: p.isActive,
    inviteToNetwork: false,
  };
}

/** The type named by `?partyTypeId=` of the create address, if it is one. */
export function partyTypeFromSearch(search: URLSearchParams): PartyTypeId | null {
  const parsed = partyTypeIdInput.safeParse(search.get('partyTypeId') ?? undefined);
  return parsed.success ? parsed.data : null;
}
