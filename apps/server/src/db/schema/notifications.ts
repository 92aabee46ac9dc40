import { bigserial, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { users } from './users.js';

/** Per-user notifications; pushed and e-mailed by the notifications module. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The company the recipient sees it in. */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sourceCompanyId: integer('source_company_id'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** 1 opens a document (actionData = document id), 2 the invitation list. */
    actionId: integer('action_id'),
    actionData: text('action_data'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.companyId, t.id)],
);
