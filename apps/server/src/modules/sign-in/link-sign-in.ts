import { ErrorCode, type LinkSignInResponse } from '@docvue/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { linkExternalSignIn } from '../../identity/external-accounts.js';
import type { SignInToken } from '../../http/request.js';
import { AppError } from '../../lib/errors.js';
import { readExternalSignIn } from './read-sign-in.js';

/**
 * Right after a sign-in at the company's identity provider: who signed in (ID token, userinfo),
 * then the account it is linked to, once (identity/external-accounts.ts).
 */
export async function linkSignIn(
  app: Pick<AppContext, 'db' | 'config' | 'issuer'>,
  signIn: SignInToken,
  idToken: string,
  log: FastifyBaseLogger,
): Promise<LinkSignInResponse> {
  const { config, issuer } = app;
  if (config.oidc.kind !== 'external' || !issuer) {
    throw new AppError(ErrorCode.NotFound, 'This server signs people in itself: there is no sign-in to link.');
  }
  const person = await readExternalSignIn(issuer, config.oidc, signIn, idToken, log);
  const { user, newlyLinked } = await linkExternalSignIn(app.db, person);
  if (newlyLinked) log.info({ userId: user.id }, 'sign-in linked to its account');
  return { userId: user.id, emailAddress: user.emailAddress, newlyLinked };
}
