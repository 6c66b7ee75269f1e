/**
 * events.list: which events a query selects and in what order (timeMin, timeMax, singleEvents, orderBy, q,
 * iCalUID, showDeleted, updatedMin, eventTypes, syncToken), as routes/event-list-query.ts reads it from the
 * request. Paging is applied by the route.
 */
import { expand, spanOf } from './instances.ts';
import type { EventStore, StoredEvent } from '../store/event-store.ts';

const YEAR = 366 * 86_400_000;

export interface EventQuery {
  timeMin?: number;
  timeMax?: number;
  singleEvents: boolean;
  orderBy?: 'startTime' | 'updated';
  q?: string;
  iCalUID?: string;
  showDeleted: boolean;
  updatedMin?: number;
  eventTypes?: string[];
  /** Change number of a sync token: only events changed after it, deleted ones included. */
  syncSeq?: number;
}

export const syncTokenOf = (seq: number): string => Buffer.from(`sync:${seq}`).toString('base64url');

function matchesText(event: StoredEvent, q: string): boolean {
  const haystack = [
    event.summary,
    event.description,
    event.location,
    ...(event.attendees ?? []).flatMap((a) => [a.email, a.displayName]),
    event.organizer?.displayName,
  ]
    .filter((s): s is string => s !== undefined)
    .join('\n')
    .toLowerCase();
  return q.split(/\s+/).every((term) => haystack.includes(term));
}

export async function selectEvents(
  store: EventStore,
  calendarId: string,
  zone: string,
  query: EventQuery,
  now: number,
): Promise<StoredEvent[]> {
  const from = query.timeMin ?? Number.MIN_SAFE_INTEGER;
  const to = query.timeMax ?? Number.MAX_SAFE_INTEGER;
  const showDeleted = query.showDeleted || query.syncSeq !== undefined;
  const rows =
    query.syncSeq !== undefined
      ? await store.changedSince(calendarId, query.syncSeq)
      : query.iCalUID !== undefined
        ? (await store.byUid(calendarId, query.iCalUID)).filter((r) => r.startMs < to && r.endMs > from)
        : await store.overlapping(calendarId, from, to);
  const picked: StoredEvent[] = [];
  for (const row of rows) {
    const event = row.event;
    if (query.singleEvents && event.recurrence !== undefined && event.status !== 'cancelled') {
      const upper = query.timeMax ?? Math.max(row.startMs, query.timeMin ?? now, now) + YEAR;
      picked.push(...(await expand(row, store, zone, query.timeMin ?? row.startMs, upper, showDeleted)));
      continue;
    }
    // Exceptions come with their recurring event's expansion.
    if (query.singleEvents && event.recurringEventId !== undefined && query.iCalUID === undefined) {
      const master = await store.get(calendarId, event.recurringEventId);
      if (master !== undefined && master.event.status !== 'cancelled' && query.syncSeq === undefined)
        continue;
    }
    picked.push(event);
  }
  const seen = new Set<string>();
  const spans = new Map<string, number>();
  const result = picked.filter((event) => {
    if (seen.has(event.id)) return false;
    seen.add(event.id);
    if (event.status === 'cancelled' && !showDeleted) return false;
    if (query.updatedMin !== undefined && Date.parse(event.updated) < query.updatedMin) return false;
    if (query.eventTypes !== undefined && !query.eventTypes.includes(event.eventType)) return false;
    if (query.q !== undefined && !matchesText(event, query.q)) return false;
    spans.set(event.id, spanOf(event, zone).startMs);
    return true;
  });
  const startOf = (e: StoredEvent): number => spans.get(e.id) ?? 0;
  if (query.orderBy === 'updated') {
    result.sort((a, b) => Date.parse(a.updated) - Date.parse(b.updated) || a.id.localeCompare(b.id));
  } else {
    result.sort((a, b) => startOf(a) - startOf(b) || a.id.localeCompare(b.id));
  }
  return result;
}
