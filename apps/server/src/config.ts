import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.string().url().optional());

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Where the embedded database, files and keys live. */
    DATA_DIR: z.string().default('./data'),
    /** A PostgreSQL server; unset means the embedded PGlite database in DATA_DIR. */
    DATABASE_URL: optionalUrl,
    /** The address people open; defaults to http://localhost:PORT. */
    PUBLIC_URL: optionalUrl,
    /** External OpenID Connect issuer; unset means the built-in provider at /oidc. */
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_AUDIENCE: z.string().optional(),
    /** SMTP relay (smtp://user:pass@host:port); unset keeps mail in the dev mailbox. */
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('DocVue Exchange <no-reply@docvue.local>'),
    /** `demo` seeds the demo network on first start; `none` leaves the database empty. */
    SEED: z.enum(['demo', 'none']).default('demo'),
    /** The built web app the server hands out; defaults to apps/web/dist. */
    WEB_DIST: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Sign-in failures in a row that lock an account, and for how long. */
    SIGNIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
    SIGNIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  })
  .superRefine((env, ctx) => {
    if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_CLIENT_ID'], message: 'is required when OIDC_ISSUER is set' });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  oidc:
    | { kind: 'builtin'; issuer: string; clientId: string; audience: string }
    | { kind: 'external'; issuer: string; clientId: string; audience: string | undefined };
  smtpUrl: string | undefined;
  mailFrom: string;
  seed: Env['SEED'];
  webDist: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  signIn: { maxFailures: number; lockMinutes: number };
}

export class ConfigError extends Error {}

/** Reads and checks the environment once at start; a bad value stops the start with a clear message. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
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
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    oidc: e.OIDC_ISSUER
      ? { kind: 'external', issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID!, audience: e.OIDC_AUDIENCE }
      : { kind: 'builtin', issuer: `${publicUrl}/oidc`, clientId: 'docvue-web', audience: `${publicUrl}/api` },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    seed: e.SEED,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    logLevel: e.LOG_LEVEL,
    signIn: { maxFailures: e.SIGNIN_MAX_FAILURES, lockMinutes: e.SIGNIN_LOCK_MINUTES },
  };
}
