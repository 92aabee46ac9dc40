import { createHash, randomBytes } from 'node:crypto';

/**
 * The authorization-code + PKCE sign-in of the web app, done over plain HTTP against a
 * running server: what `npm run token` and the end-to-end tests use. It follows the
 * redirects itself, keeps the cookies, posts the sign-in form and stops at the redirect
 * to /auth/callback, whose code it exchanges at the token endpoint.
 */

export interface TokenSet {
  access_token: string;
  token_type: string;
  expires_in: number;
  id_token?: string;
  refresh_token?: string;
  scope?: string;
}

export class SignInError extends Error {
  override name = 'SignInError';
}

export interface SignInOptions {
  /** Where the server answers, e.g. http://localhost:3000. */
  baseUrl: string;
  email: string;
  password: string;
  clientId?: string;
  scope?: string;
  /** The API's resource indicator, as the web app sends it (the server defaults to it anyway). */
  resource?: string;
  /** Keeps the provider's session cookies across calls (single sign-on, logout tests). */
  jar?: CookieJar;
  /** Sent with every request of the sign-in (a proxy's X-Forwarded-For in tests). */
  headers?: Record<string, string>;
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
}

const b64url = (buf: Buffer) => buf.toString('base64url');

/** A minimal cookie jar for one host: enough for the provider's session and interaction cookies. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => {
        const [k = '', v = ''] = a.trim().split('=');
        if (k.toLowerCase() === 'max-age') return Number(v) <= 0;
        if (k.toLowerCase() === 'expires') return Date.parse(v) <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** Drops every cookie but these (a browser whose sign-in session has ended keeps its others). */
  keepOnly(names: readonly string[]): void {
    for (const name of [...this.cookies.keys()]) if (!names.includes(name)) this.cookies.delete(name);
  }
}

export async function fetchWithCookies(url: string, init: RequestInit, jar?: CookieJar): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookie = jar?.header();
  if (cookie) headers.set('cookie', cookie);
  let res: Response;
  try {
    res = await fetch(url, { ...init, headers, redirect: 'manual' });
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause;
    throw new SignInError(
      `Cannot reach the server at ${new URL(url).origin}${cause?.code ? ` (${cause.code})` : ''}. Is it running?`,
    );
  }
  jar?.store(res);
  return res;
}

async function discover(baseUrl: string): Promise<Discovery> {
  const url = `${baseUrl.replace(/\/$/, '')}/oidc/.well-known/openid-configuration`;
  const res = await fetchWithCookies(url, {});
  if (!res.ok) {
    throw new SignInError(
      `No built-in sign-in at ${url} (HTTP ${res.status}). Is the server using an external issuer?`,
    );
  }
  return (await res.json()) as Discovery;
}

/** The text of the page's alert, which is how the sign-in page says what went wrong. */
function pageMessage(html: string): string | undefined {
  const m = /<div class="alert error"[^>]*>([^<]*)<\/div>/.exec(html) ?? /<h1>([^<]*)<\/h1>/.exec(html);
  return m?.[1]
    ?.replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function formAction(html: string, pageUrl: string): string {
  const m = /<form[^>]*method="post"[^>]*action="([^"]+)"/.exec(html);
  if (!m?.[1]) throw new SignInError(`Unexpected sign-in page at ${pageUrl}: no sign-in form.`);
  return new URL(m[1].replace(/&amp;/g, '&'), pageUrl).href;
}

/** Signs in with e-mail and password and returns the tokens, or throws a SignInError saying why not. */
export async function signInWithPassword(opts: SignInOptions): Promise<TokenSet> {
  const meta = await discover(opts.baseUrl);
  const clientId = opts.clientId ?? 'docvue-web';
  // The web app's registered callback: the server's public address, which the issuer carries.
  const redirectUri = `${meta.issuer.replace(/\/oidc$/, '')}/auth/callback`;
  const verifier = b64url(randomBytes(32));
  const state = b64url(randomBytes(16));
  const authorize = new URL(meta.authorization_endpoint);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: opts.scope ?? 'openid profile email offline_access',
    code_challenge: b64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
    state,
    nonce: b64url(randomBytes(16)),
    ...(opts.resource ? { resource: opts.resource } : {}),
  }).toString();

  const jar = opts.jar ?? new CookieJar();
  let url = authorize.href;
  const extra = opts.headers ?? {};
  let init: RequestInit = { headers: extra };
  let formPosted = false;
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetchWithCookies(url, init, jar);
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      const next = new URL(location, url);
      if (next.href.startsWith(redirectUri)) return exchange(meta, next, { clientId, redirectUri, verifier, state });
      url = next.href;
      init = { headers: extra };
      continue;
    }
    const html = await res.text();
    if (formPosted || !res.ok) {
      throw new SignInError(pageMessage(html) ?? `Sign-in failed at ${url} (HTTP ${res.status}).`);
    }
    url = formAction(html, url);
    init = {
      method: 'POST',
      headers: { ...extra, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: opts.email, password: opts.password }).toString(),
    };
    formPosted = true;
  }
  throw new SignInError('Too many redirects during sign-in.');
}

async function exchange(
  meta: Discovery,
  callback: URL,
  flow: { clientId: string; redirectUri: string; verifier: string; state: string },
): Promise<TokenSet> {
  const error = callback.searchParams.get('error');
  if (error) throw new SignInError(`Sign-in refused: ${callback.searchParams.get('error_description') ?? error}`);
  if (callback.searchParams.get('state') !== flow.state) throw new SignInError('Sign-in answered with a wrong state.');
  const code = callback.searchParams.get('code');
  if (!code) throw new SignInError('Sign-in returned no authorization code.');
  return tokenRequest(meta.token_endpoint, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: flow.redirectUri,
    client_id: flow.clientId,
    code_verifier: flow.verifier,
  });
}

/** Trades a refresh token for new tokens, as the web app does before the access token expires. */
export async function refreshTokens(baseUrl: string, refreshToken: string, clientId = 'docvue-web'): Promise<TokenSet> {
  const meta = await discover(baseUrl);
  return tokenRequest(meta.token_endpoint, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: clientId,
  });
}

async function tokenRequest(endpoint: string, params: Record<string, string>): Promise<TokenSet> {
  const res = await fetchWithCookies(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(params).toString(),
  });
  const body = (await res.json().catch(() => ({}))) as Partial<TokenSet> & {
    error?: string;
    error_description?: string;
  };
  if (!res.ok || !body.access_token) {
    throw new SignInError(`Token request failed: ${body.error_description ?? body.error ?? `HTTP ${res.status}`}`);
  }
  return body as TokenSet;
}
