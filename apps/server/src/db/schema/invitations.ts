import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { parties } from './parties.js';
import { users } from './users.js';

/**
 * An invitation to connect on the network (docs/design.md §4): `connect` asks a company already on
 * the network (the party's suggested company); `invite` e-mails a registration link with a
 * token to a partner that is not on it yet. Accepting connects both sides' parties.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'connect' | 'invite'>().notNull(),
    senderCompanyId: integer('sender_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The sender's party record of the receiver: connected to the receiver on accept. */
    senderPartyId: integer('sender_party_id').references(() => parties.id, { onDelete: 'cascade' }),
    /** The type the receiver has in the sender's book (the receiver acts as it: vendor, purchaser…). */
    partyTypeId: integer('party_type_id').notNull(),
    /** The company asked (connect), or the one that registered the invitation (invite). */
    receiverCompanyId: integer('receiver_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    receiverEmail: text('receiver_email'),
    /** sha256 of the link's token: what a link is looked up by. */
    tokenHash: text('token_hash'),
    /**
     * The token sealed with the server's key (AES-GCM), so the sender can copy the link when no mail
     * server delivers it; a copy of this table alone opens nothing.
     */
    tokenSealed: text('token_sealed'),
    status: text('status').$type<'pending' | 'accepted' | 'rejected' | 'cancelled'>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    actionedAt: timestamp('actioned_at', { withTimezone: true }),
    actionedByUserId: integer('actioned_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('invitations_sender_party_idx').on(t.senderPartyId, t.status),
    index('invitations_receiver_idx').on(t.receiverCompanyId, t.status),
    uniqueIndex('invitations_token_uq').on(t.tokenHash),
  ],
);

/**
 * Links of an invitation that was sent again: the old link then says that a newer one was sent,
 * instead of only "not found".
 */
export const supersededInvitationLinks = pgTable('superseded_invitation_links', {
  tokenHash: text('token_hash').primaryKey(),
  invitationId: integer('invitation_id')
    .notNull()
    .references(() => invitations.id, { onDelete: 'cascade' }),
  supersededAt: timestamp('superseded_at', { withTimezone: true }).notNull().defaultNow(),
});
