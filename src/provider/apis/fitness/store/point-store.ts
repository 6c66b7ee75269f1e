/**
 * Data points of a source, statements prepared once. Times are 64-bit nanoseconds (BigInt). Every insert
 * and delete is recorded in fitness_point_changes for dataPointChanges; a deleted point stays as a
 * tombstone. The writes run several statements: the service calls them inside a transaction.
 */
import type { DataPoint, Value } from '#shared/wire/fitness.ts';
import type { SqlAccess, SqlStatement } from '../../../store/sql-access.ts';
import type { DatasetRange } from '../services/ids.ts';
import type { NewPoint } from '../routes/validate-point.ts';

export interface StoredPoint {
  pk: bigint;
  sourcePk: bigint;
  startNs: bigint;
  endNs: bigint;
  value: Value[];
  origin: string;
  modifiedMs: bigint;
}

interface Row {
  pk: bigint;
  source_pk: bigint;
  start_ns: bigint;
  end_ns: bigint;
  value: string;
  origin: string;
  modified_ms: bigint;
}

const COLUMNS = 'p.pk, p.source_pk, p.start_ns, p.end_ns, p.value, p.origin, p.modified_ms';

const fromRow = (r: Row): StoredPoint => ({
  pk: r.pk,
  sourcePk: r.source_pk,
  startNs: r.start_ns,
  endNs: r.end_ns,
  value: JSON.parse(r.value) as Value[],
  origin: r.origin,
  modifiedMs: r.modified_ms,
});

export function toWire(p: StoredPoint, dataTypeName: string): DataPoint {
  return {
    startTimeNanos: String(p.startNs),
    endTimeNanos: String(p.endNs),
    dataTypeName,
    originDataSourceId: p.origin,
    value: p.value,
    modifiedTimeMillis: String(p.modifiedMs),
  };
}

export interface PointChanges {
  inserted: StoredPoint[];
  deleted: StoredPoint[];
  lastSeq?: number;
  more: boolean;
}

/** A page of a range: points after `after` (start time, then pk), at most `limit`. */
export interface RangePage {
  after?: { startNs: bigint; pk: bigint };
  limit?: number;
}

/** Points per multi-row insert: 6 parameters each stays far below either store's limit on parameters. */
const CHUNK = 200;

export class PointStore {
  readonly #chunks = new Map<number, { points: SqlStatement; changes: SqlStatement }>();
  readonly #inRange;
  readonly #countLive;
  readonly #tombstone;
  readonly #deleted;
  readonly #changes;

