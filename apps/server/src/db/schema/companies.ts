import { boolean, customType, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  legalName: text('legal_name').notNull(),
  addressLineOne: text('address_line_one'),
  addressLineTwo: text('address_line_two'),
  city: text('city'),
  state: text('state'),
  zipCode: text('zip_code'),
  taxNumber: text('tax_number'),
  isCloud: boolean('is_cloud').notNull().default(false),
  /** Host of a cloud company; choosing it in the company switcher redirects there. */
  url: text('url'),
  onBoardingProcessPending: boolean('on_boarding_process_pending').notNull().default(false),
  logoPng: bytea('logo_png'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const companyPartyTypes = pgTable(
  'company_party_types',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    partyTypeId: integer('party_type_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.partyTypeId] })],
);

export const companyTerminologies = pgTable(
  'company_terminologies',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    terminologyId: integer('terminology_id').notNull(),
    customizedName: text('customized_name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.terminologyId] })],
);
