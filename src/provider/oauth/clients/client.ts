/** An OAuth client as the authorization server knows it (docs/provider.md#errors: what each type may do). */
import { ALL_SCOPES, scope } from '#shared/scopes.ts';

/**
 * `tv`: TVs and limited-input devices, the only type that may use the device flow; `web` otherwise;
 * `service`: a service account, which signs in with its own key by the JWT bearer grant and nothing else
 * (docs/identity.md#service-accounts).
 */
export type ClientType = 'tv' | 'web' | 'service';

export interface Client {
  id: string;
  name: string;
  type: ClientType;
  /** Set when only accounts of this organization may authorize the client (org_internal). */
  internalOrg: string | null;
  /**
   * The scopes the device flow may grant it, beneath the server's policy (PROVIDER_STRICT_SCOPES); null: every
   * scope that policy allows (docs/identity.md#clients). For a service client, what the JWT bearer grant may
   * grant it out of SERVICE_ACCOUNT_SCOPES.
   */
  allowedScopes: readonly string[] | null;
}

/** A client as it is written: a scope list is optional (none: the server's policy alone). */
export type ClientInput = Omit<Client, 'allowedScopes'> & { allowedScopes?: readonly string[] | null };

/**
 * What a service account may be granted at all: the video data API's scopes (`video`, `video.*`,
 * `videopartner…`), the one API here that takes service accounts, and only for the content owners they
 * manage (docs/identity.md#service-accounts). Every other API works for a person, so a service account's
 * token holds none of their scopes.
 */
export const SERVICE_ACCOUNT_SCOPES: readonly string[] = ALL_SCOPES.filter((s) =>
  s.startsWith(scope('video')),
);

/** What the device flow may grant `client` out of what the server's policy allows, in the policy's order. */
export function scopesFor(client: Client, policy: readonly string[]): readonly string[] {
  const own = client.allowedScopes;
  return own === null ? policy : policy.filter((scope) => own.includes(scope));
}
