import {
  acceptEulaBody,
  apiKeyCreated,
  currentUser,
  exchangeUserQuery,
  exchangeUserResponse,
  idParams,
  LICENCE_VERSION,
  okResponse,
  personalization,
  personalizationUpdate,
  roleIds,
  roleNames,
  rolesLookup,
} from '@docvue/contracts';
import { z } from 'zod';
import { badRequest, notFound } from '../../lib/errors.js';
import { requirePermission } from '../../lib/permissions.js';
import { typed, type RouteModule } from '../../lib/zod-app.js';
import { identityOfRequest, resolveTenant, tenantOf } from '../../plugins/auth/index.js';
import { presentTerminologies } from '../companies/presenter.js';
import { terminologiesOfCompany } from '../companies/repository.js';
import { documentTypeSummariesOfCompany } from '../document-types/repository.js';
import { presentDocumentTypeSummary } from '../document-types/presenter.js';
import { createApiKey, revokeUserApiKey } from './api-keys.js';
import { findUserById } from './identity-repository.js';
import { recordLicenceAcceptance, recordWelcomeMessageDisplayed, savePreferences } from './repository.js';
import { getCurrentUser, getPersonalization, shouldDisplayWelcome } from './service.js';

const tags = ['users'];

export const userRoutes: RouteModule = (app, { db }) => {
  const r = typed(app);

  r.get(
    '/users/current',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description:
          'The signed-in user. With a Company-Id header the roles are those in that company; `licenceAccepted` says whether the licence must be accepted first.',
        response: { 200: currentUser },
      },
    },
    async (req) => {
      const identity = identityOfRequest(req);
      const header = req.headers['company-id'];
      const tenant = header ? await resolveTenant(db, identity, header) : null;
      return getCurrentUser(db, identity, tenant);
    },
  );

  r.put(
    '/users/:id/accepteula',
    {
      config: { access: 'signedIn' },
      schema: { tags, params: idParams, body: acceptEulaBody, response: { 200: currentUser } },
    },
    async (req) => {
      const identity = identityOfRequest(req);
      // One accepts the licence for oneself only; another user's id does not exist for the caller.
      if (req.params.id !== identity.userId) throw notFound('The user');
      const version = req.body?.version;
      if (version && version !== LICENCE_VERSION) {
        throw badRequest(`The licence version ${version} is not the current one (${LICENCE_VERSION}).`);
      }
      await recordLicenceAcceptance(db, identity.userId, LICENCE_VERSION);
      const header = req.headers['company-id'];
      return getCurrentUser(db, identity, header ? await resolveTenant(db, identity, header) : null);
    },
  );

  r.get(
    '/lookups/roles',
    { config: { access: 'signedIn' }, schema: { tags, response: { 200: rolesLookup } } },
    async () => roleIds.map((id) => ({ id, name: roleNames[id] })),
  );

  r.get(
    '/users/current/personalization',
    { config: { access: 'signedIn' }, schema: { tags, response: { 200: personalization } } },
    async (req) => getPersonalization(db, identityOfRequest(req).userId),
  );

  r.put(
    '/users/current/personalization',
    {
      config: { access: 'signedIn' },
      schema: { tags, body: personalizationUpdate, response: { 200: personalization } },
    },
    async (req) => {
      const userId = identityOfRequest(req).userId;
      const values = Object.fromEntries(Object.entries(req.body).filter(([, v]) => v !== undefined)) as Record<
        string,
        string
      >;
      await savePreferences(db, userId, values);
      return getPersonalization(db, userId);
    },
  );

  r.get(
    '/exchangeusers/external/:externalId',
    {
      schema: {
        tags,
        description:
          'Everything the web client loads after sign-in: the user, terminology, document types and whether to greet.',
        params: z.object({ externalId: z.string().min(1).max(255) }),
        querystring: exchangeUserQuery,
        response: { 200: exchangeUserResponse },
      },
    },
    async (req) => {
      const ctx = tenantOf(req);
      if (req.query.companyId !== undefined && req.query.companyId !== ctx.companyId) {
        throw badRequest('companyId must be the company named in the Company-Id header.');
      }
      const user = await findUserById(db, ctx.user.userId);
      // The external id is the caller's own sign-in subject; nobody else's can be looked up.
      const ownIds = [String(ctx.user.userId), user?.externalSubject].filter(Boolean);
      if (!user || !ownIds.includes(req.params.externalId)) throw notFound('The user');
      const [current, terminologies, documentTypes] = await Promise.all([
        getCurrentUser(db, ctx.user, ctx),
        terminologiesOfCompany(db, ctx.companyId),
        documentTypeSummariesOfCompany(db, ctx.companyId),
      ]);
      return {
        user: current,
        terminologies: presentTerminologies(terminologies),
        documentTypes: documentTypes.map(presentDocumentTypeSummary),
        displayWelcomeMessage: shouldDisplayWelcome(user.welcomeMessageDisplayed, ctx.roles),
      };
    },
  );

  r.post('/exchangeusers/welcomeMessageDisplayed', { schema: { tags, response: { 200: okResponse } } }, async (req) => {
    await recordWelcomeMessageDisplayed(db, tenantOf(req).user.userId);
    return { ok: true as const };
  });

  r.post(
    '/users/:id/apikeys',
    {
      schema: {
        tags,
        description: 'Creates an API key for an API-key user (user type 2) of the company. The key is shown once.',
        params: idParams,
        response: { 201: apiKeyCreated },
      },
    },
    async (req, reply) => {
      const ctx = tenantOf(req);
      requirePermission(ctx, 'administer');
      return reply.code(201).send(await createApiKey(db, ctx, req.params.id));
    },
  );

  r.delete(
    '/users/:id/apikeys/:keyId',
    {
      schema: {
        tags,
        params: z.object({ id: idParams.shape.id, keyId: idParams.shape.id }),
        response: { 200: okResponse },
      },
    },
    async (req) => {
      const ctx = tenantOf(req);
      requirePermission(ctx, 'administer');
      await revokeUserApiKey(db, ctx, req.params.id, req.params.keyId);
      return { ok: true as const };
    },
  );
};
