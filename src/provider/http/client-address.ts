/**
 * The address a request came from, for per-address limits (device codes, wrong codes on the pages). Behind
 * a reverse proxy every request arrives from the proxy, so when the socket's peer is one of
 * PROVIDER_TRUST_PROXY, `X-Forwarded-For` names the client instead: read from its right end, skipping the
 * trusted proxies, since only the entries they appended can be believed (RFC 7239 §8.1 on the same risk).
 */
import type { Context } from 'hono';
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
