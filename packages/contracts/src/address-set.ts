import { z } from 'zod';
import { id, pageNumber, queryBoolean, usZip, wholeNumber } from './common.js';
import { limits } from './limits.js';
import { usStateCodes } from './us-states.js';

/**
 * An address set (docs/product/administration.md §3, §4, §5): the company's main address with the payment
 * (remit-to) and tax addresses that go with it, and the connected partners it applies to. A
 * partner it applies to sees it on the company's party page, so invoices are paid and 1099s are
 * sent to the right place.
 */

/** The spec's words for the screens (docs/product/administration.md §5, §8). */
export const addressSetMessages = {
  created: 'Address set Created',
  saved: 'Address set Saved',
  deleted: 'Address set Deleted',
  noChanges: 'There are no changes to save.',
} as const;

export const addressSetPartyRef = z.object({
  id: z.number().int(),
  name: z.string(),
  number: z.string(),
  partyTypeName: z.string(),
});
export type AddressSetPartyRef = z.infer<typeof addressSetPartyRef>;

export const addressSet = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  isActive: z.boolean(),
  mainAddressLineOne: z.string(),
  mainAddressLineTwo: z.string().nullable(),
  mainCity: z.string(),
  mainState: z.string(),
  mainZipCode: z.string(),
  paymentAddresseeName: z.string().nullable(),
  paymentAddressLineOne: z.string(),
  paymentAddressLineTwo: z.string().nullable(),
  paymentCity: z.string(),
  paymentState: z.string(),
  paymentZipCode: z.string(),
  paymentAddressSameAsMain: z.boolean(),
  taxAddresseeName: z.string().nullable(),
  taxAddressLineOne: z.string(),
  taxAddressLineTwo: z.string().nullable(),
  taxCity: z.string(),
  taxState: z.string(),
  taxZipCode: z.string(),
  taxAddressSameAsMain: z.boolean(),
  selectedParties: z.array(addressSetPartyRef),
});
export type AddressSet = z.infer<typeof addressSet>;

/** A row of the list: Name and Code. */
export const addressSetListItem = addressSet.pick({ id: true, name: true, code: true, isActive: true });

export const addressSetListQuery = z.object({
  isActive: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  page: pageNumber.default(1),
  pageSize: wholeNumber((n) => n.min(1).max(limits.allRowsPageSize)).default(limits.orgUnitListPageSize),
});

const tooLong = (max: number) => `Must be at most ${max} characters`;
const optionalText = (max: number = limits.textMaxLength) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((v) => v || null);
/** Required where the address is typed; a copied address is filled in by the server. */
const addressText = (max: number = limits.textMaxLength) => z.string().trim().max(max, tooLong(max)).nullish();
const state = z
  .string()
  .trim()
  .nullish()
  .refine((v) => !v || (usStateCodes as readonly string[]).includes(v.toUpperCase()), 'Must be a US state')
  .transform((v) => (v ? v.toUpperCase() : v));
const zip = z
  .string()
  .trim()
  .nullish()
  .refine((v) => !v || usZip.safeParse(v).success, 'Must be a valid US Zip Code');

export const addressKinds = ['main', 'payment', 'tax'] as const;
export type AddressKind = (typeof addressKinds)[number];
/** The four fields every address needs (docs/product/administration.md §5), by the name they have in each kind. */
export const requiredAddressFields = (kind: AddressKind) =>
  [`${kind}AddressLineOne`, `${kind}City`, `${kind}State`, `${kind}ZipCode`] as const;

/**
 * `POST /addressset` and `PUT /addressset/{id}`. Name and the main address are required; the
 * payment and tax addresses too unless they are 'same as main', when the server copies the main
 * address into them (whatever was sent), so the copy can never drift.
 */
export const addressSetBody = z
  .object({
    name: z.string({ error: 'Required' }).trim().min(1, 'Required').max(255, tooLong(255)),
    code: optionalText(50),
    isActive: z.boolean().default(true),
    mainAddressLineOne: addressText(),
    mainAddressLineTwo: optionalText(),
    mainCity: addressText(),
    mainState: state,
    mainZipCode: zip,
    paymentAddresseeName: optionalText(),
    paymentAddressLineOne: addressText(),
    paymentAddressLineTwo: optionalText(),
    paymentCity: addressText(),
    paymentState: state,
    paymentZipCode: zip,
    paymentAddressSameAsMain: z.boolean().default(false),
    taxAddresseeName: optionalText(),
    taxAddressLineOne: addressText(),
    taxAddressLineTwo: optionalText(),
    taxCity: addressText(),
    taxState: state,
    taxZipCode: zip,
    taxAddressSameAsMain: z.boolean().default(false),
    /** Connected parties of the company this set applies to. */
    selectedParties: z.array(id).max(limits.allRowsPageSize).default([]),
  })
  .superRefine((body, ctx) => {
    const kinds: AddressKind[] = ['main'];
    if (!body.paymentAddressSameAsMain) kinds.push('payment');
    if (!body.taxAddressSameAsMain) kinds.push('tax');
    for (const kind of kinds) {
      for (const field of requiredAddressFields(kind)) {
        if (!body[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'Required' });
      }
    }
  });
export type AddressSetBody = z.input<typeof addressSetBody>;

/** `GET /addressset/parties`: the party picker — the company's connected parties, by name. */
export const addressSetPartiesQuery = z.object({
  query: z.string().trim().max(255).optional(),
  /**
   * Only the parties no address set lists yet: a party uses one set, so the set form offers no
   * party that saving would refuse (409).
   */
  withoutAddressSet: queryBoolean.optional(),
  /** The set being edited: its own parties count as without one (they may be removed and chosen again). */
  addressSetId: id.optional(),
  page: pageNumber.default(1),
  pageSize: wholeNumber((n) => n.min(1).max(1000)).default(100),
});

/**
 * The addresses a partner gave this company to use (`GET /party/{id}/addresses`): the active
 * address set of the party's company that lists this company, if any.
 */
export const partnerAddresses = z.object({
  addressSet: addressSet.omit({ selectedParties: true, isActive: true }).nullable(),
});
export type PartnerAddresses = z.infer<typeof partnerAddresses>;
