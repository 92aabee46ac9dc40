import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document of every route registered after it, from the contracts, and its reference at `/api/docs`. */
export const swaggerPlugin = fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: 'DocVue Exchange API',
          description:
            'Every call except the public ones needs `Authorization: Bearer <token>` (or an API key) and a `Company-Id` header.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer' },
            companyId: { type: 'apiKey', in: 'header', name: 'Company-Id' },
          },
        },
        security: [{ bearer: [], companyId: [] }],
      },
      transform: jsonSchemaTransform,
    });
    // The API reference is public documentation; its routes are registered by the plugin.
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'swagger' },
);
