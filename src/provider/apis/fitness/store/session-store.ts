/**
 * Sessions of a user, statements prepared once. Every write takes the next change number of the user's
 * sessions, which page tokens carry for incremental sync; a deleted session stays as a tombstone for
 * `includeDeleted`.
 */
import type { Session } from '#shared/wire/fitness.ts';
import type { SqlAccess } from '../../../store/sql-access.ts';

export interface StoredSession {
  clientId: string;
  session: Session;
  changeSeq: number;
  deleted: boolean;
}

interface Row {
  client_id: string;
  resource: string;
  change_seq: number;
  deleted_ms: number | null;
}

const fromRow = (r: Row): StoredSession => ({
  clientId: r.client_id,
  session: JSON.parse(r.resource) as Session,
  changeSeq: r.change_seq,
  deleted: r.deleted_ms !== null,
});

const COLUMNS = 'client_id, resource, change_seq, deleted_ms';
const SELECT = `SELECT ${COLUMNS} FROM fitness_sessions WHERE user_id = ?`;

export type SessionQuery =
  | { by: 'end'; fromMs: number; toMs: number }
  | { by: 'change'; afterSeq: number }
  | { by: 'modified'; sinceMs: number };

export class SessionStore {
  readonly #find;
  readonly #lastSeq;
  readonly #upsert;
  readonly #tombstone;
  readonly #byEnd;
  readonly #byChange;
  readonly #byModified;
  readonly #overlapping;

  constructor(sql: SqlAccess) {
    this.#find = sql.prepare(`${SELECT} AND id = ?`);
    this.#lastSeq = sql.prepare(
      'SELECT coalesce(max(change_seq), 0) FROM fitness_sessions WHERE user_id = ?',
    );
    this.#upsert = sql.prepare(
      `INSERT INTO fitness_sessions (user_id, id, client_id, start_ms, end_ms, resource, modified_ms, change_seq)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (user_id, id) DO UPDATE SET client_id = excluded.client_id, start_ms = excluded.start_ms,
         end_ms = excluded.end_ms, resource = excluded.resource, modified_ms = excluded.modified_ms,
         change_seq = excluded.change_seq, deleted_ms = NULL`,
    );
    this.#tombstone = sql.prepare({
      sqlite: `UPDATE fitness_sessions SET deleted_ms = ?, modified_ms = ?, change_seq = ?,
         resource = json_set(resource, '$.modifiedTimeMillis', ?) WHERE user_id = ? AND id = ?`,
      postgres: `UPDATE fitness_sessions SET deleted_ms = ?, modified_ms = ?, change_seq = ?,
         resource = jsonb_set(resource::jsonb, '{modifiedTimeMillis}', to_jsonb(?::text))::text
         WHERE user_id = ? AND id = ?`,
    });
    this.#byEnd = sql.prepare(`${SELECT} AND end_ms >= ? AND end_ms <= ? ORDER BY start_ms, id LIMIT ?`);
    this.#byChange = sql.prepare(`${SELECT} AND change_seq > ? ORDER BY change_seq LIMIT ?`);
    this.#byModified = sql.prepare(`${SELECT} AND modified_ms >= ? ORDER BY change_seq LIMIT ?`);
    this.#overlapping = sql.prepare(
      `${SELECT} AND deleted_ms IS NULL AND start_ms < ? AND end_ms > ? ORDER BY start_ms, id`,
    );
  }

  async find(userId: string, id: string): Promise<StoredSession | undefined> {
    const row = await this.#find.get<Row>(userId, id);
    return row === undefined ? undefined : fromRow(row);
  }

  async lastChangeSeq(userId: string): Promise<number> {
    return (await this.#lastSeq.value<number>(userId)) ?? 0;
  }

  /** Inserts or replaces (a tombstone too) the session with the same id; the caller holds the transaction. */
  async upsert(userId: string, clientId: string, session: Session): Promise<void> {
    const seq = (await this.lastChangeSeq(userId)) + 1;
    await this.#upsert.run(
      userId,
      session.id,
      clientId,
      // 64-bit values as given: a Number would round the largest ones past BIGINT's range.
      BigInt(session.startTimeMillis),
      BigInt(session.endTimeMillis),
      JSON.stringify(session),
      BigInt(session.modifiedTimeMillis),
      seq,
    );
  }

  /** Marks the session deleted at `nowMs`; the caller holds the transaction. */
  async tombstone(userId: string, id: string, nowMs: number): Promise<void> {
    const seq = (await this.lastChangeSeq(userId)) + 1;
    await this.#tombstone.run(nowMs, nowMs, seq, String(nowMs), userId, id);
  }

  /** Sessions (tombstones too) matching the query; `limit + 1` rows at most, so callers can tell if more. */
  async query(userId: string, q: SessionQuery, limit: number): Promise<StoredSession[]> {
    const rows =
      q.by === 'end'
        ? await this.#byEnd.all<Row>(userId, q.fromMs, q.toMs, limit + 1)
        : q.by === 'change'
          ? await this.#byChange.all<Row>(userId, q.afterSeq, limit + 1)
          : await this.#byModified.all<Row>(userId, q.sinceMs, limit + 1);
    return rows.map(fromRow);
  }

  /** Live sessions overlapping [fromMs, toMs), by start time (aggregation's bucketBySession). */
  async overlapping(userId: string, fromMs: number, toMs: number): Promise<Session[]> {
    return (await this.#overlapping.all<Row>(userId, toMs, fromMs)).map((r) => fromRow(r).session);
  }
}
