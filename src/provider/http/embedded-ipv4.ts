/**
 * The IPv4 addresses an IPv6 address carries, for the webhook address check (webhook-address.ts): a post
 * to `::ffff:0:7f00:1` or `2002:7f00:1::1` reaches 127.0.0.1 through a translator or a tunnel as surely as a
 * post to 127.0.0.1, so such an address is judged by the IPv4 address it embeds.
 */

/** The 16 bytes of a valid IPv6 address, its last 32 bits possibly written as dotted IPv4. */
function ipv6Bytes(address: string): number[] {
  let text = address.replace(/%.*$/, '').toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted !== null) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

const ipv4 = (bytes: readonly number[]): string => bytes.join('.');

const ZEROS_64 = [0, 0, 0, 0, 0, 0, 0, 0];

/**
 * Each IPv4 address `address` (a valid IPv6 address) embeds, or undefined when it is of no embedding form.
 * Forms: IPv4-compatible `::/96` (RFC 4291 §2.5.5.1; `::` and `::1` give 0.0.0.0 and 0.0.0.1, internal
 * too), IPv4-mapped `::ffff:0:0/96` (§2.5.5.2), IPv4-translated `::ffff:0:0:0/96` (RFC 2765 §2.1), the
 * NAT64 well-known prefix `64:ff9b::/96` (RFC 6052 §2.1), 6to4 `2002::/16` (RFC 3056 §2) and Teredo
 * `2001::/32` (RFC 4380 §4: its server, and its client's address stored inverted). The local-use NAT64
 * prefix `64:ff9b:1::/48` (RFC 8215) is not here: its operator chooses where the IPv4 address sits (RFC 6052
 * §2.2) and nothing in the address says where, so webhook-address.ts refuses the whole prefix.
 */
export function embeddedIPv4(address: string): string[] | undefined {
  const bytes = ipv6Bytes(address);
  const last = ipv4(bytes.slice(12));
  const within = (...prefix: number[]): boolean => prefix.every((byte, i) => bytes[i] === byte);
  if (within(...ZEROS_64, 0, 0, 0, 0) || within(...ZEROS_64, 0, 0, 0xff, 0xff)) return [last];
  if (within(...ZEROS_64, 0xff, 0xff, 0, 0) || within(0, 0x64, 0xff, 0x9b, ...ZEROS_64)) return [last];
  if (within(0x20, 0x02)) return [ipv4(bytes.slice(2, 6))];
  if (within(0x20, 0x01, 0, 0)) return [ipv4(bytes.slice(4, 8)), ipv4(bytes.slice(12).map((b) => b ^ 0xff))];
  return undefined;
}
