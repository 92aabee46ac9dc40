import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { listOutbox } from './list-outbox.js';

/**
 * The outbox of the whole network, for the platform operator (a global user) only: mail carries
 * sign-in, welcome and invitation links, and the outbox belongs to no company, so to anyone else
 * the call does not exist (its declaration's `platformOnly`: packages/contracts/src/api/platform.ts). Without an SMTP relay mail waits here, and the operator can forward it;
 * people hand each other links through the screens that made them (copy invitation link, copy
 * set-password link) instead of reading anyone's mail.
 */
export const outboxHandlers = ({ db, mailer }: AppContext) =>
  ({
    listOutbox: async ({ query }) => listOutbox(db, mailer, query),
  }) satisfies ApiHandlers;
