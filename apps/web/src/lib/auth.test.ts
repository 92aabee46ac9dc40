import type { ClientConfig } from '@docvue/contracts';
import { OidcClient, User } from 'oidc-client-ts';
import { testConfig } from '@/testing/render';
import { createUserManager } from './auth';

const RESOURCE = 'https://api.docvue.test/';

/** A company's own issuer that wants the API named by a resource indicator (RFC 8707) and by Auth0's audience. */
const external: ClientConfig = {
  ...testConfig,
  oidc: {
    authority: 'https://idp.example',
    clientId: 'docvue-web',
    scope: 'openid profile email api',
    resource: RESOURCE,
    audience: 'https://api.docvue.test',
    builtIn: false,
  },
};

const metadata = {
  issuer: 'https://idp.example',
  authorization_endpoint: 'https://idp.example/auth',
  token_endpoint: 'https://idp.example/token',
  jwks_uri: 'https://idp.example/jwks',
};

/** The issuer's discovery document and token endpoint; the token requests' bodies are kept. */
function fakeIssuer() {
  const tokenRequests: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      if (url === 'https://idp.example/.well-known/openid-configuration') return Response.json(metadata);
      if (url === metadata.token_endpoint) {
        tokenRequests.push(new URLSearchParams(String(init.body)));
        return Response.json({ access_token: 'renewed', token_type: 'Bearer', expires_in: 300, refresh_token: 'r-2' });
      }
      return new Response('not found', { status: 404 });
    }),
  );
  return tokenRequests;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('createUserManager', () => {
  it('asks the issuer for the configured scope, resource and audience on the authorization request', async () => {
    fakeIssuer();
    const manager = createUserManager(external, 'https://docvue.example');
    const request = await new OidcClient(manager.settings).createSigninRequest({ request_type: 'si:r' });
    const url = new URL(request.url);
    expect(url.searchParams.get('scope')).toBe('openid profile email api');
    expect(url.searchParams.getAll('resource')).toEqual([RESOURCE]);
    expect(url.searchParams.get('audience')).toBe('https://api.docvue.test');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe('https://docvue.example/auth/callback');
    // And on the token request that trades the code.
    expect(manager.settings.extraTokenParams).toEqual({ resource: RESOURCE });
  });

  it('names the resource when it renews with the refresh token, as a strict issuer needs', async () => {
    const tokenRequests = fakeIssuer();
    const manager = createUserManager(external, 'https://docvue.example');
    const now = Math.floor(Date.now() / 1000);
    await manager.storeUser(
      new User({
        access_token: 'first',
        token_type: 'Bearer',
        refresh_token: 'r-1',
        scope: 'openid profile email api',
        profile: { sub: 'idp-7', iss: metadata.issuer, aud: 'docvue-web', exp: now + 60, iat: now },
        expires_at: now + 4,
      }),
    );
    const renewed = await manager.signinSilent();
    expect(renewed?.access_token).toBe('renewed');
    expect(tokenRequests).toHaveLength(1);
    expect(tokenRequests[0]!.get('grant_type')).toBe('refresh_token');
    expect(tokenRequests[0]!.get('resource')).toBe(RESOURCE);
  });

  it('asks the built-in provider for no resource: it knows its one API', async () => {
    fakeIssuer();
    const manager = createUserManager(
      { ...testConfig, oidc: { ...testConfig.oidc, authority: 'https://idp.example', resource: RESOURCE } },
      'https://docvue.example',
    );
    const request = await new OidcClient(manager.settings).createSigninRequest({ request_type: 'si:r' });
    expect(new URL(request.url).searchParams.has('resource')).toBe(false);
    expect(new URL(request.url).searchParams.has('audience')).toBe(false);
  });
});
