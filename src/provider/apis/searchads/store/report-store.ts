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

export class ReportStore {
  readonly #insert;
  readonly #get;

  constructor(sql: SqlAccess) {
    this.#insert =
      sql.prepare(`INSERT INTO sa_reports (id, user_id, request, columns, rows, created_at, ready_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`);
    this.#get =
      sql.prepare(`SELECT id, user_id AS userId, request, columns, rows, created_at AS createdAt, ready_at AS readyAt
       FROM sa_reports WHERE id = ? AND user_id = ?`);
  }

  async insert(r: ReportRecord): Promise<void> {
    await this.#insert.run(
      r.id,
      r.userId,
      JSON.stringify(r.request),
      JSON.stringify(r.header),
      JSON.stringify(r.rows),
      r.createdAt,
      r.readyAt,
    );
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
