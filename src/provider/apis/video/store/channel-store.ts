/** Video channels in SQLite: statements prepared once, lookups that answer a page and its total. */
import type { SqliteAccess } from '../../../store/transaction.ts';

export interface ChannelRow {
  id: string;
  owner_user_id: string | null;
  handle: string;
  title: string;
  description: string;
  published_at: string;
  view_count: number;
  subscriber_count: number;
  hidden_subscriber_count: number;
  video_count: number;
  country: string | null;
  keywords: string;
}

/** A page of channels and how many matched in all. */
export interface ChannelPage {
  rows: ChannelRow[];
  total: number;
}

const page = (found: ChannelRow[], offset: number, limit: number): ChannelPage => ({
  rows: found.slice(offset, offset + limit),
  total: found.length,
});

export class ChannelStore {
  readonly #countOwned;
  readonly #owned;
  readonly #byId;
  readonly #byHandle;
  readonly #insert;

  constructor(private readonly sql: SqliteAccess) {
    this.#countOwned = sql.prepare('SELECT COUNT(*) FROM video_channels WHERE owner_user_id = ?').pluck();
    this.#owned = sql.prepare(
      'SELECT * FROM video_channels WHERE owner_user_id = ? ORDER BY position LIMIT ? OFFSET ?',
    );
    this.#byId = sql.prepare('SELECT * FROM video_channels WHERE id = ?');
    this.#byHandle = sql.prepare('SELECT * FROM video_channels WHERE handle = ?');
    this.#insert = sql.prepare(
      `INSERT INTO video_channels (id, owner_user_id, handle, title, description, published_at, view_count,
         subscriber_count, hidden_subscriber_count, video_count, country, keywords, position)
       VALUES (@id, @owner_user_id, @handle, @title, @description, @published_at, @view_count,
         @subscriber_count, @hidden_subscriber_count, @video_count, @country, @keywords, @position)`,
    );
  }

  ownedBy(userId: string, offset: number, limit: number): Promise<ChannelPage> {
    return this.sql.run(() => ({
      rows: this.#owned.all(userId, limit, offset) as ChannelRow[],
      total: this.#countOwned.get(userId) as number,
    }));
  }

  /** Channels with these ids, in the order asked, unknown ids left out. */
  byIds(ids: readonly string[], offset: number, limit: number): Promise<ChannelPage> {
    return this.sql.run(() =>
      page(
        ids.flatMap((id) => (this.#byId.get(id) as ChannelRow | undefined) ?? []),
        offset,
        limit,
      ),
    );
  }

  byHandle(handle: string, offset: number, limit: number): Promise<ChannelPage> {
    return this.sql.run(() =>
      page([(this.#byHandle.get(handle) as ChannelRow | undefined) ?? []].flat(), offset, limit),
    );
  }

  find(id: string): Promise<ChannelRow | undefined> {
    return this.sql.run(() => this.#byId.get(id) as ChannelRow | undefined);
  }

  async add(channel: Omit<ChannelRow, 'hidden_subscriber_count'>, position: number): Promise<void> {
    await this.sql.run(() => this.#insert.run({ hidden_subscriber_count: 0, ...channel, position }));
  }
}
