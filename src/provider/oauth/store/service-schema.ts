/**
 * Service clients (docs/identity.md#service-accounts): a third client type that holds a registered public
 * key instead of a secret, the access tokens the JWT bearer grant gives them (RFC 7523 §2.1), which speak
 * for no person, and the assertion ids already used (one-time `jti`).
 */
import type { Migration } from '../../store/db.ts';
import { postgresDdl } from '../../store/postgres-sql.ts';

/** Every column of oauth_clients as oauth-001 and oauth-010 made them, in order. */
const CLIENT_COLUMNS = 'id, name, secret_digest, type, internal_org, allowed_scopes, created_at, removed_at';

const SERVICE_TABLES = `
      CREATE TABLE oauth_service_tokens (
        id INTEGER PRIMARY KEY,
        digest TEXT NOT NULL UNIQUE,
        client_id TEXT NOT NULL REFERENCES oauth_clients(id),
        scopes TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        revoked_at INTEGER
      );
      CREATE INDEX oauth_service_tokens_by_client ON oauth_service_tokens (client_id);
      CREATE INDEX oauth_service_tokens_by_expiry ON oauth_service_tokens (expires_at);
      -- an assertion's jti, kept until the assertion expires: each is accepted once per service client
      CREATE TABLE oauth_assertion_ids (
        client_id TEXT NOT NULL,
        jti TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        PRIMARY KEY (client_id, jti)
      );
    `;

/**
 * SQLite cannot change a CHECK constraint in place, so the table is made again. Its rows are copied aside,
 * the table dropped and made anew, and the rows put back: the tokens and grants that name a client lose
 * their parent row for a moment, which deferred foreign keys allow, and find it again before the commit
 * (a row that found none would fail the commit).
 */
const SQLITE_CLIENTS = `
      PRAGMA defer_foreign_keys = ON;
      CREATE TEMP TABLE oauth_clients_copy AS SELECT ${CLIENT_COLUMNS} FROM oauth_clients;
      DROP TABLE oauth_clients;
      CREATE TABLE oauth_clients (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        -- a service client has no secret: its registered key verifies what it signs
        secret_digest TEXT,
        type TEXT NOT NULL CHECK (type IN ('tv', 'web', 'service')),
        internal_org TEXT,
        allowed_scopes TEXT,
        created_at INTEGER,
        removed_at INTEGER,
        -- a service client's public key (SPKI PEM); never a private key
        public_key TEXT,
        CHECK ((type = 'service') = (public_key IS NOT NULL)),
        CHECK (type = 'service' OR secret_digest IS NOT NULL)
      );
      INSERT INTO oauth_clients (${CLIENT_COLUMNS}) SELECT ${CLIENT_COLUMNS} FROM oauth_clients_copy;
      DROP TABLE oauth_clients_copy;
    `;

const POSTGRES_CLIENTS = `
      ALTER TABLE oauth_clients DROP CONSTRAINT oauth_clients_type_check;
      ALTER TABLE oauth_clients ADD CONSTRAINT oauth_clients_type_check
        CHECK (type IN ('tv', 'web', 'service'));
      ALTER TABLE oauth_clients ALTER COLUMN secret_digest DROP NOT NULL;
      ALTER TABLE oauth_clients ADD COLUMN public_key TEXT;
      ALTER TABLE oauth_clients ADD CONSTRAINT oauth_clients_service_key
        CHECK ((type = 'service') = (public_key IS NOT NULL));
      ALTER TABLE oauth_clients ADD CONSTRAINT oauth_clients_secret
        CHECK (type = 'service' OR secret_digest IS NOT NULL);
    `;

export const serviceMigrations: readonly Migration[] = [
  {
    id: 'oauth-015-service-clients',
    up: {
      sqlite: `${SQLITE_CLIENTS}${SERVICE_TABLES}`,
      postgres: `${POSTGRES_CLIENTS}${postgresDdl(SERVICE_TABLES)}`,
    },
  },
];
