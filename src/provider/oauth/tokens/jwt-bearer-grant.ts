/**
 * The token endpoint's JWT bearer grant (RFC 7523 §2.1), as Google's service accounts use it
 * (docs/identity.md#service-accounts): a service client signs a short JWT with its own key and gets an
 * access token for the scopes it names. No refresh token: the service signs a new assertion when it needs
 * another token.
 */
import type { JWTPayload } from 'jose';
import type { RefreshResponse } from '#shared/wire/oauth.ts';
import { scopesFor, SERVICE_ACCOUNT_SCOPES, type Client } from '../clients/client.ts';
import { clientsIn } from '../clients/store/clients-store.ts';
import { invalidClient, invalidGrant, invalidRequest, invalidScope, tooManyTokens } from '../errors.ts';
import type { PaceLimit } from './refresh-pace.ts';
import { askedScopes, checkClaims, CLOCK_SKEW_S, signedWith, unverifiedClaims } from './assertion.ts';
import type { AssertionGrantHandler, TokenServices } from './grant-handler.ts';
import { serviceTokensIn } from './store/service-tokens-store.ts';

/** RFC 7523 §2.1. */
export const JWT_BEARER_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:jwt-bearer';

/**
 * Access tokens per service client in any sliding minute: a service keeps its token for the hour it lives,
 * and one that signs in a loop would otherwise grow the tokens table without end (docs/security.md).
 */
export const SERVICE_TOKEN_PACE: PaceLimit = { max: 60, windowMs: 60_000 };

/** The scopes the client may be granted, or the invalid_scope refusal's words (RFC 6749 §5.2). */
function scopeRefusal(asked: readonly string[], allowed: readonly string[]): string | undefined {
  if (asked.length === 0) return 'The assertion names no scope: its scope claim lists them, space separated.';
  const notService = asked.filter((s) => !SERVICE_ACCOUNT_SCOPES.includes(s));
  if (notService.length > 0) return `Not allowed for a service account: ${notService.join(' ')}`;
  const notOwn = asked.filter((s) => !allowed.includes(s));
  return notOwn.length > 0 ? `Not allowed for this client: ${notOwn.join(' ')}` : undefined;
}

/**
 * Checks in the order a service hears about them: an assertion that can be read, whose iss names a service
 * client, signed with that client's registered key (RFC 7523 §3.1: each of these is invalid_grant, but a
 * client of another type is invalid_client, as for the device flow), its claims, its scopes, its jti once,
 * then the pace.
 */
export function jwtBearerGrant({ ctx, servicePace }: TokenServices): AssertionGrantHandler {
  const clients = clientsIn(ctx.sql);
  const serviceTokens = serviceTokensIn(ctx.sql);

  async function verified(assertion: string): Promise<{ claims: JWTPayload; client: Client }> {
    const unverified = unverifiedClaims(assertion);
    if (unverified === undefined) throw invalidGrant('The assertion is not a JWT in compact serialization.');
    const iss = unverified.iss;
    if (typeof iss !== 'string' || iss === '') {
      throw invalidGrant("The assertion has no iss claim: it names the service account's client_id.");
    }
    const stored = await clients.find(iss, ctx.clock.now());
    if (stored === undefined)
      throw invalidGrant("No service account has the client_id the assertion's iss names.");
    if (stored.client.type !== 'service' || stored.publicKey === null) {
      throw invalidClient(
        `${iss} is not a service account: only service clients may use the JWT bearer grant.`,
      );
    }
    if (!(await signedWith(assertion, stored.publicKey))) {
      throw invalidGrant(
        "The assertion's signature does not verify with the service account's registered key.",
      );
    }
    return { claims: unverified, client: stored.client };
  }

  return {
    authentication: 'assertion',
    credential: 'assertion',
    async answer(c, assertion, formScope) {
      const { claims, client } = await verified(assertion);
      const now = ctx.clock.now();
      const audience = `${ctx.settings.publicUrl}/token`;
      const checked = checkClaims(claims, client.id, { audience, now });
      if ('refusal' in checked) throw invalidGrant(checked.refusal);
      const asked = askedScopes(claims, formScope);
      if (asked === 'both')
        throw invalidRequest("Send scope in the assertion's scope claim or as a parameter, not both.");
      if (asked === 'unreadable') throw invalidScope("The assertion's scope claim must be a string.");
      const scopeProblem = scopeRefusal(asked, scopesFor(client, SERVICE_ACCOUNT_SCOPES));
      if (scopeProblem !== undefined) throw invalidScope(scopeProblem);
      // The id is kept until no clock could still accept the assertion.
      const { exp, jti } = checked;
      const until = (exp + CLOCK_SKEW_S) * 1000;
      if (jti !== undefined && !(await serviceTokens.useAssertionId(client.id, jti, until, now))) {
        throw invalidGrant('This assertion was used already (its jti): sign a new one.');
      }
      const wait = await servicePace.take(client.id, now);
      if (wait > 0) throw tooManyTokens(wait);
      const access = await serviceTokens.issue(client.id, asked, now, ctx.settings.accessTtl);
      // No refresh_token: the service signs a new assertion for its next token (Google issues none here).
      const body: RefreshResponse = {
        access_token: access.accessToken,
        expires_in: access.expiresIn,
        scope: access.scopes.join(' '),
        token_type: 'Bearer',
      };
      return c.json(body);
    },
  };
}
