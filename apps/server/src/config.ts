import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.string().url().optional());

/** The scope the web app asks for when nothing else is configured. */
const DEFAULT_SCOPE = 'openid profile email offline_access';

/** The names proxy-addr (Fastify's trustProxy) knows besides addresses and CIDR ranges. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may tell us the client's address (X-Forwarded-For): off (the socket's address),
 * or a list of addresses and CIDR ranges, as Fastify's trustProxy takes them. `true` (trust any
 * sender) is refused: any client could then choose its own address and walk past the per-address
 * rate limits of the public routes. So is a hop count: it cannot check who the immediate peer is,
 * and Fastify 5 ignores it (trusts nobody) for that reason, which would fail silently here.
 */
const trustProxySetting = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): TrustProxy => {
    if (!value || value === 'false') return false;
    const entries = value.split(',').map((e) => e.trim());
    const wrong = entries.filter((e) => !isProxyAddress(e));
    if (wrong.length) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a comma-separated list of the proxies' addresses or CIDR ranges (or loopback, linklocal, uniquelocal); not ${wrong.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** false: use the connection's address; otherwise the proxies believed about the client. */
export type TrustProxy = false | string[];

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Where the embedded database, files and keys live. */
    DATA_DIR: z.string().default('./data'),
    /** A PostgreSQL server; unset means the embedded PGlite database in DATA_DIR. */
    DATABASE_URL: optionalUrl,
    /** A connection straight to the server (LISTEN, the start lock); defaults to DATABASE_URL. */
    DATABASE_DIRECT_URL: optionalUrl,
    /** `transaction`: DATABASE_URL is a pooler in transaction mode (PgBouncer): no named statements. */
    DATABASE_POOL_MODE: z.enum(['session', 'transaction']).default('session'),
    /** Connections of this process's pool. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
    /** The address people open; defaults to http://localhost:PORT. */
    PUBLIC_URL: optionalUrl,
    /** External OpenID Connect issuer; unset means the built-in provider at /oidc. */
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: z.string().optional(),
    /** The `aud` of access tokens for this API; required with OIDC_ISSUER. */
    OIDC_AUDIENCE: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined),
    /** What the web app asks the external issuer for; it must include `openid`. */
    OIDC_SCOPE: z
      .string()
      .trim()
      .default(DEFAULT_SCOPE)
      .refine((v) => v.split(/\s+/).includes('openid'), 'must include openid'),
    /** A resource indicator (RFC 8707) sent on the authorization and token requests, for issuers that need one. */
    OIDC_RESOURCE: optionalUrl.refine((v) => !v?.includes('#'), 'must not contain a fragment (#)'),
    /** Sent as `audience` on the authorization request (Auth0). */
    OIDC_AUDIENCE_PARAMETER: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined),
    /**
     * The longest a key taken out of the external issuer's key set may still be accepted: half of
     * it the key set is kept, half a verified token (plugins/auth/token-verifier.ts).
     */
    OIDC_KEYS_MAX_AGE_SECONDS: z.coerce.number().int().min(2).max(60).default(60),
    /** SMTP relay (smtp://user:pass@host:port); unset keeps mail in the dev mailbox. */
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('DocVue Exchange <no-reply@docvue.local>'),
    /** `demo` seeds the demo network on first start; `none` leaves the database empty. */
    SEED: z.enum(['demo', 'none']).default('demo'),
    /** The built web app the server hands out; defaults to apps/web/dist. */
    WEB_DIST: z.string().optional(),
    /**
     * The certificate that seals signed PDFs (a PKCS#12 file and its passphrase); unset means one
     * generated on first start and kept in the database, shared by every process on it.
     */
    SEAL_P12: z.string().optional(),
    SEAL_P12_PASSPHRASE: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Sign-in failures in a row that lock an account, and for how long. */
    SIGNIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
    SIGNIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
    SIGNIN_FIRST_WAIT_SECONDS: z.coerce.number().int().min(1).max(3600).default(1),
    TRUST_PROXY: trustProxySetting,
    /**
     * The most pages a PDF may have, and megabytes its content, fonts and object streams may unpack
     * to as a whole (images are decoded page by page, in a PDF thread, and not counted); beyond
     * them an upload is refused (413).
     */
    PDF_MAX_PAGES: z.coerce.number().int().min(1).default(2000),
    PDF_MAX_DECOMPRESSED_MB: z.coerce.number().int().min(1).default(200),
    /** Heap of one PDF worker thread, and how long it may spend on one page before it is ended. */
    PDF_WORKER_MEMORY_MB: z.coerce.number().int().min(64).default(512),
    PDF_PAGE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(60),
    /**
     * Where file bodies live: unset means the folder DATA_DIR/blobs; `s3://bucket/prefix` an
     * S3-compatible bucket, reached with the AWS SDK's own variables (AWS_ENDPOINT_URL_S3,
     * AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION).
     */
    STORAGE_URL: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined)
      .refine((v) => v === undefined || /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/.test(v), {
        message: 'must look like s3://bucket/prefix',
      }),
    /**
     * Without STORAGE_URL, a fleet (PROCESS_ROLE api or worker) must say that every process has the
     * same DATA_DIR (one machine, or a shared filesystem): separate folders start, then a worker
     * cannot read what an API process stored (ENOENT). `true` says so.
     */
    DATA_DIR_SHARED: z.enum(['true', 'false']).default('false'),
    /** With STORAGE_URL: the folder of local copies the PDF threads read, and its size. */
    STORAGE_CACHE_DIR: z.string().optional(),
    STORAGE_CACHE_MB: z.coerce.number().int().min(1).default(2048),
    /** An upload whose body sends nothing for this long is refused (400) rather than held open. */
    UPLOAD_IDLE_SECONDS: z.coerce.number().positive().default(15),
    /**
     * What this process does: `all` (HTTP, push and background jobs), `api` (HTTP and push, no
     * jobs, OCR or janitor) or `worker` (jobs, OCR and the janitor; HTTP only for /api/health,
     * /api/ready and /metrics).
     */
    PROCESS_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
    /**
     * How long a running job's lease lasts unrenewed: a job whose process died (kill -9, a lost
     * machine) is taken over by another process after this.
     */
    JOB_LEASE_SECONDS: z.coerce.number().int().min(3).max(3600).default(45),
    /** Jobs one process works on at once. */
    JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
    /**
     * On SIGTERM, how long running jobs may finish before they are handed back to the queue (lease
     * released, no attempt spent); within the shutdown's 10 s (main.ts).
     */
    JOB_STOP_GRACE_SECONDS: z.coerce.number().min(0).max(8).default(3),
    /**
     * On SIGTERM, how long an API process goes on answering before it stops taking connections: meanwhile
     * /api/ready answers 503 and every answer closes its connection, so the proxy's kept-alive
     * connections to it are all gone when it stops (deploy/nginx.conf keeps them idle 3 s at most) and
     * no request is cut; then it finishes what is in flight and ends. Default 5 s with
     * PROCESS_ROLE=api (it stands behind a proxy with another beside it), 0 otherwise.
     */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(60).optional(),
    /**
     * A job's heavy work (reading a revenue file, rendering its statements) runs in a thread of its
     * own with this heap and time: a job that needs more fails by itself (jobs/job-thread.ts).
     */
    JOB_THREAD_MEMORY_MB: z.coerce.number().int().min(16).max(16_384).default(512),
    JOB_THREAD_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 3600)
      .default(1800),
    /**
     * A port of its own for /metrics (on HOST), for a scraper on the private network (the compose
     * file's Prometheus reads api:9464 and worker:9464); the app's port then answers /metrics with
     * 404, so nothing the public proxy forwards reaches it. Unset: /metrics on PORT, as before.
     */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** A bearer token that lets its holder read /metrics from anywhere; unset: only from loopback. */
    METRICS_TOKEN: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined)
      .refine((v) => v === undefined || v.length >= 16, 'must be at least 16 characters'),
    /**
     * Where webhooks may deliver (docs/design.md §8): `public` addresses only (the default in
     * production: no request of ours reaches the private network it runs in); `private` also
     * private and loopback ranges (an ERP on the company's own network, on-premises); `loopback`
     * this machine only (the default in development and tests: nothing leaves the machine).
     */
    WEBHOOK_TARGETS: z.enum(['public', 'private', 'loopback']).optional(),
    /** Attempts of one delivery, the wait before the second (doubling after), and each one's time limit. */
    WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
    WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(1).default(30_000),
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** Deliveries in a row that failed for good before the endpoint is paused. */
    WEBHOOK_PAUSE_AFTER_FAILURES: z.coerce.number().int().min(1).default(10),
  })
  .superRefine((env, ctx) => {
    // Start-time refusals of settings that would start and fail silently (issue 46.4).
    if (env.DATABASE_URL && env.DATABASE_POOL_MODE === 'transaction') {
      // LISTEN (notifications between processes) and the start lock need a session of their own
      // (db/client.ts); through a transaction-mode pooler the process would hear no notification
      // while /api/ready said all was well.
      if (!env.DATABASE_DIRECT_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['DATABASE_DIRECT_URL'],
          message:
            'is required when DATABASE_POOL_MODE is transaction: the address of the PostgreSQL server itself, not the pooler. Notifications between processes (LISTEN) and the start lock need a session, which a pooler in transaction mode does not keep.',
        });
      } else if (env.DATABASE_DIRECT_URL === env.DATABASE_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['DATABASE_DIRECT_URL'],
          message:
            'must be the PostgreSQL server itself when DATABASE_POOL_MODE is transaction, not DATABASE_URL (the pooler): notifications between processes (LISTEN) need a session, which a pooler in transaction mode does not keep.',
        });
      }
    }
    if (env.PROCESS_ROLE !== 'all' && !env.STORAGE_URL && env.DATA_DIR_SHARED !== 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['STORAGE_URL'],
        message: `is required when PROCESS_ROLE is ${env.PROCESS_ROLE}: the processes of a fleet read one another's files. Set STORAGE_URL=s3://bucket/prefix, or DATA_DIR_SHARED=true when every process has the same DATA_DIR (one machine, or a shared filesystem).`,
      });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'must differ from PORT: it is a port of its own for /metrics, apart from the app.',
      });
    }
    if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_CLIENT_ID'], message: 'is required when OIDC_ISSUER is set' });
    }
    if (env.OIDC_ISSUER && !env.OIDC_AUDIENCE) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_AUDIENCE'],
        message:
          "is required when OIDC_ISSUER is set: the audience (`aud`) the issuer puts in access tokens for this API. Without it, the issuer's tokens for any other API, and its ID tokens, would be accepted.",
      });
    }
    if (env.OIDC_ISSUER && env.OIDC_AUDIENCE && env.OIDC_AUDIENCE === env.OIDC_CLIENT_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_AUDIENCE'],
        message:
          'must differ from OIDC_CLIENT_ID: ID tokens are issued to the client id, so an access-token audience equal to it would let an ID token pass for an access token. Register the API at the issuer with an audience of its own.',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  database: { directUrl: string | undefined; poolMode: Env['DATABASE_POOL_MODE']; poolSize: number };
  publicUrl: string;
  oidc: BuiltinOidc | ExternalOidc;
  smtpUrl: string | undefined;
  mailFrom: string;
  seed: Env['SEED'];
  webDist: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  seal: { p12Path: string; passphrase: string } | undefined;
  signIn: { maxFailures: number; lockMinutes: number; firstWaitSeconds: number };
  trustProxy: TrustProxy;
  pdf: PdfSettings;
  uploadIdleMs: number;
  role: ProcessRole;
  jobs: { leaseMs: number; concurrency: number; stopGraceMs: number; thread: JobThreadLimits };
  /** On SIGTERM, how long the process answers with /api/ready at 503 before it stops taking connections (main.ts). */
  shutdownDrainMs: number;
  metricsToken: string | undefined;
  /** METRICS_PORT: /metrics on a port of its own, off the app's; undefined: on the app's port. */
  metricsPort: number | undefined;
  webhooks: WebhookSettings;
  /** Unset: the local folder DATA_DIR/blobs. */
  storage: { url: string; cacheDir: string; cacheMaxBytes: number } | undefined;
}

