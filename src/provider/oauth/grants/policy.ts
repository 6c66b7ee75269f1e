/**
 * What an organization's or an administrator's policy leaves a person for a client's request
 * (docs/provider.md#when-admin_policy_enforced-and-org_internal-are-decided), and how a code ends when the
 * person gives up under it.
 */
import type { Client } from '../clients/client.ts';
import type { User } from '../accounts/people.ts';
import type { DenialReason } from './grant.ts';

export interface PolicyLimits {
  /** The organization an internal client is limited to, when the person is not in it (org_internal). */
  orgOnly: string | null;
  /** Requested scopes the person's administrator forbids (admin_policy_enforced), in the order asked. */
  forbidden: string[];
}

export function policyLimits(client: Client, user: User, scopes: readonly string[]): PolicyLimits {
  return {
    orgOnly: client.internalOrg !== null && user.org !== client.internalOrg ? client.internalOrg : null,
    forbidden: scopes.filter((s) => user.forbiddenScopes.includes(s)),
  };
}

/**
 * The reason a code ends with when the person gives up ("Don't connect") under these limits: the
 * organization first (no scope would help), then the administrator, else a plain no.
 */
export function givingUpReason(limits: PolicyLimits): DenialReason {
  if (limits.orgOnly !== null) return 'org_internal';
  return limits.forbidden.length > 0 ? 'admin_policy_enforced' : 'access_denied';
}
