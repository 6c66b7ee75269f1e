/**
 * The video API's tables: channels, with their demo owner and their place in the owner's list; and content
 * owners, the channels they own and the service accounts that manage them (docs/provider.md#video-channels-get-videov3channels).
 */
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
  {
    // A content owner (a record label, a film studio) owns channels beside any person's, and names the
    // service clients, by client_id, that may act for it with onBehalfOfContentOwner.
    id: 'video-002-content-owners',
    up: `
      CREATE TABLE video_content_owners (
        id TEXT PRIMARY KEY,
        display_name TEXT NOT NULL
      );
      CREATE TABLE video_content_owner_managers (
        content_owner_id TEXT NOT NULL REFERENCES video_content_owners(id),
        client_id TEXT NOT NULL,
        PRIMARY KEY (content_owner_id, client_id)
      );
      ALTER TABLE video_channels ADD COLUMN content_owner_id TEXT REFERENCES video_content_owners(id);
      CREATE INDEX video_channels_by_content_owner ON video_channels (content_owner_id, position);
    `,
  },
];