/** The heap and time of a job's thread (jobs/job-thread.ts). */
export interface JobThreadLimits {
  memoryMb: number;
  timeoutMs: number;
}

/** How webhooks are delivered (docs/design.md §8). */
export interface WebhookSettings {
  targets: 'public' | 'private' | 'loopback';
  maxAttempts: number;
  retryBaseMs: number;
  timeoutMs: number;
  pauseAfterFailures: number;
}

/** What a process does (PROCESS_ROLE): whether it serves the API and push, runs jobs, or both. */
export type ProcessRole = Env['PROCESS_ROLE'];

/** The built-in provider at /oidc: its subjects are our user ids. */
export interface BuiltinOidc {
  kind: 'builtin';
  issuer: string;
  clientId: string;
  audience: string;
  scope: string;
}

/** A company's own OpenID Connect issuer (OIDC_ISSUER …). */
export interface ExternalOidc {
  kind: 'external';
  /** As configured; the discovery document's `issuer` is what tokens are compared with (lib/oidc-issuer.ts). */
  issuer: string;
  clientId: string;
  audience: string;
  scope: string;
  resource: string | undefined;
  audienceParameter: string | undefined;
  keysMaxAgeMs: number;
}

/** Bounds of the work one PDF may cause (docs/history.md §18). */
export interface PdfSettings {
  maxPages: number;
  /**
   * Indirect objects: a real 2,000-page document has well under 100,000 (a page, its content and
   * a few resources each); past this, parsing alone is the attack.
   */
  maxObjects: number;
  maxDecompressedBytes: number;
  workerMemoryMb: number;
  pageTimeoutMs: number;
}

