import { z } from 'zod';
import { clientConfig, outboxQuery, outboxResponse } from '../client-config.js';
import { clientExceptionBody } from '../client-exception.js';
import { okResponse } from '../common.js';
import { resetPasswordQuery } from '../user.js';
import { historyVerificationRun, jobIdParams, jobsOverview, latestHistoryVerification } from '../jobs.js';
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
    description: 'With a Company-Id header (checked as every call’s), the report is about that company.',
    tags: ['platform'],
    access: 'companyOptional',
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
  listOutbox: {
    method: 'GET',
    path: '/platform/outbox',
    summary: 'Every mail the network wrote, newest first, with its delivery: for platform operators only',
    description:
      'Mail carries sign-in links, so only the platform operator (a global user) reads it here; to anyone else the call does not exist (404). Without an SMTP relay, mail waits here until one is set.',
    tags: ['platform'],
    access: 'signedIn',
    platformOnly: 'The outbox',
    query: outboxQuery,
    response: outboxResponse,
    reads: 'notifications',
  },
  listJobs: {
    method: 'GET',
    path: '/platform/jobs',
    summary: 'Background jobs: how many of each kind in each state, the failures with their errors, the periodic work',
    description:
      'For the platform operator (a global user) only: jobs belong to no company. To anyone else the call does not exist (404).',
    tags: ['platform'],
    access: 'signedIn',
    platformOnly: 'The page',
    response: jobsOverview,
    reads: 'session',
  },
  retryJob: {
    method: 'POST',
    path: '/platform/jobs/:jobId/retry',
    summary: 'Runs a job that failed for good (or was parked) again, with all its attempts',
    description:
      'For the platform operator (a global user) only; to anyone else the call does not exist (404). A job that has neither failed nor been parked answers 409.',
    tags: ['platform'],
    access: 'signedIn',
    platformOnly: 'The job',
    params: jobIdParams,
    ids: { 'params.jobId': 'job' },
    response: okResponse,
    changes: [],
  },
  startHistoryVerification: {
    method: 'POST',
    path: '/platform/history-verification',
    summary: 'Starts a check of every document’s history chain, in the background',
    description:
      'For the platform operator (a global user) only; to anyone else the call does not exist (404). A background job recomputes every document’s hash chain (as `GET /documents/{id}/history/verify` does for one) in batches, and counts the documents checked, intact and broken. While one runs, starting another answers 409.',
    tags: ['platform'],
    access: 'signedIn',
    platformOnly: 'The page',
    response: historyVerificationRun,
    changes: [],
  },
  getHistoryVerification: {
    method: 'GET',
    path: '/platform/history-verification',
    summary: 'The latest check of every document’s history chain: its progress, and the broken documents it found',
    description: 'For the platform operator (a global user) only; to anyone else the call does not exist (404).',
    tags: ['platform'],
    access: 'signedIn',
    platformOnly: 'The page',
    response: latestHistoryVerification,
    reads: 'session',
  },
});
