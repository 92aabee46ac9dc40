import { idParams } from '../common.js';
import { linkSignInBody, linkSignInResponse, readinessResponse } from '../sign-in.js';
import { companyUser } from '../user-admin.js';
import { defineRoutes } from './define.js';

/** Signing in with a company's own identity provider: readiness, linking a sign-in to its account, unlinking. */
export const signInRoutes = defineRoutes({
  getReadiness: {
    method: 'GET',
    path: '/ready',
    summary:
      'Whether the server can answer signed-in calls: 503 while its database, its database notifications or identity provider are not reachable',
    description:
      'For load balancers and orchestrators. With an external identity provider, ready once its discovery document and keys have been read; until then, and while its keys cannot be refreshed, 503 with the reason. On a PostgreSQL server, also 503 while the connection that hears the database notifications is down (it is opened again in the background).',
    tags: ['platform'],
    access: 'public',
    response: readinessResponse,
    reads: 'session',
  },
  linkSignIn: {
    method: 'POST',
    path: '/session/link',
    summary: "Links the caller's sign-in at the company's identity provider to their DocVue Exchange account",
    description:
      "Called by the web app right after sign-in, with the access token as bearer and the ID token in the body. The ID token must be the issuer's, for this client, of the same subject. A subject already linked answers its account. Otherwise the account is found by the e-mail the ID token (or the issuer's userinfo) says is verified; global and API-key accounts, and accounts linked to another subject, are never linked. Refusals answer 403 `no_account` with the reason.",
    tags: ['users'],
    access: 'token',
    body: linkSignInBody,
    response: linkSignInResponse,
    changes: ['session'],
    rateLimits: [{ max: 120, perMinutes: 10 }],
  },
  unlinkUserSignIn: {
    method: 'POST',
    path: '/users/:id/unlinksignin',
    summary: "Unlinks a user's sign-in at the identity provider, so that their next sign-in links again",
    description:
      'For a user of this company only; 403 for a user who also works for another company (their identity is not managed here).',
    tags: ['users'],
    permission: 'administer',
    params: idParams,
    ids: { 'params.id': 'user' },
    response: companyUser,
    changes: ['users'],
  },
});
