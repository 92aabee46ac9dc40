import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';

export const orgUnits = pgTable(
  'org_units',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
    phone: text('phone'),
    addressLineOne: text('address_line_one'),
    addressLineTwo: text('address_line_two'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('org_units_company_idx').on(t.companyId, t.name)],
);
