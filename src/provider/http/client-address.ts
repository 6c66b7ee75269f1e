/**
 * The address a request came from, for per-address limits (device codes, wrong codes on the pages). Behind
 * a reverse proxy every request arrives from the proxy, so when the socket's peer is one of
 * PROVIDER_TRUST_PROXY, `X-Forwarded-For` names the client instead: read from its right end, skipping the
 * trusted proxies, since only the entries they appended can be believed (RFC 7239 §8.1 on the same risk).
 */
import type { Context } from 'hono';
import { isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Settings } from '../settings.ts';

/** `::ffff:192.0.2.1` and `192.0.2.1` are one address; IPv6 in lower case. */
function normalized(address: string): string {
  const bare = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .toLowerCase();
  return bare.startsWith('::ffff:') && bare.includes('.') ? bare.slice(7) : bare;
}

function peerOf(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Requests handed to app.request() in tests have no socket.
    return undefined;
  }
}

/** True when the request came straight from one of PROVIDER_TRUST_PROXY (its headers may be believed). */
export function fromTrustedProxy(c: Context, settings: Readonly<Pick<Settings, 'trustProxy'>>): boolean {
  const peer = peerOf(c);
  return peer !== undefined && settings.trustProxy.includes(normalized(peer));
}

export function clientAddress(c: Context, settings: Readonly<Pick<Settings, 'trustProxy'>>): string {
  const peer = peerOf(c);
  if (peer === undefined) return 'unknown';
  let address = normalized(peer);
  const trusted = settings.trustProxy;
  if (trusted.length === 0 || !trusted.includes(address)) return address;
  const forwarded = (c.req.header('X-Forwarded-For') ?? '').split(',').map(normalized);
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const hop = forwarded[i] ?? '';
    if (hop === '') break;
    address = hop;
    if (!trusted.includes(hop)) break;
  }
  return address;
}

/** The eight groups of an IPv6 address written out (`::` expanded, leading zeros dropped), else undefined. */
export function ipv6Groups(address: string): string[] | undefined {
  const bare = address.replace(/%.*$/, '');
  if (!isIPv6(bare) || bare.includes('.')) return undefined;
  const [head = '', tail] = bare.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((g) => g.replace(/^0+/, '').toLowerCase() || '0');
}

/**
 * What a per-address limit counts: an IPv4 address alone, an IPv6 address by its /64, the block one
 * household or host is normally given (RFC 6177), so that walking through one's own /64 gains nothing.
 */
export function addressGroup(address: string): string {
  const groups = ipv6Groups(address);
  return groups === undefined ? address : `${groups.slice(0, 4).join(':')}::/64`;
}

/**
 * The network a per-network limit counts beside `addressGroup`: an IPv4 address's /24, the block a provider
 * hands out together, so that walking through the neighbours' addresses gains little; undefined for IPv6,
 * whose /64 `addressGroup` already counts.
 */
export function networkGroup(address: string): string | undefined {
  const parts = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(address);
  return parts === null ? undefined : `${parts[1]}.${parts[2]}.${parts[3]}.0/24`;
}
