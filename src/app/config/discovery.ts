/**
 * Reads the provider's discovery document: the device-code, token and revocation addresses all come from
 * it (RFC 8628 §4: the device authorization endpoint is published as `device_authorization_endpoint`).
 */
import { parseDiscoveryDocument, type DiscoveryDocument } from '#shared/wire/oauth.ts';
import { WireError } from '#shared/wire/decode.ts';
import { settled } from './early-boot.ts';

export interface Endpoints {
  deviceAuthorization: string;
  token: string;
  revocation: string;
  /** Every scope the provider knows. */
  scopesSupported: string[];
  /** Who issues the ID token; its origin + `/account` is where a person manages access (docs/identity.md). */
  issuer: string;
  /**
   * The token endpoint takes a refresh with client_secret_post: a refresh with a token that cannot exist
   * tells a client it does not know from one it does, before any code is shown (boot.ts).
   */
  checksClient?: boolean;
  /** Absent from providers without the identity addresses (docs/identity.md#discovery). */
  jwks?: string | undefined;
  userinfo?: string | undefined;
}

/** Why the provider's settings could not be had; `config-words.ts` says it in words. */
export type DiscoveryProblem =
  | { kind: 'unreachable' }
  | { kind: 'http'; status: number; url: string }
  /** `detail`: what the decode kit found wrong, or "not JSON". */
  | { kind: 'unreadable'; detail: string; url: string }
  /** The address answers, but not to a page of another origin (no CORS): not a discovery address. */
  | { kind: 'notForApps'; url: string };

/** The provider could not be asked; its words are fetched only when a start fails (docs/app.md, "Budgets"). */
export class DiscoveryError extends Error {
  constructor(
    readonly problem: DiscoveryProblem,
    /** True when trying again later may help (network, 5xx). */
    readonly transient: boolean,
  ) {
    super(`discovery: ${problem.kind}`);
    this.name = 'DiscoveryError';
  }
}

function endpointsOf(doc: DiscoveryDocument): Endpoints {
  return {
    deviceAuthorization: doc.device_authorization_endpoint,
    token: doc.token_endpoint,
    revocation: doc.revocation_endpoint,
    scopesSupported: doc.scopes_supported,
    issuer: doc.issuer,
    checksClient:
      (doc.grant_types_supported ?? []).includes('refresh_token') &&
      (doc.token_endpoint_auth_methods_supported ?? []).includes('client_secret_post'),
    jwks: doc.jwks_uri,
    userinfo: doc.userinfo_endpoint,
  };
}

export async function discoverEndpoints(
  url: string,
  fetchFn: typeof fetch = fetch,
  early?: Promise<unknown>,
): Promise<Endpoints> {
  const head = await settled(early);
  if (head !== undefined) {
    try {
      return endpointsOf(parseDiscoveryDocument(head));
    } catch {
      // Not a usable document: ask again below, and report what that answer says.
    }
  }
  let response: Response;
  try {
    response = await fetchFn(url, { headers: { Accept: 'application/json' } });
  } catch {
    // A fetch fails alike for a network down and for an address without CORS, such as the provider's
    // root: an opaque answer read without CORS tells the second, a mistake in config.json, from the first.
    const answers = await fetchFn(url, { mode: 'no-cors' }).then(
      () => true,
      () => false,
    );
    throw new DiscoveryError(answers ? { kind: 'notForApps', url } : { kind: 'unreachable' }, !answers);
  }
  if (!response.ok) {
    throw new DiscoveryError({ kind: 'http', status: response.status, url }, response.status >= 500);
  }
  try {
    return endpointsOf(parseDiscoveryDocument(await response.json()));
  } catch (err) {
    const detail = err instanceof WireError ? err.message : 'not JSON';
    throw new DiscoveryError({ kind: 'unreadable', detail, url }, false);
  }
}
