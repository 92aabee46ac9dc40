import { declaredRoutes, ErrorCode, errorResponse, limits, type DeclaredRoute } from '@docvue/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../lib/errors.js';
import { rateLimitHook, type RateLimiters } from '../lib/rate-limits.js';
import type { AllHandlers, Handler } from './handlers.js';

/** Uploads stream through multipart's own limits (contracts' `limits`); this only bounds the request. */
const MULTIPART_REQUEST_LIMIT = 1024 * 1024 * 1024;

/**
 * An upload whose Content-Length already says it is beyond its route's budget (the declaration's
 * `maxUploadBytes` and the form's allowance) is refused before a byte of its body is read: a
 * 600 MB request to a 5 MB route is not streamed to the end to learn it (issue 39). A request
 * without a length is counted as it streams, by each file's own limit.
 */
function refuseLargerUploads(route: DeclaredRoute) {
  const budget = (route.maxUploadBytes ?? limits.documentUploadMaxBytes) + limits.uploadFormAllowanceBytes;
  return async (req: FastifyRequest) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > budget) {
      throw new AppError(
        ErrorCode.PayloadTooLarge,
        `The upload is larger than the maximum of ${formatMegabytes(budget)} (its files and form together).`,
      );
    }
  };
}

const formatMegabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 100) / 100} MB`;

/** Declarations without a handler, and handlers without a declaration. */
export function handlerMismatch(handlers: Record<string, unknown>) {
  const declared = new Set(declaredRoutes.map((r) => r.name));
  return {
    missing: [...declared].filter((name) => typeof handlers[name] !== 'function'),
    undeclared: Object.keys(handlers).filter((name) => !declared.has(name)),
  };
}

/**
 * Registers every declared route with its handler: path, schemas (validation, serialisation,
 * OpenAPI), access and permission come from the declaration; the handler only does the work.
 * A declaration without a handler, or a handler without a declaration, stops the start.
 */
export function registerApiRoutes(
  app: FastifyInstance,
  handlers: AllHandlers,
  rateLimiters: RateLimiters,
  /** Only these routes (a worker process serves health and readiness alone); default all. */
  only?: ReadonlySet<string>,
): void {
  const { missing, undeclared } = handlerMismatch(handlers);
  if (missing.length > 0 || undeclared.length > 0) {
    throw new Error(
      `API handlers and declarations differ: declared without a handler [${missing.join(', ')}], handled without a declaration [${undeclared.join(', ')}]`,
    );
  }
  for (const route of declaredRoutes) {
    if (only && !only.has(route.name)) continue;
    const limiter = route.rateLimits ? rateLimiters.of(route.name, route.rateLimits) : undefined;
    // Each handler is typed by its own declaration (api-handlers.ts); here they are all alike.
    const handle = handlers[route.name as keyof AllHandlers] as unknown as Handler<DeclaredRoute>;
    const access = route.access ?? 'company';
    app.route({
      method: route.method,
      url: route.path,
      config: {
        access,
        permission: route.permission,
        routeName: route.name,
        readOnly: route.method === 'GET' || (route.reads !== undefined && route.changes === undefined),
      },
      ...(limiter ? { onRequest: rateLimitHook(limiter) } : {}),
      ...(route.multipart ? { bodyLimit: MULTIPART_REQUEST_LIMIT, preValidation: refuseLargerUploads(route) } : {}),
      schema: {
        operationId: route.name,
        summary: route.summary,
        ...(route.description ? { description: route.description } : {}),
        tags: [...route.tags],
        ...(access === 'public' ? { security: [] } : {}),
        ...(route.params ? { params: route.params } : {}),
        ...(route.query ? { querystring: route.query } : {}),
        ...(route.body ? { body: route.body } : {}),
        ...(route.multipart ? { consumes: ['multipart/form-data'] } : {}),
        response:
          route.response === 'file'
            ? { '4xx': errorResponse }
            : { [route.status ?? 200]: route.response, '4xx': errorResponse },
      },
      handler: async (req, reply) => {
        // The platform operator's calls (the declaration's `platformOnly`) do not exist for anyone else.
        if (route.platformOnly !== undefined && !req.identity?.isGlobal) throw notFound(route.platformOnly);
        const result = await handle({
          params: req.params,
          query: req.query,
          body: req.body,
          req,
          reply,
          identity: req.identity!,
          tenant: req.tenant,
          signIn: req.signIn!,
        } as Parameters<typeof handle>[0]);
        if (result === reply) return reply;
        if (route.status) reply.code(route.status);
        return result;
      },
    });
  }
}

/** Every route under /api comes from a declaration (the API reference excepted): a stray one stops the start. */
export function refuseUndeclaredApiRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const url = route.url.toLowerCase();
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return;
    if (!route.config?.routeName) throw new Error(`${route.method} ${route.url} is not a declared API route`);
  });
}
