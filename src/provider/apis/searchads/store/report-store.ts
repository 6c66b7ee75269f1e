/** Queued report requests, with the rows computed when the request was accepted. */
import type { ReportCell } from '#shared/wire/searchads.ts';
import type { SqlAccess } from '../../../store/sql-access.ts';

export interface ReportRecord {
  id: string;
  userId: string;
  request: Record<string, unknown>;
  header: string[];
  rows: ReportCell[][];
  createdAt: number;
  readyAt: number;
}

interface Raw {
  id: string;
  userId: string;
  request: string;
  columns: string;
  rows: string;
  createdAt: number;
  readyAt: number;
}

/** A report as stored: its request, header and rows as JSON text. */
const stored = (r: ReportRecord): [string, string, string] => [
  JSON.stringify(r.request),
  JSON.stringify(r.header),
  JSON.stringify(r.rows),
];

export class ReportStore {
  readonly #insert;
  readonly #get;
  readonly #usage;

  constructor(sql: SqlAccess) {
    this.#insert =
      sql.prepare(`INSERT INTO sa_reports (id, user_id, request, columns, rows, created_at, ready_at, bytes)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
    this.#usage = sql.prepare(
      'SELECT COUNT(*) AS count, COALESCE(SUM(bytes), 0) AS bytes FROM sa_reports WHERE user_id = ? AND created_at > ?',
    );
    this.#get =
      sql.prepare(`SELECT id, user_id AS userId, request, columns, rows, created_at AS createdAt, ready_at AS readyAt
       FROM sa_reports WHERE id = ? AND user_id = ?`);
  }

  async insert(r: ReportRecord): Promise<void> {
    const [request, header, rows] = stored(r);
    const bytes = this.bytesOf(r);
    await this.#insert.run(r.id, r.userId, request, header, rows, r.createdAt, r.readyAt, bytes);
  }

  /** The bytes a report takes stored (its JSON text as UTF-8), which the per-person quota counts. */
  bytesOf(r: ReportRecord): number {
    return stored(r).reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  }

  /** How many reports the person has that were requested after `since`, and their stored bytes. */
  async usage(userId: string, since: number): Promise<{ count: number; bytes: number }> {
    const row = await this.#usage.get<{ count: number | string; bytes: number | string }>(userId, since);
    return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
  }

  /** The caller's own report; another person's is as absent as an unknown id. */
  async get(id: string, userId: string): Promise<ReportRecord | undefined> {
    const raw = await this.#get.get<Raw>(id, userId);
    if (raw === undefined) return undefined;
    return {
      id: raw.id,
      userId: raw.userId,
      request: JSON.parse(raw.request) as Record<string, unknown>,
      header: JSON.parse(raw.columns) as string[],
      rows: JSON.parse(raw.rows) as ReportCell[][],
      createdAt: raw.createdAt,
      readyAt: raw.readyAt,
    };
  }
}
