/** Each user's calendar list: which calendars they see, with their own colors, names and visibility. */
import type { AccessRole, CalendarListEntry, CalendarListSettings } from '#shared/wire/calendar.ts';
import type { SqlAccess } from '../../../store/sql-access.ts';
import { etagOf } from '../services/etag.ts';
import type { CalendarRow } from './calendar-store.ts';

/** The user's own settings for a calendar in their list, stored as the wire names them. */
export type ListData = CalendarListSettings;

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
  readonly #all;
  readonly #get;
  readonly #holders;
  readonly #insert;
  readonly #update;
  readonly #delete;

  constructor(sql: SqlAccess) {
    this.#all = sql.prepare('SELECT * FROM cal_list WHERE user_id = ? ORDER BY position');
    this.#get = sql.prepare('SELECT * FROM cal_list WHERE user_id = ? AND calendar_id = ?');
    this.#holders = sql.prepare('SELECT user_id FROM cal_list WHERE calendar_id = ?');
    // The next position is read in the same statement, so two inserts cannot take the same one.
    this.#insert = sql.prepare(
      `INSERT INTO cal_list (user_id, calendar_id, position, data, updated)
       VALUES (@user, @calendar, (SELECT COALESCE(MAX(position), -1) + 1 FROM cal_list WHERE user_id = @user),
         @data, @now)`,
    );
    this.#update = sql.prepare(
      'UPDATE cal_list SET data = ?, updated = ? WHERE user_id = ? AND calendar_id = ?',
    );
    this.#delete = sql.prepare('DELETE FROM cal_list WHERE user_id = ? AND calendar_id = ?');
  }

  async all(userId: string): Promise<ListRow[]> {
    return (await this.#all.all<ListDbRow>(userId)).map(toList);
  }

  async get(userId: string, calendarId: string): Promise<ListRow | undefined> {
    const row = await this.#get.get<ListDbRow>(userId, calendarId);
    return row === undefined ? undefined : toList(row);
  }

  /** Users whose list holds the calendar (they hear about its changes). */
  holders(calendarId: string): Promise<string[]> {
    return this.#holders.column<string>(calendarId);
  }

  async insert(userId: string, calendarId: string, data: ListData, now: number): Promise<void> {
    await this.#insert.run({ user: userId, calendar: calendarId, data: JSON.stringify(data), now });
  }

  async update(userId: string, calendarId: string, data: ListData, now: number): Promise<void> {
    await this.#update.run(JSON.stringify(data), now, userId, calendarId);
  }

  async delete(userId: string, calendarId: string): Promise<void> {
    await this.#delete.run(userId, calendarId);
  }
}
