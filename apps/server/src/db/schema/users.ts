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
    /**
     * The company that made the account (registration, Users screen, demo). While no other company
     * has the person, it may change their name, title and e-mail and hand out their set-password
     * link; after that only the person does. An API-key user belongs to it alone.
     */
    ownerCompanyId: integer('owner_company_id').references(() => companies.id, { onDelete: 'set null' }),
    /**
     * When the person proved they read mail at `emailAddress` (a mailed link used, an invitation link
     * to that address, the identity provider's `email_verified`); cleared when the address changes.
     * Invitations to an address are redeemed only by someone who proved it.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Changed whenever trust in the account changes (password set or reset, e-mail changed): links
     * mailed before and tokens of the built-in provider that carry another stamp stop working.
     */
    securityStamp: text('security_stamp')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    /** Access tokens issued before this (their `iat`) are refused: the person's sessions ended then. */
    sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true }),
    acceptedLicenceVersion: text('accepted_licence_version'),
    welcomeMessageDisplayed: boolean('welcome_message_displayed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One person per address: the sign-in name. A machine user's address is only a label of the
    // company that owns it, so another company's machine may carry the same one.
    uniqueIndex('users_email_unique')
      .on(sql`lower(${t.emailAddress})`)
      .where(sql`${t.userType} <> 2`),
    uniqueIndex('users_machine_email_unique')
      .on(t.ownerCompanyId, sql`lower(${t.emailAddress})`)
      .where(sql`${t.userType} = 2`),
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

/**
 * Keys for API-key users (user type 2); only a hash is stored, the key is shown once. A key works
 * for one company, the one that issued it: any other Company-Id is refused.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_prefix_unique').on(t.prefix)],
);

/**
 * One-time links of an account (only their hash): `password` links set a password (reset, welcome,
 * a link an administrator copied); `join` links lead a person to the companies asking them to join;
 * `email` links, mailed to a new address the person asked for, make it theirs.
 */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<'password' | 'join' | 'email' | 'sign-in'>().notNull().default('password'),
  /** For an `email` link: the address it was mailed to, which becomes the account's when it is used. */
  newEmail: text('new_email'),
  /** The account's security stamp when the link was made: a changed e-mail or password ends the link. */
  securityStamp: text('security_stamp').notNull(),
  /**
   * Mailed to the account's address and nowhere else, so using it proves the address; false for a
   * link an administrator copied to hand over.
   */
  provesAddress: boolean('proves_address').notNull().default(true),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member blocked in one company (docs/product/administration.md §4): every call of theirs to that
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

/**
 * A company's request that an existing person join it, waiting for the person to accept. Until
 * then the person is no member (no roles, nothing of the company reaches them) and the company sees
 * only what it typed: the address, the name and the roles it offers.
 */
export const membershipRequests = pgTable(
  'membership_requests',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailAddress: text('email_address').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: text('title'),
    mainRole: integer('main_role').notNull(),
    additionalRoles: integer('additional_roles')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The number the company knows the asked person by (their id in its user list and calls), never
     * the account's own id: that would tell the company the address had an account, and which (issue
     * 39). Drawn from the accounts' sequence, so it looks like the id a new account gets.
     */
    handle: integer('handle')
      .notNull()
      .default(sql`nextval('users_id_seq')`),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    index('membership_requests_user_idx').on(t.userId),
    uniqueIndex('membership_requests_handle_idx').on(t.handle),
  ],
);
