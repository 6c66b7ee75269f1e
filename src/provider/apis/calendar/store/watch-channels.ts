/**
 * Which grant made each watch channel (calendar channels, bidding creative watches), and the limits on
 * channels (docs/security.md#watch-channels): at most MAX_PER_PERSON live channels per person and
 * MAX_PER_RESOURCE per person on one watched resource, so that someone who may read a calendar cannot take
 * the slots its owner needs. A channel lives only as long as the access that made it: revoking
 * that token, or "Remove access" on the account page, marks it revoked, and the next delivery (or the
 * sweeper) deletes it. The table is the watching modules' shared bookkeeping, kept on their store (SQLite or
 * PostgreSQL, docs/provider.md#storage), so a channel made through one replica is seen and stopped by another.
 * It lives with the calendar API, whose channels it first bound; the bidding API's creative watches and the
 * authorization server's revocations use it from here.
 */
import type { Db, Migration } from '../../../store/db.ts';
import { postgresDdl } from '../../../store/postgres-sql.ts';
import type { SqlAccess } from '../../../store/sql-access.ts';
import type { Grant } from '../../../http/bearer.ts';
import { ApiError, logFailure } from '../../../http/errors.ts';

export const MAX_PER_PERSON = 50;
export const MAX_PER_RESOURCE = 10;

// IF NOT EXISTS: a SQLite database of an earlier version made this table on first use.
const TABLE = `CREATE TABLE IF NOT EXISTS watch_channels (
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
    CREATE INDEX IF NOT EXISTS watch_channels_by_grant ON watch_channels (grant_key);`;

/** Listed by every module that makes channels (calendar, bidding); applied once, whichever comes first. */
export const watchChannelsMigration: Migration = {
  id: 'watch-channels-001',
  up: { sqlite: TABLE, postgres: postgresDdl(TABLE) },
};

/** A channel's module and id: `calendar` channels by owner and channel id (`user:id`), `bidding` watches by bidder. */
export interface ChannelRef {
  kind: 'calendar' | 'bidding';
  id: string;
}

/** Whether the grant behind a channel's key is still live (the authorization server answers). */
export type GrantLive = (grantKey: string, now: number) => boolean | Promise<boolean>;

const limitExceeded = (what: string): ApiError =>
  new ApiError(403, 'channelLimitExceeded', `A ${what}.`, 'push');

export class WatchChannels {
  readonly #liveOfUser;
  readonly #liveOnResource;
  readonly #liveChannel;
  readonly #record;
  readonly #binding;
  readonly #forget;
  readonly #revokeGrant;
  readonly #revokeApp;

  constructor(
    private readonly sql: SqlAccess,
    private readonly grantLive: GrantLive,
  ) {
    this.#liveOfUser = sql.prepare(
      'SELECT COUNT(*) FROM watch_channels WHERE revoked_at IS NULL AND user_id = ?',
    );
    this.#liveOnResource = sql.prepare(
      'SELECT COUNT(*) FROM watch_channels WHERE revoked_at IS NULL AND kind = ? AND resource = ? AND user_id = ?',
    );
    this.#liveChannel = sql.prepare(
      'SELECT 1 FROM watch_channels WHERE kind = ? AND id = ? AND revoked_at IS NULL',
    );
    this.#record = sql.prepare(
      `INSERT INTO watch_channels (kind, id, user_id, client_id, resource, grant_key, revoked_at)
       VALUES (?, ?, ?, ?, ?, ?, NULL)
       ON CONFLICT (kind, id) DO UPDATE SET user_id = excluded.user_id, client_id = excluded.client_id,
         resource = excluded.resource, grant_key = excluded.grant_key, revoked_at = NULL`,
    );
    this.#binding = sql.prepare('SELECT grant_key, revoked_at FROM watch_channels WHERE kind = ? AND id = ?');
    this.#forget = sql.prepare('DELETE FROM watch_channels WHERE kind = ? AND id = ?');
    this.#revokeGrant = sql.prepare(
      'UPDATE watch_channels SET revoked_at = ? WHERE grant_key = ? AND revoked_at IS NULL',
    );
    this.#revokeApp = sql.prepare(
      'UPDATE watch_channels SET revoked_at = ? WHERE user_id = ? AND client_id = ? AND revoked_at IS NULL',
    );
  }

  /**
   * Refuses a new channel past the limits (the public Calendar API's error shape), else records it as made
   * by `grant`. `replacing`: a channel this one takes the place of (a bidder's watch), not counted. Joins the
   * caller's transaction, so the count and the record are one step on either store.
   */
  bind(channel: ChannelRef, resource: string, grant: Grant, replacing = false): Promise<void> {
    return this.sql.withTransaction(async () => {
      const replaced = replacing && (await this.#liveChannel.get(channel.kind, channel.id)) !== undefined;
      const counted = replaced ? 1 : 0;
      const ofUser = (await this.#liveOfUser.value<number>(grant.userId)) ?? 0;
      if (ofUser - counted >= MAX_PER_PERSON) {
        throw limitExceeded(`person may have at most ${MAX_PER_PERSON} channels`);
      }
      const onResource =
        (await this.#liveOnResource.value<number>(channel.kind, resource, grant.userId)) ?? 0;
      if (onResource - counted >= MAX_PER_RESOURCE) {
        throw limitExceeded(`person may have at most ${MAX_PER_RESOURCE} channels on one resource`);
      }
      await this.#record.run(
        channel.kind,
        channel.id,
        grant.userId,
        grant.clientId,
        resource,
        grant.grantKey ?? null,
      );
    });
  }

  /**
   * Whether a delivery to this channel may go: its record is there, not revoked, and the grant that made it
   * still live (a channel made by a grant without a key, as module tests make, has only its record).
   */
  async mayDeliver(channel: ChannelRef, now: number): Promise<boolean> {
    const row = await this.#binding.get<{ grant_key: string | null; revoked_at: number | null }>(
      channel.kind,
      channel.id,
    );
    if (row === undefined || row.revoked_at !== null) return false;
    return row.grant_key === null || (await this.grantLive(row.grant_key, now));
  }

  async forget(channel: ChannelRef): Promise<void> {
    await this.#forget.run(channel.kind, channel.id);
  }

  /** The grants behind these keys were revoked: their channels stop. One after another (one connection). */
  async revokeGrants(grantKeys: readonly string[], now: number): Promise<void> {
    for (const key of grantKeys) await this.#revokeGrant.run(now, key);
  }

  /** "Remove access": every channel this app made for this person stops. */
  async revokeApp(userId: string, clientId: string, now: number): Promise<void> {
    await this.#revokeApp.run(now, userId, clientId);
  }
}

