/** The calendar API's tables. Resources are stored as JSON beside the columns queries need. */
import type { Migration } from '../../../store/db.ts';
import { postgresDdl } from '../../../store/postgres-sql.ts';
import { watchChannelsMigration } from './watch-channels.ts';

const INIT = `
      CREATE TABLE cal_calendars (
        id TEXT PRIMARY KEY,
        owner_id TEXT NOT NULL,
        is_primary INTEGER NOT NULL,
        data TEXT NOT NULL,
        updated INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX cal_calendars_primary ON cal_calendars (owner_id) WHERE is_primary = 1;
      CREATE TABLE cal_list (
        user_id TEXT NOT NULL,
        calendar_id TEXT NOT NULL REFERENCES cal_calendars (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        data TEXT NOT NULL,
        updated INTEGER NOT NULL,
        PRIMARY KEY (user_id, calendar_id)
      );
      CREATE TABLE cal_acl (
        calendar_id TEXT NOT NULL REFERENCES cal_calendars (id) ON DELETE CASCADE,
        id TEXT NOT NULL,
        scope_type TEXT NOT NULL,
        scope_value TEXT,
        role TEXT NOT NULL,
        updated INTEGER NOT NULL,
        PRIMARY KEY (calendar_id, id)
      );
      CREATE TABLE cal_events (
        calendar_id TEXT NOT NULL REFERENCES cal_calendars (id) ON DELETE CASCADE,
        id TEXT NOT NULL,
        ical_uid TEXT NOT NULL,
        recurring_event_id TEXT,
        status TEXT NOT NULL,
        start_ms INTEGER NOT NULL,
        end_ms INTEGER NOT NULL,
        data TEXT NOT NULL,
        updated INTEGER NOT NULL,
        change_seq INTEGER NOT NULL,
        PRIMARY KEY (calendar_id, id)
      );
      CREATE INDEX cal_events_range ON cal_events (calendar_id, start_ms);
      CREATE INDEX cal_events_uid ON cal_events (calendar_id, ical_uid);
      CREATE INDEX cal_events_parent ON cal_events (calendar_id, recurring_event_id);
      CREATE INDEX cal_events_changes ON cal_events (calendar_id, change_seq);
      CREATE TABLE cal_channels (
        id TEXT PRIMARY KEY,
        resource_id TEXT NOT NULL,
        resource_uri TEXT NOT NULL,
        user_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        target TEXT NOT NULL,
        address TEXT NOT NULL,
        token TEXT,
        params TEXT,
        expiration INTEGER NOT NULL,
        message_number INTEGER NOT NULL
      );
      CREATE INDEX cal_channels_target ON cal_channels (kind, target);
      CREATE TABLE cal_quota (
        user_id TEXT NOT NULL,
        day TEXT NOT NULL,
        units INTEGER NOT NULL,
        PRIMARY KEY (user_id, day)
      );
    `;

const OWNED_BINDINGS = `UPDATE watch_channels SET id = user_id || ':' || id WHERE kind = 'calendar';`;

export const calendarMigrations: readonly Migration[] = [
  {
    id: 'calendar-001-init',
    up: {
      sqlite: INIT,
      // Access rules list in the order they were added: SQLite's implicit rowid, an identity column here.
      postgres: `${postgresDdl(INIT)}; ALTER TABLE cal_acl ADD COLUMN rowid BIGINT GENERATED ALWAYS AS IDENTITY;`,
    },
  },
  // Which grant made each channel (watch-channels.ts).
  watchChannelsMigration,
  {
    // Channel ids are unique per person, not across people (services/watch.ts), so "not unique" tells
    // nobody another person's channel id. The grant bindings name a channel by person and id.
    id: 'calendar-002-channel-owner',
    up: {
      sqlite: `
        CREATE TABLE cal_channels_owned (
          id TEXT NOT NULL,
          resource_id TEXT NOT NULL,
          resource_uri TEXT NOT NULL,
          user_id TEXT NOT NULL,
          kind TEXT NOT NULL,
          target TEXT NOT NULL,
          address TEXT NOT NULL,
          token TEXT,
          params TEXT,
          expiration INTEGER NOT NULL,
          message_number INTEGER NOT NULL,
          PRIMARY KEY (user_id, id)
        );
        INSERT INTO cal_channels_owned SELECT id, resource_id, resource_uri, user_id, kind, target, address,
          token, params, expiration, message_number FROM cal_channels;
        DROP TABLE cal_channels;
        ALTER TABLE cal_channels_owned RENAME TO cal_channels;
        CREATE INDEX cal_channels_target ON cal_channels (kind, target);
        ${OWNED_BINDINGS}`,
      postgres: `
        ALTER TABLE cal_channels DROP CONSTRAINT cal_channels_pkey;
        ALTER TABLE cal_channels ADD PRIMARY KEY (user_id, id);
        ${OWNED_BINDINGS}`,
    },
  },
];
