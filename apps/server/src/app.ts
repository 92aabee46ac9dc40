import { limits } from '@docvue/contracts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { TYPE_FIELDS_CHANNEL } from './app-context.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { IDENTITY_CHANNEL, MembershipCache } from './identity/membership-cache.js';
import type { BlobStore } from './lib/blob-store.js';
import { withRedactedUrls } from './lib/log-redaction.js';
import { Metrics } from './lib/metrics.js';
import type { Mailer } from './lib/mailer.js';
import { jobHandlers } from './job-handlers.js';
import { LIST_INDEX_CHANNEL } from './modules/document-lists/index.js';
import { PushHub, registerPushSocket } from './modules/notifications/index.js';
import { forgetAllOnChange, SEARCH_INDEX_CHANNEL } from './modules/search/index.js';
import { announcedCachesPlugin } from './plugins/app/announced-caches.js';
import { apiPlugin } from './plugins/app/api.js';
import { createAppContext } from './plugins/app/context.js';
import { drainingPlugin } from './plugins/app/draining.js';
import { jobsPlugin } from './plugins/app/jobs.js';
import { metricsPlugin } from './plugins/app/metrics.js';
import { pushPlugin } from './plugins/app/push.js';
import { requestsPlugin } from './plugins/app/requests.js';
import { swaggerPlugin } from './plugins/app/swagger.js';
import { webAppPlugin } from './plugins/app/web-app.js';
import { registerAuth } from './plugins/auth/index.js';
import { createTokenVerifier, type TokenVerifier } from './plugins/auth/token-verifier.js';
import { answerClientError, frameworkErrors } from './plugins/errors.js';
import { registerBuiltinOidc } from './plugins/oidc/index.js';
import { apiHandlers } from './api-handlers.js';

declare module 'fastify' {
  interface FastifyInstance {
    push: PushHub;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Replace the token verifier (tests of an external issuer). */
  verifier?: TokenVerifier;
  mailer?: Mailer;
  blobs?: BlobStore;
  /**
   * Run background jobs in this process; off for processes that only serve requests. Default: as
   * PROCESS_ROLE says (`api` runs none).
   */
  runJobs?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web app when it exists (off in API tests). */
  serveWeb?: boolean;
  /** The built web app (default apps/web/dist). */
  webDist?: string;
  /** How often push channels are pinged and their membership checked (tests shorten it). */
  pushHeartbeatMs?: number;
  /** Told the SQL statements each request sent, once it is answered (tests and benchmarks count them). */
  onRequestStatements?: (req: FastifyRequest, statements: string[]) => void;
}

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

function serverOptions(config: Config, logger: BuildAppOptions['logger']): FastifyServerOptions {
  return {
    logger: withRedactedUrls(logger ?? { level: config.logLevel }),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // The client address counts against the public routes' rate limits, so X-Forwarded-For is
    // believed only from the proxies the operator named (TRUST_PROXY); by default not at all.
    trustProxy: config.trustProxy,
    bodyLimit: limits.jsonBodyMaxBytes,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    frameworkErrors,
    clientErrorHandler: answerClientError,
  };
}

/** What a worker process answers over HTTP besides /metrics: liveness and readiness. */
const workerRoutes: ReadonlySet<string> = new Set(['health', 'getReadiness']);

/**
 * The app, plugin by plugin (each in `plugins/app/`, or the module that owns it); the order matters.
 * PROCESS_ROLE decides the parts: an `api` process runs no jobs (no job runner, OCR, mail outbox or
 * janitor: a worker does); a `worker` process runs them and answers only /api/health, /api/ready
 * and /metrics (no sign-in, push sockets, API reference or web app).
 */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const worker = config.role === 'worker';
  const app = Fastify(serverOptions(config, opts.logger));
  await app.register(requestsPlugin, { onRequestStatements: opts.onRequestStatements });
  const metrics = new Metrics();
  const appContext = await createAppContext(app, opts, metrics);
  await app.register(drainingPlugin, { draining: appContext.draining });
  const handlers = jobHandlers(appContext, app.log);
  await app.register(jobsPlugin, { appContext, handlers, metrics, run: opts.runJobs ?? config.role !== 'api' });
  // A worker keeps the hub: the events its jobs raise reach the sockets of the API processes through it.
  await app.register(pushPlugin, { database, hub: new PushHub(database.db, app.log) });
  await app.register(metricsPlugin, {
    metrics,
    database,
    token: config.metricsToken,
    port: config.metricsPort,
    host: config.host,
    pushSockets: () => app.push.size,
  });
  const identities = new MembershipCache();
  const caches = [
    [IDENTITY_CHANNEL, identities],
    [LIST_INDEX_CHANNEL, appContext.listIndex],
    [TYPE_FIELDS_CHANNEL, appContext.typeFields],
    [SEARCH_INDEX_CHANNEL, appContext.searchIndex],
    // A search page's highlights carry the caller's names of fields.
    [TYPE_FIELDS_CHANNEL, forgetAllOnChange(appContext.searchIndex)],
    // The dashboard counts what the lists count: the company's visibility rows.
    [LIST_INDEX_CHANNEL, appContext.dashboardCounts],
  ] as const;
  await app.register(announcedCachesPlugin, { database, caches });
  const verifier = opts.verifier ?? createTokenVerifier(config, appContext.keys, appContext.issuer);
  registerAuth(app, { db: appContext.db, identities, verifier, subjectsAreUserIds: config.oidc.kind === 'builtin' });
  if (!worker) {
    await app.register(swaggerPlugin);
    if (config.oidc.kind === 'builtin') await registerBuiltinOidc(app, appContext);
    await registerPushSocket(app, appContext, app.push, opts.pushHeartbeatMs);
  }
  await app.register(apiPlugin, {
    prefix: '/api',
    handlers: apiHandlers(appContext),
    uploadIdleMs: config.uploadIdleMs,
    rateLimiters: appContext.rateLimiters,
    ...(worker ? { only: workerRoutes } : {}),
  });
  if (opts.serveWeb !== false && !worker) {
    const web = { root: opts.webDist ?? defaultWebDist, publicUrl: config.publicUrl, issuer: config.oidc.issuer };
    await app.register(webAppPlugin, web);
  }
  return app;
}
