/**
 * The lifecycle of one device authorization (docs/provider.md#polling; RFC 8628 §3.4-3.5), as a value with named,
 * pure transitions. Storage and HTTP live elsewhere; everything here takes the time as an argument.
 *
 *   pending ──allow──▶ granted ──poll──▶ claimed ──revoke──▶ revoked
 *      │  │              └──remove access (account page)──▶ denied (access_denied)
 *      │  └──deny───▶ denied (access_denied; admin_policy_enforced or org_internal only when the person gives up)
 *      └── expires_in elapses (also from granted/denied before the device collected) ──▶ expired
 */

export type DenialReason = 'access_denied' | 'admin_policy_enforced' | 'org_internal';

export type GrantState =
  | { kind: 'pending' }
  | { kind: 'granted'; userId: string; scopes: readonly string[]; decidedAt: number }
  | { kind: 'denied'; userId: string; reason: DenialReason; decidedAt: number }
  | { kind: 'expired' }
  | {
      kind: 'claimed';
      userId: string;
      scopes: readonly string[];
      claimedAt: number;
      /** When the person allowed (the ID token's auth_time); absent on claims saved before it was kept. */
      decidedAt?: number;
      /** The claiming request's id (its X-Request-Id from the proxy in front), which a replay of it carries. */
      requestId?: string;
      /** How many replays of the claiming request got tokens again. */
      replays?: number;
    }
  | { kind: 'revoked'; userId: string; revokedAt: number };

export interface DeviceGrant {
  id: number;
  clientId: string;
  /** Requested scopes, in the order asked. */
  scopes: readonly string[];
  userCode: string;
  createdAt: number;
  expiresAt: number;
  /** Seconds the device must wait between polls. */
  interval: number;
  /** The network address the device code was requested from (the consent page shows its network); null if unknown. */
  requestAddress: string | null;
  /** When the device last polled; null before its first poll. */
  lastPollAt: number | null;
  state: GrantState;
}

/**
 * Polls that arrive this much earlier than `interval` still count as on time: a device that waits the
 * interval after each answer can arrive a little early when the previous answer was slow.
 */
export const POLL_JITTER_MS = 250;

/**
 * How long after a claim the same request, sent again, still gets tokens (docs/provider.md#polling): a proxy
 * in front sends a request again when the replica carrying it closed without answering (killed, say), with
 * the request id it set. HAProxy's retries are over within seconds.
 */
export const CLAIM_REPLAY_MS = 60_000;

/** What the token endpoint says to one poll. */
export type PollOutcome =
  | { kind: 'authorization_pending' }
  | { kind: 'slow_down' }
  /** `replay`: the claim's own request sent again; the tokens it issued were never heard and are replaced. */
  | { kind: 'tokens'; userId: string; scopes: readonly string[]; replay?: true }
  | { kind: 'denied'; reason: DenialReason }
  | { kind: 'expired_token' }
  | { kind: 'invalid_grant' };

/** Why a person's decision could not be recorded. */
export type DecisionRefusal = 'expired' | 'already_used';

export type Decision = { ok: true; grant: DeviceGrant } | { ok: false; refusal: DecisionRefusal };

/** Pending, granted or denied grants become expired once expires_in has elapsed (RFC 8628 §3.2). */
export function expire(grant: DeviceGrant, now: number): DeviceGrant {
  const open =
    grant.state.kind === 'pending' || grant.state.kind === 'granted' || grant.state.kind === 'denied';
  return open && now >= grant.expiresAt ? { ...grant, state: { kind: 'expired' } } : grant;
}

/**
 * One poll of the token endpoint by the device that holds this grant's device code. `requestId`: the
 * request's id when a trusted proxy set it (a replay of a request carries the same one), else one never
 * seen before.
 */
