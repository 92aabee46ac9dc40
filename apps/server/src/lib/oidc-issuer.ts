import type { FastifyBaseLogger } from 'fastify';
import { createRemoteJWKSet, type JWTVerifyGetKey, type RemoteJWKSet } from 'jose';
import { z } from 'zod';
import { ConfigError, type ExternalOidc } from '../config.js';

/** What the product reads from the issuer's discovery document. */
const discoverySchema = z.object({
  issuer: z.string().min(1),
  jwks_uri: z.string().url(),
  userinfo_endpoint: z.string().url().optional(),
});
export type IssuerMetadata = z.infer<typeof discoverySchema>;

export interface IssuerTiming {
  /** The first wait before trying an unreachable issuer again; each next wait doubles, up to `retryMaxMs`. */
  retryFirstMs: number;
  retryMaxMs: number;
  /** How long one request for the discovery document or the key set may take. */
  requestTimeoutMs: number;
}

const defaultTiming: IssuerTiming = { retryFirstMs: 1_000, retryMaxMs: 60_000, requestTimeoutMs: 5_000 };

/**
 * The signature algorithms accepted from an issuer: public-key ones only, so that a public key can
 * never be used as a shared secret (HS256 with the issuer's public key as the secret).
 */
export const ASYMMETRIC_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];

/**
 * The issuer's keys cannot be had (not reached yet, or a stale key set could not be fetched again):
 * a token cannot be checked either way, and the caller is told to try again rather than to sign in again.
 */
export class IssuerNotReady extends Error {
  override name = 'IssuerNotReady';
}

/** What a caller is told while the issuer's keys cannot be had (503). */
export const SIGN_IN_UNAVAILABLE =
  'Sign-in cannot be checked right now: the identity provider cannot be reached. Try again in a moment.';

