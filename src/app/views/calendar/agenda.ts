/**
 * The agenda model: events of several calendars laid out as rows, grouped by the TV's calendar days, all-day
 * events first in each day, then by start time. An event spanning several days appears on each of them.
 * Pure: no DOM, no fetch, so grouping is tested on its own.
 */
import { msg, str } from '@lit/localize';
import type { CalendarEvent } from '#shared/wire/calendar.ts';
import { joinParts } from '../../i18n/locale.ts';
import {
  dateLabel,
  dayKeyOf,
  dayLabel,
  nextDayKey,
  rangeLabel,
  timeLabel,
  weekdayLabel,
  type Place,
} from './calendar-format.ts';

/** An event with what the agenda shows beside it. */
export interface AgendaEvent {
  event: CalendarEvent;
  calendarId: string;
  calendarName: string;
  /** CSS color of the event (its own color, else its calendar's). */
  color: string;
}

export interface AgendaRow {
  /** Unique per row: calendar, event and day. */
  key: string;
  dayKey: string;
  /** The day's heading ("Thursday, 15 January"), on every row; shown on the first of its day. */
  dayLabel: string;
  /** The two lines of the day's gutter: "Thursday" and "15 January". */
  weekday: string;
  date: string;
  firstOfDay: boolean;
  today: boolean;
  /** "All day", "10:00 – 11:00", "From 16:00", "Until 15:00". */
  time: string;
  allDay: boolean;
  startMs: number;
  item: AgendaEvent;
}

interface Span {
  startMs: number;
  endMs: number;
  /** Day keys the event covers. */
  days: string[];
  allDay: boolean;
}

const MAX_DAYS = 366;

function daysFrom(first: string, lastExclusive: string): string[] {
  const out: string[] = [];
  for (let d = first; d < lastExclusive && out.length < MAX_DAYS; d = nextDayKey(d)) out.push(d);
  return out.length > 0 ? out : [first];
}

function spanOf(event: CalendarEvent, timeZone: string): Span | undefined {
  if (event.start.date !== undefined && event.end.date !== undefined) {
    const startMs = Date.parse(`${event.start.date}T00:00:00Z`);
    return {
      startMs,
      endMs: Date.parse(`${event.end.date}T00:00:00Z`),
      days: daysFrom(event.start.date, event.end.date),
      allDay: true,
    };
  }
  const startMs = Date.parse(event.start.dateTime ?? '');
  const endMs = Date.parse(event.end.dateTime ?? '');
  if (Number.isNaN(startMs) || Number.isNaN(endMs)) return undefined;
  const first = dayKeyOf(startMs, timeZone);
  const last = dayKeyOf(Math.max(startMs, endMs - 1), timeZone);
  return { startMs, endMs, days: daysFrom(first, nextDayKey(last)), allDay: false };
}

function timeWords(span: Span, day: string, place: Place): { time: string; allDay: boolean } {
  if (span.allDay) return { time: msg('All day'), allDay: true };
  const first = span.days[0] === day;
  const last = span.days[span.days.length - 1] === day;
  if (first && last) return { time: rangeLabel(span.startMs, span.endMs, place), allDay: false };
  if (first) return { time: msg(str`From ${timeLabel(span.startMs, place)}`), allDay: false };
  if (last) return { time: msg(str`Until ${timeLabel(span.endMs, place)}`), allDay: true };
  return { time: msg('All day'), allDay: true };
}

/**
 * Rows for the days from `fromDay` (inclusive) to `toDay` (exclusive); days without events have no rows.
 * Cancelled events are left out.
 */
export function buildAgenda(
  events: readonly AgendaEvent[],
  place: Place,
  nowMs: number,
  fromDay: string,
  toDay: string,
): AgendaRow[] {
  const today = dayKeyOf(nowMs, place.timeZone);
  const rows: AgendaRow[] = [];
  for (const item of events) {
    if (item.event.status === 'cancelled') continue;
    const span = spanOf(item.event, place.timeZone);
    if (span === undefined) continue;
    for (const day of span.days) {
      if (day < fromDay || day >= toDay) continue;
      const { time, allDay } = timeWords(span, day, place);
      rows.push({
        key: `${item.calendarId}/${item.event.id}/${day}`,
        dayKey: day,
        dayLabel: '',
        weekday: '',
        date: '',
        firstOfDay: false,
        today: day === today,
        time,
        allDay,
        startMs: span.startMs,
        item,
      });
    }
  }
  rows.sort(
    (a, b) =>
      (a.dayKey < b.dayKey ? -1 : a.dayKey > b.dayKey ? 1 : 0) ||
      Number(b.allDay) - Number(a.allDay) ||
      a.startMs - b.startMs ||
      (a.item.event.summary ?? '').localeCompare(b.item.event.summary ?? '') ||
      a.key.localeCompare(b.key),
  );
  labelDays(rows, place, today);
  return rows;
}

/** Each day's heading and gutter on its rows, in `place`'s language; the first row of a day shows them. */
function labelDays(rows: AgendaRow[], place: Place, today: string): void {
  let previous = '';
  let labels = { dayLabel: '', weekday: '', date: '' };
  for (const row of rows) {
    row.firstOfDay = row.dayKey !== previous;
    if (row.firstOfDay) {
      previous = row.dayKey;
      labels = {
        dayLabel: dayLabel(row.dayKey, place.locale, today),
        weekday: weekdayLabel(row.dayKey, place.locale),
        date: dateLabel(row.dayKey, place.locale, today),
      };
    }
    Object.assign(row, labels);
  }
}

/**
 * Rows kept from an earlier visit, their words made again in the language shown now (they were kept in
 * the one shown then) and "today" moved to today.
 */
export function relabelRows(kept: readonly AgendaRow[], place: Place, nowMs: number): AgendaRow[] {
  const today = dayKeyOf(nowMs, place.timeZone);
  const rows = kept.map((row) => {
    const span = spanOf(row.item.event, place.timeZone);
    const words = span === undefined ? {} : timeWords(span, row.dayKey, place);
    return { ...row, ...words, today: row.dayKey === today };
  });
  labelDays(rows, place, today);
  return rows;
}

/**
 * What a screen reader says for a row (its words are drawn inside the row's shadow root), with the
 * language's own comma between its parts. It starts with the words the row shows, in their order (WCAG
 * 2.5.3: a person who says what they see names the row): the day where the row shows it, the time, title
 * and place; a row under its day's first one ends with the day, which a reader would not hear otherwise.
 */
export function rowLabel(row: AgendaRow): string {
  const event = row.item.event;
  const today = row.today ? msg('Today') : '';
  const shown = row.firstOfDay ? [today || row.weekday, row.date] : [];
  const after = row.firstOfDay ? [] : [today || row.dayLabel];
  return joinParts(
    [...shown, row.time, event.summary ?? msg('(No title)'), event.location ?? '', ...after].filter(
      (part) => part,
    ),
  );
}
