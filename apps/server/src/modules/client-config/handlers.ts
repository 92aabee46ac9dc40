import { LICENCE_VERSION } from '@docvue/contracts';
import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';

/** Public: the web client reads it at start to know which identity provider to use. */
export const clientConfigHandlers = ({ config, mailer }: AppContext) =>
  ({
    getClientConfig: async () => ({
      oidc: {
        authority: config.oidc.issuer,
        clientId: config.oidc.clientId,
        scope: 'openid profile email offline_access',
        resource: config.oidc.audience ?? null,
        builtIn: config.oidc.kind === 'builtin',
      },
      licenceVersion: LICENCE_VERSION,
      environment: config.env,
      mailDelivered: mailer.relays,
    }),
  }) satisfies ApiHandlers;
