/** An OAuth client as the authorization server knows it (docs/provider.md#errors: what each type may do). */
export interface Client {
  id: string;
  name: string;
  /** `tv`: TVs and limited-input devices, the only type that may use the device flow; `web` otherwise. */
  type: 'tv' | 'web';
  /** Set when only accounts of this organization may authorize the client (org_internal). */
  internalOrg: string | null;
  /**
   * The scopes the device flow may grant it, beneath the server's policy (PROVIDER_STRICT_SCOPES); null: every
   * scope that policy allows (docs/identity.md#clients).
   */
  allowedScopes: readonly string[] | null;
}

/** A client as it is written: a scope list is optional (none: the server's policy alone). */
export type ClientInput = Omit<Client, 'allowedScopes'> & { allowedScopes?: readonly string[] | null };

/** What the device flow may grant `client` out of what the server's policy allows, in the policy's order. */
export function scopesFor(client: Client, policy: readonly string[]): readonly string[] {
  const own = client.allowedScopes;
  return own === null ? policy : policy.filter((scope) => own.includes(scope));
}
