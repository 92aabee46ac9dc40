import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { parties } from './parties.js';

/** A company's main address with its payment and tax addresses (docs/product/administration.md §3). */
export const addressSets = pgTable(
  'address_sets',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code'),
    isActive: boolean('is_active').notNull().default(true),
    mainAddressLineOne: text('main_address_line_one').notNull(),
    mainAddressLineTwo: text('main_address_line_two'),
    mainCity: text('main_city').notNull(),
    mainState: text('main_state').notNull(),
    mainZipCode: text('main_zip_code').notNull(),
    paymentAddresseeName: text('payment_addressee_name'),
    paymentAddressLineOne: text('payment_address_line_one').notNull(),
    paymentAddressLineTwo: text('payment_address_line_two'),
    paymentCity: text('payment_city').notNull(),
    paymentState: text('payment_state').notNull(),
    paymentZipCode: text('payment_zip_code').notNull(),
    paymentAddressSameAsMain: boolean('payment_address_same_as_main').notNull().default(false),
    taxAddresseeName: text('tax_addressee_name'),
    taxAddressLineOne: text('tax_address_line_one').notNull(),
    taxAddressLineTwo: text('tax_address_line_two'),
    taxCity: text('tax_city').notNull(),
    taxState: text('tax_state').notNull(),
    taxZipCode: text('tax_zip_code').notNull(),
    taxAddressSameAsMain: boolean('tax_address_same_as_main').notNull().default(false),
  },
  (t) => [index('address_sets_company_name_idx').on(t.companyId, t.name)],
);

/**
 * The partners an address set applies to. A party is in one set at most, so a partner is never
 * told two different remit-to addresses.
 */
export const addressSetParties = pgTable(
  'address_set_parties',
  {
    addressSetId: integer('address_set_id')
      .notNull()
      .references(() => addressSets.id, { onDelete: 'cascade' }),
    partyId: integer('party_id')
      .notNull()
      .references(() => parties.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.addressSetId, t.partyId] }),
    uniqueIndex('address_set_parties_party_uq').on(t.partyId),
  ],
);
