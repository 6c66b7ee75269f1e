/**
 * Where and when a device code was asked for, in words for the consent page: a phished person sees a
 * request from a network or a time that is not theirs (docs/security.md#phishing-resistant-consent).
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The requesting address as its network: IPv4 /24, IPv6 /48 (the whole address would say too much). */
export function networkOf(address: string | null): string {
  if (address === null) return 'an unknown network';
  const bare = address.replace(/%.*$/, '');
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1] ?? bare;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(bare)) return 'an unknown network';
  const [head = '', tail] = bare.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const prefix = groups.slice(0, 3).map((g) => (g.replace(/^0+/, '') || '0').toLowerCase());
  return `${prefix.join(':')}::/48`;
}

/** "just now", "2 minutes ago", "1 hour ago". */
export function timeAgo(then: number, now: number): string {
  const minutes = Math.floor(Math.max(0, now - then) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.floor(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'} ago`;
}
