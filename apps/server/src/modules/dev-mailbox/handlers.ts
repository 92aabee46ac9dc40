import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { notFound } from '../../lib/errors.js';
import { mailsTo } from './repository.js';

/**
 * Without an SMTP relay (the demo, a laptop) mail stays in the outbox; each signed-in user reads
 * the mail addressed to their own e-mail here — never anyone else's. Issue 14 asked for a page
 * "for administrators of the demo"; we keep it narrower on purpose: mails carry links that sign
 * people in (password and welcome links), the outbox belongs to no company, and any company's
 * administrator reading it could take over users of every other company. Reading one's own mail
 * gives nobody more than their own inbox would.
 */
export const devMailboxHandlers = ({ db, mailer }: AppContext) =>
  ({
    listDevMailbox: async ({ identity }) => {
      if (mailer.relays) throw notFound('The mailbox');
      return { items: await mailsTo(db, identity.email, 50) };
    },
  }) satisfies ApiHandlers;
