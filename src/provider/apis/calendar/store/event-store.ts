/**
 * Events as stored: the event resource (without kind and etag) as JSON, with the columns lists filter on.
 * Deleted events stay as `cancelled` rows so lists with showDeleted and sync tokens can report them.
 * `change_seq` grows with every write; a sync token is the highest value a client has seen.
 */
import type { CalendarEvent } from '#shared/wire/calendar.ts';
import type { Db } from '../../../store/db.ts';
import { etagOf } from '../etag.ts';

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

export class EventStore {
  constructor(private readonly db: Db) {}

  private rows(sql: string, ...args: unknown[]): EventRow[] {
    return (this.db.prepare(sql).all(...args) as EventDbRow[]).map(toRow);
  }

  get(calendarId: string, id: string): EventRow | undefined {
    return this.rows('SELECT * FROM cal_events WHERE calendar_id = ? AND id = ?', calendarId, id)[0];
  }

  /** Events that may overlap [fromMs, toMs): recurring ones are kept until expansion decides. */
  overlapping(calendarId: string, fromMs: number, toMs: number): EventRow[] {
    return this.rows(
      'SELECT * FROM cal_events WHERE calendar_id = ? AND start_ms < ? AND end_ms > ? ORDER BY start_ms, id',
      calendarId,
      toMs,
      fromMs,
    );
  }

  byUid(calendarId: string, uid: string): EventRow[] {
    return this.rows(
      'SELECT * FROM cal_events WHERE calendar_id = ? AND ical_uid = ? ORDER BY start_ms',
      calendarId,
      uid,
    );
  }

  exceptionsOf(calendarId: string, recurringEventId: string): EventRow[] {
    return this.rows(
      'SELECT * FROM cal_events WHERE calendar_id = ? AND recurring_event_id = ? ORDER BY start_ms',
      calendarId,
      recurringEventId,
    );
  }

  changedSince(calendarId: string, seq: number): EventRow[] {
    return this.rows(
      'SELECT * FROM cal_events WHERE calendar_id = ? AND change_seq > ? ORDER BY change_seq',
      calendarId,
      seq,
    );
  }

  /** The latest change number of the calendar, for sync tokens. */
  lastSeq(): number {
    return (
      this.db.prepare('SELECT COALESCE(MAX(change_seq), 0) AS seq FROM cal_events').get() as { seq: number }
    ).seq;
  }

  /** Inserts or replaces the event, stamping the next change number. */
  put(calendarId: string, event: StoredEvent, startMs: number, endMs: number): void {
    this.db
      .prepare(
        `INSERT INTO cal_events
           (calendar_id, id, ical_uid, recurring_event_id, status, start_ms, end_ms, data, updated, change_seq)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, (SELECT COALESCE(MAX(change_seq), 0) + 1 FROM cal_events))
         ON CONFLICT (calendar_id, id) DO UPDATE SET
           ical_uid = excluded.ical_uid, recurring_event_id = excluded.recurring_event_id,
           status = excluded.status, start_ms = excluded.start_ms, end_ms = excluded.end_ms,
           data = excluded.data, updated = excluded.updated, change_seq = excluded.change_seq`,
      )
      .run(
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
  remove(calendarId: string, ids: readonly string[]): void {
    const statement = this.db.prepare('DELETE FROM cal_events WHERE calendar_id = ? AND id = ?');
    for (const id of ids) statement.run(calendarId, id);
  }

  /** Every live event of the calendar (for clear). */
  live(calendarId: string): EventRow[] {
    return this.rows("SELECT * FROM cal_events WHERE calendar_id = ? AND status != 'cancelled'", calendarId);
  }

  count(calendarId: string): number {
    return (
      this.db.prepare('SELECT COUNT(*) AS n FROM cal_events WHERE calendar_id = ?').get(calendarId) as {
        n: number;
      }
    ).n;
  }
}
