/**
 * What revoking access does beyond the authorization server's own tables: the watch channels the access
 * made stop (http/watch-channels.ts, docs/security.md#watch-channels). The oauth module registers the
 * provider's channel registry for its store when its routes are made; until then (a store used on its own,
 * as some tests do) revoking touches no channels.
 */
import type { SqlAccess } from '../../store/sql-access.ts';

export interface ChannelRevoker {
  /** The grants behind these keys (http/bearer.ts `grantKey`) were revoked. */
  revokeGrants(grantKeys: readonly string[], now: number): void | Promise<void>;
  /** Every channel this app made for this person stops ("Remove access"). */
  revokeApp(userId: string, clientId: string, now: number): void | Promise<void>;
}

const NONE: ChannelRevoker = { revokeGrants: () => undefined, revokeApp: () => undefined };

const revokers = new WeakMap<SqlAccess, ChannelRevoker>();

export function useChannels(sql: SqlAccess, channels: ChannelRevoker): void {
  revokers.set(sql, channels);
}

export function channelsOf(sql: SqlAccess): ChannelRevoker {
  return revokers.get(sql) ?? NONE;
}