export class ConfigError extends Error {}

/**
 * The settings that hold a secret (a password in a URL, a token, a key): each may instead be given as
 * the path of a file that holds it, in NAME_FILE (Docker and Kubernetes secrets, deploy/compose.yaml),
 * so the secret is not in the environment that `docker inspect` or /proc shows. The AWS SDK's own
 * variables are among them: main.ts puts what the files hold into the process's environment, where
 * the SDK reads them.
 */
export const secretSettings = [
  'DATABASE_URL',
  'DATABASE_DIRECT_URL',
  'SMTP_URL',
  'SEAL_P12_PASSPHRASE',
  'METRICS_TOKEN',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
] as const;

/**
 * `source` with each NAME_FILE of `secretSettings` replaced by NAME, the file's contents (without
 * the line end an editor or `echo` leaves). Both set, or a file that cannot be read, stops the start.
 */
export function withSecretFiles(source: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env = { ...source };
  const problems: string[] = [];
  for (const name of secretSettings) {
    const file = env[`${name}_FILE`];
    if (!file) continue;
    if (env[name]) {
      problems.push(`  ${name}_FILE: ${name} is set too; set one of them`);
      continue;
    }
    try {
      env[name] = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
      delete env[`${name}_FILE`];
    } catch (err) {
      problems.push(`  ${name}_FILE: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
    }
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return env;
}

/** Reads and checks the environment once at start; a bad value stops the start with a clear message. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withSecretFiles(source));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(environment)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    storage: e.STORAGE_URL
      ? {
          url: e.STORAGE_URL,
          cacheDir: path.resolve(e.STORAGE_CACHE_DIR ?? path.join(e.DATA_DIR, 'blob-cache')),
          cacheMaxBytes: e.STORAGE_CACHE_MB * 1024 * 1024,
        }
      : undefined,
    databaseUrl: e.DATABASE_URL,
    database: { directUrl: e.DATABASE_DIRECT_URL, poolMode: e.DATABASE_POOL_MODE, poolSize: e.DATABASE_POOL_SIZE },
    publicUrl,
    oidc: e.OIDC_ISSUER
      ? {
          kind: 'external',
          issuer: e.OIDC_ISSUER,
          clientId: e.OIDC_CLIENT_ID!,
          audience: e.OIDC_AUDIENCE!,
          scope: e.OIDC_SCOPE,
          resource: e.OIDC_RESOURCE,
          audienceParameter: e.OIDC_AUDIENCE_PARAMETER,
          keysMaxAgeMs: e.OIDC_KEYS_MAX_AGE_SECONDS * 1000,
        }
      : {
          kind: 'builtin',
          issuer: `${publicUrl}/oidc`,
          clientId: 'docvue-web',
          audience: `${publicUrl}/api`,
          scope: DEFAULT_SCOPE,
        },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    seed: e.SEED,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    logLevel: e.LOG_LEVEL,
    seal: e.SEAL_P12 ? { p12Path: path.resolve(e.SEAL_P12), passphrase: e.SEAL_P12_PASSPHRASE ?? '' } : undefined,
    signIn: {
      maxFailures: e.SIGNIN_MAX_FAILURES,
      lockMinutes: e.SIGNIN_LOCK_MINUTES,
      firstWaitSeconds: e.SIGNIN_FIRST_WAIT_SECONDS,
    },
    trustProxy: e.TRUST_PROXY,
    pdf: {
      maxPages: e.PDF_MAX_PAGES,
      maxObjects: 500_000,
      maxDecompressedBytes: e.PDF_MAX_DECOMPRESSED_MB * 1024 * 1024,
      workerMemoryMb: e.PDF_WORKER_MEMORY_MB,
      pageTimeoutMs: e.PDF_PAGE_TIMEOUT_SECONDS * 1000,
    },
    uploadIdleMs: e.UPLOAD_IDLE_SECONDS * 1000,
    role: e.PROCESS_ROLE,
    jobs: {
      leaseMs: e.JOB_LEASE_SECONDS * 1000,
      concurrency: e.JOB_CONCURRENCY,
      stopGraceMs: e.JOB_STOP_GRACE_SECONDS * 1000,
      thread: { memoryMb: e.JOB_THREAD_MEMORY_MB, timeoutMs: e.JOB_THREAD_SECONDS * 1000 },
    },
    shutdownDrainMs: (e.SHUTDOWN_DRAIN_SECONDS ?? (e.PROCESS_ROLE === 'api' ? 5 : 0)) * 1000,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    webhooks: {
      targets: e.WEBHOOK_TARGETS ?? (e.NODE_ENV === 'production' ? 'public' : 'loopback'),
      maxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
      retryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      pauseAfterFailures: e.WEBHOOK_PAUSE_AFTER_FAILURES,
    },
  };
}
