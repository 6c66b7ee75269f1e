/**
 * The fitness data API v1, through the session's authorized fetch: daily totals by calendar day in the TV's
 * time zone (one dataset:aggregate request), sessions, and the distance covered in each session.
 */
import { DATA_TYPES, type AggregateRequest, type Session } from '#shared/wire/fitness.ts';
import type { Session as AuthSession } from '../auth/session.ts';
import { ApiProblem, problemFromResponse } from './api-problem.ts';
import { parseAggregateResponse, parseSessionList } from './fitness-parse.ts';

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

const FITNESS = '/fitness/v1/users/me';

async function send(session: AuthSession, url: string, init: RequestInit): Promise<unknown> {
  const response = await session.fetch(url, {
    ...init,
    headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
  });
  if (!response.ok) throw await problemFromResponse(response);
  return response.json();
}

function understood<T>(parse: () => T, what: string): T {
  try {
    return parse();
  } catch {
    throw new ApiProblem(`The ${what} could not be understood.`, 'Try again later.');
  }
}

/** The first value of an aggregated point, integer or float. */
const numberOf = (value: { intVal?: number; fpVal?: number } | undefined): number =>
  value?.intVal ?? value?.fpVal ?? 0;

/** Totals per calendar day from `startMs` (a local midnight) to `endMs`. */
export async function loadDailyTotals(
  session: AuthSession,
  apiBase: string,
  q: DailyQuery,
): Promise<DayTotals[]> {
  if (q.dataTypeNames.length === 0) return [];
  const request: AggregateRequest = {
    aggregateBy: q.dataTypeNames.map((dataTypeName) => ({ dataTypeName })),
    bucketByTime: { period: { type: 'day', value: 1, timeZoneId: q.timeZone } },
    startTimeMillis: String(q.startMs),
    endTimeMillis: String(q.endMs),
  };
  const body = await send(session, `${apiBase}${FITNESS}/dataset:aggregate`, {
    method: 'POST',
    body: JSON.stringify(request),
  });
  const { bucket } = understood(() => parseAggregateResponse(body), 'fitness totals');
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
export async function loadSessions(
  session: AuthSession,
  apiBase: string,
  startMs: number,
  endMs: number,
): Promise<Session[]> {
  const range = `startTime=${new Date(startMs).toISOString()}&endTime=${new Date(endMs).toISOString()}`;
  const body = await send(session, `${apiBase}${FITNESS}/sessions?${range}`, { method: 'GET' });
  const sessions = understood(() => parseSessionList(body), 'sessions');
  return sessions.sort((a, b) => Number(b.startTimeMillis) - Number(a.startTimeMillis));
}

/** Metres covered in each session overlapping the range, by session id (needs a location scope). */
export async function loadSessionDistances(
  session: AuthSession,
  apiBase: string,
  startMs: number,
  endMs: number,
): Promise<Map<string, number>> {
  const request: AggregateRequest = {
    aggregateBy: [{ dataTypeName: DATA_TYPES.distanceDelta }],
    bucketBySession: {},
    startTimeMillis: String(startMs),
    endTimeMillis: String(endMs),
  };
  const body = await send(session, `${apiBase}${FITNESS}/dataset:aggregate`, {
    method: 'POST',
    body: JSON.stringify(request),
  });
  const { bucket } = understood(() => parseAggregateResponse(body), 'session distances');
  const out = new Map<string, number>();
  for (const b of bucket) {
    const point = b.dataset[0]?.point[0];
    if (b.session && point) out.set(b.session.id, numberOf(point.value[0]));
  }
  return out;
}
