/**
 * Everything the fitness view shows, loaded at once: 90 days of daily totals in the TV's time zone (the 7-
 * and 30-day charts are the last days of the same answer), and the sessions of the last 30 days with their
 * distances. Only what the granted scopes allow is asked for, so a missing scope never fails the rest.
 */
import {
  listOf,
  number,
  oneOf,
  optional,
  recordOf,
  shape,
  WireError,
  type Decoder,
} from '#shared/wire/decode.ts';
import type { Session } from '#shared/wire/fitness.ts';
import { fitnessSession } from '#shared/wire/fitness-decode.ts';
import type { ApiClients } from '../../api/api-context.ts';
import type { DayTotals } from '../../api/fitness-client.ts';
import {
  canReadDistance,
  canReadSessions,
  METRIC_IDS,
  METRICS,
  readableMetrics,
  type MetricId,
} from './metrics.ts';

export const HISTORY_DAYS = 90;
export const SESSION_DAYS = 30;

export interface FitnessData {
  /** Oldest first; the last is today (so far). */
  days: DayTotals[];
  readable: MetricId[];
  /** Newest first; undefined when the scopes do not allow sessions. */
  sessions: Session[] | undefined;
  /** Metres per session id; undefined when the scopes do not allow distance. */
  distances: Map<string, number> | undefined;
}

/** Metres by session id, kept as the Map it was (IndexedDB keeps a Map; JSON never carries one). */
const metresById: Decoder<Map<string, number>> = (value, path) => {
  if (!(value instanceof Map)) throw new WireError(path, 'a map of session ids to metres');
  const out = new Map<string, number>();
  for (const [id, metres] of value as Map<unknown, unknown>) {
    if (typeof id !== 'string') throw new WireError(path, 'a map of session ids to metres');
    out.set(id, number(metres, `${path}.${id}`));
  }
  return out;
};

/**
 * Fitness data as kept across restarts (docs/app.md#fresh-data), read back with the decoders its parts
 * were read with when they arrived.
 */
export const fitnessData: Decoder<FitnessData> = shape<FitnessData>({
  days: listOf(shape<DayTotals>({ startMs: number, endMs: number, totals: recordOf(number) })),
  readable: listOf(oneOf(METRIC_IDS)),
  sessions: optional(listOf<Session>(fitnessSession)),
  distances: optional(metresById),
});

/** Local midnight `daysBack` days before the day of `nowMs`, in the browser's own time zone. */
export function localMidnight(nowMs: number, daysBack: number): number {
  const now = new Date(nowMs);
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysBack).getTime();
}

export async function loadFitness(
  client: ApiClients['fitness'],
  options: { nowMs: number; timeZone: string; granted: readonly string[] },
  signal?: AbortSignal,
): Promise<FitnessData> {
  const { nowMs, timeZone, granted } = options;
  const readable = readableMetrics(granted);
  const sessionsFrom = localMidnight(nowMs, SESSION_DAYS - 1);
  const [days, sessions, distances] = await Promise.all([
    client.dailyTotals(
      {
        startMs: localMidnight(nowMs, HISTORY_DAYS - 1),
        endMs: nowMs,
        timeZone,
        dataTypeNames: readable.map((id) => METRICS[id].dataTypeName),
      },
      signal,
    ),
    canReadSessions(granted) ? client.sessions(sessionsFrom, nowMs, signal) : undefined,
    canReadSessions(granted) && canReadDistance(granted)
      ? client.sessionDistances(sessionsFrom, nowMs, signal)
      : undefined,
  ]);
  return { days, readable, sessions, distances };
}

/** A day's value of a metric, or undefined when nothing was recorded. */
export const valueOf = (day: DayTotals | undefined, id: MetricId): number | undefined =>
  day?.totals[METRICS[id].dataTypeName];
