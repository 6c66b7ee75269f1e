/**
 * Listens on a provider's SecurityEvents (docs/identity.md#account-actions-and-their-events) and notes, for
 * each event, whether the SQLite connection was still inside a transaction and what `probe` read through the
 * authorization server's store then: an event raised after commit sees the change already there (on
 * PostgreSQL the probe reads on another pooled connection, which sees only what was committed).
 */
import type { SecurityEvent } from '../../../src/provider/oauth/events/security-events.ts';
import type { SqlAccess } from '../../../src/provider/store/sql-access.ts';
import type { Harness } from './harness.ts';

export interface Heard {
  event: SecurityEvent;
  inTransaction: boolean;
  /** What `probe` read when the event was raised. */
  seen: unknown;
}

type Probe = (sql: SqlAccess) => Promise<unknown>;

export class EventLog {
  readonly #heard: Promise<Heard>[] = [];
  /** Read from the database as each event is raised. */
  probe: Probe = () => Promise.resolve(undefined);

  constructor(h: Harness) {
    const { db, sql } = h.provider;
    h.provider.securityEvents.listen((event) => {
      const inTransaction = db.inTransaction;
      this.#heard.push(this.probe(sql).then((seen) => ({ event, inTransaction, seen })));
    });
  }

  /** The events heard since the last call. */
  take(): Promise<Heard[]> {
    return Promise.all(this.#heard.splice(0));
  }
}

/** The person's live refresh and access tokens, as a probe. */
export const liveTokens =
  (userId: string): Probe =>
  (sql) =>
    sql
      .prepare(
        `SELECT (SELECT COUNT(*) FROM oauth_refresh_tokens WHERE user_id = @user AND revoked_at IS NULL)
              + (SELECT COUNT(*) FROM oauth_access_tokens WHERE user_id = @user AND revoked_at IS NULL) AS n`,
      )
      .get({ user: userId });
