/** Each user's calendar list: which calendars they see, with their own colors, names and visibility. */
import type { AccessRole, CalendarListEntry } from '#shared/wire/calendar.ts';
import type { Db } from '../../../store/db.ts';
import { etagOf } from '../etag.ts';
import type { CalendarRow } from './calendar-store.ts';

export interface Reminder {
  method: 'email' | 'popup';
  minutes: number;
}

/** The user's own settings for a calendar in their list. */
export interface ListData {
  summaryOverride?: string;
  colorId?: string;
  backgroundColor?: string;
  foregroundColor?: string;
  hidden?: boolean;
  selected?: boolean;
  defaultReminders: Reminder[];
}

export interface ListRow {
  userId: string;
  calendarId: string;
  position: number;
  data: ListData;
}

interface ListDbRow {
  user_id: string;
  calendar_id: string;
  position: number;
  data: string;
}

const toList = (r: ListDbRow): ListRow => ({
  userId: r.user_id,
  calendarId: r.calendar_id,
  position: r.position,
  data: JSON.parse(r.data) as ListData,
});

export function renderListEntry(entry: ListRow, calendar: CalendarRow, role: AccessRole): CalendarListEntry {
  const body: Omit<CalendarListEntry, 'kind' | 'etag'> = {
    id: calendar.id,
    summary: calendar.data.summary,
    timeZone: calendar.data.timeZone,
    accessRole: role,
    ...entry.data,
  };
  if (calendar.data.description !== undefined) body.description = calendar.data.description;
  if (calendar.data.location !== undefined) body.location = calendar.data.location;
  if (calendar.primary && calendar.ownerId === entry.userId) body.primary = true;
  return { kind: 'calendar#calendarListEntry', etag: etagOf(body), ...body };
}

export class ListStore {
  constructor(private readonly db: Db) {}

  all(userId: string): ListRow[] {
    return (
      this.db.prepare('SELECT * FROM cal_list WHERE user_id = ? ORDER BY position').all(userId) as ListDbRow[]
    ).map(toList);
  }

  get(userId: string, calendarId: string): ListRow | undefined {
    const row = this.db
      .prepare('SELECT * FROM cal_list WHERE user_id = ? AND calendar_id = ?')
      .get(userId, calendarId) as ListDbRow | undefined;
    return row === undefined ? undefined : toList(row);
  }

  /** Users whose list holds the calendar (they hear about its changes). */
  holders(calendarId: string): string[] {
    return (
      this.db.prepare('SELECT user_id FROM cal_list WHERE calendar_id = ?').all(calendarId) as {
        user_id: string;
      }[]
    ).map((r) => r.user_id);
  }

  insert(userId: string, calendarId: string, data: ListData, now: number): void {
    const next = this.db
      .prepare('SELECT COALESCE(MAX(position), -1) + 1 AS next FROM cal_list WHERE user_id = ?')
      .get(userId) as { next: number };
    this.db
      .prepare('INSERT INTO cal_list (user_id, calendar_id, position, data, updated) VALUES (?, ?, ?, ?, ?)')
      .run(userId, calendarId, next.next, JSON.stringify(data), now);
  }

  update(userId: string, calendarId: string, data: ListData, now: number): void {
    this.db
      .prepare('UPDATE cal_list SET data = ?, updated = ? WHERE user_id = ? AND calendar_id = ?')
      .run(JSON.stringify(data), now, userId, calendarId);
  }

  delete(userId: string, calendarId: string): void {
    this.db.prepare('DELETE FROM cal_list WHERE user_id = ? AND calendar_id = ?').run(userId, calendarId);
  }
}