  constructor(private readonly sql: SqlAccess) {
    this.#inRange = sql.prepare(
      `SELECT ${COLUMNS} FROM fitness_points p
       WHERE p.source_pk = ? AND p.deleted_ms IS NULL
         AND p.start_ns <= ? AND p.end_ns >= ? AND (p.start_ns > ? OR (p.start_ns = ? AND p.pk > ?))
       ORDER BY p.start_ns, p.pk LIMIT ?`,
      { bigints: true },
    );
    this.#countLive = sql.prepare(
      'SELECT count(*) FROM fitness_points WHERE source_pk = ? AND deleted_ms IS NULL',
    );
    this.#tombstone = sql.prepare('UPDATE fitness_points SET deleted_ms = ? WHERE pk = ?');
    this.#deleted = sql.prepare(
      "INSERT INTO fitness_point_changes (source_pk, point_pk, kind) VALUES (?, ?, 'deleted')",
    );
    this.#changes = sql.prepare(
      `SELECT c.seq, c.kind, ${COLUMNS} FROM fitness_point_changes c JOIN fitness_points p ON p.pk = c.point_pk
       WHERE c.source_pk = ? AND c.seq > ? ORDER BY c.seq LIMIT ?`,
      { bigints: true },
    );
  }

  /**
   * Inserts points; one already stored with the same times and values (or given twice) is not stored twice.
   * One read finds those, and rows go in CHUNK at a time: a round trip per point would make a
   * year of demo data slow on PostgreSQL.
   */
  async insert(sourcePk: number, points: readonly NewPoint[], nowMs: number): Promise<number> {
    if (points.length === 0) return 0;
    const key = (p: { startNs: bigint; endNs: bigint; value: Value[] }): string =>
      `${p.startNs}/${p.endNs}/${JSON.stringify(p.value)}`;
    let from = points[0]?.startNs ?? 0n;
    let to = points[0]?.endNs ?? 0n;
    for (const p of points) {
      if (p.startNs < from) from = p.startNs;
      if (p.endNs > to) to = p.endNs;
    }
    const seen = new Set((await this.inRange(sourcePk, { startNs: from, endNs: to })).map(key));
    const fresh = points.filter((p) => {
      const k = key(p);
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
    for (let at = 0; at < fresh.length; at += CHUNK) {
      const chunk = fresh.slice(at, at + CHUNK);
      const { points: insert, changes } = this.#chunkStatements(chunk.length);
      const pks = await insert.column<number>(
        ...chunk.flatMap((p) => [sourcePk, p.startNs, p.endNs, JSON.stringify(p.value), p.origin, nowMs]),
      );
      // Change numbers follow insertion order, which is the order of the new keys.
      pks.sort((a, b) => a - b);
      await changes.run(...pks.flatMap((pk) => [sourcePk, pk]));
    }
    return fresh.length;
  }

  /** The two multi-row inserts for `size` points, prepared on first use (a full chunk and each remainder). */
  #chunkStatements(size: number): { points: SqlStatement; changes: SqlStatement } {
    let statements = this.#chunks.get(size);
    if (statements === undefined) {
      const rows = (n: number, row: string): string => Array.from({ length: n }, () => row).join(', ');
      statements = {
        points: this.sql.prepare(
          `INSERT INTO fitness_points (source_pk, start_ns, end_ns, value, origin, modified_ms)
           VALUES ${rows(size, '(?, ?, ?, ?, ?, ?)')} RETURNING pk`,
        ),
        changes: this.sql.prepare(
          `INSERT INTO fitness_point_changes (source_pk, point_pk, kind) VALUES ${rows(size, "(?, ?, 'inserted')")}`,
        ),
      };
      this.#chunks.set(size, statements);
    }
    return statements;
  }

  /** Live points with start ≤ range end and end ≥ range start, by start time, after the page key. */
  async inRange(sourcePk: number, range: DatasetRange, page: RangePage = {}): Promise<StoredPoint[]> {
    const after = page.after ?? { startNs: -1n, pk: -1n };
    const rows = await this.#inRange.all<Row>(
      sourcePk,
      range.endNs,
      range.startNs,
      after.startNs,
      after.startNs,
      after.pk,
      // No limit: SQLite's -1 is refused by PostgreSQL, and no source holds this many points.
      page.limit ?? Number.MAX_SAFE_INTEGER,
    );
    return rows.map(fromRow);
  }

  async countLive(sourcePk: number): Promise<number> {
    return (await this.#countLive.value<number>(sourcePk)) ?? 0;
  }

  /**
   * Deletes the points overlapping the range (inclusive, as get reads them). With `cut` (consistent-value
   * types) a point straddling an end keeps its parts outside the range: they end 1 ns before the range and
   * start 1 ns after it, so a later get of the same range finds nothing.
   */
  async deleteRange(sourcePk: number, range: DatasetRange, cut: boolean, nowMs: number): Promise<void> {
    const kept: NewPoint[] = [];
    for (const p of await this.inRange(sourcePk, range, {})) {
      await this.#tombstone.run(nowMs, p.pk);
      await this.#deleted.run(sourcePk, p.pk);
      if (!cut) continue;
      if (p.startNs < range.startNs) {
        kept.push({ startNs: p.startNs, endNs: range.startNs - 1n, value: p.value, origin: p.origin });
      }
      if (p.endNs > range.endNs) {
        kept.push({ startNs: range.endNs + 1n, endNs: p.endNs, value: p.value, origin: p.origin });
      }
    }
    await this.insert(sourcePk, kept, nowMs);
  }

  /** Changes of a source after `afterSeq`, oldest first, at most `limit`. */
  async changes(sourcePk: number, afterSeq: number, limit: number): Promise<PointChanges> {
    const rows = await this.#changes.all<Row & { seq: bigint; kind: string }>(sourcePk, afterSeq, limit + 1);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      inserted: page.filter((r) => r.kind === 'inserted').map(fromRow),
      deleted: page.filter((r) => r.kind === 'deleted').map(fromRow),
      lastSeq: last === undefined ? undefined : Number(last.seq),
      more: rows.length > limit,
    };
  }
}
