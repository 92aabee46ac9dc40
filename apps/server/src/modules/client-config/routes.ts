import { clientConfig, LICENCE_VERSION } from '@docvue/contracts';
import { typed, type RouteModule } from '../../lib/zod-app.js';

/** Public: the web client reads it at start to know which identity provider to use. */
export const clientConfigRoutes: RouteModule = (app, { config }) => {
  typed(app).get(
    '/config',
    { config: { access: 'public' }, schema: { tags: ['platform'], response: { 200: clientConfig } } },
    async () => ({
      oidc: {
        authority: config.oidc.issuer,
        clientId: config.oidc.clientId,
        scope: 'openid profile email offline_access',
        resource: config.oidc.audience ?? null,
        builtIn: config.oidc.kind === 'builtin',
      },
      licenceVersion: LICENCE_VERSION,
      environment: config.env,
    }),
  );
};
