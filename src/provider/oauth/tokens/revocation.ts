/**
 * What revoking a token stops (docs/provider.md#revoke): the token's rows, the tokens of the same grant,
 * the grant's state (claimed → revoked) and the watch channels the access made. Each runs in the caller's
 * transaction or one of its own, on either store.
 */
import type { SqlAccess } from '../../store/sql-access.ts';
import { revoke as revokeGrant } from '../grants/grant.ts';
import { grantsIn } from '../grants/store/grants-store.ts';
import { digest } from '../secrets.ts';
import { channelsOf } from './channel-revoker.ts';
import { serviceTokensIn } from './store/service-tokens-store.ts';
import { tokensIn } from './store/tokens-store.ts';

/** Refresh tokens and their access tokens stop, and the watch channels that access made. In a transaction. */
async function stopRefreshTokens(sql: SqlAccess, ids: readonly number[], now: number): Promise<void> {
  const tokens = tokensIn(sql);
  await channelsOf(sql).revokeGrants(
    ids.map((id) => `refresh:${id}`),
    now,
  );
  for (const id of ids) await tokens.markRefreshRevoked(id, now);
}

/** Revokes refresh tokens, their access tokens and their grants (claimed → revoked). In a transaction. */
export async function revokeRefreshIds(sql: SqlAccess, ids: readonly number[], now: number): Promise<void> {
  const tokens = tokensIn(sql);
  const grants = grantsIn(sql);
  await stopRefreshTokens(sql, ids, now);
  for (const id of ids) {
    const grantId = await tokens.refreshGrantId(id);
    const grant = grantId == null ? undefined : await grants.findById(grantId);
    if (grant !== undefined) await grants.save(revokeGrant(grant, now));
  }
}

/**
 * The tokens a device grant's claim issued, for a replay of that claim that is to get new ones
 * (grants/device-code-grant.ts): the grant stays claimed. In the caller's transaction.
 */
export async function revokeClaim(sql: SqlAccess, grantId: number, now: number): Promise<void> {
  await stopRefreshTokens(sql, await tokensIn(sql).liveRefreshIdsOfGrant(grantId), now);
}

/**
 * Revoking an access token also revokes its refresh token, even once the access token has expired (it
 * still names its grant; RFC 7009 §2.1); revoking a refresh token stops its access tokens too
 * (docs/provider.md#revoke). A service account's access token stands alone: it has no refresh token. False
 * when the token is unknown or already revoked. Its own transaction.
 */
export function revokeToken(sql: SqlAccess, token: string, now: number): Promise<boolean> {
  const tokens = tokensIn(sql);
  const hash = digest(token);
  return sql.withTransaction(async () => {
    const refreshId = await tokens.liveRefreshId(hash);
    if (refreshId !== undefined) {
      await revokeRefreshIds(sql, [refreshId], now);
      return true;
    }
    const access = await tokens.unrevokedAccess(hash);
    if (access === undefined) return serviceTokensIn(sql).revoke(hash, now);
    await tokens.markAccessRevoked(access.id, now);
    await channelsOf(sql).revokeGrants([`access:${access.id}`], now);
    if (access.refreshId !== null) await revokeRefreshIds(sql, [access.refreshId], now);
    return true;
  });
}
