/**
 * The session's half of the protocol: refreshing the access token (RFC 6749 §6) and revoking the refresh
 * token (RFC 7009).
 * Apart from device-flow-client.ts because the sign-in screen never needs it: it arrives with the session,
 * after the code has been painted (or at once when stored tokens are found at start).
 */
import {
  OAUTH_ERRORS,
  REFRESH_TOKEN_GRANT_TYPE,
  parseOAuthErrorBody,
  parseRefreshResponse,
  type RefreshResponse,
} from '#shared/wire/oauth.ts';
import type { Endpoints } from '../config/discovery.ts';
import { postForm } from './device-flow-client.ts';
import { flowError, type ClientCredentials, type FlowErrorCode } from './device-code-answer.ts';

export type RefreshOutcome =
  | { kind: 'tokens'; tokens: RefreshResponse }
  | { kind: 'invalidGrant' }
  | { kind: 'error'; code: FlowErrorCode }
  | { kind: 'unreachable' };

export type RevokeOutcome = 'revoked' | 'rejected' | 'unreachable';

export class TokenClient {
  private readonly fetchFn: typeof fetch;

  constructor(
    private readonly endpoints: Pick<Endpoints, 'token' | 'revocation'>,
    private readonly credentials: Pick<ClientCredentials, 'clientId' | 'clientSecret'>,
    fetchFn: typeof fetch = fetch,
  ) {
    // Called unbound, window.fetch throws "Illegal invocation".
    this.fetchFn = (input, init) => fetchFn(input, init);
  }

  async refresh(refreshToken: string): Promise<RefreshOutcome> {
    const answer = await postForm(this.fetchFn, this.endpoints.token, {
      client_id: this.credentials.clientId,
      client_secret: this.credentials.clientSecret,
      grant_type: REFRESH_TOKEN_GRANT_TYPE,
      refresh_token: refreshToken,
    });
    if (answer === 'unreachable' || answer.status >= 500) return { kind: 'unreachable' };
    try {
      if (answer.status === 200) return { kind: 'tokens', tokens: parseRefreshResponse(answer.body) };
      const { error } = parseOAuthErrorBody(answer.body);
      if (error === OAUTH_ERRORS.invalidGrant) return { kind: 'invalidGrant' };
      return { kind: 'error', code: flowError(error) };
    } catch {
      return { kind: 'error', code: 'unknown' };
    }
  }

  /**
   * POST {revocation_endpoint}?token=…: the token in the query string, as the public device-flow guide shows
   * (docs/provider.md#revoke), where RFC 7009 §2.1 would send it in a form body.
   */
  async revoke(token: string): Promise<RevokeOutcome> {
    const { revocation } = this.endpoints;
    const url = `${revocation}${revocation.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
    const answer = await postForm(this.fetchFn, url, {});
    if (answer === 'unreachable' || answer.status >= 500) return 'unreachable';
    return answer.status === 200 ? 'revoked' : 'rejected';
  }
}
