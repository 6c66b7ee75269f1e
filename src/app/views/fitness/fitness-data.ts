/**
 * Everything the fitness view shows, loaded at once: 90 days of daily totals in the TV's time zone (the 7-
 * and 30-day charts are the last days of the same answer), and the sessions of the last 30 days with their
 * distances. Only what the granted scopes allow is asked for, so a missing scope never fails the rest.
 */
import type { Session } from '#shared/wire/fitness.ts';
import type { ApiClients } from '../../api/api-context.ts';
import type { DayTotals } from '../../api/fitness-client.ts';
import { canReadDistance, canReadSessions, METRICS, readableMetrics, type MetricId } from './metrics.ts';

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

/**
 * Fitness data as kept across restarts (docs/app.md#fresh-data), checked before it is shown: the shape
 * that was decoded when it arrived, with its days, metrics and sessions as arrays.
 */
export function isFitnessData(value: unknown): value is FitnessData {
  if (typeof value !== 'object' || value === null) return false;
  const { days, readable, sessions, distances } = value as Partial<FitnessData>;
  return (
    Array.isArray(days) &&
    days.every(
      (d: unknown) => typeof d === 'object' && d !== null && typeof (d as DayTotals).startMs === 'number',
    ) &&
    Array.isArray(readable) &&
    readable.every((m: unknown) => typeof m === 'string' && m in METRICS) &&
    (sessions === undefined || Array.isArray(sessions)) &&
    (distances === undefined || distances instanceof Map)
  );
}

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
