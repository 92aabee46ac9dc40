import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerInteractionRoutes } from './interactions.js';
import { createOidcProvider, OIDC_PREFIX } from './provider.js';
import { registerAccountLinkPages } from './account-link-pages.js';
import { SignInThrottle } from './sign-in-throttle.js';
import { deviceTokens } from './device-token.js';

const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * Mounts the built-in OpenID Connect provider (oidc-provider, a Koa app) at /oidc.
 * Its requests never reach Fastify's body parsing: an onRequest hook hands the raw
 * request to the provider, which reads the body itself. Our own sign-in and password
 * pages are ordinary Fastify routes under /oidc and win over the catch-all by specificity.
 */
export async function registerBuiltinOidc(app: FastifyInstance, appContext: AppContext): Promise<void> {
  const provider = createOidcProvider(appContext, app.log);
  const handle = provider.callback();

  app.all(
    `${OIDC_PREFIX}/*`,
    {
      config: { access: 'public' },
      schema: { hide: true },
      onRequest: async (req, reply) => {
        reply.hijack();
        const raw = req.raw as IncomingMessage & { originalUrl?: string };
        const url = raw.url ?? '/';
        // The provider sees its own paths; originalUrl tells it where it is mounted for the URLs it builds.
        raw.originalUrl = url;
        raw.url = url.slice(OIDC_PREFIX.length) || '/';
        try {
          await handle(raw, reply.raw);
        } finally {
          raw.url = url;
        }
      },
    },
    async () => {
      throw new Error('unreachable: the onRequest hook answers every /oidc request');
    },
  );

  await app.register(async (scope) => {
    // HTML forms post urlencoded bodies; only these routes accept them.
    if (!scope.hasContentTypeParser(FORM_TYPE)) {
      scope.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      });
    }
    const throttle = new SignInThrottle(
      {
        freeFailures: appContext.config.signIn.maxFailures,
        firstWaitMs: appContext.config.signIn.firstWaitSeconds * 1000,
        longestWaitMs: appContext.config.signIn.lockMinutes * 60_000,
      },
      appContext.db,
    );
    const devices = deviceTokens(appContext);
    registerInteractionRoutes(scope, provider, appContext, throttle, devices);
    registerAccountLinkPages(scope, appContext, throttle, devices);
  });
}
