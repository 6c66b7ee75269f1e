/**
 * Instances of recurring events. An instance that was never changed is not stored: it is computed from
 * its recurring event and addressed as `<eventId>_<start>` (`20260115T090000Z` when timed, `20260115`
 * when all-day). Changing or deleting one stores an exception row under that id, which then replaces it.
 */
import type { EventDateTime } from '#shared/wire/calendar.ts';
import { parseEventTime } from './event-time.ts';
import { MAX_INSTANCES, occurrences, type RecurrenceSeries } from './recurrence.ts';
import type { EventRow, EventStore, StoredEvent } from '../store/event-store.ts';
import { formatInZone, utcToWall, wallDate, wallToUtc } from './time-zone.ts';

export interface Span {
  startMs: number;
  endMs: number;
}

/** Start and end instants of a stored event (its values were checked when it was written). */
export function spanOf(event: StoredEvent, calendarZone: string): Span {
  return {
    startMs: parseEventTime(event.start, 'start', calendarZone).ms,
    endMs: parseEventTime(event.end, 'end', calendarZone).ms,
  };
}

function seriesOf(master: StoredEvent, calendarZone: string): RecurrenceSeries & { wallLength: number } {
  const start = parseEventTime(master.start, 'start', calendarZone);
  const end = parseEventTime(master.end, 'end', calendarZone);
  const firstWall = utcToWall(start.zone, start.ms);
  return {
    firstWall,
    zone: start.zone,
    allDay: start.allDay,
    wallLength: utcToWall(end.zone, end.ms) - firstWall,
  };
}

const compact = (iso: string): string => iso.replace(/[-:]/g, '').replace(/\.\d+/, '');

export function instanceId(masterId: string, startMs: number, allDay: boolean, zone: string): string {
  if (allDay) return `${masterId}_${wallDate(utcToWall(zone, startMs)).replace(/-/g, '')}`;
  return `${masterId}_${compact(new Date(startMs).toISOString())}`;
}

/** The computed instance of `master` starting at `startMs`. */
export function virtualInstance(master: StoredEvent, startMs: number, calendarZone: string): StoredEvent {
  const series = seriesOf(master, calendarZone);
  const wall = utcToWall(series.zone, startMs);
  const withZone = (value: EventDateTime): EventDateTime =>
    master.start.timeZone === undefined ? value : { ...value, timeZone: master.start.timeZone };
  const start = series.allDay
    ? withZone({ date: wallDate(wall) })
    : withZone({ dateTime: formatInZone(startMs, series.zone) });
  const endWall = wall + series.wallLength;
  const end = series.allDay
    ? withZone({ date: wallDate(endWall) })
    : withZone({ dateTime: formatInZone(wallToUtc(series.zone, endWall), series.zone) });
  const rest: StoredEvent = { ...master };
  delete rest.recurrence;
  return {
    ...rest,
    id: instanceId(master.id, startMs, series.allDay, series.zone),
    start,
    end,
    recurringEventId: master.id,
    originalStartTime: start,
  };
}

/**
 * Instances of a recurring event overlapping [fromMs, toMs): computed ones, with stored exceptions in
 * place of the instances they replace (cancelled exceptions only when `showDeleted`).
 */
export async function expand(
  master: EventRow,
  store: EventStore,
  calendarZone: string,
  fromMs: number,
  toMs: number,
  showDeleted: boolean,
): Promise<StoredEvent[]> {
  const event = master.event;
  const series = seriesOf(event, calendarZone);
  const exceptions = await store.exceptionsOf(master.calendarId, event.id);
  const replaced = new Set(exceptions.map((e) => e.event.id));
  const length = spanOf(event, calendarZone);
  const out: StoredEvent[] = [];
  for (const startMs of occurrences(
    event.recurrence ?? [],
    series,
    fromMs - (length.endMs - length.startMs),
    toMs,
  )) {
    const id = instanceId(event.id, startMs, series.allDay, series.zone);
    if (replaced.has(id)) continue;
    const instance = virtualInstance(event, startMs, calendarZone);
    const span = spanOf(instance, calendarZone);
    if (span.endMs > fromMs && span.startMs < toMs) out.push(instance);
    if (out.length >= MAX_INSTANCES) break;
  }
  for (const exception of exceptions) {
    if (exception.event.status === 'cancelled' && !showDeleted) continue;
    if (exception.endMs > fromMs && exception.startMs < toMs) out.push(exception.event);
  }
  return out;
}

/** Finds a computed instance by its id; undefined unless the recurring event really has that instance. */
export async function findVirtual(
  store: EventStore,
  calendarId: string,
  id: string,
  calendarZone: string,
): Promise<{ master: EventRow; instance: StoredEvent } | undefined> {
  const m = /^(.+)_(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z)?$/.exec(id);
  if (m === null || m[1] === undefined) return undefined;
  const master = await store.get(calendarId, m[1]);
  if (master === undefined || master.event.recurrence === undefined || master.event.status === 'cancelled') {
    return undefined;
  }
  const series = seriesOf(master.event, calendarZone);
  const [y, mo, d] = [Number(m[2]), Number(m[3]) - 1, Number(m[4])];
  const startMs =
    m[5] === undefined
      ? wallToUtc(series.zone, Date.UTC(y, mo, d))
      : Date.UTC(y, mo, d, Number(m[5]), Number(m[6]), Number(m[7]));
  if (!occurrences(master.event.recurrence, series, startMs, startMs + 1).includes(startMs)) return undefined;
  const instance = virtualInstance(master.event, startMs, calendarZone);
  return instance.id === id ? { master, instance } : undefined;
}