/** Who answers for the grants kept on each store: the authorization server, when it makes its routes. */
const grantChecks = new WeakMap<SqlAccess, GrantLive>();

/**
 * The authorization server whose grants live on `sql` says here how to tell a live grant key, so that the
 * channels kept there can ask it without this layer importing it.
 */
export function checkGrantsWith(sql: SqlAccess, live: GrantLive): void {
  grantChecks.set(sql, live);
}

/** Asks whoever answers for `sql`'s grants at the time of asking. */
function grantLiveOn(sql: SqlAccess): GrantLive {
  return (grantKey, now) => {
    const live = grantChecks.get(sql);
    if (live === undefined) throw new Error('no authorization server keeps its grants on this store');
    return live(grantKey, now);
  };
}

const registries = new WeakMap<SqlAccess, WatchChannels>();
/** The registry whose grants live in each authorization server database, for its revocations. */
const byGrantsDb = new WeakMap<Db, WatchChannels>();

/**
 * The channels kept on `sql`, whose grants the authorization server keeps in `db` (its SQLite database,
 * until it moves onto `sql` too).
 */
export function watchChannelsOn(sql: SqlAccess, db: Db): WatchChannels {
  let registry = registries.get(sql);
  if (registry === undefined) {
    // The authorization server keeps its grants on the same store (docs/provider.md#storage).
    registry = new WatchChannels(sql, grantLiveOn(sql));
    registries.set(sql, registry);
  }
  byGrantsDb.set(db, registry);
  return registry;
}

/**
 * What the authorization server tells the channels when access ends. It awaits the marks, in its revoking
 * transaction when the channels share its store, and a mark that fails is logged, not thrown.
 */
export interface ChannelRevocations {
  revokeGrants(grantKeys: readonly string[], now: number): Promise<void>;
  revokeApp(userId: string, clientId: string, now: number): Promise<void>;
}

function logged(work: Promise<void>): Promise<void> {
  // A mark that failed leaves the channel to the check before each delivery, which asks the grant itself.
  return work.catch((err: unknown) => {
    logFailure('marking watch channels revoked failed', err);
  });
}

/**
 * The revocations of the authorization server whose database is `db`: on the channels' store when a
 * module that makes channels is served, nothing otherwise. The marks are written in the revoking
 * transaction, one statement after another: on PostgreSQL a transaction's statements share one connection,
 * which runs one at a time, and work left running past the transaction would run outside it.
 */
export function watchChannelsIn(db: Db): ChannelRevocations {
  return {
    revokeGrants: async (grantKeys, now) => {
      const registry = byGrantsDb.get(db);
      if (registry !== undefined) await logged(registry.revokeGrants(grantKeys, now));
    },
    revokeApp: async (userId, clientId, now) => {
      const registry = byGrantsDb.get(db);
      if (registry !== undefined) await logged(registry.revokeApp(userId, clientId, now));
    },
  };
}
