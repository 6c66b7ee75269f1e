/**
 * Operations as planned when their request was accepted: the times each status begins are fixed then, so
 * reading one on the provider's clock shows how far it has come (operations.ts).
 */
import type { OperationError, OperationWarning } from '#shared/wire/compute.ts';
import type { SqliteAccess } from '../../../store/transaction.ts';
import { statement } from './statements.ts';

export interface OperationRecord {
  id: string;
  name: string;
  project: string;
  /** Absent for global operations. */
  zone?: string;
  clientOperationId?: string;
  operationType: string;
  /** Partial (`projects/p/global/images/x`): the origin is added when the operation is read. */
  targetLink: string;
  targetId: string;
  user: string;
  insertTime: number;
  startTime: number;
  endTime: number;
  errors?: OperationError[];
  warnings?: OperationWarning[];
  httpErrorStatusCode?: number;
  httpErrorMessage?: string;
}

export class OperationStore {
  readonly #insert;
  readonly #get;
  readonly #byRequest;
  readonly #accepted;

  constructor(private readonly sql: SqliteAccess) {
    this.#insert = statement(
      sql,
      `INSERT INTO compute_operations (project, zone, name, request_id, insert_time, end_time, accepted, data)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.#get = statement(
      sql,
      'SELECT data FROM compute_operations WHERE project = ? AND zone = ? AND name = ? AND end_time > ?',
    );
    this.#byRequest = statement(
      sql,
      `SELECT data FROM compute_operations WHERE project = ? AND request_id = ? AND insert_time > ?
       ORDER BY insert_time LIMIT 1`,
    );
    this.#accepted = statement(
      sql,
      'SELECT COUNT(*) AS n FROM compute_operations WHERE project = ? AND accepted = 1 AND insert_time > ?',
    );
  }

  async insert(op: OperationRecord): Promise<void> {
    await this.sql.run(() =>
      this.#insert.run(
        op.project,
        op.zone ?? '',
        op.name,
        op.clientOperationId ?? null,
        op.insertTime,
        op.endTime,
        op.errors === undefined ? 1 : 0,
        JSON.stringify(op),
      ),
    );
  }

  /** An operation that ended after `endedAfter` (older ones are forgotten); zone '' for global ones. */
  get(project: string, zone: string, name: string, endedAfter: number): Promise<OperationRecord | undefined> {
    return this.sql.run(() => parse(this.#get.get(project, zone, name, endedAfter)));
  }

  /** The first operation of a project made with `requestId` after `since`. */
  byRequest(project: string, requestId: string, since: number): Promise<OperationRecord | undefined> {
    return this.sql.run(() => parse(this.#byRequest.get(project, requestId, since)));
  }

  /** Operations of a project accepted (not failed on quota) after `since`. */
  acceptedSince(project: string, since: number): Promise<number> {
    return this.sql.run(() => (this.#accepted.get(project, since) as { n: number }).n);
  }
}

function parse(row: unknown): OperationRecord | undefined {
  return row === undefined ? undefined : (JSON.parse((row as { data: string }).data) as OperationRecord);
}
