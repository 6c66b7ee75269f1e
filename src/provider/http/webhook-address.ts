/**
 * Where the provider may post notifications: an absolute http or https URL without user info whose host is
 * a loopback host or one of PROVIDER_WEBHOOK_HOSTS, so the provider cannot be made to post anywhere else.
 * Calendar watch channels and real-time bidding creative watches share this rule.
 */
import { isIP } from 'node:net';
import { badRequest } from './errors.ts';

function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost') || bare === '::1') return true;
  return isIP(bare) === 4 && bare.startsWith('127.');
}

/** The address as a normalized URL; a 400 naming what is wrong otherwise. */
export function webhookAddress(raw: unknown, allowedHosts: readonly string[]): string {
  if (typeof raw !== 'string') throw badRequest('address is required.', 'required');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badRequest('address must be an absolute http or https URL.', 'invalid');
  }
  const host = url.hostname.toLowerCase();
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username !== '' || url.password !== '') {
    throw badRequest('address must be an absolute http or https URL.', 'invalid');
  }
  if (!isLoopback(host) && !allowedHosts.includes(host.replace(/^\[|\]$/g, ''))) {
    throw badRequest(`Unauthorized WebHook callback address: ${host}`, 'push.webhookUrlUnauthorized');
  }
  return url.toString();
}
