/**
 * Sessions of a user. Every write takes the next change number of the user's sessions, which page tokens
 * carry for incremental sync; a deleted session stays as a tombstone for `includeDeleted`.
 */
import type { Session } from '#shared/wire/fitness.ts';
import type { Db } from '../../store/db.ts';

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

export function findSession(db: Db, userId: string, id: string): StoredSession | undefined {
  const row = db
    .prepare(`SELECT ${COLUMNS} FROM fitness_sessions WHERE user_id = ? AND id = ?`)
    .get(userId, id) as Row | undefined;
  return row === undefined ? undefined : fromRow(row);
}

export function lastChangeSeq(db: Db, userId: string): number {
  const row = db
    .prepare('SELECT coalesce(max(change_seq), 0) AS seq FROM fitness_sessions WHERE user_id = ?')
    .get(userId) as { seq: number };
  return row.seq;
}

/** Inserts or replaces (a tombstone too) the session with the same id. */
export function upsertSession(db: Db, userId: string, clientId: string, session: Session): void {
  db.prepare(
    `INSERT INTO fitness_sessions (user_id, id, client_id, start_ms, end_ms, resource, modified_ms, change_seq)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id, id) DO UPDATE SET client_id = excluded.client_id, start_ms = excluded.start_ms,
       end_ms = excluded.end_ms, resource = excluded.resource, modified_ms = excluded.modified_ms,
       change_seq = excluded.change_seq, deleted_ms = NULL`,
  ).run(
    userId,
    session.id,
    clientId,
    Number(session.startTimeMillis),
    Number(session.endTimeMillis),
    JSON.stringify(session),
    Number(session.modifiedTimeMillis),
    lastChangeSeq(db, userId) + 1,
  );
}

export function tombstoneSession(db: Db, userId: string, id: string, nowMs: number): void {
  db.prepare(
    `UPDATE fitness_sessions SET deleted_ms = ?, modified_ms = ?, change_seq = ?,
       resource = json_set(resource, '$.modifiedTimeMillis', ?) WHERE user_id = ? AND id = ?`,
  ).run(nowMs, nowMs, lastChangeSeq(db, userId) + 1, String(nowMs), userId, id);
}

export type SessionQuery =
  | { by: 'end'; fromMs: number; toMs: number }
  | { by: 'change'; afterSeq: number }
  | { by: 'modified'; sinceMs: number };

/** Sessions (tombstones too) matching the query; `limit + 1` rows at most, so callers can tell if more. */
export function querySessions(db: Db, userId: string, q: SessionQuery, limit: number): StoredSession[] {
  const base = `SELECT ${COLUMNS} FROM fitness_sessions WHERE user_id = ?`;
  let rows: Row[];
  if (q.by === 'end') {
    rows = db
      .prepare(`${base} AND end_ms >= ? AND end_ms <= ? ORDER BY start_ms, id LIMIT ?`)
      .all(userId, q.fromMs, q.toMs, limit + 1) as Row[];
  } else if (q.by === 'change') {
    rows = db
      .prepare(`${base} AND change_seq > ? ORDER BY change_seq LIMIT ?`)
      .all(userId, q.afterSeq, limit + 1) as Row[];
  } else {
    rows = db
      .prepare(`${base} AND modified_ms >= ? ORDER BY change_seq LIMIT ?`)
      .all(userId, q.sinceMs, limit + 1) as Row[];
  }
  return rows.map(fromRow);
}

/** Live sessions overlapping [fromMs, toMs), by start time (aggregation's bucketBySession). */
export function sessionsOverlapping(db: Db, userId: string, fromMs: number, toMs: number): Session[] {
  const rows = db
    .prepare(
      `SELECT ${COLUMNS} FROM fitness_sessions WHERE user_id = ? AND deleted_ms IS NULL
       AND start_ms < ? AND end_ms > ? ORDER BY start_ms, id`,
    )
    .all(userId, toMs, fromMs) as Row[];
  return rows.map((r) => fromRow(r).session);
}
