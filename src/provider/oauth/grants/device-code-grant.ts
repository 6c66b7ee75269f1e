/**
 * The token endpoint's device_code grant (docs/provider.md#polling; RFC 8628 §3.4-3.5): one poll of a device
 * code, through the grant's lifecycle (grant.ts), answered with tokens or with the poll's error.
 */
import { errorResponse, type OAuthError } from '../../http/errors.ts';
import type { TokenResponse } from '#shared/wire/oauth.ts';
import { accountStatesIn } from '../accounts/store/account-states.ts';
import { idTokensIn } from '../tokens/id-token.ts';
import { revokeClaim } from '../tokens/revocation.ts';
import {
  limitsOf,
  withIdToken,
  type SecretGrantHandler,
  type TokenServices,
} from '../tokens/grant-handler.ts';
import { poll, withdraw, type DeviceGrant, type PollOutcome } from './grant.ts';
import {
  accessDenied,
  adminPolicyEnforced,
  authorizationPending,
  expiredToken,
  invalidGrant,
  orgInternal,
  slowDown,
} from '../errors.ts';

/** Each poll outcome that is not tokens, as its error (docs/provider.md#polling). */
function pollError(outcome: Exclude<PollOutcome, { kind: 'tokens' }>): OAuthError {
  switch (outcome.kind) {
    case 'authorization_pending':
      return authorizationPending();
    case 'slow_down':
      return slowDown();
    case 'expired_token':
      return expiredToken();
    case 'invalid_grant':
      return invalidGrant('The device code was already claimed.');
    case 'denied':
      switch (outcome.reason) {
        case 'access_denied':
          return accessDenied();
        case 'admin_policy_enforced':
          return adminPolicyEnforced();
        case 'org_internal':
          return orgInternal();
      }
  }
}

/**
 * RFC 8628 §3.4: one poll. A poll that leaves the grant pending (authorization_pending, slow_down) is
 * read-only and cheap: one grant lookup and one tracker swap, no transaction; its time goes to the poll
 * tracker. Only a change of state (claim, expiry) is saved, with the tokens a claim issues, in one
 * transaction, and only if the row still holds the state this poll read: of two polls (perhaps on two
 * replicas) claiming one code, exactly one gets tokens.
 */
export function deviceCodeGrant({ ctx, grants, tokens, tracker }: TokenServices): SecretGrantHandler {
  const states = accountStatesIn(ctx.sql);
  const idTokens = idTokensIn(ctx.sql);
  const claim = (
    grant: DeviceGrant,
    next: DeviceGrant,
    outcome: PollOutcome,
    authTime: number,
    now: number,
  ) =>
    ctx.sql.withTransaction(async (): Promise<TokenResponse | OAuthError> => {
      // An approval whose account was disabled since (perhaps by another process) gives no tokens.
      if (outcome.kind === 'tokens' && (await states.isDisabled(outcome.userId))) {
        return (await grants.saveIf(withdraw(grant, now), grant))
          ? accessDenied()
          : pollError({ kind: 'invalid_grant' });
      }
      if (next.state !== grant.state && !(await grants.saveIf(next, grant))) {
        return pollError({ kind: 'invalid_grant' });
      }
      if (outcome.kind !== 'tokens') return pollError(outcome);
      // The first claim's tokens never reached the device: they stop before their replacements are issued.
      if (outcome.replay) await revokeClaim(ctx.sql, grant.id, now);
      const issued = await tokens.issue(
        { ...outcome, id: grant.id, clientId: grant.clientId },
        now,
        limitsOf(ctx),
      );
      await idTokens.rememberAuthTime(issued.refreshToken, authTime);
      return {
        access_token: issued.accessToken,
        expires_in: issued.expiresIn,
        refresh_token: issued.refreshToken,
        scope: issued.scopes.join(' '),
        token_type: 'Bearer',
      };
    });
  return {
    authentication: 'client_secret_post',
    credential: 'device_code',
    async answer(c, client, deviceCode) {
      const stored = await grants.findByDeviceCode(deviceCode);
      if (stored === undefined || stored.clientId !== client.id) {
        ctx.meter.devicePoll('invalid_grant');
        return errorResponse(c, invalidGrant('The device code is unknown or malformed.'));
      }
      const now = ctx.clock.now();
      // A trusted proxy's id, which a replay of this request carries (docs/provider.md#polling).
      const requestId: string | undefined = c.get('requestId');
      // Only a pending grant's polls are timed (slow_down). After a restart the tracker knows nothing yet;
      // the time saved with the last change of state stands in.
      const before =
        stored.state.kind === 'pending'
          ? await tracker.swap(stored.id, now, stored.interval * 1000, requestId)
          : null;
      const grant = { ...stored, lastPollAt: before ?? stored.lastPollAt };
      const { grant: next, outcome } = poll(grant, now, requestId);
      if (outcome.kind === 'authorization_pending' || outcome.kind === 'slow_down') {
        ctx.meter.devicePoll(outcome.kind);
        return errorResponse(c, pollError(outcome));
      }
      const authTime =
        grant.state.kind === 'granted' || grant.state.kind === 'claimed'
          ? (grant.state.decidedAt ?? now)
          : now;
      const answer = await claim(grant, next, outcome, authTime, now);
      const granted = outcome.kind === 'tokens' && outcome.replay === true ? 'replayed' : 'granted';
      ctx.meter.devicePoll('token_type' in answer ? granted : answer.error);
      // The grant left pending for good: no later poll needs its time.
      if (stored.state.kind === 'pending') await tracker.forget(grant.id);
      if (!('token_type' in answer)) return errorResponse(c, answer);
      if (outcome.kind !== 'tokens' || !outcome.scopes.includes('openid')) return c.json(answer);
      const issuer = ctx.settings.publicUrl;
      return withIdToken(
        c,
        answer,
        idTokens.issue({ ...outcome, issuer, clientId: client.id, authTime, now }),
      );
    },
  };
}
