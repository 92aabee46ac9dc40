import { z } from 'zod';
import { clientConfig, devMailboxResponse } from '../client-config.js';
import { clientExceptionBody } from '../client-exception.js';
import { okResponse } from '../common.js';
import { resetPasswordQuery } from '../user.js';
import { defineRoutes } from './define.js';

export const healthResponse = z.object({ status: z.literal('ok'), database: z.literal('ok') });
export const passwordResetResponse = z.object({ ok: z.literal(true), message: z.string() });

export const platformRoutes = defineRoutes({
  health: {
    method: 'GET',
    path: '/health',
    summary: 'Whether the server and its database answer',
    tags: ['platform'],
    access: 'public',
    response: healthResponse,
    reads: 'session',
  },
  getClientConfig: {
    method: 'GET',
    path: '/config',
    summary: 'What the web client needs before sign-in: where to sign in, and as which client',
    tags: ['platform'],
    access: 'public',
    response: clientConfig,
    reads: 'session',
  },
  logClientException: {
    method: 'POST',
    path: '/clientexceptionlogger/exception',
    summary: 'Records an error the browser ran into, for support',
    tags: ['platform'],
    access: 'signedIn',
    body: clientExceptionBody,
    response: okResponse,
    changes: [],
    rateLimits: [{ max: 60, perMinutes: 10, per: 'user' }],
  },
  logAuthenticationException: {
    method: 'POST',
    path: '/authenticationexceptionlogger/exception',
    summary: 'Records a failed sign-in the browser ran into',
    description: 'Sign-in itself failed, so there may be no token: public, without the company header.',
    tags: ['platform'],
    access: 'public',
    body: clientExceptionBody,
    response: okResponse,
    changes: [],
    rateLimits: [{ max: 30, perMinutes: 10 }],
  },
  requestPasswordReset: {
    method: 'PUT',
    path: '/users/resetpassword',
    summary: 'E-mails a one-time link to set a new password',
    description:
      'Public. Answers the same whether or not the e-mail has an account, so it cannot be used to find accounts.',
    tags: ['users'],
    access: 'public',
    query: z.object({ email: z.string({ error: 'Required' }).pipe(resetPasswordQuery.shape.email) }),
    response: passwordResetResponse,
    changes: [],
    // A mailbox is not to be flooded with links, nor the server with requests.
    rateLimits: [
      { max: 5, perMinutes: 60, per: 'email' },
      { max: 20, perMinutes: 15 },
    ],
  },
  listDevMailbox: {
    method: 'GET',
    path: '/devmailbox',
    summary: 'Without an SMTP relay: the last 50 mails addressed to the caller (404 when mail is relayed)',
    tags: ['platform'],
    access: 'signedIn',
    response: devMailboxResponse,
    reads: 'notifications',
  },
});
