import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { WebhookSettings } from '../../config.js';

/**
 * Where a webhook may be delivered (docs/design.md §8), checked when an endpoint is registered
 * and again before every attempt, on the address the request then connects to (a name that
 * resolved to a public address at registration may resolve to 10.0.0.5 tomorrow).
 *
 * - https only; http only to this machine (loopback), where the server's WEBHOOK_TARGETS allows
 *   loopback: a secret-signed body and the receiver's answer never cross a network in clear.
 * - `public`: every address the name resolves to is public. Loopback, private (RFC 1918, CGNAT,
 *   unique local), link-local (cloud metadata at 169.254.169.254) and reserved ranges are refused:
 *   an administrator of any company (anyone may register one) must not make our server reach
 *   into the network it runs in.
 * - `private`: public, private and loopback addresses (an ERP on the company's own network).
 * - `loopback`: this machine only, names other than localhost are not even looked up.
 * `localhost` is 127.0.0.1 without a look-up (RFC 6761).
 * Unspecified, multicast and broadcast addresses are never a target.
 */
export type TargetMode = WebhookSettings['targets'];
type AddressClass = 'public' | 'private' | 'loopback' | 'never';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const privateRanges = new BlockList();
for (const [net, prefix] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
  ['192.0.0.0', 24],
  ['198.18.0.0', 15],
] as const)
  privateRanges.addSubnet(net, prefix, 'ipv4');
privateRanges.addSubnet('fc00::', 7, 'ipv6');
privateRanges.addSubnet('fe80::', 10, 'ipv6');

const never = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  never.addSubnet(net, prefix, 'ipv4');
never.addAddress('::', 'ipv6');
never.addSubnet('ff00::', 8, 'ipv6');

/** What kind of address this is; an IPv4 address inside IPv6 (::ffff:10.0.0.1, 64:ff9b::…) as the IPv4 one. */
export function classifyAddress(address: string): AddressClass {
  const family = isIP(address);
  if (family === 0) return 'never';
  if (family === 6) {
    const embedded = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    if (embedded) return classifyAddress(embedded);
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (never.check(address, type)) return 'never';
  if (loopback.check(address, type)) return 'loopback';
  if (privateRanges.check(address, type)) return 'private';
  return 'public';
}

const allowedBy: Record<TargetMode, readonly AddressClass[]> = {
  public: ['public'],
  private: ['public', 'private', 'loopback'],
  loopback: ['loopback'],
};

export class TargetRefused extends Error {}

const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');
const isLoopbackName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/** The URL as registered, or why it cannot be one (before any name is looked up). */
export function parseTargetUrl(text: string, mode: TargetMode): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new TargetRefused('Enter the full address of the endpoint, starting with https://.');
  }
  if (url.username || url.password) throw new TargetRefused('The address must not contain a user name or password.');
  const host = bareHost(url);
  const loopbackHost = isLoopbackName(host) || (isIP(host) !== 0 && classifyAddress(host) === 'loopback');
  if (url.protocol === 'http:') {
    if (!loopbackHost || mode === 'public')
      throw new TargetRefused(
        'The address must start with https:// (http:// is taken only for this machine in development).',
      );
  } else if (url.protocol !== 'https:') {
    throw new TargetRefused('The address must start with https://.');
  }
  if (mode === 'loopback' && !loopbackHost)
    throw new TargetRefused('This server delivers webhooks only to this machine (WEBHOOK_TARGETS=loopback).');
  return url;
}

export type Resolve = (host: string) => Promise<{ address: string; family: number }[]>;
const systemResolve: Resolve = (host) => dnsLookup(host, { all: true, verbatim: true });

/**
 * The address to connect to: every address the host resolves to must be allowed (a name with one
 * public and one private address is refused whole), and the request connects to the first, so
 * the address checked is the address used.
 */
export async function resolveTarget(
  url: URL,
  mode: TargetMode,
  resolve: Resolve = systemResolve,
): Promise<{ address: string; family: 4 | 6 }> {
  const host = bareHost(url);
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else if (isLoopbackName(host)) addresses = [{ address: '127.0.0.1', family: 4 }];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new TargetRefused(`The host ${host} could not be found.`);
    }
  }
  if (addresses.length === 0) throw new TargetRefused(`The host ${host} could not be found.`);
  for (const { address } of addresses) {
    const kind = classifyAddress(address);
    if (!allowedBy[mode].includes(kind)) {
      const said = kind === 'public' ? 'a public address' : `a ${kind === 'never' ? 'reserved' : kind} address`;
      throw new TargetRefused(`The host ${host} is ${said} (${address}), where this server does not deliver webhooks.`);
    }
  }
  const first = addresses[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
