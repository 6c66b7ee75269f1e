/**
 * Operations as planned when their request was accepted: the times each status begins are fixed then, so
 * reading one on the provider's clock shows how far it has come (operations.ts).
 */
import type { OperationError, OperationWarning } from '#shared/wire/compute.ts';
import type { SqlAccess } from '../../../store/sql-access.ts';

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

  constructor(sql: SqlAccess) {
    this.#insert =
      sql.prepare(`INSERT INTO compute_operations (project, zone, name, request_id, insert_time, end_time, accepted, data)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
    this.#get = sql.prepare(
      'SELECT data FROM compute_operations WHERE project = ? AND zone = ? AND name = ? AND end_time > ?',
    );
    this.#byRequest =
      sql.prepare(`SELECT data FROM compute_operations WHERE project = ? AND request_id = ? AND insert_time > ?
       ORDER BY insert_time LIMIT 1`);
    this.#accepted = sql.prepare(
      'SELECT COUNT(*) AS n FROM compute_operations WHERE project = ? AND accepted = 1 AND insert_time > ?',
    );
  }

  async insert(op: OperationRecord): Promise<void> {
    await this.#insert.run(
      op.project,
      op.zone ?? '',
      op.name,
      op.clientOperationId?.toLowerCase() ?? null,
      op.insertTime,
      op.endTime,
      op.errors === undefined ? 1 : 0,
      JSON.stringify(op),
    );
  }

  /** An operation that ended after `endedAfter` (older ones are forgotten); zone '' for global ones. */
  async get(
    project: string,
    zone: string,
    name: string,
    endedAfter: number,
  ): Promise<OperationRecord | undefined> {
    return parse(await this.#get.get(project, zone, name, endedAfter));
  }

  /** The first operation of a project made with `requestId` after `since`. */
  async byRequest(project: string, requestId: string, since: number): Promise<OperationRecord | undefined> {
    return parse(await this.#byRequest.get(project, requestId.toLowerCase(), since));
  }

  /** Operations of a project accepted (not failed on quota) after `since`. */
  async acceptedSince(project: string, since: number): Promise<number> {
    return (await this.#accepted.value<number>(project, since)) ?? 0;
  }
}

function parse(row: unknown): OperationRecord | undefined {
  return row === undefined ? undefined : (JSON.parse((row as { data: string }).data) as OperationRecord);
}
