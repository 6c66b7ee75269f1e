/**
 * The tables of a provider that starts empty and is administered (docs/identity.md#administration,
 * docs/operating.md): which database holds the demo data, the clients' own scope lists and removal, the
 * single-use set-password links, the administrators' audit log, and sign-in through an organization's
 * identity provider. SQLite DDL, as schema.ts's; PostgreSQL gets it translated.
 */
import type { Migration } from '../../store/db.ts';

export const administrationMigrations: readonly Migration[] = [
  {
    // A database made before this marker existed holds the demo data if it has the demo TV client.
    id: 'oauth-009-demo-marker',
    up: `
      CREATE TABLE oauth_demo_data (seeded_at INTEGER NOT NULL);
      INSERT INTO oauth_demo_data (seeded_at) SELECT 0 FROM oauth_clients WHERE id = 'demo-tv';
    `,
  },
  {
    // allowed_scopes: space-separated; NULL lets the device flow ask for every scope the server's policy
    // allows (PROVIDER_STRICT_SCOPES). A removed client keeps its row: its revoked tokens still name it.
    id: 'oauth-010-client-registry',
    up: `
      ALTER TABLE oauth_clients ADD COLUMN allowed_scopes TEXT;
      ALTER TABLE oauth_clients ADD COLUMN created_at INTEGER;
      ALTER TABLE oauth_clients ADD COLUMN removed_at INTEGER;
    `,
  },
  {
    // One live link per person, stored as its SHA-256 only; using it deletes it.
    id: 'oauth-011-password-links',
    up: `
      CREATE TABLE oauth_password_links (
        digest TEXT PRIMARY KEY,
        user_id TEXT NOT NULL UNIQUE REFERENCES oauth_users(id),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
    `,
  },
  {
    // Who did what, when: every administration action, from the pages or the command line.
    id: 'oauth-012-audit-log',
    up: `
      CREATE TABLE oauth_audit_log (
        id INTEGER PRIMARY KEY,
        at INTEGER NOT NULL,
        actor TEXT NOT NULL,
        action TEXT NOT NULL,
        target TEXT NOT NULL
      );
      CREATE INDEX oauth_audit_log_by_time ON oauth_audit_log (at);
    `,
  },
  {
    // An upstream issuer's subject, linked to the local person it signs in as; and the sign-ins under way
    // there (state and nonce; the PKCE verifier is derived from the browser's session, never stored).
    id: 'oauth-013-upstream-sign-in',
    up: `
      CREATE TABLE oauth_upstream_links (
        issuer TEXT NOT NULL,
        subject TEXT NOT NULL,
        user_id TEXT NOT NULL REFERENCES oauth_users(id),
        created_at INTEGER NOT NULL,
        PRIMARY KEY (issuer, subject)
      );
      CREATE TABLE oauth_upstream_logins (
        state_digest TEXT PRIMARY KEY,
        session_digest TEXT NOT NULL,
        nonce TEXT NOT NULL,
        next TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      );
    `,
  },
];