/** The discovery document's URL for an issuer identifier (OpenID Connect Discovery, section 4). */
export const discoveryUrl = (issuer: string) => `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;

/** Why a request failed, in words for the log and /api/ready: the network error's code, a status, a message. */
function reasonOf(err: unknown): string {
  if (err instanceof Error) {
    const code = (err.cause as { code?: unknown } | undefined)?.code;
    if (typeof code === 'string') return code;
    if (err.name === 'TimeoutError') return 'no answer in time';
    return err.message;
  }
  return String(err);
}

/**
 * A company's own OpenID Connect issuer, as the API needs it: its exact identifier and endpoints
 * from its discovery document, and its signing keys. Read at start; an issuer that cannot be
 * reached then does not stop the start: it is tried again in the background (1 s, 2 s, 4 s … up
 * to a minute apart, each failure logged at warn) and /api/ready answers 503 until it answers,
 * so sign-in works once it is back, without a restart. An issuer that answers with another
 * identifier than OIDC_ISSUER stops the start: no token of it would ever be accepted.
 */
export class ExternalIssuer {
  private known: { metadata: IssuerMetadata; keys: RemoteJWKSet } | undefined;
  private problem = 'the identity provider has not been reached yet';
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  private constructor(
    private readonly oidc: ExternalOidc,
    private readonly log: FastifyBaseLogger,
    private readonly timing: IssuerTiming,
  ) {}

  /** Reads the issuer once (refusing the start on a wrong identifier); if unreachable, keeps trying in the background. */
  static async start(
    oidc: ExternalOidc,
    log: FastifyBaseLogger,
    timing: Partial<IssuerTiming> = {},
  ): Promise<ExternalIssuer> {
    const issuer = new ExternalIssuer(oidc, log, { ...defaultTiming, ...timing });
    try {
      await issuer.attempt();
    } catch (err) {
      if (err instanceof ConfigError) throw err;
      issuer.failed(err, 0);
    }
    return issuer;
  }

  /** The identifier tokens carry as `iss`: the discovery document's, once read. */
  get issuer(): string {
    return this.known?.metadata.issuer ?? this.oidc.issuer;
  }

  /** Ready: the discovery document and the keys were read, and the keys are not stale past a failed refresh. */
  readiness(): { ready: true } | { ready: false; reason: string } {
    if (!this.known) return { ready: false, reason: this.problem };
    if (!this.known.keys.fresh && this.problem) return { ready: false, reason: this.problem };
    return { ready: true };
  }

  metadata(): IssuerMetadata {
    if (!this.known) throw new IssuerNotReady(this.problem);
    return this.known.metadata;
  }

  /**
   * The issuer's signing keys, for jose's jwtVerify. A key set older than half of
   * OIDC_KEYS_MAX_AGE_SECONDS is fetched again before it is used (the other half is the verified
   * token's, token-verifier.ts), so a key taken out of the issuer's set stops working within that
   * time; if the fetch fails, nothing is verified with the stale set.
   */
  readonly getKey: JWTVerifyGetKey = async (header, token) => {
    const known = this.known;
    if (!known) throw new IssuerNotReady(this.problem);
    try {
      const key = await known.keys(header, token);
      this.problem = '';
      return key;
    } catch (err) {
      if (known.keys.fresh) throw err;
      const reason = `the identity provider's keys at ${known.metadata.jwks_uri} cannot be read: ${reasonOf(err)}`;
      if (reason !== this.problem) this.log.warn({ err }, reason);
      this.problem = reason;
      throw new IssuerNotReady(reason, { cause: err });
    }
  };

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retry);
  }

  private async attempt(): Promise<void> {
    const url = discoveryUrl(this.oidc.issuer);
    const res = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(this.timing.requestTimeoutMs),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status} from ${url}`);
    const parsed = discoverySchema.safeParse(await res.json().catch(() => undefined));
    if (!parsed.success) throw new Error(`${url} is not an OpenID Connect discovery document`);
    const metadata = parsed.data;
    this.checkIdentifier(metadata.issuer, url);
    const halfMaxAge = this.oidc.keysMaxAgeMs / 2;
    const keys = createRemoteJWKSet(new URL(metadata.jwks_uri), {
      cacheMaxAge: halfMaxAge,
      // An unknown key id (a key the issuer has just added) fetches the set again at most this often.
      cooldownDuration: Math.min(5_000, halfMaxAge),
      timeoutDuration: this.timing.requestTimeoutMs,
    });
    await keys.reload();
    this.known = { metadata, keys };
    this.problem = '';
  }

  /**
   * Tokens carry the discovery document's `issuer`, character for character (OpenID Connect
   * Discovery, section 4.3). A difference of a trailing slash only (Auth0's identifiers end in
   * one, and it is easily left off) is accepted: the document's identifier is used, and the
   * difference logged. Any other difference refuses the start.
   */
  private checkIdentifier(discovered: string, url: string): void {
    const configured = this.oidc.issuer;
    if (discovered === configured) return;
    if (discovered.replace(/\/$/, '') === configured.replace(/\/$/, '')) {
      this.log.warn(
        `OIDC_ISSUER is ${configured}, the issuer calls itself ${discovered}: tokens are checked against ${discovered}`,
      );
      return;
    }
    throw new ConfigError(
      `Invalid configuration:\n  OIDC_ISSUER: is ${configured}, but the discovery document at ${url} names the issuer ${discovered}. ` +
        `Its tokens carry ${discovered} as their issuer, so no sign-in would be accepted: set OIDC_ISSUER to ${discovered}.`,
    );
  }

  private failed(err: unknown, failures: number): void {
    if (this.stopped) return;
    const wrongIdentifier = err instanceof ConfigError;
    this.problem = wrongIdentifier
      ? err.message.replace(/^Invalid configuration:\n\s*/, '')
      : `the identity provider at ${discoveryUrl(this.oidc.issuer)} cannot be reached: ${reasonOf(err)}`;
    const waitMs = Math.min(this.timing.retryFirstMs * 2 ** failures, this.timing.retryMaxMs);
    const line = `${this.problem}; sign-in is not available, trying again in ${Math.round(waitMs / 1000)} s`;
    if (wrongIdentifier) this.log.error(line);
    else this.log.warn({ err }, line);
    this.retry = setTimeout(() => {
      this.attempt().then(
        () => this.log.info(`the identity provider at ${this.issuer} answers: sign-in is available`),
        (next: unknown) => this.failed(next, failures + 1),
      );
    }, waitMs);
    this.retry.unref();
  }
}
