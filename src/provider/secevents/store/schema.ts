/**
 * The security event transmitter's tables (docs/identity.md#security-event-tokens): one stream per client
 * that a receiver credential was issued for, and the outbox of events owed to each stream. An outbox row
 * lives until its stream acknowledged it (a 202 to a push, an `ack` in a poll); one that push delivery gave
 * up on stays, marked `failed`, until the stream is configured again. A stream's outbox is bounded
 * (MAX_OUTBOX_PER_STREAM): a receiver that never polls cannot grow the database for ever.
 */
import type { Migration } from '../../store/db.ts';
import { postgresDdl } from '../../store/postgres-sql.ts';

const INIT = `
      CREATE TABLE secevent_streams (
        client_id TEXT PRIMARY KEY,
        -- SHA-256 of the receiver credential (issue-receiver-credential); never a client secret
        credential_digest TEXT NOT NULL UNIQUE,
        -- 'urn:ietf:rfc:8935' (push) or 'urn:ietf:rfc:8936' (poll); NULL until the receiver configures it
        delivery_method TEXT,
        -- the push endpoint; NULL for poll
        endpoint_url TEXT,
        -- space-separated event type URIs the receiver asked for
        events_requested TEXT NOT NULL DEFAULT '',
        -- how the subject is named: 'iss_sub' or 'email' (RFC 9493 formats)
        format TEXT NOT NULL DEFAULT 'iss_sub',
        -- SETs dropped, oldest first, because the stream's outbox was full (outbox-store.ts)
        dropped INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE secevent_outbox (
        jti TEXT PRIMARY KEY,
        client_id TEXT NOT NULL REFERENCES secevent_streams(client_id) ON DELETE CASCADE,
        -- the SET's claims as JSON; signed at each delivery with the key active then
        claims TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        -- push tries made so far, and when the next may go
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        -- 'pending', or 'failed' once push delivery gave up
        state TEXT NOT NULL CHECK (state IN ('pending', 'failed')),
        last_error TEXT
      );
      CREATE INDEX secevent_outbox_by_stream ON secevent_outbox (client_id, state, created_at);
      CREATE INDEX secevent_outbox_due ON secevent_outbox (state, next_attempt_at);
    `;

export const secEventsMigrations: readonly Migration[] = [
  {
    id: 'secevents-001-init',
    up: {
      sqlite: INIT,
      // Times in ms as BIGINT; PostgreSQL has no rowid, so the outbox gets one: SETs of one moment keep the
      // order they were written in (polls, and which are dropped first).
      postgres: `${postgresDdl(INIT)}; ALTER TABLE secevent_outbox ADD COLUMN rowid BIGINT GENERATED ALWAYS AS IDENTITY;`,
    },
  },
];
