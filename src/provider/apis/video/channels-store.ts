/** Video channels in SQLite: the table, alice's three channels and two others, and the lookups. */
import type { Db, Migration } from '../../store/db.ts';
import type { DemoUsers } from '../../module.ts';

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

export const videoMigrations: readonly Migration[] = [
  {
    id: 'video-001-channels',
    up: `
      CREATE TABLE video_channels (
        id TEXT PRIMARY KEY,
        owner_user_id TEXT,
        handle TEXT NOT NULL UNIQUE COLLATE NOCASE,
        title TEXT NOT NULL,
        description TEXT NOT NULL,
        published_at TEXT NOT NULL,
        view_count INTEGER NOT NULL,
        subscriber_count INTEGER NOT NULL,
        hidden_subscriber_count INTEGER NOT NULL DEFAULT 0,
        video_count INTEGER NOT NULL,
        country TEXT,
        keywords TEXT NOT NULL DEFAULT '',
        position INTEGER NOT NULL
      );
      CREATE INDEX video_channels_by_owner ON video_channels (owner_user_id, position);
    `,
  },
];

type Seed = Omit<ChannelRow, 'owner_user_id' | 'hidden_subscriber_count'> & { owner: 'alice' | 'bob' | null };

const SEED: readonly Seed[] = [
  {
    id: 'UCa1iceTrave1sK7mQ2pX9wZ',
    owner: 'alice',
    handle: 'alicetravels',
    title: 'Alice Travels',
    description: 'Slow journeys by train and ferry, one country a month.',
    published_at: '2019-03-14T09:26:53Z',
    view_count: 1284530,
    subscriber_count: 48200,
    video_count: 142,
    country: 'GB',
    keywords: 'travel trains "slow travel"',
  },
  {
    id: 'UCa1iceCooksR4nV8tB3hJ6d',
    owner: 'alice',
    handle: 'alicecooks',
    title: 'Alice Cooks at Home',
    description: 'Weeknight dinners in thirty minutes, with what is already in the cupboard.',
    published_at: '2020-11-02T18:04:11Z',
    view_count: 356120,
    subscriber_count: 12950,
    video_count: 87,
    country: 'GB',
    keywords: 'cooking recipes dinner',
  },
  {
    id: 'UCa1icePianoW2cF5yL1sQ8g',
    owner: 'alice',
    handle: 'alicepiano',
    title: 'Alice Plays Piano',
    description: 'Practice diaries and short pieces for beginners.',
    published_at: '2022-06-21T07:45:00Z',
    view_count: 40911,
    subscriber_count: 1830,
    video_count: 35,
    country: null,
    keywords: 'piano music practice',
  },
  {
    id: 'UCb0bBui1dsT6kP3xN9rM2vA',
    owner: 'bob',
    handle: 'bobbuilds',
    title: 'Bob Builds Things',
    description: 'Woodworking for small flats.',
    published_at: '2018-01-09T12:00:00Z',
    view_count: 902211,
    subscriber_count: 30500,
    video_count: 210,
    country: 'US',
    keywords: 'woodworking diy',
  },
  {
    id: 'UCexamp1eNewsJ5hG7dK2sW4',
    owner: null,
    handle: 'examplenews',
    title: 'Example Newsroom',
    description: 'The day in five minutes.',
    published_at: '2015-05-30T06:00:00Z',
    view_count: 88123456,
    subscriber_count: 1200000,
    video_count: 5120,
    country: 'US',
    keywords: 'news',
  },
];

export function seedChannels(db: Db, users: DemoUsers): void {
  const insert = db.prepare(
    `INSERT INTO video_channels (id, owner_user_id, handle, title, description, published_at, view_count,
       subscriber_count, video_count, country, keywords, position)
     VALUES (@id, @owner, @handle, @title, @description, @published_at, @view_count, @subscriber_count,
       @video_count, @country, @keywords, @position)`,
  );
  SEED.forEach((channel, position) => {
    insert.run({ ...channel, owner: channel.owner === null ? null : users[channel.owner].id, position });
  });
}

/** A page of channels and how many matched in all. */
export interface ChannelPage {
  rows: ChannelRow[];
  total: number;
}

export function channelsOwnedBy(db: Db, userId: string, offset: number, limit: number): ChannelPage {
  const total = (
    db.prepare('SELECT COUNT(*) AS n FROM video_channels WHERE owner_user_id = ?').get(userId) as {
      n: number;
    }
  ).n;
  const rows = db
    .prepare('SELECT * FROM video_channels WHERE owner_user_id = ? ORDER BY position LIMIT ? OFFSET ?')
    .all(userId, limit, offset) as ChannelRow[];
  return { rows, total };
}

/** Channels with these ids, in the order asked, unknown ids left out. */
export function channelsById(db: Db, ids: readonly string[], offset: number, limit: number): ChannelPage {
  const find = db.prepare('SELECT * FROM video_channels WHERE id = ?');
  const found = ids.flatMap((id) => {
    const row = find.get(id) as ChannelRow | undefined;
    return row === undefined ? [] : [row];
  });
  return { rows: found.slice(offset, offset + limit), total: found.length };
}

export function channelByHandle(db: Db, handle: string, offset: number, limit: number): ChannelPage {
  const row = db.prepare('SELECT * FROM video_channels WHERE handle = ?').get(handle) as
    ChannelRow | undefined;
  const found = row === undefined ? [] : [row];
  return { rows: found.slice(offset, offset + limit), total: found.length };
}

export function findChannel(db: Db, id: string): ChannelRow | undefined {
  return db.prepare('SELECT * FROM video_channels WHERE id = ?').get(id) as ChannelRow | undefined;
}
