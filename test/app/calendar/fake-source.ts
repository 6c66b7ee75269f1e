/** A calendar source for the view's tests: fixed calendars and events, every events request recorded. */
import type { CalendarEvent, CalendarListEntry, Colors } from '../../../src/shared/wire/calendar.ts';
import type { CalendarSource } from '../../../src/app/views/calendar/agenda-data.ts';
import type { CalendarChoiceStore } from '../../../src/app/views/calendar/calendar-choice.ts';

/** Thursday 2026-01-15 09:00Z = 10:00 in Berlin. */
export const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
export const BERLIN = { locale: 'en-GB', timeZone: 'Europe/Berlin' };

export function entry(
  id: string,
  summary: string,
  backgroundColor: string,
  primary = false,
): CalendarListEntry {
  return {
    kind: 'calendar#calendarListEntry',
    etag: '"1"',
    id,
    summary,
    timeZone: 'Europe/Berlin',
    accessRole: 'owner',
    defaultReminders: [],
    backgroundColor,
    ...(primary ? { primary: true } : {}),
  };
}

export function event(
  id: string,
  summary: string,
  startMs: number,
  minutes = 60,
  extra: Partial<CalendarEvent> = {},
): CalendarEvent {
  return {
    kind: 'calendar#event',
    etag: '"1"',
    id,
    status: 'confirmed',
    created: '',
    updated: '',
    summary,
    start: { dateTime: new Date(startMs).toISOString() },
    end: { dateTime: new Date(startMs + minutes * 60_000).toISOString() },
    iCalUID: id,
    sequence: 0,
    eventType: 'default',
    ...extra,
  };
}

const COLORS: Colors = {
  kind: 'calendar#colors',
  updated: '',
  calendar: { '1': { background: '#aa0000', foreground: '#ffffff' } },
  event: { '5': { background: '#00aa00', foreground: '#000000' } },
};

export class FakeSource implements CalendarSource {
  readonly calls: { calendarId: string; fromMs: number; toMs: number }[] = [];
  failWith: { calendars?: Error; colors?: Error; events?: Error } = {};
  /** While set, every request waits for it. */
  gate: Promise<void> | undefined;

  constructor(
    readonly list: CalendarListEntry[],
    readonly byCalendar: Record<string, CalendarEvent[]>,
  ) {}

  async calendars(): Promise<CalendarListEntry[]> {
    await this.gate;
    if (this.failWith.calendars !== undefined) throw this.failWith.calendars;
    return this.list;
  }

  async colors(): Promise<Colors> {
    await this.gate;
    if (this.failWith.colors !== undefined) throw this.failWith.colors;
    return COLORS;
  }

  async events(calendarId: string, fromMs: number, toMs: number): Promise<CalendarEvent[]> {
    await this.gate;
    this.calls.push({ calendarId, fromMs, toMs });
    if (this.failWith.events !== undefined) throw this.failWith.events;
    return (this.byCalendar[calendarId] ?? []).filter(
      (e) => Date.parse(e.end.dateTime ?? '') > fromMs && Date.parse(e.start.dateTime ?? '') < toMs,
    );
  }
}

export class MemoryChoice implements CalendarChoiceStore {
  saved: string[] = [];
  load(): Promise<string[]> {
    return Promise.resolve([...this.saved]);
  }
  save(hidden: readonly string[]): Promise<void> {
    this.saved = [...hidden];
    return Promise.resolve();
  }
}
