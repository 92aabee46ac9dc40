import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { createTestApp, type TestApp } from '../support/app.js';

/**
 * The public routes anyone can repeat are limited per client address. A client must not be able
 * to choose that address with X-Forwarded-For unless the request came through a proxy the
 * operator named in TRUST_PROXY.
 */

const registration = (t: TestApp, forwardedFor: string, remoteAddress = '198.51.100.7') =>
  t.app.inject({
    method: 'POST',
    url: '/api/companyRegistration',
    payload: {},
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });

const invitationLookup = (t: TestApp, forwardedFor: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/invitation/getbytoken/no-such-token',
    remoteAddress: '198.51.100.8',
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('by default (no proxy trusted)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts registrations per connection, whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) statuses.push((await registration(t, `203.0.113.${i}`)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    const refused = await registration(t, '203.0.113.99');
    expect(statuses[10]).toBe(429);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^Too many requests like this one\. Try again in \d+ minutes\.$/);
  });

  it('counts invitation look-ups per connection, whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 61; i++) statuses.push((await invitationLookup(t, `192.0.2.${i}, 10.0.0.1`)).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 400)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  const proxy = '10.1.2.3';
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '10.1.0.0/16' });
  });
  afterAll(() => t.close());

  it('counts each client the proxy names on its own', async () => {
    for (let i = 0; i < 10; i++) expect((await registration(t, '203.0.113.1', proxy)).statusCode).toBe(400);
    expect((await registration(t, '203.0.113.1', proxy)).statusCode).toBe(429);
    // Another client behind the same proxy still gets through.
    expect((await registration(t, '203.0.113.2', proxy)).statusCode).toBe(400);
  });

  it('ignores X-Forwarded-For from a connection that is not the proxy', async () => {
    for (let i = 0; i < 10; i++) expect((await registration(t, `203.0.114.${i}`)).statusCode).toBe(400);
    expect((await registration(t, '203.0.114.200')).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY setting', () => {
  it('is off by default and takes a list of addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
      '::1',
      'loopback',
    ]);
  });

  it('refuses trusting every sender, a hop count and anything that is not an address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: must be a comma-separated list/);
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/not 1$/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/not 10\.0\.0\.0\/33/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/not proxy\.internal/);
  });
});
