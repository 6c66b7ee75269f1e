/**
 * The token endpoint's grant handlers, keyed by grant_type (docs/provider.md, "Polling" and "Refresh"):
 * each names the parameter that carries its credential and answers for an authenticated client.
 */
import type { Context } from 'hono';
import type { ModuleContext } from '../module.ts';
import { errorResponse, type OAuthError } from '../http/errors.ts';
import {
  DEVICE_CODE_GRANT_TYPE,
  REFRESH_TOKEN_GRANT_TYPE,
  type RefreshResponse,
  type TokenResponse,
} from '#shared/wire/oauth.ts';
import { parseScopeString } from '#shared/scopes.ts';
import type { Client } from './clients.ts';
import type { GrantsStore } from './grants-store.ts';
import type { TokensStore, TokenLimits } from './tokens.ts';
import type { PollTracker } from './poll-tracker.ts';
import { poll, withdraw, type DeviceGrant, type PollOutcome } from './grant.ts';
import { accountStatesIn } from './account-states.ts';
import { idTokensIn } from './id-token.ts';
import {
  accessDenied,
  adminPolicyEnforced,
  authorizationPending,
  expiredToken,
  invalidGrant,
  invalidScope,
  orgInternal,
  slowDown,
} from './errors.ts';

/** What the grant handlers work with; made once, when the endpoints are. */
export interface TokenServices {
  ctx: ModuleContext;
  grants: GrantsStore;
  tokens: TokensStore;
  tracker: PollTracker;
}

export interface GrantHandler {
  /** The form parameter that carries this grant's credential (required). */
  credential: 'device_code' | 'refresh_token';
  /** `scope`: the request's `scope` parameter, when sent. */
  answer(c: Context, client: Client, credential: string, scope?: string): Response | Promise<Response>;
}

const limitsOf = ({ settings }: ModuleContext): TokenLimits => ({
  accessTtlSeconds: settings.accessTtl,
  perClientUser: settings.refreshLimit,
  perUser: settings.refreshLimitPerUser,
});

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

/** OpenID Connect Core §3.1.3.3 and §12.2: with `openid` granted, the answer carries an ID token. */
async function withIdToken(
  c: Context,
  body: object,
  idToken: Promise<string | undefined>,
): Promise<Response> {
  const token = await idToken;
  return c.json(token === undefined ? body : { ...body, id_token: token });
}

/**
 * RFC 8628 §3.4: one poll. A poll that leaves the grant pending (authorization_pending, slow_down) is
 * read-only and cheap: one grant lookup and one tracker swap, no transaction; its time goes to the poll
 * tracker. Only a change of state (claim, expiry) is saved, with the tokens a claim issues, in one
 * transaction, and only if the row still holds the state this poll read: of two polls (perhaps on two
 * replicas) claiming one code, exactly one gets tokens.
 */
function deviceCodeGrant({ ctx, grants, tokens, tracker }: TokenServices): GrantHandler {
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
    credential: 'device_code',
    async answer(c, client, deviceCode) {
      const stored = await grants.findByDeviceCode(deviceCode);
      if (stored === undefined || stored.clientId !== client.id) {
        ctx.meter.devicePoll('invalid_grant');
        return errorResponse(c, invalidGrant('The device code is unknown or malformed.'));
      }
      const now = ctx.clock.now();
      // Only a pending grant's polls are timed (slow_down). After a restart the tracker knows nothing yet;
      // the time saved with the last change of state stands in.
      const before =
        stored.state.kind === 'pending' ? await tracker.swap(stored.id, now, stored.interval * 1000) : null;
      const grant = { ...stored, lastPollAt: before ?? stored.lastPollAt };
      const { grant: next, outcome } = poll(grant, now);
      if (outcome.kind === 'authorization_pending' || outcome.kind === 'slow_down') {
        ctx.meter.devicePoll(outcome.kind);
        return errorResponse(c, pollError(outcome));
      }
      const authTime = grant.state.kind === 'granted' ? grant.state.decidedAt : now;
      const answer = await claim(grant, next, outcome, authTime, now);
      ctx.meter.devicePoll('token_type' in answer ? 'granted' : answer.error);
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

/**
 * RFC 6749 §6: a new access token for a live refresh token of this client, for every granted scope or, when
 * `scope` is sent, for those it names (a subset; a scope not granted is 400 invalid_scope).
 */
function refreshTokenGrant({ ctx, tokens }: TokenServices): GrantHandler {
  const idTokens = idTokensIn(ctx.sql);
  return {
    credential: 'refresh_token',
    async answer(c, client, refreshToken, scope) {
      const narrowTo = scope === undefined ? undefined : [...new Set(parseScopeString(scope))];
      if (narrowTo?.length === 0) return errorResponse(c, invalidScope('scope names no scope.'));
      const now = ctx.clock.now();
      const access = await tokens.refresh(client.id, refreshToken, now, limitsOf(ctx), narrowTo);
      if (access === 'unknown') {
        // RFC 6749 §5.2 (docs/provider.md#refresh)
        return errorResponse(c, invalidGrant('The refresh token is unknown, revoked or no longer valid.'));
      }
      if (access === 'wider') {
        return errorResponse(c, invalidScope('scope may only name scopes the refresh token was granted.'));
      }
      const body: RefreshResponse = {
        access_token: access.accessToken,
        expires_in: access.expiresIn,
        scope: access.scopes.join(' '),
        token_type: 'Bearer',
      };
      if (!access.scopes.includes('openid')) return c.json(body);
      const who = await idTokens.ofRefreshToken(refreshToken);
      if (who === undefined) return c.json(body);
      const issuer = ctx.settings.publicUrl;
      return withIdToken(
        c,
        body,
        idTokens.issue({ ...who, scopes: access.scopes, issuer, clientId: client.id, now }),
      );
    },
  };
}

/** The grant types the token endpoint knows, by grant_type. */
export function grantHandlers(services: TokenServices): ReadonlyMap<string, GrantHandler> {
  return new Map([
    [DEVICE_CODE_GRANT_TYPE, deviceCodeGrant(services)],
    [REFRESH_TOKEN_GRANT_TYPE, refreshTokenGrant(services)],
  ]);
}
