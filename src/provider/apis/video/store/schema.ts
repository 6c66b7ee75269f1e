/** The video API's table: channels, with their demo owner and their place in the owner's list. */
import type { Migration } from '../../../store/db.ts';
import { postgresDdl } from '../../../store/postgres-sql.ts';

const CHANNELS = `
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
    `;

export const videoMigrations: readonly Migration[] = [
  {
    id: 'video-001-channels',
    up: {
      sqlite: CHANNELS,
      // Handles are unique in any case: SQLite's NOCASE collation, a unique index on lower(handle) here.
      postgres: `${postgresDdl(CHANNELS.replace('UNIQUE COLLATE NOCASE', ''))};
        CREATE UNIQUE INDEX video_channels_handle ON video_channels (lower(handle));`,
    },
  },
];
