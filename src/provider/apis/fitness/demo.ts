/**
 * Alice's demo fitness data: 120 days up to the clock's now, from a phone (carried 07:00–23:00, hourly points)
 * and a watch (worn 08:00–22:00 on most days, half-hourly points), so most of each day is counted by both
 * and aggregation has to merge. Activity segments from both devices with slightly different edges, heart rate
 * mostly from the watch, a weekly weight, and sessions: runs, lunch walks and a Saturday yoga class. The
 * numbers come from a fixed pseudo-random sequence per day, so every new database gets the same shape.
 */
import {
  ACTIVITY,
  DATA_TYPES,
  type DataSource,
  type Device,
  type Session,
  type Value,
} from '#shared/wire/fitness.ts';
import { demoPeople } from '../../demo-people.ts';
import { standardType } from './services/data-types.ts';
import { buildStreamId, msToNs, projectNumberOf } from './services/ids.ts';
import { planDay } from './demo-plan.ts';
import type { FitnessService } from './services/service.ts';

/** The developer (OAuth client) the demo sources belong to: the maker of the phone and watch app. */
export const DEMO_DEVELOPER = 'demo-fitness-app';
const DAYS = 120;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const DEMO_DEVICES = {
  phone: { uid: 'p-20417', type: 'phone', manufacturer: 'Example', model: 'Phone 8', version: '14' },
  watch: { uid: 'w-88231', type: 'watch', manufacturer: 'Example', model: 'Watch 3', version: '2.1' },
} as const satisfies Record<string, Device>;

const APP = { packageName: 'com.example.fitness', name: 'Example Fitness', version: '5.2' };

function source(typeName: string, device: Device | undefined, streamName: string): DataSource {
  const s: DataSource = {
    dataStreamId: buildStreamId({
      type: 'raw',
      dataTypeName: typeName,
      projectNumber: projectNumberOf(DEMO_DEVELOPER),
      device,
      dataStreamName: streamName,
    }),
    dataStreamName: streamName,
    type: 'raw',
    dataType: { name: typeName, field: (standardType(typeName)?.fields ?? []).map((f) => ({ ...f })) },
    application: { ...APP },
    dataQualityStandard: [],
  };
  if (device) s.device = { ...device };
  return s;
}

type Row = [start: number, end: number, value: Value[]];

export async function seedFitnessDemo(svc: FitnessService): Promise<void> {
  const userId = (await demoPeople(svc.ctx.accounts)).alice.id;
  const now = svc.now();
  const today = Math.floor(now / DAY) * DAY;
  const rows = new Map<DataSource, Row[]>();
  const add = (s: DataSource, row: Row): void => {
    if (row[1] <= now) rows.get(s)?.push(row);
  };
  const make = (typeName: string, device: Device | undefined, name: string): DataSource => {
    const s = source(typeName, device, name);
    rows.set(s, []);
    return s;
  };
  const { phone, watch } = DEMO_DEVICES;
  const per = {
    phone: {
      steps: make(DATA_TYPES.stepCountDelta, phone, 'steps'),
      calories: make(DATA_TYPES.caloriesExpended, phone, 'calories'),
      distance: make(DATA_TYPES.distanceDelta, phone, 'distance'),
      active: make(DATA_TYPES.activeMinutes, phone, 'active_minutes'),
      segments: make(DATA_TYPES.activitySegment, phone, 'activity'),
      heart: make(DATA_TYPES.heartRateBpm, phone, 'heart_rate'),
    },
    watch: {
      steps: make(DATA_TYPES.stepCountDelta, watch, 'steps'),
      calories: make(DATA_TYPES.caloriesExpended, watch, 'calories'),
      distance: make(DATA_TYPES.distanceDelta, watch, 'distance'),
      active: make(DATA_TYPES.activeMinutes, watch, 'active_minutes'),
      segments: make(DATA_TYPES.activitySegment, watch, 'activity'),
      heart: make(DATA_TYPES.heartRateBpm, watch, 'heart_rate'),
    },
  };
  const weight = make(DATA_TYPES.weight, undefined, 'weight');
  const sessions: Session[] = [];

  for (let d = DAYS - 1; d >= 0; d--) {
    const dayStart = today - d * DAY;
    const plan = planDay(dayStart, DAYS - d);
    const grids: [typeof per.phone, number, number, number, number][] = [[per.phone, 7, 23, HOUR, 0.92]];
    if (plan.watchWorn) grids.push([per.watch, 8, 22, HOUR / 2, 1]);
    for (const [streams, from, to, step, gain] of grids) {
      for (let t = dayStart + from * HOUR; t < dayStart + to * HOUR; t += step) {
        const slot = plan.slot(t, t + step);
        add(streams.steps, [t, t + step, [{ intVal: Math.round(slot.steps * gain) }]]);
        add(streams.calories, [t, t + step, [{ fpVal: Math.round(slot.calories * gain * 10) / 10 }]]);
        add(streams.distance, [t, t + step, [{ fpVal: Math.round(slot.distance * gain) }]]);
        if (slot.activeMinutes > 0) add(streams.active, [t, t + step, [{ intVal: slot.activeMinutes }]]);
      }
    }
    for (const seg of plan.segments) {
      if (plan.watchWorn) add(per.watch.segments, [seg.start, seg.end, [{ intVal: seg.activity }]]);
      if (seg.activity === ACTIVITY.walking) {
        // The phone notices a walk a little late and ends it a little early.
        add(per.phone.segments, [seg.start + 120_000, seg.end - 60_000, [{ intVal: seg.activity }]]);
      }
    }
    for (const [t, bpm] of plan.heartRate) if (plan.watchWorn) add(per.watch.heart, [t, t, [{ fpVal: bpm }]]);
    add(per.phone.heart, [dayStart + 9 * HOUR, dayStart + 9 * HOUR, [{ fpVal: plan.restingBpm }]]);
    if ((DAYS - d) % 7 === 0)
      add(weight, [dayStart + 7 * HOUR, dayStart + 7 * HOUR, [{ fpVal: plan.weightKg }]]);
    for (const s of plan.sessions) if (Number(s.endTimeMillis) <= now) sessions.push(s);
  }
  await insertAll(svc, userId, rows, sessions, now);
}

async function insertAll(
  svc: FitnessService,
  userId: string,
  rows: Map<DataSource, Row[]>,
  sessions: Session[],
  now: number,
): Promise<void> {
  await svc.ctx.sql.withTransaction(async () => {
    for (const [s, points] of rows) {
      const { pk } = await svc.sources.insert(userId, DEMO_DEVELOPER, s, now);
      const stored = points.map(([start, end, value]) => ({
        startNs: msToNs(start),
        endNs: msToNs(end),
        value,
        origin: '',
      }));
      await svc.points.insert(pk, stored, now);
    }
    // One at a time, so each takes the next change number (1, 2, ...).
    for (const s of sessions) {
      await svc.sessions.upsert(userId, DEMO_DEVELOPER, { ...s, modifiedTimeMillis: String(now) });
    }
  });
}
