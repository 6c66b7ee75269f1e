/**
 * Where and when a device code was asked for, in words for the consent page: a phished person sees a
 * request from a network or a time that is not theirs (docs/security.md#phishing-resistant-consent).
 */
import { isIPv4 } from 'node:net';
import { ipv6Groups } from '../../http/client-address.ts';
import { words } from './words/catalogue.ts';

/** The requesting address as its network: IPv4 /24, IPv6 /48 (the whole address would say too much). */
export function networkOf(address: string | null): string {
  if (address === null) return words().unknownNetwork;
  const bare = address.replace(/%.*$/, '');
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1] ?? bare;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  const groups = ipv6Groups(bare);
  return groups === undefined ? words().unknownNetwork : `${groups.slice(0, 3).join(':')}::/48`;
}

/** "just now", "2 minutes ago", "1 hour ago", in the page's language. */
export function timeAgo(then: number, now: number): string {
  const minutes = Math.floor(Math.max(0, now - then) / 60_000);
  if (minutes < 1) return words().justNow;
  if (minutes < 60) return words().minutesAgo(minutes);
  return words().hoursAgo(Math.floor(minutes / 60));
}
