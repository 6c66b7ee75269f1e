/**
 * When the person approved, kept with the refresh token issued from that approval, so that a refresh's ID
 * token names the same moment (OpenID Connect Core §12.2; ../id-token.ts). Statements prepared once per
 * store.
 */
import type { SqlAccess, SqlStatement } from '../../../store/sql-access.ts';
import { digest } from '../../secrets.ts';

export class AuthTimes {
  readonly #setAuthTime: SqlStatement;
  readonly #refreshRow: SqlStatement;

  constructor(sql: SqlAccess) {
    this.#setAuthTime = sql.prepare('UPDATE oauth_refresh_tokens SET auth_time = ? WHERE digest = ?');
    this.#refreshRow = sql.prepare(
      'SELECT user_id, scopes, auth_time FROM oauth_refresh_tokens WHERE digest = ?',
    );
  }

  /** Keeps when the person approved with the refresh token issued from that approval. */
  async remember(refreshToken: string, authTime: number): Promise<void> {
    await this.#setAuthTime.run(authTime, digest(refreshToken));
  }

  /** For a refresh: who the refresh token speaks for, when they approved, and its scopes. */
  async ofRefreshToken(
    refreshToken: string,
  ): Promise<{ userId: string; scopes: string[]; authTime: number } | undefined> {
    const row = await this.#refreshRow.get<{ user_id: string; scopes: string; auth_time: number | null }>(
      digest(refreshToken),
    );
    return row && row.auth_time !== null
      ? { userId: row.user_id, scopes: row.scopes.split(' '), authTime: row.auth_time }
      : undefined;
  }
}
