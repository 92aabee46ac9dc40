import { LICENCE_VERSION } from '@docvue/contracts';
import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';

/** Public: the web client reads it at start to know which identity provider to use. */
export const clientConfigHandlers = ({ config, mailer, issuer }: AppContext) =>
  ({
    getClientConfig: async () => ({
      oidc: {
        // The issuer's own identifier once read (it may differ from OIDC_ISSUER by a trailing slash).
        authority: issuer?.issuer ?? config.oidc.issuer,
        clientId: config.oidc.clientId,
        scope: config.oidc.scope,
        // The built-in provider knows its one API without being told.
        resource: config.oidc.kind === 'external' ? (config.oidc.resource ?? null) : null,
        audience: config.oidc.kind === 'external' ? (config.oidc.audienceParameter ?? null) : null,
        builtIn: config.oidc.kind === 'builtin',
      },
      licenceVersion: LICENCE_VERSION,
      environment: config.env,
      mailDelivered: mailer.relays,
    }),
  }) satisfies ApiHandlers;
