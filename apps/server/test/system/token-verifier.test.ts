import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig, type ExternalOidc } from '../../src/config.js';
import { ExternalIssuer } from '../../src/lib/oidc-issuer.js';
import { createTokenVerifier } from '../../src/plugins/auth/token-verifier.js';

/*
 * The verifier remembers tokens whose signature it checked (docs/history.md §17). What it remembers must
 * never outlive the token: an expired token is refused on the call after it expires, whether or
 * not it was used before.
 */
async function setUp() {
  const config = loadConfig({ PUBLIC_URL: 'http://localhost:3999', DATA_DIR: '/tmp/unused' });
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const verifier = createTokenVerifier(config, {
    privateJwks: { keys: [] },
    publicJwks: { keys: [publicJwk] },
    cookieKeys: [],
  });
  const sign = (expiresInSeconds: number, key = privateKey) =>
    new SignJWT({ scope: 'openid' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setSubject('42')
      .setIssuer(config.oidc.issuer)
      .setAudience(config.oidc.audience ?? '')
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
      .sign(key);
  return { verifier, sign };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('access token verification', () => {
  it('accepts a valid token on every call, and refuses it once it has expired although it was accepted before', async () => {
    const { verifier, sign } = await setUp();
    const token = await sign(30);
    expect((await verifier.verify(token)).subject).toBe('42');
    expect((await verifier.verify(token)).subject).toBe('42');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 40_000); // past the expiry and its 5 s of clock tolerance
    await expect(verifier.verify(token)).rejects.toThrow();
  });

  it('refuses a token signed by another key, also right after a valid one for the same user', async () => {
    const { verifier, sign } = await setUp();
    await verifier.verify(await sign(300));
    const stranger = await generateKeyPair('RS256');
    await expect(verifier.verify(await sign(300, stranger.privateKey))).rejects.toThrow();
  });
});

describe("an external issuer's removed key, with the default settings", () => {
  it('is refused within a minute, also for a token verified before', async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    let keys: JWK[] = [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }];
    const server = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      if (req.url === '/.well-known/openid-configuration')
        res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
      else res.end(JSON.stringify({ keys }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const config = loadConfig({
        DATA_DIR: '/tmp/unused',
        OIDC_ISSUER: issuer,
        OIDC_CLIENT_ID: 'docvue-web',
        OIDC_AUDIENCE: 'docvue-api',
      });
      const log = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;
      const external = await ExternalIssuer.start(config.oidc as ExternalOidc, log);
      const verifier = createTokenVerifier(
        config,
        { privateJwks: { keys: [] }, publicJwks: { keys: [] }, cookieKeys: [] },
        external,
      );
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setSubject('idp-1')
        .setIssuer(issuer)
        .setAudience('docvue-api')
        .setExpirationTime('2h')
        .sign(privateKey);
      expect((await verifier.verify(token)).subject).toBe('idp-1');

      keys = [];
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 29_000);
      // Within half the minute, the key set and the verified token are still the ones known.
      expect((await verifier.verify(token)).subject).toBe('idp-1');
      vi.setSystemTime(Date.now() + 31_000); // 60 s after the removal
      await expect(verifier.verify(token)).rejects.toThrow();
    } finally {
      server.close();
    }
  });
});
