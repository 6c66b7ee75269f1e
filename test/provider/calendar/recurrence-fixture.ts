/**
 * What the recurrence bound tests share: one calendar provider for the file, the rrule runs the meter
 * reports for one call, an insert of a recurring event, and the most steps one run may take.
 */
import { after, before } from 'node:test';
import type { CalendarEvent } from '../../../src/shared/wire/calendar.ts';
import {
  MATCH_BUDGET,
  PERIOD_BUDGET,
  watchRuns,
  type RunRecord,
} from '../../../src/provider/apis/calendar/services/rule-meter.ts';
import { startCalendar, type Harness } from './harness.ts';

export let h: Harness;
let runs: RunRecord[] = [];
let stopWatching: () => void;

before(async () => {
  h = await startCalendar();
  stopWatching = watchRuns((record) => runs.push(record));
});
after(async () => {
  stopWatching();
  await h.close();
});

/** Runs of the call `f`, with its reply. */
export async function counted<T>(f: () => Promise<T>): Promise<{ reply: T; runs: RunRecord[] }> {
  runs = [];
  const reply = await f();
  return { reply, runs };
}

export const insert = (recurrence: unknown, start = '2026-03-02T09:00:00Z', end = '2026-03-02T10:00:00Z') =>
  h.call<CalendarEvent>('POST', '/calendars/primary/events', {
    body: { summary: 'Bounded', start: { dateTime: start }, end: { dateTime: end }, recurrence },
  });

/** Most steps one run may take: its period budget (plus the period that found it spent) and matches. */
export const ceiling = (freq: number): number => (PERIOD_BUDGET[freq] ?? 0) + 1 + MATCH_BUDGET;
