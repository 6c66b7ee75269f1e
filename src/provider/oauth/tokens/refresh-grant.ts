/** The token endpoint's refresh_token grant (docs/provider.md#refresh). */
import { parseScopeString } from '#shared/scopes.ts';
import type { RefreshResponse } from '#shared/wire/oauth.ts';
import { errorResponse } from '../../http/errors.ts';
import { invalidGrant, invalidScope, refreshTooOften } from '../errors.ts';
import { limitsOf, withIdToken, type SecretGrantHandler, type TokenServices } from './grant-handler.ts';
import { idTokensIn } from './id-token.ts';

/**
 * RFC 6749 §6: a new access token for a live refresh token of this client, for every granted scope or, when
 * `scope` is sent, for those it names (a subset; a scope not granted is 400 invalid_scope). At most
 * REFRESH_PACE.max a minute per refresh token (tokens/refresh-pace.ts).
 */
export function refreshTokenGrant({ ctx, tokens, pace }: TokenServices): SecretGrantHandler {
  const idTokens = idTokensIn(ctx.sql);
  return {
    authentication: 'client_secret_post',
    credential: 'refresh_token',
    async answer(c, client, refreshToken, scope) {
      const narrowTo = scope === undefined ? undefined : [...new Set(parseScopeString(scope))];
      if (narrowTo?.length === 0) return errorResponse(c, invalidScope('scope names no scope.'));
      const now = ctx.clock.now();
      const wait = await pace.take(refreshToken, now);
      if (wait > 0) return errorResponse(c, refreshTooOften(wait));
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
