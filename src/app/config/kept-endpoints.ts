/**
 * The provider's addresses as the last start read them, for a signed-in TV that starts while the provider
 * cannot be reached: it goes home and shows its kept data, as it does when the network goes mid-session,
 * instead of stopping at "cannot be reached" (docs/app.md#fresh-data). Kept per discovery address, so a TV
 * whose config.json changed never uses another provider's addresses.
 */
import { boolean, listOf, nonEmptyString, object, optional, shape } from '#shared/wire/decode.ts';
import type { Endpoints } from './discovery.ts';

const KEY = 'tv-endpoints';

const endpoints = shape<Endpoints>({
  deviceAuthorization: nonEmptyString,
  token: nonEmptyString,
  revocation: nonEmptyString,
  scopesSupported: listOf(nonEmptyString),
  issuer: nonEmptyString,
  checksClient: optional(boolean),
  jwks: optional(nonEmptyString),
  userinfo: optional(nonEmptyString),
});

export function keepEndpoints(discovery: string, found: Endpoints): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ discovery, endpoints: found }));
  } catch {
    // Storage full or blocked: an offline start then stops as before.
  }
}

export function keptEndpoints(discovery: string): Endpoints | undefined {
  try {
    const kept = object(JSON.parse(localStorage.getItem(KEY) ?? 'null'), KEY);
    return kept.discovery === discovery ? endpoints(kept.endpoints, KEY) : undefined;
  } catch {
    return undefined;
  }
}
