import { boolean, date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { orgUnits } from './org-units.js';

/** One company's address-book record of a trading partner. */
export const parties = pgTable(
  'parties',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    partyTypeId: integer('party_type_id').notNull(),
    name: text('name').notNull(),
    number: text('number').notNull(),
    phone: text('phone'),
    ext: text('ext'),
    cell: text('cell'),
    emails: text('emails').array().notNull().default([]),
    taxIdentifier: text('tax_identifier'),
    achRoutingTransitNumber: text('ach_routing_transit_number'),
    wireRoutingTransitNumber: text('wire_routing_transit_number'),
    effectiveFromDate: date('effective_from_date'),
    effectiveThruDate: date('effective_thru_date'),
    addressLineOne: text('address_line_one'),
    addressLineTwo: text('address_line_two'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    altAddressLineOne: text('alt_address_line_one'),
    altAddressLineTwo: text('alt_address_line_two'),
    altCity: text('alt_city'),
    altState: text('alt_state'),
    altZipCode: text('alt_zip_code'),
    isActive: boolean('is_active').notNull().default(true),
    externalSystem: text('external_system'),
    externalSystemId: text('external_system_id'),
    connectedCompanyId: integer('connected_company_id').references(() => companies.id, { onDelete: 'set null' }),
    suggestedCompanyId: integer('suggested_company_id').references(() => companies.id, { onDelete: 'set null' }),
    isInviteSent: boolean('is_invite_sent').notNull().default(false),
  },
  (t) => [
    index('parties_company_name_idx').on(t.companyId, t.name),
    index('parties_connected_idx').on(t.connectedCompanyId),
    // A party number names one partner of a type in the company's books (its ERP vendor number).
    uniqueIndex('parties_company_type_number_uq').on(t.companyId, t.partyTypeId, t.number),
  ],
);

export const partyOrgUnits = pgTable(
  'party_org_units',
  {
    partyId: integer('party_id')
      .notNull()
      .references(() => parties.id, { onDelete: 'cascade' }),
    orgUnitId: integer('org_unit_id')
      .notNull()
      .references(() => orgUnits.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.partyId, t.orgUnitId] })],
);
