import { userMessages } from '@docvue/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Identity } from '../../access/context.js';
import type { AppContext } from '../../app-context.js';
import { requestEmailChange } from '../../identity/email-change.js';
import { findUserById } from '../../identity/repository.js';
import { badRequest } from '../../lib/errors.js';

const looksLikeEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

/**
 * The profile's Change E-mail: the person's own address, confirmed from the new mailbox. The work
 * runs after the answer: its time would otherwise tell whether another account has the address.
 */
export async function changeOwnEmail(
  app: Pick<AppContext, 'db' | 'config' | 'jobs'>,
  identity: Identity,
  email: string,
  log: Pick<FastifyBaseLogger, 'error'>,
) {
  if (app.config.oidc.kind !== 'builtin') throw badRequest(userMessages.emailManagedElsewhere);
  const user = await findUserById(app.db, identity.userId);
  if (!looksLikeEmail(email) || email.toLowerCase() === user?.emailAddress.toLowerCase()) {
    throw badRequest(userMessages.changeEmail);
  }
  requestEmailChange(app, identity.userId, email).catch((err: unknown) =>
    log.error({ err }, 'e-mail change request failed'),
  );
  return { ok: true as const, message: userMessages.emailChangeSent(email) };
}
