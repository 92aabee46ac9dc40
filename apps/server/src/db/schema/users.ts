import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, companies } from './companies.js';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    emailAddress: text('email_address').notNull(),
    title: text('title'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    userType: integer('user_type').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    blocked: boolean('blocked').notNull().default(false),
    isTemporaryPassword: boolean('is_temporary_password').notNull().default(false),
    /** scrypt hash for the built-in sign-in; null for users of an external provider. */
    passwordHash: text('password_hash'),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** OIDC subject at an external issuer, linked on first sign-in. */
    externalSubject: text('external_subject'),
    acceptedLicenceVersion: text('accepted_licence_version'),
    welcomeMessageDisplayed: boolean('welcome_message_displayed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.emailAddress})`),
    uniqueIndex('users_external_subject_unique').on(t.externalSubject),
  ],
);

/** A user's roles in one company; exactly one row per membership has isMain. */
export const userRoles = pgTable(
  'user_roles',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').notNull(),
    isMain: boolean('is_main').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId, t.roleId] }), index('user_roles_user_idx').on(t.userId)],
);

export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Keys for API-key users (user type 2); only a hash is stored, the key is shown once. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_prefix_unique').on(t.prefix)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member blocked in one company (administration spec §4): every call of theirs to that
 * company is refused from the next request on; their other companies are not affected.
 */
export const membershipBlocks = pgTable(
  'membership_blocks',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedAt: timestamp('blocked_at', { withTimezone: true }).notNull().defaultNow(),
    blockedBy: integer('blocked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] })],
);

/** A user's saved signature (PNG, white transparent), used to sign division orders. */
export const userSignatures = pgTable('user_signatures', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  png: bytea('png').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
