/**
 * Service accounts' access tokens and the assertion ids they used (docs/identity.md#service-accounts), on
 * SQLite or PostgreSQL. A service token speaks for no person, so it has no row in oauth_access_tokens (whose
 * every token names an account); the bearer check looks here when a token is not a person's. Only SHA-256
 * digests are stored, and no refresh token exists for this grant.
 */
import type { Grant } from '../../../http/bearer.ts';
import type { SqlAccess, SqlStatement } from '../../../store/sql-access.ts';
import { digest, randomToken } from '../../secrets.ts';
import type { IssuedAccess } from './tokens-store.ts';

/** What a service token's grant calls its holder: no account has such an id. */
export const serviceUserId = (clientId: string): string => `service:${clientId}`;

interface ServiceTokenRow {
  client_id: string;
  scopes: string;
}

export class ServiceTokensStore {
  readonly #insert: SqlStatement;
  readonly #live: SqlStatement;
  readonly #revoke: SqlStatement;
  readonly #revokeOfClient: SqlStatement;
  readonly #useId: SqlStatement;

  constructor(sql: SqlAccess) {
    this.#insert = sql.prepare(
      `INSERT INTO oauth_service_tokens (digest, client_id, scopes, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?)`,
    );
    this.#live = sql.prepare(
      `SELECT client_id, scopes FROM oauth_service_tokens
       WHERE digest = ? AND revoked_at IS NULL AND expires_at > ?`,
    );
    this.#revoke = sql.prepare(
      'UPDATE oauth_service_tokens SET revoked_at = ? WHERE digest = ? AND revoked_at IS NULL',
    );
    this.#revokeOfClient = sql.prepare(
      'UPDATE oauth_service_tokens SET revoked_at = ? WHERE client_id = ? AND revoked_at IS NULL',
    );
    // A jti already used and not yet expired changes nothing; one whose assertion has expired may be used
    // again (its assertion can no longer be), which keeps the table free of a sweep's timing.
    this.#useId = sql.prepare(
      `INSERT INTO oauth_assertion_ids (client_id, jti, expires_at) VALUES (?, ?, ?)
       ON CONFLICT (client_id, jti) DO UPDATE SET expires_at = excluded.expires_at
       WHERE oauth_assertion_ids.expires_at <= ?`,
    );
  }

  /** A new access token for the service client, for `scopes`, living `ttlSeconds`. */
  async issue(
    clientId: string,
    scopes: readonly string[],
    now: number,
    ttlSeconds: number,
  ): Promise<IssuedAccess> {
    const accessToken = randomToken();
    await this.#insert.run(digest(accessToken), clientId, scopes.join(' '), now, now + ttlSeconds * 1000);
    return { accessToken, expiresIn: ttlSeconds, scopes };
  }

  /** Who a live service token speaks for; undefined when unknown, expired or revoked. */
  async verify(token: string, now: number): Promise<Grant | undefined> {
    const row = await this.#live.get<ServiceTokenRow>(digest(token), now);
    return (
      row && {
        userId: serviceUserId(row.client_id),
        clientId: row.client_id,
        scopes: new Set(row.scopes.split(' ')),
        serviceAccount: true,
      }
    );
  }

  /** Revokes the unrevoked service token with this digest, expired or not; false when there is none. */
  async revoke(tokenDigest: string, now: number): Promise<boolean> {
    return (await this.#revoke.run(now, tokenDigest)).changes > 0;
  }

  /** Revokes every service token of the client (it was removed); how many were live or expired. */
  async revokeAllOf(clientId: string, now: number): Promise<number> {
    return (await this.#revokeOfClient.run(now, clientId)).changes;
  }

  /**
   * Records an assertion's `jti` for the service client until `expiresAt`: true the first time, false
   * while the same id is still recorded (a replay, RFC 7523 §3 item 7).
   */
  async useAssertionId(clientId: string, jti: string, expiresAt: number, now: number): Promise<boolean> {
    return (await this.#useId.run(clientId, jti, expiresAt, now)).changes > 0;
  }
}

const stores = new WeakMap<SqlAccess, ServiceTokensStore>();

/** The one service tokens store of this database (made on first use). */
export function serviceTokensIn(sql: SqlAccess): ServiceTokensStore {
  let store = stores.get(sql);
  if (store === undefined) {
    store = new ServiceTokensStore(sql);
    stores.set(sql, store);
  }
  return store;
}
