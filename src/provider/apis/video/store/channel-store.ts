/** Video channels in SQLite: statements prepared once, lookups that answer a page and its total. */
import type { SqlAccess } from '../../../store/sql-access.ts';

export interface ChannelRow {
  id: string;
  owner_user_id: string | null;
  /** The content owner it belongs to, if any (a label's or studio's channel, docs/provider.md). */
  content_owner_id: string | null;
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
  readonly #countOfContentOwner;
  readonly #ofContentOwner;
  readonly #byId;
  readonly #byHandle;
  readonly #insert;

  constructor(sql: SqlAccess) {
    this.#countOwned = sql.prepare('SELECT COUNT(*) FROM video_channels WHERE owner_user_id = ?');
    this.#owned = sql.prepare(
      'SELECT * FROM video_channels WHERE owner_user_id = ? ORDER BY position LIMIT ? OFFSET ?',
    );
    this.#countOfContentOwner = sql.prepare('SELECT COUNT(*) FROM video_channels WHERE content_owner_id = ?');
    this.#ofContentOwner = sql.prepare(
      'SELECT * FROM video_channels WHERE content_owner_id = ? ORDER BY position LIMIT ? OFFSET ?',
    );
    this.#byId = sql.prepare('SELECT * FROM video_channels WHERE id = ?');
    this.#byHandle = sql.prepare({
      sqlite: 'SELECT * FROM video_channels WHERE handle = ?',
      postgres: 'SELECT * FROM video_channels WHERE lower(handle) = lower(?)',
    });
    this.#insert = sql.prepare(
      `INSERT INTO video_channels (id, owner_user_id, content_owner_id, handle, title, description,
         published_at, view_count, subscriber_count, hidden_subscriber_count, video_count, country, keywords,
         position)
       VALUES (@id, @owner_user_id, @content_owner_id, @handle, @title, @description, @published_at,
         @view_count, @subscriber_count, @hidden_subscriber_count, @video_count, @country, @keywords, @position)`,
    );
  }

  async ownedBy(userId: string, offset: number, limit: number): Promise<ChannelPage> {
    return {
      rows: await this.#owned.all<ChannelRow>(userId, limit, offset),
      total: (await this.#countOwned.value<number>(userId)) ?? 0,
    };
  }

  /** The channels of a content owner, in its own order. */
  async ofContentOwner(contentOwnerId: string, offset: number, limit: number): Promise<ChannelPage> {
    return {
      rows: await this.#ofContentOwner.all<ChannelRow>(contentOwnerId, limit, offset),
      total: (await this.#countOfContentOwner.value<number>(contentOwnerId)) ?? 0,
    };
  }

  /** Channels with these ids, in the order asked, unknown ids left out. */
  async byIds(ids: readonly string[], offset: number, limit: number): Promise<ChannelPage> {
    const found = await Promise.all(ids.map((id) => this.#byId.get<ChannelRow>(id)));
    return page(
      found.flatMap((row) => row ?? []),
      offset,
      limit,
    );
  }

  async byHandle(handle: string, offset: number, limit: number): Promise<ChannelPage> {
    const row = await this.#byHandle.get<ChannelRow>(handle);
    return page(row === undefined ? [] : [row], offset, limit);
  }

  find(id: string): Promise<ChannelRow | undefined> {
    return this.#byId.get<ChannelRow>(id);
  }

  async add(
    channel: Omit<ChannelRow, 'hidden_subscriber_count' | 'content_owner_id'> &
      Partial<Pick<ChannelRow, 'content_owner_id'>>,
    position: number,
  ): Promise<void> {
    await this.#insert.run({ hidden_subscriber_count: 0, content_owner_id: null, ...channel, position });
  }
}
