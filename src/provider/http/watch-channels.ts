/**
 * Which grant made each watch channel (calendar channels, bidding creative watches), and the limits on
 * channels (docs/security.md#watch-channels): at most MAX_PER_PERSON live channels per person and
 * MAX_PER_RESOURCE per watched resource. A channel lives only as long as the access that made it: revoking
 * that token, or "Remove access" on the account page, marks it revoked, and the next delivery (or the
 * sweeper) deletes it. The table is the modules' shared bookkeeping, made here on first use.
 */
import type { Db } from '../store/db.ts';
import type { Grant } from './bearer.ts';
import { ApiError } from './errors.ts';
import { grantKeyLive } from '../oauth/tokens.ts';

export const MAX_PER_PERSON = 50;
export const MAX_PER_RESOURCE = 10;

/** A channel's module and id: `calendar` channels by channel id, `bidding` watches by bidder. */
export interface ChannelRef {
  kind: 'calendar' | 'bidding';
  id: string;
}

export class WatchChannels {
  constructor(private readonly db: Db) {
    db.exec(`CREATE TABLE IF NOT EXISTS watch_channels (
      kind TEXT NOT NULL,
      id TEXT NOT NULL,
      user_id TEXT NOT NULL,
      client_id TEXT NOT NULL,
      resource TEXT NOT NULL,
      grant_key TEXT,
      revoked_at INTEGER,
      PRIMARY KEY (kind, id)
    );
    CREATE INDEX IF NOT EXISTS watch_channels_by_user ON watch_channels (user_id, client_id);
    CREATE INDEX IF NOT EXISTS watch_channels_by_grant ON watch_channels (grant_key);`);
  }

  /**
   * Refuses a new channel past the limits (the public Calendar API's error shape), else records it as made
   * by `grant`. `replacing`: a channel this one takes the place of (a bidder's watch), not counted.
   */
  bind(channel: ChannelRef, resource: string, grant: Grant, replacing = false): void {
    const live = (sql: string, ...args: string[]): number =>
      (
        this.db
          .prepare(`SELECT COUNT(*) AS n FROM watch_channels WHERE revoked_at IS NULL AND ${sql}`)
          .get(...args) as { n: number }
      ).n;
    const replaced =
      replacing &&
      this.db
        .prepare('SELECT 1 FROM watch_channels WHERE kind = ? AND id = ? AND revoked_at IS NULL')
        .get(channel.kind, channel.id) !== undefined;
    const counted = replaced ? 1 : 0;
    if (live('user_id = ?', grant.userId) - counted >= MAX_PER_PERSON) {
      throw new ApiError(
        403,
        'channelLimitExceeded',
        `A person may have at most ${MAX_PER_PERSON} channels.`,
        'push',
      );
    }
    if (live('kind = ? AND resource = ?', channel.kind, resource) - counted >= MAX_PER_RESOURCE) {
      throw new ApiError(
        403,
        'channelLimitExceeded',
        `A resource may have at most ${MAX_PER_RESOURCE} channels.`,
        'push',
      );
    }
    this.db
      .prepare(
        `INSERT OR REPLACE INTO watch_channels (kind, id, user_id, client_id, resource, grant_key, revoked_at)
         VALUES (?, ?, ?, ?, ?, ?, NULL)`,
      )
      .run(channel.kind, channel.id, grant.userId, grant.clientId, resource, grant.grantKey ?? null);
  }

  /**
   * Whether a delivery to this channel may go: its record is there, not revoked, and the grant that made it
   * still live (a channel made by a grant without a key, as module tests make, has only its record).
   */
  mayDeliver(channel: ChannelRef, now: number): boolean {
    const row = this.db
      .prepare('SELECT grant_key, revoked_at FROM watch_channels WHERE kind = ? AND id = ?')
      .get(channel.kind, channel.id) as { grant_key: string | null; revoked_at: number | null } | undefined;
    if (row === undefined || row.revoked_at !== null) return false;
    return row.grant_key === null || grantKeyLive(this.db, row.grant_key, now);
  }

  forget(channel: ChannelRef): void {
    this.db.prepare('DELETE FROM watch_channels WHERE kind = ? AND id = ?').run(channel.kind, channel.id);
  }

  /** The grants behind these keys were revoked: their channels stop. */
  revokeGrants(grantKeys: readonly string[], now: number): void {
    const mark = this.db.prepare(
      'UPDATE watch_channels SET revoked_at = ? WHERE grant_key = ? AND revoked_at IS NULL',
    );
    for (const key of grantKeys) mark.run(now, key);
  }

  /** "Remove access": every channel this app made for this person stops. */
  revokeApp(userId: string, clientId: string, now: number): void {
    this.db
      .prepare(
        'UPDATE watch_channels SET revoked_at = ? WHERE user_id = ? AND client_id = ? AND revoked_at IS NULL',
      )
      .run(now, userId, clientId);
  }
}

const registries = new WeakMap<Db, WatchChannels>();

export function watchChannelsIn(db: Db): WatchChannels {
  let registry = registries.get(db);
  if (registry === undefined) {
    registry = new WatchChannels(db);
    registries.set(db, registry);
  }
  return registry;
}
