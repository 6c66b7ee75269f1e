/**
 * The outbox (docs/identity.md#delivery): every SET owed to a stream, durable, so that an event survives a
 * restart and is delivered at least once. Push delivery claims a row before posting: a conditional UPDATE
 * sets its next try and counts the try only if the row still has the try count it was read with, so of two
 * delivery runs (in one provider, or in replicas sharing one PostgreSQL) exactly one posts it. A 202 or an
 * acknowledgement deletes it.
 */
import type { SqlAccess } from '../../store/sql-access.ts';
import type { SetClaims } from '../services/set-claims.ts';

/** The most SETs one stream is owed; past it the oldest are dropped and counted in the stream's status. */
export const MAX_OUTBOX_PER_STREAM = 1000;

export interface OutboxRow {
  jti: string;
  client_id: string;
  claims: string;
  attempts: number;
}

/** A stream's outbox at a glance, for its status. */
export interface OutboxSummary {
  pending: number;
  failed: number;
  lastError: string | null;
  dropped: number;
}

export class OutboxStore {
  readonly #add;
  readonly #overflow;
  readonly #countDropped;
  readonly #duePush;
  readonly #lease;
  readonly #handBack;
  readonly #remove;
  readonly #fail;
  readonly #pendingFor;
  readonly #summary;

  constructor(private readonly sql: SqlAccess) {
    this.#add = sql.prepare(
      `INSERT INTO secevent_outbox (jti, client_id, claims, created_at, next_attempt_at, state)
       VALUES (?, ?, ?, ?, ?, 'pending')`,
    );
    // Counted first, once (an index scan): the ordered scan runs only for a stream past the bound. The
    // PostgreSQL schema gives the outbox a rowid of its own (store/schema.ts).
    this.#overflow = sql.prepare(
      `DELETE FROM secevent_outbox
       WHERE (SELECT COUNT(*) FROM secevent_outbox WHERE client_id = @client) > @max
         AND client_id = @client AND jti NOT IN (SELECT jti FROM secevent_outbox WHERE client_id = @client
           ORDER BY created_at DESC, rowid DESC LIMIT @max)`,
    );
    this.#countDropped = sql.prepare('UPDATE secevent_streams SET dropped = dropped + ? WHERE client_id = ?');
    this.#duePush = sql.prepare(
      `SELECT o.jti, o.client_id, o.claims, o.attempts FROM secevent_outbox o
       JOIN secevent_streams s ON s.client_id = o.client_id
       WHERE o.state = 'pending' AND o.next_attempt_at <= ? AND s.delivery_method = ?
       ORDER BY o.next_attempt_at, o.created_at LIMIT ?`,
    );
    this.#lease = sql.prepare(
      `UPDATE secevent_outbox SET attempts = attempts + 1, next_attempt_at = ?
       WHERE jti = ? AND attempts = ? AND state = 'pending'`,
    );
    this.#handBack = sql.prepare(
      `UPDATE secevent_outbox SET attempts = attempts - 1, next_attempt_at = ?
       WHERE jti = ? AND attempts = ? AND state = 'pending'`,
    );
    this.#remove = sql.prepare('DELETE FROM secevent_outbox WHERE jti = ? AND client_id = ?');
    this.#fail = sql.prepare('UPDATE secevent_outbox SET last_error = ?, state = ? WHERE jti = ?');
    this.#pendingFor = sql.prepare(
      `SELECT jti, client_id, claims, attempts FROM secevent_outbox
       WHERE client_id = ? AND state = 'pending' ORDER BY created_at, rowid LIMIT ?`,
    );
    this.#summary = sql.prepare(
      `SELECT
         (SELECT COUNT(*) FROM secevent_outbox WHERE client_id = ? AND state = 'pending') AS pending,
         (SELECT COUNT(*) FROM secevent_outbox WHERE client_id = ? AND state = 'failed') AS failed,
         (SELECT last_error FROM secevent_outbox WHERE client_id = ? AND state = 'failed'
            ORDER BY next_attempt_at DESC LIMIT 1) AS lastError,
         (SELECT dropped FROM secevent_streams WHERE client_id = ?) AS dropped`,
    );
  }

  /**
   * One transaction for all the SETs of one event; a stream past its bound loses its oldest. `committed`
   * runs once they are stored (the first push try), never when the transaction rolled back.
   */
  add(sets: readonly SetClaims[], now: number, committed: () => void): Promise<void> {
    return this.sql.withTransaction(async (tx) => {
      for (const set of sets) {
        await this.#add.run(set.jti, set.aud, JSON.stringify(set), now, now);
        const { changes } = await this.#overflow.run({ client: set.aud, max: MAX_OUTBOX_PER_STREAM });
        if (changes > 0) await this.#countDropped.run(changes, set.aud);
      }
      tx.afterCommit(committed);
    });
  }

  /** Pending rows of push streams whose next try is due, oldest first. */
  duePush(pushMethod: string, now: number, limit: number): Promise<OutboxRow[]> {
    return this.#duePush.all<OutboxRow>(now, pushMethod, limit);
  }

  /** Claims a row for one try, its next try set to `retryAt`; false when another run took it first. */
  async lease(row: OutboxRow, retryAt: number): Promise<boolean> {
    return (await this.#lease.run(retryAt, row.jti, row.attempts)).changes === 1;
  }

  /** A claimed try that was never made (the provider stopped): due at `now`, its try not counted. */
  async handBack(row: OutboxRow, now: number): Promise<void> {
    await this.#handBack.run(now, row.jti, row.attempts + 1);
  }

  /** Delivered or acknowledged: gone. Returns how many of `jtis` were this stream's. */
  remove(clientId: string, jtis: readonly string[]): Promise<number> {
    return this.sql.withTransaction(async () => {
      let removed = 0;
      for (const jti of jtis) removed += (await this.#remove.run(jti, clientId)).changes;
      return removed;
    });
  }

  /** A try failed: `gaveUp` marks the row failed for good, otherwise it waits for its claimed next try. */
  async failed(jti: string, error: string, gaveUp: boolean): Promise<void> {
    await this.#fail.run(error, gaveUp ? 'failed' : 'pending', jti);
  }

  /** A poll: the stream's oldest pending rows, `limit` at most. */
  pendingFor(clientId: string, limit: number): Promise<OutboxRow[]> {
    return this.#pendingFor.all<OutboxRow>(clientId, limit);
  }

  async summary(clientId: string): Promise<OutboxSummary> {
    const row = await this.#summary.get<OutboxSummary>(clientId, clientId, clientId, clientId);
    return row ?? { pending: 0, failed: 0, lastError: null, dropped: 0 };
  }
}
