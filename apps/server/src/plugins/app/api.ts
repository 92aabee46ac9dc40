import fastifyMultipart from '@fastify/multipart';
import { limits } from '@docvue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AllHandlers } from '../../http/handlers.js';
import { registerApiRoutes } from '../../http/register.js';
import { refuseStalledUploads } from '../../http/upload-guards.js';
import type { RateLimiters } from '../../lib/rate-limits.js';

export interface ApiOptions {
  /** The handler of every declared route (`api-handlers.ts`). */
  handlers: AllHandlers;
  /** How long an upload may send nothing before it is cut off. */
  uploadIdleMs: number;
  /** The counters of the routes' rate limits (the context's: shared with the sign-in pages). */
  rateLimiters: RateLimiters;
  /** Only these routes (a worker process's health and readiness); default every declared route. */
  only?: ReadonlySet<string>;
}

/**
 * The declared routes (registered under `/api`, encapsulated: multipart is parsed only here). The
 * file of an upload is streamed; its limits are enforced while it arrives.
 */
export const apiPlugin: FastifyPluginAsync<ApiOptions> = async (
  api,
  { handlers, uploadIdleMs, rateLimiters, only },
) => {
  await api.register(fastifyMultipart, {
    limits: { fileSize: limits.documentUploadMaxBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  });
  refuseStalledUploads(api, uploadIdleMs);
  registerApiRoutes(api, handlers, rateLimiters, only);
};
