/**
 * Where the provider may post notifications, and the post itself (docs/security.md#watch-channels; RFC 9700
 * §4.15 and OWASP ASVS V12.6 on server-side request forgery). Calendar watch channels and real-time bidding
 * creative watches share it.
 *
 * - An address is an absolute http or https URL without user info whose origin is one of
 *   PROVIDER_WEBHOOK_HOSTS, or whose host is listed there as a bare name (any port). Nothing else, loopback
 *   included.
 * - Before each post the host is resolved again (every address); one private, link-local, loopback or
 *   otherwise internal address refuses the post, unless the exact origin is listed.
 * - Posts follow no redirect, so a listed receiver cannot send the provider on to an internal address.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { badRequest } from './errors.ts';
import { embeddedIPv4 } from './embedded-ipv4.ts';

/** The host as listed and compared: lower case, IPv6 without brackets. */
const bareHost = (url: URL): string => url.hostname.toLowerCase().replace(/^\[|\]$/g, '');

function allowedBy(url: URL, allowed: readonly string[]): 'origin' | 'host' | undefined {
  if (allowed.includes(url.origin)) return 'origin';
  return allowed.includes(bareHost(url)) ? 'host' : undefined;
}

/** The address as a normalized URL; a 400 naming what is wrong otherwise. */
export function webhookAddress(raw: unknown, allowed: readonly string[]): string {
  if (typeof raw !== 'string') throw badRequest('address is required.', 'required');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badRequest('address must be an absolute http or https URL.', 'invalid');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username !== '' || url.password !== '') {
    throw badRequest('address must be an absolute http or https URL.', 'invalid');
  }
  if (allowedBy(url, allowed) === undefined) {
    throw badRequest(`Unauthorized WebHook callback address: ${url.host}`, 'push.webhookUrlUnauthorized');
  }
  return url.toString();
}

/**
 * Addresses no notification goes to unless its origin is listed (RFC 6890 special-purpose ranges; on IPv6
 * also the local-use NAT64 prefix 64:ff9b:1::/48 of RFC 8215, whose IPv4 address cannot be located, the
 * discard-only 100::/64 of RFC 6666 and the deprecated site-local fec0::/10 of RFC 3879).
 */
const INTERNAL = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  INTERNAL.addSubnet(net, prefix, 'ipv4');
// IPv6 addresses that embed an IPv4 address are judged by it (embedded-ipv4.ts), not by these rules; a
// BlockList rule for ::ffff:0:0/96 would match every IPv4 address.
for (const [net, prefix] of [
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  INTERNAL.addSubnet(net, prefix, 'ipv6');

export function isInternal(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 4) return INTERNAL.check(address, 'ipv4');
  const embedded = embeddedIPv4(address);
  if (embedded !== undefined) return embedded.some((v4) => INTERNAL.check(v4, 'ipv4'));
  return INTERNAL.check(address, 'ipv6');
}

/** Resolves a host to every address (tests replace it). */
export type Resolver = (host: string) => Promise<string[]>;

export const dnsResolver: Resolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/** Whether a post to `address` may go now: still allowed, and no resolved address internal unless listed. */
export async function deliverable(
  address: string,
  allowed: readonly string[],
  resolve: Resolver = dnsResolver,
): Promise<boolean> {
  const url = new URL(address);
  const by = allowedBy(url, allowed);
  if (by === undefined) return false;
  if (by === 'origin') return true;
  const host = bareHost(url);
  const addresses = isIP(host) === 0 ? await resolve(host).catch(() => []) : [host];
  return addresses.length > 0 && !addresses.some(isInternal);
}

/**
 * Fire and forget: checks the address again, then posts with no redirect followed. A slow, absent or
 * refused receiver never holds up or fails the API request that caused the notification.
 */
export function postNotification(
  address: string,
  init: { headers: Record<string, string>; body: string },
  allowed: readonly string[],
  resolve: Resolver = dnsResolver,
): void {
  void deliverable(address, allowed, resolve)
    .then((ok) =>
      ok
        ? fetch(address, {
            method: 'POST',
            ...init,
            redirect: 'error',
            signal: AbortSignal.timeout(10_000),
          }).then((res) => res.body?.cancel())
        : undefined,
    )
    .catch(() => undefined);
}
