/**
 * What every grant handler of the token endpoint is (docs/provider.md#the-token-endpoint): how its client
 * authenticates, the parameter that carries its credential and its answer; routes/token.ts keeps them in a
 * map keyed by grant_type, and calls the one a request names.
 */
import type { Context } from 'hono';
import type { ModuleContext } from '../../module.ts';
import type { PollTracker } from '../../store/poll-tracker.ts';
import type { Client } from '../clients/client.ts';
import type { GrantsStore } from '../grants/store/grants-store.ts';
import type { RefreshPace, TokenPace } from './refresh-pace.ts';
import type { TokenLimits, TokensStore } from './store/tokens-store.ts';

/** What the grant handlers work with; made once, when the endpoints are. */
export interface TokenServices {
  ctx: ModuleContext;
  grants: GrantsStore;
  tokens: TokensStore;
  tracker: PollTracker;
  pace: RefreshPace;
  /** Service accounts' access tokens, per service client (docs/identity.md#service-accounts). */
  servicePace: TokenPace;
}

/** A grant whose client sends client_id and client_secret in the form (RFC 6749 §2.3.1), checked first. */
export interface SecretGrantHandler {
  authentication: 'client_secret_post';
  /** The form parameter that carries this grant's credential (required). */
  credential: 'device_code' | 'refresh_token';
  /** `scope`: the request's `scope` parameter, when sent. */
  answer(c: Context, client: Client, credential: string, scope?: string): Response | Promise<Response>;
}

/**
 * A grant whose assertion names and authenticates its own client (RFC 7523 §2.1 and §3: the JWT's issuer,
 * its signature), so the form carries no client credentials.
 */
export interface AssertionGrantHandler {
  authentication: 'assertion';
  credential: 'assertion';
  answer(c: Context, assertion: string, scope?: string): Response | Promise<Response>;
}

export type GrantHandler = SecretGrantHandler | AssertionGrantHandler;

export const limitsOf = ({ settings }: ModuleContext): TokenLimits => ({
  accessTtlSeconds: settings.accessTtl,
  perClientUser: settings.refreshLimit,
  perUser: settings.refreshLimitPerUser,
});

/** OpenID Connect Core §3.1.3.3 and §12.2: with `openid` granted, the answer carries an ID token. */
export async function withIdToken(
  c: Context,
  body: object,
  idToken: Promise<string | undefined>,
): Promise<Response> {
  const token = await idToken;
  return c.json(token === undefined ? body : { ...body, id_token: token });
}
