import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { limits } from '@docvue/contracts';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { fastSerializerCompiler } from './http/fast-serializer.js';
import { refuseUndeclaredApiRoutes, registerApiRoutes } from './http/register.js';
import { refuseStalledUploads } from './http/upload-guards.js';
import { registerWebApp } from './http/web-app.js';
import { inputValidator } from './http/validation.js';
import { TYPE_FIELDS_CHANNEL, type AppContext, type TypeFields } from './app-context.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { recordStatementsPerRequest } from './db/statement-count.js';
import { localBlobStore, type BlobStore } from './lib/blob-store.js';
import { ExternalIssuer } from './lib/oidc-issuer.js';
import { loadSigningKeys } from './lib/keys.js';
import { withRedactedUrls } from './lib/log-redaction.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { loadPdfSeal } from './lib/pdf-seal.js';
import { registerAuth } from './plugins/auth/index.js';
import { IDENTITY_CHANNEL, MembershipCache } from './identity/membership-cache.js';
import { AnnouncedCache } from './lib/announced-cache.js';
import { forgetOnChangingCalls } from './http/changing-calls.js';
import { LIST_INDEX_CHANNEL } from './modules/document-lists/index.js';
import { createTokenVerifier, type TokenVerifier } from './plugins/auth/token-verifier.js';
import { answerClientError, frameworkErrors, registerErrorHandling } from './plugins/errors.js';
import { registerBuiltinOidc } from './plugins/oidc/index.js';
import { jobHandlers } from './job-handlers.js';
import { startJanitor } from './jobs/janitor.js';
import { queueUndeliveredMail } from './jobs/mail.js';
import { startJobRunner, type JobRunner } from './jobs/runner.js';
import { createTesseractEngine } from './ocr/tesseract-engine.js';
import { createPdfThreads } from './ocr/thread/pdf-threads.js';
import { PushHub } from './modules/notifications/push-hub.js';
import { registerPushSocket } from './modules/notifications/push-socket.js';
import { apiHandlers } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: { idle(): Promise<void> };
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
  /** Run background jobs in this process (default); off for processes that only serve requests. */
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

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger: withRedactedUrls(opts.logger ?? { level: config.logLevel }),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // The client address counts against the public routes' rate limits, so X-Forwarded-For is
    // believed only from the proxies the operator named (TRUST_PROXY); by default not at all.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    frameworkErrors,
    clientErrorHandler: answerClientError,
  });
  if (opts.onRequestStatements) recordStatementsPerRequest(app, opts.onRequestStatements);
  // The request id is in every log line; returning it lets support find a user's failed call.
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  app.setValidatorCompiler(inputValidator);
  app.setSerializerCompiler(fastSerializerCompiler);
  registerErrorHandling(app);
  refuseUndeclaredApiRoutes(app);

  const keys = await loadSigningKeys(database.db);
  const mailer = opts.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  const blobs = opts.blobs ?? localBlobStore(config.dataDir);
  const idleRunner: JobRunner = { kick: () => undefined, idle: async () => undefined, stop: async () => undefined };
  // A wrong OIDC_ISSUER stops the start here (ConfigError); an unreachable one is tried again in the background.
  const issuer = config.oidc.kind === 'external' ? await ExternalIssuer.start(config.oidc, app.log) : undefined;
  if (issuer) app.addHook('onClose', async () => issuer.stop());
  const ctx: AppContext = {
    config,
    db: database.db,
    database,
    keys,
    mailer,
    blobs,
    jobs: idleRunner,
    seal: await loadPdfSeal({ db: database.db, dataDir: config.dataDir, configured: config.seal }),
    ocr: createTesseractEngine(),
    pdf: createPdfThreads({ memoryMb: config.pdf.workerMemoryMb, pageTimeoutMs: config.pdf.pageTimeoutMs }),
    listIndex: new AnnouncedCache<number | readonly number[]>(),
    typeFields: new AnnouncedCache<TypeFields>(),
    issuer,
  };
  if (opts.runJobs !== false) {
    ctx.jobs = startJobRunner(database.db, jobHandlers(ctx, app.log), { log: app.log, concurrency: 2 });
    // Mail written while no relay was set (or given up on) goes out now that one is.
    if (mailer.relays) {
      const queued = await queueUndeliveredMail(database.db);
      if (queued > 0) app.log.info({ queued }, 'mail: delivering what waited in the outbox');
    }
    const janitor = startJanitor(database.db, blobs, app.log);
    app.addHook('onClose', () => janitor.stop());
  }
  // Tests and operations wait on background work through the app.
  app.decorate('jobs', { idle: () => ctx.jobs.idle() });
  app.addHook('onClose', async () => {
    await ctx.jobs.stop();
    await ctx.ocr.close();
    await ctx.pdf.close();
  });

  // Push: this process's open channels, fed by the database's notifications of every process.
  const hub = new PushHub(database.db, app.log);
  await hub.start(database);
  app.addHook('onClose', () => hub.stop());
  app.decorate('push', hub);

  // Who users are in their companies, the lists' totals and pages, and the document types' fields,
  // between requests: every process hears every change the database announces on each cache's
  // channel; a changing call of this one forgets them itself.
  const identities = new MembershipCache();
  const announced = [
    [IDENTITY_CHANNEL, identities],
    [LIST_INDEX_CHANNEL, ctx.listIndex],
    [TYPE_FIELDS_CHANNEL, ctx.typeFields],
  ] as const;
  for (const [channel, cache] of announced) {
    const stop = await database.listen(
      channel,
      (payload) => cache.changed(payload),
      (up) => cache.setListening(up),
    );
    app.addHook('onClose', stop);
  }
  forgetOnChangingCalls(
    app,
    announced.map(([, cache]) => cache),
  );
  registerAuth(app, {
    db: database.db,
    identities,
    verifier: opts.verifier ?? createTokenVerifier(config, keys, issuer),
    subjectsAreUserIds: config.oidc.kind === 'builtin',
  });

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

  if (config.oidc.kind === 'builtin') await registerBuiltinOidc(app, ctx);
  await registerPushSocket(app, ctx, hub, opts.pushHeartbeatMs);

  await app.register(
    async (api) => {
      // Multipart only for uploads; the file is streamed, the limits are enforced while it arrives.
      await api.register(fastifyMultipart, {
        limits: { fileSize: limits.documentUploadMaxBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
      });
      refuseStalledUploads(api, config.uploadIdleMs);
      registerApiRoutes(api, apiHandlers(ctx));
    },
    { prefix: '/api' },
  );

  const webDist = opts.webDist ?? defaultWebDist;
  if (opts.serveWeb !== false && existsSync(path.join(webDist, 'index.html'))) {
    await registerWebApp(app, { root: webDist, publicUrl: config.publicUrl, issuer: config.oidc.issuer });
  }
  return app;
}
