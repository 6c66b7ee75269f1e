/**
 * dataset:aggregate (seed 002, Fitness table): data of several types or sources over buckets of one kind.
 * Aggregating by data type merges every source of that type the developer may see, preferring the
 * highest-priority device where sources overlap (overlap-merge.ts), so nothing is counted twice.
 */
import { Hono } from 'hono';
import { DATA_TYPES, type AggregateBucket, type AggregateResponse } from '#shared/wire/fitness.ts';
import type { ApiEnv, Grant } from '../../http/bearer.ts';
import { badRequest } from '../../http/errors.ts';
import type { ModuleContext } from '../../module.ts';
import type { Db } from '../../store/db.ts';
import { findSource, requireRead, sourcesSeenBy, resolveUser, type VisibleSource } from './access.ts';
import { parseAggregateRequest, type AggregateSpec, type AggregateTarget } from './aggregate-request.ts';
import { activityTypeBuckets, segmentBuckets, sessionBuckets, timeBuckets, type Bucket } from './buckets.ts';
import { standardType } from './data-types.ts';
import { msToNs, nsToMs, type DatasetRange } from './ids.ts';
import { mergeStreams, type Piece } from './overlap-merge.ts';
import { readJson } from './request.ts';
import { pointsInRange } from './store-points.ts';
import { sessionsOverlapping } from './store-sessions.ts';
import { summarize, type Prepared } from './summarize.ts';

/** Where both report, a watch or chest strap wins over a phone, a phone over a source with no device. */
const DEVICE_PRIORITY: Record<string, number> = { watch: 3, chestStrap: 3, phone: 2 };
const priorityOf = (s: VisibleSource): number => {
  const device = s.stored.resource.device;
  return device === undefined ? 0 : (DEVICE_PRIORITY[device.type] ?? 1);
};

interface Input {
  typeName: string;
  aggregateType: string;
  sources: VisibleSource[];
}

function resolveTarget(db: Db, userId: string, grant: Grant, target: AggregateTarget): Input {
  const sources =
    'dataSourceId' in target
      ? [findSource(db, userId, grant, target.dataSourceId, 'read')]
      : sourcesSeenBy(db, userId, grant).filter((s) => s.view.dataType.name === target.dataTypeName);
  const typeName = 'dataSourceId' in target ? (sources[0]?.view.dataType.name ?? '') : target.dataTypeName;
  const aggregateType = standardType(typeName)?.aggregate;
  if (aggregateType === undefined) throw badRequest(`Data of type "${typeName}" cannot be aggregated.`);
  requireRead(grant, typeName);
  return { typeName, aggregateType, sources };
}

function prepare(db: Db, input: Input, range: DatasetRange): Prepared {
  const kind = standardType(input.typeName)?.kind;
  const ordered = [...input.sources].sort(
    (a, b) => priorityOf(b) - priorityOf(a) || a.view.dataStreamId.localeCompare(b.view.dataStreamId),
  );
  const streams = ordered.map((s) => ({
    points: pointsInRange(db, [s.stored.pk], range).map((p) => ({
      start: nsToMs(p.startNs),
      end: nsToMs(p.endNs),
      value: p.value[0]?.intVal ?? p.value[0]?.fpVal ?? 0,
    })),
  }));
  if (kind === 'sample') {
    const samples = streams.flatMap((s) => s.points.map((p) => ({ t: p.end, v: p.value })));
    return { kind: 'sample', samples: samples.sort((a, b) => a.t - b.t) };
  }
  const pieces = mergeStreams(streams);
  const maxLength = pieces.reduce((m, p) => Math.max(m, p.end - p.start), 0);
  if (kind === 'segment') return { kind: 'segment', pieces, maxLength };
  const integer = standardType(input.typeName)?.fields[0]?.format === 'integer';
  return { kind: 'cumulative', integer, pieces, maxLength };
}

function activitySegments(db: Db, userId: string, grant: Grant, spec: AggregateSpec, range: DatasetRange) {
  if (spec.bucket.kind !== 'activityType' && spec.bucket.kind !== 'activitySegment') return [];
  const target: AggregateTarget =
    spec.bucket.activitySourceId === undefined
      ? { dataTypeName: DATA_TYPES.activitySegment }
      : { dataSourceId: spec.bucket.activitySourceId };
  const input = resolveTarget(db, userId, grant, target);
  if (input.typeName !== DATA_TYPES.activitySegment) {
    throw badRequest('activityDataSourceId must be a source of activity segments.');
  }
  const prepared = prepare(db, input, range);
  return prepared.kind === 'segment' ? prepared.pieces : ([] as Piece<number>[]);
}

function buildBuckets(
  db: Db,
  userId: string,
  grant: Grant,
  spec: AggregateSpec,
  range: DatasetRange,
): Bucket[] {
  const { bucket, startMs, endMs } = spec;
  switch (bucket.kind) {
    case 'time':
    case 'period':
      return timeBuckets(bucket, startMs, endMs);
    case 'activitySegment':
      return segmentBuckets(
        activitySegments(db, userId, grant, spec, range),
        startMs,
        endMs,
        bucket.minDurationMs,
      );
    case 'activityType':
      return activityTypeBuckets(
        activitySegments(db, userId, grant, spec, range),
        startMs,
        endMs,
        bucket.minDurationMs,
      );
    case 'session':
      requireRead(grant, DATA_TYPES.activitySegment);
      return sessionBuckets(
        sessionsOverlapping(db, userId, startMs, endMs),
        startMs,
        endMs,
        bucket.minDurationMs,
      );
  }
}

export function aggregateRoutes(ctx: ModuleContext<never>): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  app.post('/:userId/dataset:aggregate', async (c) => {
    const grant = c.get('grant');
    const userId = resolveUser(c.req.param('userId'), grant);
    const spec = parseAggregateRequest(await readJson(c));
    const inputs = spec.targets.map((t) => resolveTarget(ctx.db, userId, grant, t));
    const range: DatasetRange = { startNs: msToNs(spec.startMs), endNs: msToNs(spec.endMs) };
    const buckets = buildBuckets(ctx.db, userId, grant, spec, range);
    const prepared = inputs.map((input) => prepare(ctx.db, input, range));
    const bucket = buckets.map((b): AggregateBucket => {
      const out: AggregateBucket = {
        type: b.type,
        startTimeMillis: String(b.startMs),
        endTimeMillis: String(b.endMs),
        dataset: inputs.map((input, i) => ({
          dataSourceId: `derived:${input.aggregateType}:com.example.fitness:aggregated`,
          point: summarize(prepared[i] ?? { kind: 'sample', samples: [] }, input.aggregateType, b.spans),
        })),
      };
      if (b.activity !== undefined) out.activity = b.activity;
      if (b.session !== undefined) out.session = b.session;
      return out;
    });
    const body: AggregateResponse = { bucket };
    return c.json(body);
  });

  return app;
}
