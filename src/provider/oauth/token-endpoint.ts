/** seed 000, "POST {auth_url}/token": the device_code grant (poll) and the refresh_token grant. */
import type { Context } from 'hono';
import type { ModuleContext } from '../module.ts';
import { OAuthError } from '../http/errors.ts';
import {
  DEVICE_CODE_GRANT_TYPE,
  OAUTH_ERRORS,
  REFRESH_TOKEN_GRANT_TYPE,
  type RefreshResponse,
  type TokenResponse,
} from '#shared/wire/oauth.ts';
import { authenticateDeviceClient } from './clients.ts';
import { findGrantByDeviceCode, saveGrant } from './grants-store.ts';
import { poll, type PollOutcome } from './grant.ts';
import { invalidRequest, readForm } from './form.ts';
import { issueTokens, refreshAccess, type TokenLimits } from './tokens.ts';

const invalidGrant = (description: string): OAuthError =>
  new OAuthError(400, OAUTH_ERRORS.invalidGrant, description);

/** seed 000, Errors: each poll outcome that is not tokens, as status and body. */
function pollError(outcome: Exclude<PollOutcome, { kind: 'tokens' }>): OAuthError {
  switch (outcome.kind) {
    case 'authorization_pending':
      return new OAuthError(428, OAUTH_ERRORS.authorizationPending, 'Precondition Required');
    case 'slow_down':
      return new OAuthError(403, OAUTH_ERRORS.slowDown, 'Forbidden');
    case 'expired_token':
      // RFC 8628 §3.5 (seed 000, Errors rule 2: not shown)
      return new OAuthError(400, OAUTH_ERRORS.expiredToken, 'The device code has expired.');
    case 'invalid_grant':
      return invalidGrant('The device code was already claimed.');
    case 'denied':
      switch (outcome.reason) {
        case 'access_denied':
          return new OAuthError(403, OAUTH_ERRORS.accessDenied, 'Forbidden');
        case 'admin_policy_enforced':
          return new OAuthError(
            400,
            OAUTH_ERRORS.adminPolicyEnforced,
            "The account cannot authorize one or more scopes because of its administrator's policy.",
          );
        case 'org_internal':
          return new OAuthError(
            403,
            OAUTH_ERRORS.orgInternal,
            'The client belongs to a project restricted to accounts of one organization.',
          );
      }
  }
}

export async function tokenEndpoint(ctx: ModuleContext, c: Context): Promise<Response> {
  const form = await readForm(c);
  if (!form.ok) throw invalidRequest(form.problem);
  const grantType = form.get('grant_type');
  if (grantType === undefined) throw invalidRequest('grant_type is required.');
  if (grantType !== DEVICE_CODE_GRANT_TYPE && grantType !== REFRESH_TOKEN_GRANT_TYPE) {
    throw new OAuthError(400, OAUTH_ERRORS.unsupportedGrantType, `Unsupported grant_type: ${grantType}`);
  }
  const clientId = form.get('client_id');
  const clientSecret = form.get('client_secret');
  if (clientId === undefined || clientSecret === undefined) {
    throw new OAuthError(401, OAUTH_ERRORS.invalidClient, 'client_id and client_secret are required.');
  }
  const credential =
    grantType === DEVICE_CODE_GRANT_TYPE ? form.get('device_code') : form.get('refresh_token');
  if (credential === undefined) {
    throw invalidRequest(
      `${grantType === DEVICE_CODE_GRANT_TYPE ? 'device_code' : 'refresh_token'} is required.`,
    );
  }
  const client = authenticateDeviceClient(ctx.db, clientId, clientSecret);
  if (client === undefined) {
    throw new OAuthError(
      401,
      OAUTH_ERRORS.invalidClient,
      'Unknown client, wrong secret, or not a TV client.',
    );
  }
  const { settings, db } = ctx;
  const limits: TokenLimits = {
    accessTtlSeconds: settings.accessTtl,
    perClientUser: settings.refreshLimit,
    perUser: settings.refreshLimitPerUser,
  };
  const now = ctx.clock.now();
  c.header('Cache-Control', 'no-store');
  c.header('Pragma', 'no-cache');

  if (grantType === REFRESH_TOKEN_GRANT_TYPE) {
    const access = db.transaction(() => refreshAccess(db, client.id, credential, now, limits))();
    // seed 000, Errors rule 3: not shown; RFC 6749 §5.2 invalid_grant.
    if (access === undefined) throw invalidGrant('The refresh token is unknown, revoked or no longer valid.');
    const body: RefreshResponse = {
      access_token: access.accessToken,
      expires_in: access.expiresIn,
      scope: access.scopes.join(' '),
      token_type: 'Bearer',
    };
    return c.json(body);
  }

  // The poll's bookkeeping (last poll time, claim) is saved even when the answer is an error, so the
  // error is returned from the transaction rather than thrown through it.
  const answer = db.transaction((): TokenResponse | OAuthError => {
    const grant = findGrantByDeviceCode(db, credential);
    if (grant === undefined || grant.clientId !== client.id) {
      return invalidGrant('The device code is unknown or malformed.');
    }
    const { grant: next, outcome } = poll(grant, now);
    saveGrant(db, next);
    if (outcome.kind !== 'tokens') return pollError(outcome);
    const issued = issueTokens(db, { ...outcome, id: grant.id, clientId: client.id }, now, limits);
    return {
      access_token: issued.accessToken,
      expires_in: issued.expiresIn,
      refresh_token: issued.refreshToken,
      scope: issued.scopes.join(' '),
      token_type: 'Bearer',
    };
  })();
  if (answer instanceof OAuthError) throw answer;
  return c.json(answer);
}
