/**
 * dataset:aggregate (the public Fitness API reference): data of several types or sources over buckets of one
 * kind. Aggregating by data type merges every source of that type the developer may see, preferring the
 * highest-priority device where sources overlap (overlap-merge.ts), so nothing is counted twice.
 */
import { DATA_TYPES, type AggregateBucket, type AggregateResponse } from '#shared/wire/fitness.ts';
import type { Grant } from '../../../http/bearer.ts';
import { badRequest } from '../../../http/errors.ts';
import { requireRead, type VisibleSource } from './access.ts';
import type { AggregateSpec, AggregateTarget } from '../routes/aggregate-request.ts';
import { activityTypeBuckets, segmentBuckets, sessionBuckets, timeBuckets, type Bucket } from './buckets.ts';
import { standardType } from './data-types.ts';
import { msToNs, nsToMs, type DatasetRange } from './ids.ts';
import { mergeStreams, type Piece } from './overlap-merge.ts';
import type { FitnessService } from './service.ts';
import type { PointStore } from '../store/point-store.ts';
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

async function resolveTarget(
  svc: FitnessService,
  userId: string,
  grant: Grant,
  target: AggregateTarget,
): Promise<Input> {
  const sources =
    'dataSourceId' in target
      ? [await svc.findSource(userId, grant, target.dataSourceId, 'read')]
      : (await svc.sourcesSeenBy(userId, grant)).filter((s) => s.view.dataType.name === target.dataTypeName);
  const typeName = 'dataSourceId' in target ? (sources[0]?.view.dataType.name ?? '') : target.dataTypeName;
  const aggregateType = standardType(typeName)?.aggregate;
  if (aggregateType === undefined) throw badRequest(`Data of type "${typeName}" cannot be aggregated.`);
  requireRead(grant, typeName);
  return { typeName, aggregateType, sources };
}

async function readInput(points: PointStore, input: Input, range: DatasetRange): Promise<Prepared> {
  const kind = standardType(input.typeName)?.kind;
  const ordered = [...input.sources].sort(
    (a, b) => priorityOf(b) - priorityOf(a) || a.view.dataStreamId.localeCompare(b.view.dataStreamId),
  );
  const streams = [];
  for (const s of ordered) {
    const stored = await points.inRange(s.stored.pk, range);
    streams.push({
      points: stored.map((p) => ({
        start: nsToMs(p.startNs),
        end: nsToMs(p.endNs),
        value: p.value[0]?.intVal ?? p.value[0]?.fpVal ?? 0,
      })),
    });
  }
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

async function activitySegments(
  svc: FitnessService,
  userId: string,
  grant: Grant,
  spec: AggregateSpec,
  range: DatasetRange,
): Promise<Piece<number>[]> {
  if (spec.bucket.kind !== 'activityType' && spec.bucket.kind !== 'activitySegment') return [];
  const target: AggregateTarget =
    spec.bucket.activitySourceId === undefined
      ? { dataTypeName: DATA_TYPES.activitySegment }
      : { dataSourceId: spec.bucket.activitySourceId };
  const input = await resolveTarget(svc, userId, grant, target);
  if (input.typeName !== DATA_TYPES.activitySegment) {
    throw badRequest('activityDataSourceId must be a source of activity segments.');
  }
  const read = await readInput(svc.points, input, range);
  return read.kind === 'segment' ? read.pieces : [];
}

async function buildBuckets(
  svc: FitnessService,
  userId: string,
  grant: Grant,
  spec: AggregateSpec,
  range: DatasetRange,
): Promise<Bucket[]> {
  const { bucket, startMs, endMs } = spec;
  switch (bucket.kind) {
    case 'time':
    case 'period':
      return timeBuckets(bucket, startMs, endMs);
    case 'activitySegment':
      return segmentBuckets(
        await activitySegments(svc, userId, grant, spec, range),
        startMs,
        endMs,
        bucket.minDurationMs,
      );
    case 'activityType':
      return activityTypeBuckets(
        await activitySegments(svc, userId, grant, spec, range),
        startMs,
        endMs,
        bucket.minDurationMs,
      );
    case 'session':
      requireRead(grant, DATA_TYPES.activitySegment);
      return sessionBuckets(
        await svc.sessions.overlapping(userId, startMs, endMs),
        startMs,
        endMs,
        bucket.minDurationMs,
      );
  }
}

/** The answer to one aggregate request, every bucket holding one dataset per target. */
export async function aggregate(
  svc: FitnessService,
  userId: string,
  grant: Grant,
  spec: AggregateSpec,
): Promise<AggregateResponse> {
  const inputs: Input[] = [];
  for (const target of spec.targets) inputs.push(await resolveTarget(svc, userId, grant, target));
  const range: DatasetRange = { startNs: msToNs(spec.startMs), endNs: msToNs(spec.endMs) };
  const buckets = await buildBuckets(svc, userId, grant, spec, range);
  const read: Prepared[] = [];
  for (const input of inputs) read.push(await readInput(svc.points, input, range));
  const bucket = buckets.map((b): AggregateBucket => {
    const out: AggregateBucket = {
      type: b.type,
      startTimeMillis: String(b.startMs),
      endTimeMillis: String(b.endMs),
      dataset: inputs.map((input, i) => ({
        dataSourceId: `derived:${input.aggregateType}:com.example.fitness:aggregated`,
        point: summarize(read[i] ?? { kind: 'sample', samples: [] }, input.aggregateType, b.spans),
      })),
    };
    if (b.activity !== undefined) out.activity = b.activity;
    if (b.session !== undefined) out.session = b.session;
    return out;
  });
  return { bucket };
}
