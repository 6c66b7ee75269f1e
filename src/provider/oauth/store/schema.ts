/**
 * The authorization server's tables, on SQLite or PostgreSQL (docs/provider.md#storage): written in SQLite's
 * DDL, which store/postgres-sql.ts `postgresDdl` turns into PostgreSQL's (INTEGER ms times become BIGINT).
 * Tokens and device codes are stored only as SHA-256 digests.
 */
import type { Migration } from '../../store/db.ts';
import { KEYS_TABLE, ONE_ACTIVE_KEY } from '../keys/store/key-store.ts';
import { administrationMigrations } from './administration-schema.ts';
import { serviceMigrations } from './service-schema.ts';

export const oauthMigrations: readonly Migration[] = [
  {
    id: 'oauth-001-init',
    up: `
      CREATE TABLE oauth_clients (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        secret_digest TEXT NOT NULL,
        -- 'tv' (TVs and limited-input devices) or 'web'
        type TEXT NOT NULL CHECK (type IN ('tv', 'web')),
        -- set when only accounts of this organization may authorize the client (org_internal)
        internal_org TEXT
      );
      CREATE TABLE oauth_users (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        org TEXT,
        -- space-delimited scopes the person's administrator forbids (admin_policy_enforced)
        forbidden_scopes TEXT NOT NULL DEFAULT ''
      );
      CREATE TABLE oauth_device_grants (
        id INTEGER PRIMARY KEY,
        device_code_digest TEXT NOT NULL UNIQUE,
        user_code TEXT NOT NULL UNIQUE,
        client_id TEXT NOT NULL REFERENCES oauth_clients(id),
        scopes TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        -- quoted: PostgreSQL reads a bare interval as the type
        "interval" INTEGER NOT NULL,
        last_poll_at INTEGER,
        -- the lifecycle state (grant.ts), as JSON
        state TEXT NOT NULL
      );
      CREATE INDEX oauth_device_grants_by_client ON oauth_device_grants (client_id, created_at);
      CREATE TABLE oauth_refresh_tokens (
        id INTEGER PRIMARY KEY,
        digest TEXT NOT NULL UNIQUE,
        client_id TEXT NOT NULL REFERENCES oauth_clients(id),
        user_id TEXT NOT NULL REFERENCES oauth_users(id),
        grant_id INTEGER REFERENCES oauth_device_grants(id),
        scopes TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        revoked_at INTEGER
      );
      CREATE INDEX oauth_refresh_tokens_by_user ON oauth_refresh_tokens (user_id, client_id, created_at);
      CREATE TABLE oauth_access_tokens (
        id INTEGER PRIMARY KEY,
        digest TEXT NOT NULL UNIQUE,
        client_id TEXT NOT NULL REFERENCES oauth_clients(id),
        user_id TEXT NOT NULL REFERENCES oauth_users(id),
        refresh_id INTEGER REFERENCES oauth_refresh_tokens(id),
        scopes TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        revoked_at INTEGER
      );
      CREATE INDEX oauth_access_tokens_by_refresh ON oauth_access_tokens (refresh_id);
      CREATE INDEX oauth_access_tokens_by_user ON oauth_access_tokens (user_id, client_id);
      CREATE TABLE oauth_sessions (
        digest TEXT PRIMARY KEY,
        csrf TEXT NOT NULL,
        user_id TEXT REFERENCES oauth_users(id),
        -- the device grant this browser is confirming, once a code was entered
        grant_id INTEGER REFERENCES oauth_device_grants(id),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      -- wrong user codes and failed sign-ins, per browser session and per address (dropped by oauth-006)
      CREATE TABLE oauth_failed_attempts (
        key TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX oauth_failed_attempts_by_key ON oauth_failed_attempts (key, at);
    `,
  },
  // The ID token's and security events' signing keys; the first provider to start makes the first
  // (keys/key-ring.ts).
  { id: 'oauth-002-signing-keys', up: KEYS_TABLE },
  // When the person approved, kept with the refresh token for the ID token of a refresh (tokens/id-token.ts).
  { id: 'oauth-003-auth-time', up: 'ALTER TABLE oauth_refresh_tokens ADD COLUMN auth_time INTEGER' },
  {
    // The consent page shows the network a device code was requested from (docs/security.md#phishing-resistant-consent).
    id: 'oauth-004-grant-request-address',
    up: 'ALTER TABLE oauth_device_grants ADD COLUMN request_address TEXT;',
  },
  {
    // Only the browser session that decided a code hears that it is used (docs/provider.md#pages).
    id: 'oauth-005-grant-decided-session',
    up: 'ALTER TABLE oauth_device_grants ADD COLUMN decided_session TEXT;',
  },
  // The pages' guessing limits count in memory now (store/limiter.ts).
  { id: 'oauth-006-drop-failed-attempts', up: 'DROP TABLE oauth_failed_attempts;' },
  {
    // An administrator may disable an account (docs/identity.md#administration): its tokens, refreshes and
    // sign-ins are refused while disabled_at is set. `admin` marks who may open /admin.
    id: 'oauth-007-account-state',
    up: `
      ALTER TABLE oauth_users ADD COLUMN disabled_at INTEGER;
      ALTER TABLE oauth_users ADD COLUMN admin INTEGER NOT NULL DEFAULT 0 CHECK (admin IN (0, 1));
    `,
  },
  {
    // Replicas share the keys (keys/key-ring.ts): two starting at once on a new database make one active
    // key, not two.
    // Sign-in and the accounts service match email addresses by lower(email) on both stores.
    id: 'oauth-008-one-active-key',
    up: `
      ${ONE_ACTIVE_KEY}
      CREATE INDEX oauth_users_by_email ON oauth_users (lower(email));
    `,
  },
  ...administrationMigrations,
  {
    // The sweeper deletes access tokens a day past their expiry (sweeper.ts).
    id: 'oauth-014-access-expiry',
    up: 'CREATE INDEX oauth_access_tokens_by_expiry ON oauth_access_tokens (expires_at);',
  },
  ...serviceMigrations,
  {
    // A replayed claim of a device code replaces the tokens its first claim issued (tokens/revocation.ts).
    id: 'oauth-016-refresh-by-grant',
    up: 'CREATE INDEX oauth_refresh_tokens_by_grant ON oauth_refresh_tokens (grant_id);',
  },
];
