/**
 * Operations (the public Compute Engine v1 Operation resource): each accepted request gets one, PENDING
 * until START_DELAY_MS later on the provider's clock, then RUNNING, then DONE RUN_MS after it started. A
 * request past the project's per-minute quota gets an Operation that is DONE at once with QUOTA_EXCEEDED
 * and changes nothing. A `requestId` is remembered per project for REQUEST_ID_TTL_MS: a retry with it
 * answers the first Operation as it is now (docs/compute.md#operations).
 */
import { randomBytes } from 'node:crypto';
import type { Operation, OperationError, OperationWarning } from '#shared/wire/compute.ts';
import type { ModuleContext } from '../../../module.ts';
import type { OperationRecord, OperationStore } from '../store/operation-store.ts';
import { notFound, type Links } from './access.ts';

export const START_DELAY_MS = 1_000;
export const RUN_MS = 2_000;
/** How long a DONE operation can still be read. */
export const RETENTION_MS = 24 * 3_600_000;
/** How long a requestId is remembered. */
export const REQUEST_ID_TTL_MS = 24 * 3_600_000;
const QUOTA_WINDOW_MS = 60_000;

export type ComputeContext = ModuleContext<'publicUrl' | 'computeOperationsPerMinute'>;

/** What an operation is about; the rest is filled in when it is accepted. */
export interface Plan {
  project: string;
  zone?: string;
  operationType: string;
  targetLink: string;
  targetId: string;
  user: string;
  warnings?: OperationWarning[];
}

const iso = (ms: number): string => new Date(ms).toISOString();

/** A uint64 in decimal, never 0. */
export const newUint64 = (): string => (randomBytes(8).readBigUInt64BE() | 1n).toString();

export class Operations {
  constructor(
    private readonly ctx: ComputeContext,
    private readonly store: OperationStore,
    private readonly links: Links,
  ) {}

  view(op: OperationRecord): Operation {
    const now = this.ctx.clock.now();
    const where = op.zone === undefined ? 'global' : `zones/${op.zone}`;
    const status = now < op.startTime ? 'PENDING' : now < op.endTime ? 'RUNNING' : 'DONE';
    const progress =
      status === 'PENDING'
        ? 0
        : status === 'DONE'
          ? 100
          : Math.floor((100 * (now - op.startTime)) / (op.endTime - op.startTime));
    const out: Operation = {
      kind: 'compute#operation',
      id: op.id,
      name: op.name,
      operationType: op.operationType,
      targetLink: `${this.links.base()}/${op.targetLink}`,
      targetId: op.targetId,
      status,
      user: op.user,
      progress,
      insertTime: iso(op.insertTime),
      // The public Operation's creation time; an operation here is made when its request is accepted.
      creationTimestamp: iso(op.insertTime),
      selfLink: `${this.links.base()}/projects/${op.project}/${where}/operations/${op.name}`,
    };
    if (op.zone !== undefined) out.zone = `${this.links.base()}/projects/${op.project}/zones/${op.zone}`;
    if (op.clientOperationId !== undefined) out.clientOperationId = op.clientOperationId;
    if (status !== 'PENDING') out.startTime = iso(op.startTime);
    if (status === 'DONE') out.endTime = iso(op.endTime);
    if (op.errors !== undefined) out.error = { errors: op.errors };
    if (op.warnings !== undefined) out.warnings = op.warnings;
    if (op.httpErrorStatusCode !== undefined) out.httpErrorStatusCode = op.httpErrorStatusCode;
    if (op.httpErrorMessage !== undefined) out.httpErrorMessage = op.httpErrorMessage;
    return out;
  }

  /** GET of a global (zone undefined) or zonal operation; forgotten RETENTION_MS after it ended. */
  async get(project: string, zone: string | undefined, name: string): Promise<Operation> {
    const where = zone === undefined ? 'global' : `zones/${zone}`;
    const op = await this.store.get(project, zone ?? '', name, this.ctx.clock.now() - RETENTION_MS);
    if (op === undefined) throw notFound(`projects/${project}/${where}/operations/${name}`);
    return this.view(op);
  }

  /** The operation an earlier request with this requestId made, if it is still remembered. */
  async replay(project: string, requestId: string | undefined): Promise<Operation | undefined> {
    if (requestId === undefined) return undefined;
    const op = await this.store.byRequest(project, requestId, this.ctx.clock.now() - REQUEST_ID_TTL_MS);
    return op === undefined ? undefined : this.view(op);
  }

  /**
   * Accepts a request: within one transaction, a replayed requestId answers the first operation; past the
   * quota a failed operation is stored and `apply` is not run; otherwise `apply` changes the resources and
   * the operation is stored.
   */
  run(plan: Plan, requestId: string | undefined, apply: () => Promise<void>): Promise<Operation> {
    return this.ctx.sql.withTransaction(async () => {
      const earlier = await this.replay(plan.project, requestId);
      if (earlier !== undefined) return earlier;
      const now = this.ctx.clock.now();
      const base = { ...plan, id: newUint64(), name: operationName(now), insertTime: now };
      if (requestId !== undefined) Object.assign(base, { clientOperationId: requestId });
      const limit = this.ctx.settings.computeOperationsPerMinute;
      const accepted = await this.store.acceptedSince(plan.project, now - QUOTA_WINDOW_MS);
      const record: OperationRecord =
        accepted >= limit
          ? {
              ...base,
              startTime: now,
              endTime: now,
              errors: [quotaError(plan.project, limit)],
              httpErrorStatusCode: 403,
              httpErrorMessage: 'FORBIDDEN',
            }
          : { ...base, startTime: now + START_DELAY_MS, endTime: now + START_DELAY_MS + RUN_MS };
      if (record.errors === undefined) await apply();
      await this.store.insert(record);
      return this.view(record);
    });
  }
}

const operationName = (now: number): string => `operation-${String(now)}-${randomBytes(6).toString('hex')}`;

/** The public API's quota failure: an errorInfo and a quotaInfo detail (docs/compute.md#quota). */
export function quotaError(project: string, limit: number): OperationError {
  const metricName = 'compute.example.com/operation_requests';
  const limitName = 'OperationRequestsPerMinutePerProject';
  return {
    code: 'QUOTA_EXCEEDED',
    message: `Quota exceeded for quota metric '${metricName}' and limit '${limitName}' of project '${project}': ${String(limit)} operations per minute.`,
    errorDetails: [
      {
        errorInfo: {
          reason: 'RATE_LIMIT_EXCEEDED',
          domain: 'compute.example.com',
          metadatas: {
            quota_metric: metricName,
            quota_limit: limitName,
            quota_limit_value: String(limit),
            project,
          },
        },
      },
      { quotaInfo: { metricName, limitName, dimensions: { project }, limit } },
      {
        localizedMessage: {
          locale: 'en-US',
          message: `The project ${project} made more than ${String(limit)} operations in a minute; try again later.`,
        },
      },
    ],
  };
}
