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
 * Unspecified, multicast and broadcast addresses, and the documentation and benchmark ranges, are
 * never a target. An IPv6 address is read in every form it may be written in (`::ffff:7f00:1` is
 * `::ffff:127.0.0.1`): an IPv4 address inside it (mapped, compatible, translated, NAT64, 6to4) is
 * judged as that IPv4 address, and, since a gateway we cannot judge would carry the request, is
 * never taken as public (issue 39).
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
  // Documentation (RFC 5737): no real endpoint lives there.
  ['192.0.2.0', 24],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
] as const)
  never.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['ff00::', 8],
  // Documentation (RFC 3849), discard-only (RFC 6666), Teredo (an IPv4 relay in disguise), local NAT64.
  ['2001:db8::', 32],
  ['100::', 64],
  ['2001::', 32],
  ['64:ff9b:1::', 48],
] as const)
  never.addSubnet(net, prefix, 'ipv6');

/**
 * The 16 bytes of an IPv6 address as `isIP` accepts it, in any of its forms: groups of hex with
 * or without leading zeros, `::` anywhere, a dotted IPv4 tail, a zone (`%eth0`).
 */
export function ipv6Bytes(address: string): number[] {
  let text = address.split('%')[0]!.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [left = '', right] = text.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const head = groups(left);
  const tail = right === undefined ? [] : groups(right);
  const all = [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail];
  return all.flatMap((g) => [g >> 8, g & 0xff]);
}

const zeros = (bytes: number[], from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
const startsWith = (bytes: number[], prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

/**
 * The IPv4 address an IPv6 one carries and reaches: mapped (::ffff:a.b.c.d), translated
 * (::ffff:0:a.b.c.d), compatible (::a.b.c.d), NAT64 (64:ff9b::a.b.c.d), 6to4 (2002:AABB:CCDD::).
 */
function embeddedIpv4(bytes: number[]): string | undefined {
  const v4 = (at: number) => bytes.slice(at, at + 4).join('.');
  if (zeros(bytes, 0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return v4(12);
  if (zeros(bytes, 0, 8) && bytes[8] === 0xff && bytes[9] === 0xff && zeros(bytes, 10, 12)) return v4(12);
  // Compatible: all but :: and ::1, which are IPv6's own.
  if (zeros(bytes, 0, 12) && !(zeros(bytes, 12, 15) && bytes[15]! <= 1)) return v4(12);
  if (startsWith(bytes, [0x00, 0x64, 0xff, 0x9b]) && zeros(bytes, 4, 12)) return v4(12);
  if (startsWith(bytes, [0x20, 0x02])) return v4(2);
  return undefined;
}

const canonicalIpv6 = (bytes: number[]) =>
  Array.from({ length: 8 }, (_, i) => ((bytes[2 * i]! << 8) | bytes[2 * i + 1]!).toString(16)).join(':');

/** What kind of address this is; an IPv4 address inside IPv6 as the IPv4 one, but never public. */
export function classifyAddress(address: string): AddressClass {
  const family = isIP(address);
  if (family === 0) return 'never';
  if (family === 6) {
    const bytes = ipv6Bytes(address);
    const embedded = embeddedIpv4(bytes);
    if (embedded) {
      const kind = classifyAddress(embedded);
      return kind === 'public' ? 'never' : kind;
    }
    return classifyIn(canonicalIpv6(bytes), 'ipv6');
  }
  return classifyIn(address, 'ipv4');
}

function classifyIn(address: string, type: 'ipv4' | 'ipv6'): AddressClass {
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
