import { describe, expect, it } from 'vitest';
import {
  classifyAddress,
  parseTargetUrl,
  resolveTarget,
  type Resolve,
} from '../../src/modules/webhooks/webhook-target.js';
import { signatureHeader } from '../../src/modules/webhooks/sign-webhook.js';
import { signatureVerifies } from '../support/webhook-receiver.js';

/** A resolver that answers from a table, as DNS would: no name is looked up for real. */
const dns =
  (table: Record<string, string[]>): Resolve =>
  async (host) => {
    const addresses = table[host];
    if (!addresses) throw new Error('ENOTFOUND');
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

describe('where webhooks may go (SSRF guard)', () => {
  it('classifies addresses, IPv4 inside IPv6 as the IPv4 one', () => {
    expect(classifyAddress('93.184.216.34')).toBe('public');
    expect(classifyAddress('2606:2800:220:1::1')).toBe('public');
    for (const a of [
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      'fd00::1',
      'fe80::1',
    ])
      expect(classifyAddress(a), a).toBe('private');
    for (const a of [
      '127.0.0.1',
      '127.8.8.8',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1'.replace('7f00:1', '127.0.0.1'),
    ])
      expect(classifyAddress(a), a).toBe('loopback');
    expect(classifyAddress('::ffff:10.0.0.1')).toBe('private');
    for (const a of ['0.0.0.0', '224.0.0.1', '255.255.255.255', '::', 'ff02::1'])
      expect(classifyAddress(a), a).toBe('never');
    expect(classifyAddress('172.32.0.1')).toBe('public');
  });

  it('in production (public) refuses names that resolve to private or loopback addresses, even one of several', async () => {
    const resolve = dns({
      'erp.example.com': ['93.184.216.34'],
      'intranet.example.com': ['10.20.30.40'],
      'split.example.com': ['93.184.216.34', '192.168.0.10'],
      'metadata.example.com': ['169.254.169.254'],
      'local.example.com': ['127.0.0.1'],
    });
    const target = (url: string) => resolveTarget(parseTargetUrl(url, 'public'), 'public', resolve);
    await expect(target('https://erp.example.com/hooks')).resolves.toEqual({ address: '93.184.216.34', family: 4 });
    for (const url of [
      'https://intranet.example.com/hooks',
      'https://split.example.com/hooks',
      'https://metadata.example.com/latest',
      'https://local.example.com/',
      'https://127.0.0.1/',
      'https://[::1]/',
      'https://nowhere.example.com/',
    ])
      await expect(target(url), url).rejects.toThrow();
    // http is refused in production, even to this machine.
    expect(() => parseTargetUrl('http://127.0.0.1:8080/hooks', 'public')).toThrow(/https/);
    expect(() => parseTargetUrl('http://erp.example.com/hooks', 'public')).toThrow(/https/);
  });

  it('with private targets allowed (on-premises ERPs) takes private and loopback addresses, never reserved ones', async () => {
    const resolve = dns({ 'erp.corp': ['10.20.30.40'], 'weird.corp': ['0.0.0.0'] });
    const target = (url: string) => resolveTarget(parseTargetUrl(url, 'private'), 'private', resolve);
    await expect(target('https://erp.corp/hooks')).resolves.toMatchObject({ address: '10.20.30.40' });
    await expect(target('http://localhost:3000/hooks')).resolves.toBeDefined();
    await expect(target('https://weird.corp/')).rejects.toThrow(/reserved/);
    expect(() => parseTargetUrl('http://erp.corp/hooks', 'private')).toThrow(/https/);
  });

  it('signs timestamp and body together', () => {
    const at = new Date('2026-11-26T12:00:00Z');
    const header = signatureHeader('whsec_test', '{"a":1}', at);
    expect(header).toMatch(/^t=1795694400,v1=[0-9a-f]{64}$/);
    expect(signatureVerifies('whsec_test', header, '{"a":1}')).toBe(true);
    expect(signatureVerifies('whsec_test', header, '{"a":2}')).toBe(false);
    expect(signatureVerifies('whsec_test', header.replace('t=1795694400', 't=1795694401'), '{"a":1}')).toBe(false);
  });
});
