/**
 * Listens on a provider's SecurityEvents (docs/identity.md#account-actions-and-their-events) and notes, for
 * each event, whether the database was still inside a transaction and what `probe` read from it then: an
 * event raised after commit sees the change already there.
 */
import type { SecurityEvent } from '../../../src/provider/oauth/security-events.ts';
import type { Db } from '../../../src/provider/store/db.ts';
import type { Harness } from './harness.ts';

export interface Heard {
  event: SecurityEvent;
  inTransaction: boolean;
  /** What `probe` read when the event was raised. */
  seen: unknown;
}

export class EventLog {
  readonly #heard: Heard[] = [];
  /** Read from the database as each event is raised. */
  probe: (db: Db) => unknown = () => undefined;

  constructor(h: Harness) {
    const { db } = h.provider;
    h.provider.securityEvents.listen((event) => {
      this.#heard.push({ event, inTransaction: db.inTransaction, seen: this.probe(db) });
    });
  }

  /** The events heard since the last call. */
  take(): Heard[] {
    return this.#heard.splice(0);
  }
}

/** The person's live refresh and access tokens, as a probe. */
export const liveTokens = (userId: string) => (db: Db) =>
  db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM oauth_refresh_tokens WHERE user_id = ? AND revoked_at IS NULL)
            + (SELECT COUNT(*) FROM oauth_access_tokens WHERE user_id = ? AND revoked_at IS NULL) AS n`,
    )
    .get(userId, userId);