export function poll(
  current: DeviceGrant,
  now: number,
  requestId?: string,
): { grant: DeviceGrant; outcome: PollOutcome } {
  const grant = expire(current, now);
  const polled = { ...grant, lastPollAt: now };
  switch (grant.state.kind) {
    case 'pending': {
      const early =
        grant.lastPollAt !== null && now - grant.lastPollAt < grant.interval * 1000 - POLL_JITTER_MS;
      return { grant: polled, outcome: { kind: early ? 'slow_down' : 'authorization_pending' } };
    }
    case 'granted': {
      const { userId, scopes, decidedAt } = grant.state;
      const by = requestId === undefined ? {} : { requestId };
      const state: GrantState = { kind: 'claimed', userId, scopes, claimedAt: now, decidedAt, ...by };
      return { grant: { ...polled, state }, outcome: { kind: 'tokens', userId, scopes } };
    }
    case 'denied':
      return { grant: polled, outcome: { kind: 'denied', reason: grant.state.reason } };
    case 'expired':
      return { grant: polled, outcome: { kind: 'expired_token' } };
    case 'claimed': {
      const { userId, scopes, requestId: claimedBy, claimedAt } = grant.state;
      if (requestId === undefined || requestId !== claimedBy || now - claimedAt >= CLAIM_REPLAY_MS) {
        // docs/provider.md#polling: invalid_grant once the code is claimed.
        return { grant, outcome: { kind: 'invalid_grant' } };
      }
      // The claim's answer was lost with the replica that made it. Counting the replay makes the saved state
      // differ from the one read, so of two replays at once only one is answered.
      const replays = (grant.state.replays ?? 0) + 1;
      return {
        grant: { ...polled, state: { ...grant.state, replays } },
        outcome: { kind: 'tokens', userId, scopes, replay: true },
      };
    }
    case 'revoked':
      return { grant, outcome: { kind: 'invalid_grant' } };
  }
}

function decide(grant: DeviceGrant, now: number, state: GrantState): Decision {
  const current = expire(grant, now);
  if (current.state.kind === 'expired') return { ok: false, refusal: 'expired' };
  if (current.state.kind !== 'pending') return { ok: false, refusal: 'already_used' };
  return { ok: true, grant: { ...current, state } };
}

/** The person allowed some (at least one) of the requested scopes. */
export function allow(grant: DeviceGrant, now: number, userId: string, scopes: readonly string[]): Decision {
  const granted = grant.scopes.filter((s) => scopes.includes(s));
  if (granted.length === 0) throw new RangeError('allow needs at least one of the requested scopes');
  return decide(grant, now, { kind: 'granted', userId, scopes: granted, decidedAt: now });
}

/** The person refused, or gave up under a policy (docs/provider.md#when-admin_policy_enforced-and-org_internal-are-decided). */
export function deny(grant: DeviceGrant, now: number, userId: string, reason: DenialReason): Decision {
  return decide(grant, now, { kind: 'denied', userId, reason, decidedAt: now });
}

/**
 * The person removed the app's access on the account page after allowing, before the device collected its
 * tokens: the next poll hears access_denied rather than getting tokens the person has just taken back.
 */
export function withdraw(grant: DeviceGrant, now: number): DeviceGrant {
  if (grant.state.kind !== 'granted') return grant;
  const { userId } = grant.state;
  return { ...grant, state: { kind: 'denied', userId, reason: 'access_denied', decidedAt: now } };
}

/** The tokens issued from this grant were revoked (revoke endpoint or the account page). */
export function revoke(grant: DeviceGrant, now: number): DeviceGrant {
  if (grant.state.kind !== 'claimed') return grant;
  return { ...grant, state: { kind: 'revoked', userId: grant.state.userId, revokedAt: now } };
}

/** Words for a person about where a code stands; undefined when it can still be decided. */
export function codeProblem(grant: DeviceGrant, now: number): DecisionRefusal | undefined {
  const current = expire(grant, now);
  if (current.state.kind === 'expired') return 'expired';
  return current.state.kind === 'pending' ? undefined : 'already_used';
}
