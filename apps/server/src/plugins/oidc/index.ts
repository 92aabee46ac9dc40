import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';

/** Mounts the built-in OpenID Connect provider at /oidc (being written). */
export async function registerBuiltinOidc(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
