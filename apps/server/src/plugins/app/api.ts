import fastifyMultipart from '@fastify/multipart';
import { limits } from '@docvue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AllHandlers } from '../../http/handlers.js';
import { registerApiRoutes } from '../../http/register.js';
import { refuseStalledUploads } from '../../http/upload-guards.js';

export interface ApiOptions {
  /** The handler of every declared route (`routes.ts`). */
  handlers: AllHandlers;
  /** How long an upload may send nothing before it is cut off. */
  uploadIdleMs: number;
}

/**
 * The declared routes (registered under `/api`, encapsulated: multipart is parsed only here). The
 * file of an upload is streamed; its limits are enforced while it arrives.
 */
export const apiPlugin: FastifyPluginAsync<ApiOptions> = async (api, { handlers, uploadIdleMs }) => {
  await api.register(fastifyMultipart, {
    limits: { fileSize: limits.documentUploadMaxBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  });
  refuseStalledUploads(api, uploadIdleMs);
  registerApiRoutes(api, handlers);
};
