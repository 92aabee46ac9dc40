import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.js';

/** A route module registers its routes under /api with the shared app context. */
export type RouteModule = (app: FastifyInstance, ctx: AppContext) => void;

/** Routes whose params, query, body and responses are typed by their zod contracts. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
