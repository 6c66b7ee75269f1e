/**
 * Loading the agenda: the calendar list and palettes once, then events of the shown calendars in windows of
 * days from today, one window more each time the person nears the end (paging the person never sees).
 */
import { msg } from '@lit/localize';
import type { CalendarEvent, CalendarListEntry, Colors } from '#shared/wire/calendar.ts';
import type { ApiClients } from '../../api/api-context.ts';
import { toApiError } from '../../api/api-error.ts';
import { buildAgenda, type AgendaEvent, type AgendaRow } from './agenda.ts';
import { dayKeyOf, nextDayKey, type Place } from './calendar-format.ts';

/** What the agenda reads: the calendar client from the api context (a fake in tests). */
export type CalendarSource = ApiClients['calendar'];

/** Days per window, and how far ahead the agenda goes at most. */
export const WINDOW_DAYS = 14;
export const MAX_DAYS = 365;
const DAY_MS = 86_400_000;
const FALLBACK_COLOR = '#6cb4ff';

export interface ShownCalendar {
  id: string;
  name: string;
  color: string;
}

export class AgendaData {
  calendars: ShownCalendar[] = [];
  /** True when the token may read events but not the calendar list: only the primary calendar shows. */
  listNotGranted = false;
  hidden = new Set<string>();
  rows: AgendaRow[] = [];
  /** The first day not loaded yet. */
  untilDay = '';
  private readonly events = new Map<string, AgendaEvent>();
  private colors: Colors | undefined;
  private todayKey = '';

  constructor(
    private readonly source: CalendarSource,
    private readonly place: Place,
    private readonly now: () => number,
  ) {}

  get daysLoaded(): number {
    return Math.round(
      (Date.parse(`${this.untilDay}T00:00:00Z`) - Date.parse(`${this.todayKey}T00:00:00Z`)) / DAY_MS,
    );
  }

  get complete(): boolean {
    return this.daysLoaded >= MAX_DAYS;
  }

  get shown(): ShownCalendar[] {
    return this.calendars.filter((c) => !this.hidden.has(c.id));
  }

  /** Calendars and colors, then the first window (more while it is nearly empty, up to eight weeks). */
  async start(hidden: readonly string[], signal?: AbortSignal): Promise<void> {
    this.hidden = new Set(hidden);
    this.colors = await this.source.colors(signal);
    try {
      this.calendars = (await this.source.calendars(signal))
        .filter((c) => c.hidden !== true)
        .map((c) => this.shownOf(c));
    } catch (err) {
      if (toApiError(err)?.kind !== 'scopeNotGranted') throw err;
      this.listNotGranted = true;
      this.calendars = [{ id: 'primary', name: msg('Your calendar'), color: FALLBACK_COLOR }];
    }
    await this.reload(signal);
  }

  /** Drops the loaded events and loads the first windows again (after the choice of calendars changed). */
  async reload(signal?: AbortSignal): Promise<void> {
    this.todayKey = dayKeyOf(this.now(), this.place.timeZone);
    this.untilDay = this.todayKey;
    this.events.clear();
    this.rows = [];
    do {
      await this.more(signal);
    } while (this.rows.length < 30 && this.daysLoaded < 4 * WINDOW_DAYS);
  }

  /** Loads the next window of days; false when the agenda already reaches its end. */
  async more(signal?: AbortSignal): Promise<boolean> {
    if (this.complete) return false;
    let until = this.untilDay;
    for (let i = 0; i < WINDOW_DAYS; i++) until = nextDayKey(until);
    // A day more on each side in UTC covers every time zone; rows are cut to the TV's days below.
    const fromMs = Date.parse(`${this.untilDay}T00:00:00Z`) - DAY_MS;
    const toMs = Date.parse(`${until}T00:00:00Z`) + DAY_MS;
    const lists = await Promise.all(
      this.shown.map(async (c) => ({ c, events: await this.source.events(c.id, fromMs, toMs, signal) })),
    );
    for (const { c, events } of lists) {
      for (const event of events) {
        const color = this.eventColor(event) ?? c.color;
        this.events.set(`${c.id}/${event.id}`, { event, calendarId: c.id, calendarName: c.name, color });
      }
    }
    this.untilDay = until;
    this.rows = buildAgenda([...this.events.values()], this.place, this.now(), this.todayKey, this.untilDay);
    return true;
  }

  private shownOf(entry: CalendarListEntry): ShownCalendar {
    const palette =
      entry.colorId === undefined ? undefined : this.colors?.calendar[entry.colorId]?.background;
    return {
      id: entry.id,
      name: entry.summaryOverride ?? (entry.primary === true ? msg('Your calendar') : entry.summary),
      color: entry.backgroundColor ?? palette ?? FALLBACK_COLOR,
    };
  }

  private eventColor(event: CalendarEvent): string | undefined {
    return event.colorId === undefined ? undefined : this.colors?.event[event.colorId]?.background;
  }
}
