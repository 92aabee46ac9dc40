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

  it('reads every IPv6 form: an IPv4 address inside one is never public, and documentation ranges are never targets', async () => {
    // Issue 39: NAT64, compatible, translated and mapped forms of a public IPv4 address reach it
    // through a gateway this server cannot judge; hex forms are read as the dotted ones.
    for (const a of [
      '64:ff9b::8.8.8.8',
      '64:ff9b::808:808',
      '64:ff9b:1::808:808',
      '::8.8.8.8',
      '::808:808',
      '::2',
      '::ffff:0:8.8.8.8',
      '::ffff:0:808:808',
      '::ffff:8.8.8.8',
      '::ffff:808:808',
      '0:0:0:0:0:ffff:808:808',
      '2002:808:808::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '2001:db8::1',
      '2001:0db8:0000:0000:0000:0000:0000:0001',
      '192.0.2.10',
      '198.51.100.7',
      '203.0.113.200',
    ])
      expect(classifyAddress(a), a).toBe('never');
    // An IPv4 address inside, written in hex or with leading zeros, is that address.
    for (const a of ['::ffff:7f00:1', '0000:0000:0000:0000:0000:ffff:7f00:0001', '::127.0.0.1'])
      expect(classifyAddress(a), a).toBe('loopback');
    for (const a of ['::ffff:a00:1', '64:ff9b::a00:1', '::ffff:0:c0a8:101', '2002:a00:1::1', '198.18.0.1'])
      expect(classifyAddress(a), a).toBe('private');
    expect(classifyAddress('0000:0000:0000:0000:0000:0000:0000:0001')).toBe('loopback');
    expect(classifyAddress('FD00:0:0::1')).toBe('private');
    // Registered in public mode, each is refused, the URL's own form of it too (`[::ffff:808:808]`).
    const resolve = dns({ 'nat64.example.com': ['64:ff9b::5db8:d822'], 'docs.example.com': ['192.0.2.1'] });
    const target = (url: string) => resolveTarget(parseTargetUrl(url, 'public'), 'public', resolve);
    for (const url of [
      'https://nat64.example.com/hooks',
      'https://docs.example.com/hooks',
      'https://[::ffff:8.8.8.8]/hooks',
      'https://[64:ff9b::8.8.8.8]/hooks',
      'https://[::8.8.8.8]/hooks',
      'https://[::ffff:0:8.8.8.8]/hooks',
      'https://[2001:db8::1]/hooks',
      'https://[::ffff:127.0.0.1]/hooks',
    ])
      await expect(target(url), url).rejects.toThrow(/where this server does not deliver webhooks/);
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
