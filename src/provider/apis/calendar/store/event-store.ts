/**
 * Events as stored: the event resource (without kind and etag) as JSON, with the columns lists filter on.
 * Deleted events stay as `cancelled` rows so lists with showDeleted and sync tokens can report them.
 * `change_seq` grows with every write; a sync token is the highest value a client has seen.
 */
import type { CalendarEvent } from '#shared/wire/calendar.ts';
import type { SqlAccess, SqlStatement, SqlValue } from '../../../store/sql-access.ts';
import { etagOf } from '../services/etag.ts';

export type StoredEvent = Omit<CalendarEvent, 'kind' | 'etag'>;

export interface EventRow {
  calendarId: string;
  event: StoredEvent;
  /** Instant of the start; for a recurring event, of its first occurrence. */
  startMs: number;
  /** Instant of the end; for a recurring event, of its last occurrence (or never). */
  endMs: number;
  changeSeq: number;
}

interface EventDbRow {
  calendar_id: string;
  start_ms: number;
  end_ms: number;
  data: string;
  change_seq: number;
}

const toRow = (r: EventDbRow): EventRow => ({
  calendarId: r.calendar_id,
  event: JSON.parse(r.data) as StoredEvent,
  startMs: r.start_ms,
  endMs: r.end_ms,
  changeSeq: r.change_seq,
});

export const OPEN_END = Number.MAX_SAFE_INTEGER;

export function renderEvent(event: StoredEvent): CalendarEvent {
  return { kind: 'calendar#event', etag: etagOf(event), ...event };
}

const SELECT = 'SELECT * FROM cal_events WHERE calendar_id = ?';

export class EventStore {
  readonly #get;
  readonly #overlapping;
  readonly #byUid;
  readonly #exceptionsOf;
  readonly #changedSince;
  readonly #lastSeq;
  readonly #put;
  readonly #remove;
  readonly #live;
  readonly #count;

  constructor(sql: SqlAccess) {
    this.#get = sql.prepare(`${SELECT} AND id = ?`);
    this.#overlapping = sql.prepare(`${SELECT} AND start_ms < ? AND end_ms > ? ORDER BY start_ms, id`);
    this.#byUid = sql.prepare(`${SELECT} AND ical_uid = ? ORDER BY start_ms`);
    this.#exceptionsOf = sql.prepare(`${SELECT} AND recurring_event_id = ? ORDER BY start_ms`);
    this.#changedSince = sql.prepare(`${SELECT} AND change_seq > ? ORDER BY change_seq`);
    this.#lastSeq = sql.prepare('SELECT COALESCE(MAX(change_seq), 0) FROM cal_events');
    this.#put = sql.prepare(
      `INSERT INTO cal_events
         (calendar_id, id, ical_uid, recurring_event_id, status, start_ms, end_ms, data, updated, change_seq)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, (SELECT COALESCE(MAX(change_seq), 0) + 1 FROM cal_events))
       ON CONFLICT (calendar_id, id) DO UPDATE SET
         ical_uid = excluded.ical_uid, recurring_event_id = excluded.recurring_event_id,
         status = excluded.status, start_ms = excluded.start_ms, end_ms = excluded.end_ms,
         data = excluded.data, updated = excluded.updated, change_seq = excluded.change_seq`,
    );
    this.#remove = sql.prepare('DELETE FROM cal_events WHERE calendar_id = ? AND id = ?');
    this.#live = sql.prepare(`${SELECT} AND status != 'cancelled'`);
    this.#count = sql.prepare('SELECT COUNT(*) FROM cal_events WHERE calendar_id = ?');
  }

  private async rows(statement: SqlStatement, ...args: SqlValue[]): Promise<EventRow[]> {
    return (await statement.all<EventDbRow>(...args)).map(toRow);
  }

  async get(calendarId: string, id: string): Promise<EventRow | undefined> {
    return (await this.rows(this.#get, calendarId, id))[0];
  }

  /** Events that may overlap [fromMs, toMs): recurring ones are kept until expansion decides. */
  overlapping(calendarId: string, fromMs: number, toMs: number): Promise<EventRow[]> {
    return this.rows(this.#overlapping, calendarId, toMs, fromMs);
  }

  byUid(calendarId: string, uid: string): Promise<EventRow[]> {
    return this.rows(this.#byUid, calendarId, uid);
  }

  exceptionsOf(calendarId: string, recurringEventId: string): Promise<EventRow[]> {
    return this.rows(this.#exceptionsOf, calendarId, recurringEventId);
  }

  changedSince(calendarId: string, seq: number): Promise<EventRow[]> {
    return this.rows(this.#changedSince, calendarId, seq);
  }

  /** The latest change number of the calendar, for sync tokens. */
  async lastSeq(): Promise<number> {
    return (await this.#lastSeq.value<number>()) ?? 0;
  }

  /** Inserts or replaces the event, stamping the next change number. */
  async put(calendarId: string, event: StoredEvent, startMs: number, endMs: number): Promise<void> {
    await this.#put.run(
      calendarId,
      event.id,
      event.iCalUID,
      event.recurringEventId ?? null,
      event.status,
      startMs,
      endMs,
      JSON.stringify(event),
      Date.parse(event.updated),
    );
  }

  /** Removes the rows from the calendar (a move takes them elsewhere under the same ids). */
  async remove(calendarId: string, ids: readonly string[]): Promise<void> {
    for (const id of ids) await this.#remove.run(calendarId, id);
  }

  /** Every live event of the calendar (for clear). */
  live(calendarId: string): Promise<EventRow[]> {
    return this.rows(this.#live, calendarId);
  }

  async count(calendarId: string): Promise<number> {
    return (await this.#count.value<number>(calendarId)) ?? 0;
  }
}
