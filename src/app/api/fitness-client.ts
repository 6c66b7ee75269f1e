/**
 * The fitness API v1 (the public fitness REST API), over the base client: daily totals by calendar day in
 * the TV's time zone (one dataset:aggregate request), sessions, and the distance covered in each session.
 */
import { msg } from '@lit/localize';
import { DATA_TYPES, type AggregateRequest, type Session } from '#shared/wire/fitness.ts';
import { aggregateResponse, sessionList } from '#shared/wire/fitness-decode.ts';
import { ApiClient, type Authorized } from './api-client.ts';

/** One calendar day and its totals, by data type name (absent: no data that day). */
export interface DayTotals {
  startMs: number;
  endMs: number;
  totals: Record<string, number>;
}

export interface DailyQuery {
  startMs: number;
  endMs: number;
  timeZone: string;
  dataTypeNames: readonly string[];
}

/** The first value of an aggregated point, integer or float. */
const numberOf = (value: { intVal?: number; fpVal?: number } | undefined): number =>
  value?.intVal ?? value?.fpVal ?? 0;

export class FitnessClient extends ApiClient {
  constructor(session: Authorized, apiBase: string) {
    super(session, `${apiBase}/fitness/v1/users/me`);
  }

  /** Totals per calendar day from `startMs` (a local midnight) to `endMs`. */
  async dailyTotals(q: DailyQuery, signal?: AbortSignal): Promise<DayTotals[]> {
    if (q.dataTypeNames.length === 0) return [];
    const request: AggregateRequest = {
      aggregateBy: q.dataTypeNames.map((dataTypeName) => ({ dataTypeName })),
      bucketByTime: { period: { type: 'day', value: 1, timeZoneId: q.timeZone } },
      startTimeMillis: String(q.startMs),
      endTimeMillis: String(q.endMs),
    };
    const { bucket } = await this.post('/dataset:aggregate', {}, request, aggregateResponse, {
      signal,
      subject: () => msg('the fitness totals'),
    });
    return bucket.map((b) => {
      const totals: Record<string, number> = {};
      q.dataTypeNames.forEach((name, i) => {
        const point = b.dataset[i]?.point[0];
        if (point) totals[name] = numberOf(point.value[0]);
      });
      return { startMs: Number(b.startTimeMillis), endMs: Number(b.endTimeMillis), totals };
    });
  }

  /** Sessions ending between the two times, newest first. */
  async sessions(startMs: number, endMs: number, signal?: AbortSignal): Promise<Session[]> {
    const query = { startTime: new Date(startMs).toISOString(), endTime: new Date(endMs).toISOString() };
    const sessions = await this.get('/sessions', query, sessionList, {
      signal,
      subject: () => msg('the sessions'),
    });
    return sessions.sort((a, b) => Number(b.startTimeMillis) - Number(a.startTimeMillis));
  }

  /** Metres covered in each session overlapping the range, by session id (needs a location scope). */
  async sessionDistances(startMs: number, endMs: number, signal?: AbortSignal): Promise<Map<string, number>> {
    const request: AggregateRequest = {
      aggregateBy: [{ dataTypeName: DATA_TYPES.distanceDelta }],
      bucketBySession: {},
      startTimeMillis: String(startMs),
      endTimeMillis: String(endMs),
    };
    const { bucket } = await this.post('/dataset:aggregate', {}, request, aggregateResponse, {
      signal,
      subject: () => msg('the session distances'),
    });
    const out = new Map<string, number>();
    for (const b of bucket) {
      const point = b.dataset[0]?.point[0];
      if (b.session && point) out.set(b.session.id, numberOf(point.value[0]));
    }
    return out;
  }
}
