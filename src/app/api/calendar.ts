/**
 * The calendar API v3, through the session's authorized fetch: the calendar list, the color palettes and
 * the events of one calendar in a time range (recurring events expanded, all pages). Answers are checked
 * field by field before the rest of the app sees them.
 */
import type {
  CalendarEvent,
  CalendarListEntry,
  ColorDefinition,
  Colors,
  EventAttendee,
  EventDateTime,
} from '#shared/wire/calendar.ts';
import type { Session } from '../auth/session.ts';
import { ApiProblem, problemFromResponse } from './api-problem.ts';

/** The part of the session a client needs. */
export type Authorized = Pick<Session, 'fetch'>;

/** The account did not grant the scope this request needs (403 from the API). */
export class CalendarScopeProblem extends ApiProblem {}

const BASE = '/calendar/v3';
/** The public API's largest page; the loop follows nextPageToken for more. */
const PAGE_SIZE = 2500;

function record(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new TypeError(what);
  return value as Record<string, unknown>;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function items(body: unknown): { items: unknown[]; next: string | undefined } {
  const r = record(body, 'list');
  if (!Array.isArray(r.items)) throw new TypeError('items');
  return { items: r.items, next: text(r.nextPageToken) };
}

function dateTime(value: unknown): EventDateTime {
  const r = record(value, 'time');
  const out: EventDateTime = {};
  const date = text(r.date);
  const dt = text(r.dateTime);
  if (date === undefined && dt === undefined) throw new TypeError('time');
  if (date !== undefined) out.date = date;
  if (dt !== undefined) out.dateTime = dt;
  const zone = text(r.timeZone);
  if (zone !== undefined) out.timeZone = zone;
  return out;
}

function attendee(value: unknown): EventAttendee {
  const r = record(value, 'attendee');
  const out: EventAttendee = {};
  for (const key of ['email', 'displayName', 'responseStatus'] as const) {
    const v = text(r[key]);
    if (v !== undefined) Object.assign(out, { [key]: v });
  }
  if (r.optional === true) out.optional = true;
  if (r.organizer === true) out.organizer = true;
  return out;
}

/** An event as the agenda needs it; other fields are dropped. */
export function parseEvent(value: unknown): CalendarEvent {
  const r = record(value, 'event');
  const id = text(r.id);
  if (id === undefined) throw new TypeError('event id');
  const event = {
    kind: 'calendar#event',
    etag: text(r.etag) ?? '',
    id,
    status: r.status === 'cancelled' || r.status === 'tentative' ? r.status : 'confirmed',
    created: text(r.created) ?? '',
    updated: text(r.updated) ?? '',
    start: dateTime(r.start),
    end: dateTime(r.end),
    iCalUID: text(r.iCalUID) ?? id,
    sequence: typeof r.sequence === 'number' ? r.sequence : 0,
    eventType: text(r.eventType) ?? 'default',
  } as CalendarEvent;
  for (const key of ['summary', 'description', 'location', 'colorId', 'recurringEventId'] as const) {
    const v = text(r[key]);
    if (v !== undefined) event[key] = v;
  }
  if (Array.isArray(r.attendees)) event.attendees = r.attendees.map(attendee);
  return event;
}

export function parseListEntry(value: unknown): CalendarListEntry {
  const r = record(value, 'calendar');
  const id = text(r.id);
  if (id === undefined) throw new TypeError('calendar id');
  const entry = {
    kind: 'calendar#calendarListEntry',
    etag: text(r.etag) ?? '',
    id,
    summary: text(r.summary) ?? id,
    timeZone: text(r.timeZone) ?? 'UTC',
    accessRole: text(r.accessRole) ?? 'reader',
    defaultReminders: [],
  } as CalendarListEntry;
  for (const key of ['summaryOverride', 'colorId', 'backgroundColor', 'foregroundColor'] as const) {
    const v = text(r[key]);
    if (v !== undefined) entry[key] = v;
  }
  if (r.primary === true) entry.primary = true;
  if (r.hidden === true) entry.hidden = true;
  return entry;
}

function palette(value: unknown): Record<string, ColorDefinition> {
  const out: Record<string, ColorDefinition> = {};
  for (const [id, def] of Object.entries(record(value, 'palette'))) {
    const r = record(def, 'color');
    const background = text(r.background);
    const foreground = text(r.foreground);
    if (background !== undefined && foreground !== undefined) out[id] = { background, foreground };
  }
  return out;
}

export function parseColors(value: unknown): Colors {
  const r = record(value, 'colors');
  return {
    kind: 'calendar#colors',
    updated: text(r.updated) ?? '',
    calendar: palette(r.calendar),
    event: palette(r.event),
  };
}

export class CalendarClient {
  constructor(
    private readonly session: Authorized,
    private readonly apiBase: string,
  ) {}

  private async get(path: string, what: string): Promise<unknown> {
    const response = await this.session.fetch(`${this.apiBase}${BASE}${path}`, {
      headers: { Accept: 'application/json' },
    });
    if (response.status === 403) {
      const reason = await response
        .json()
        .then((b: unknown) => JSON.stringify(b))
        .catch(() => '');
      if (reason.includes('insufficientPermissions')) {
        throw new CalendarScopeProblem(
          `This TV was not allowed to see ${what}.`,
          'Sign out, then sign in again and allow access to your calendar.',
        );
      }
      throw new ApiProblem(`The service refused to show ${what}.`, 'Try again tomorrow.');
    }
    if (!response.ok) throw await problemFromResponse(response);
    return response.json();
  }

  private async all<T>(path: string, what: string, parse: (v: unknown) => T): Promise<T[]> {
    const out: T[] = [];
    let token: string | undefined;
    do {
      const sep = path.includes('?') ? '&' : '?';
      const page = items(
        await this.get(
          token === undefined ? path : `${path}${sep}pageToken=${encodeURIComponent(token)}`,
          what,
        ),
      );
      try {
        out.push(...page.items.map(parse));
      } catch {
        throw new ApiProblem(
          `${what[0]?.toUpperCase() ?? ''}${what.slice(1)} could not be understood.`,
          'Try again later.',
        );
      }
      token = page.next;
    } while (token !== undefined);
    return out;
  }

  /** The person's calendar list (hidden ones left out). */
  calendars(): Promise<CalendarListEntry[]> {
    return this.all('/users/me/calendarList', 'your list of calendars', parseListEntry);
  }

  async colors(): Promise<Colors> {
    const body = await this.get('/colors', 'calendar colors');
    try {
      return parseColors(body);
    } catch {
      throw new ApiProblem('The calendar colors could not be understood.', 'Try again later.');
    }
  }

  /** Events overlapping [fromMs, toMs), recurring ones expanded, in start order. */
  events(calendarId: string, fromMs: number, toMs: number): Promise<CalendarEvent[]> {
    const query = [
      'singleEvents=true',
      'orderBy=startTime',
      `maxResults=${PAGE_SIZE}`,
      `timeMin=${encodeURIComponent(new Date(fromMs).toISOString())}`,
      `timeMax=${encodeURIComponent(new Date(toMs).toISOString())}`,
    ].join('&');
    return this.all(
      `/calendars/${encodeURIComponent(calendarId)}/events?${query}`,
      'your events',
      parseEvent,
    );
  }
}
