import { api, declaredRoutes } from '@docvue/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/app-context.js';
import type { AllHandlers } from '../../src/http/handlers.js';
import { handlerMismatch, refuseUndeclaredApiRoutes, registerApiRoutes } from '../../src/http/register.js';
import { RateLimiters } from '../../src/lib/rate-limits.js';
import { apiHandlers } from '../../src/api-handlers.js';
import { createTestApp, type TestApp } from '../support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The handlers of the real modules, built as the server builds them. */
const realHandlers = () => apiHandlers({ db: t.db, database: t.database, config: t.config } as unknown as AppContext);

/** A bare Fastify with the API's compilers, to register routes on. */
function bareApp() {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

describe('route declarations and handlers', () => {
  it('every declared route has a handler, and every handler a declaration', () => {
    expect(handlerMismatch(realHandlers())).toEqual({ missing: [], undeclared: [] });
  });

  it('refuses to start with a declaration that has no handler, or a handler without one', async () => {
    const { getParty: _dropped, ...withoutOne } = realHandlers();
    expect(() =>
      registerApiRoutes(bareApp(), withoutOne as unknown as AllHandlers, new RateLimiters({} as never)),
    ).toThrow(/declared without a handler \[getParty\]/);
    const withExtra = { ...realHandlers(), getSecretThing: async () => ({}) } as unknown as AllHandlers;
    expect(() => registerApiRoutes(bareApp(), withExtra, new RateLimiters({} as never))).toThrow(
      /handled without a declaration \[getSecretThing\]/,
    );
  });

  it('refuses an /api route that does not come from a declaration', async () => {
    const app = bareApp();
    refuseUndeclaredApiRoutes(app);
    const start = async () => {
      await app.register(
        async (scope) => {
          scope.get('/backdoor', async () => ({}));
        },
        { prefix: '/api' },
      );
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/GET \/api\/backdoor is not a declared API route/);
  });

  it('serves every declared call, and no other, under /api (matched case-insensitively)', async () => {
    for (const route of declaredRoutes) {
      const url = `/api${route.path.replace(/:([A-Za-z]+)/g, '1')}`.toUpperCase();
      expect(t.app.hasRoute({ method: route.method, url: `/api${route.path}` }), route.name).toBe(true);
      // A declared route never falls to the "No such endpoint" handler, whatever the case of its path.
      const res = await t.app.inject({ method: route.method, url });
      expect(res.json().error?.message ?? '', `${route.name} ${url}`).not.toMatch(/^No such endpoint/);
    }
    const res = await t.app.inject({ method: 'PUT', url: '/api/party/1/archive' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('No such endpoint: PUT /api/party/1/archive');
  });

  it('describes every declared call in the OpenAPI document, by name', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const operations = Object.values(doc.paths).flatMap((methods) =>
      Object.values(methods).map((op) => op.operationId),
    );
    for (const name of Object.keys(api)) expect(operations, name).toContain(name);
  });
});
