/**
 * Tables of the fitness API. Times of data points are 64-bit nanoseconds (read back as BigInt); a deleted
 * point or session stays as a tombstone so change lists (dataPointChanges, sessions with includeDeleted)
 * can report it.
 */
import type { Migration } from '../../../store/db.ts';

export const fitnessMigrations: readonly Migration[] = [
  {
    id: 'fitness-001-init',
    up: `
      CREATE TABLE fitness_sources (
        pk INTEGER PRIMARY KEY,
        user_id TEXT NOT NULL,
        stream_id TEXT NOT NULL,
        client_id TEXT NOT NULL,
        data_type_name TEXT NOT NULL,
        resource TEXT NOT NULL,
        created_ms INTEGER NOT NULL,
        UNIQUE (user_id, stream_id)
      );
      CREATE TABLE fitness_points (
        pk INTEGER PRIMARY KEY,
        source_pk INTEGER NOT NULL REFERENCES fitness_sources (pk) ON DELETE CASCADE,
        start_ns INTEGER NOT NULL,
        end_ns INTEGER NOT NULL,
        value TEXT NOT NULL,
        origin TEXT NOT NULL DEFAULT '',
        modified_ms INTEGER NOT NULL,
        deleted_ms INTEGER
      );
      CREATE INDEX fitness_points_live ON fitness_points (source_pk, start_ns) WHERE deleted_ms IS NULL;
      CREATE TABLE fitness_point_changes (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        source_pk INTEGER NOT NULL REFERENCES fitness_sources (pk) ON DELETE CASCADE,
        point_pk INTEGER NOT NULL REFERENCES fitness_points (pk) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('inserted', 'deleted'))
      );
      CREATE INDEX fitness_point_changes_source ON fitness_point_changes (source_pk, seq);
      CREATE TABLE fitness_sessions (
        pk INTEGER PRIMARY KEY,
        user_id TEXT NOT NULL,
        id TEXT NOT NULL,
        client_id TEXT NOT NULL,
        start_ms INTEGER NOT NULL,
        end_ms INTEGER NOT NULL,
        resource TEXT NOT NULL,
        modified_ms INTEGER NOT NULL,
        change_seq INTEGER NOT NULL,
        deleted_ms INTEGER,
        UNIQUE (user_id, id)
      );
      CREATE INDEX fitness_sessions_end ON fitness_sessions (user_id, end_ms);
    `,
  },
];
