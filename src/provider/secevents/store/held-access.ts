/**
 * Which clients held access to an account when an event about it happened (docs/identity.md#who-hears-of-an-event):
 * a refresh or access token of that account that was still live within HELD_WINDOW_MS before the event
 * (not revoked earlier; an access token not expired earlier). The action that raises the event revokes
 * the tokens itself, so "revoked at or after the window's start" keeps the clients it just cut off. Reads
 * the authorization server's token tables, never writes them.
 */
import type { SqlAccess } from '../../store/sql-access.ts';

/** How far before the event a token counts as held: the action's revocation and its event are one moment. */
export const HELD_WINDOW_MS = 60_000;

export class HeldAccess {
  readonly #clients;

  constructor(sql: SqlAccess) {
    this.#clients = sql.prepare(
      `SELECT client_id FROM oauth_refresh_tokens
         WHERE user_id = @user AND (revoked_at IS NULL OR revoked_at >= @since)
       UNION
       SELECT client_id FROM oauth_access_tokens
         WHERE user_id = @user AND (revoked_at IS NULL OR revoked_at >= @since) AND expires_at >= @since`,
    );
  }

  /** The client ids that held a token of `accountId` at `at` (or were cut off from it then). */
  async clients(accountId: string, at: number): Promise<Set<string>> {
    return new Set(await this.#clients.column<string>({ user: accountId, since: at - HELD_WINDOW_MS }));
  }
}
