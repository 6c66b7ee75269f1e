/**
 * The calendar API v3 (the public Calendar API v3 reference), over the base client: the calendar list, the
 * color palettes and the events of one calendar in a time range (recurring events expanded, all pages).
 */
import { msg } from '@lit/localize';
import type { CalendarEvent, CalendarListEntry, Colors } from '#shared/wire/calendar.ts';
import { calendarEvent, calendarListEntry, colors, listPage } from '#shared/wire/calendar-decode.ts';
import type { Decoder } from '#shared/wire/decode.ts';
import { ApiClient, type Authorized, type Query, type Words } from './api-client.ts';

/** The public API's largest page; the loop follows nextPageToken for more. */
const PAGE_SIZE = 2500;

export class CalendarClient extends ApiClient {
  constructor(session: Authorized, apiBase: string) {
    super(session, `${apiBase}/calendar/v3`);
  }

  /** The person's calendar list (hidden ones are left out by the agenda). */
  calendars(signal?: AbortSignal): Promise<CalendarListEntry[]> {
    return this.all(
      '/users/me/calendarList',
      {},
      calendarListEntry,
      () => msg('your list of calendars'),
      signal,
    );
  }

  colors(signal?: AbortSignal): Promise<Colors> {
    return this.get('/colors', {}, colors, { signal, subject: () => msg('calendar colors') });
  }

  /** Events overlapping [fromMs, toMs), recurring ones expanded, in start order. */
  events(calendarId: string, fromMs: number, toMs: number, signal?: AbortSignal): Promise<CalendarEvent[]> {
    const query = {
      singleEvents: 'true',
      orderBy: 'startTime',
      maxResults: PAGE_SIZE,
      timeMin: new Date(fromMs).toISOString(),
      timeMax: new Date(toMs).toISOString(),
    };
    return this.all(
      `/calendars/${encodeURIComponent(calendarId)}/events`,
      query,
      calendarEvent,
      () => msg('your events'),
      signal,
    );
  }

  /** Every page of a list, following nextPageToken. */
  private async all<T>(
    path: string,
    query: Query,
    item: Decoder<T>,
    subject: Words,
    signal: AbortSignal | undefined,
  ): Promise<T[]> {
    const out: T[] = [];
    let pageToken: string | undefined;
    do {
      const page = await this.get(path, { ...query, pageToken }, listPage(item), { signal, subject });
      out.push(...page.items);
      pageToken = page.nextPageToken;
    } while (pageToken !== undefined);
    return out;
  }
}
