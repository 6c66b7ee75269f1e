/** Finding the event a path names (stored, or a computed instance of a recurring event) and saving drafts. */
import type { CalendarEvent } from '#shared/wire/calendar.ts';
import { notFound } from '../../../http/errors.ts';
import type { EventDraft, ServerFields } from './event-input.ts';
import { findVirtual } from './instances.ts';
import type { CalendarService } from './service.ts';
import { renderEvent, type EventRow, type StoredEvent } from '../store/event-store.ts';

export interface FoundEvent {
  event: StoredEvent;
  /** The stored row, when the event is not a computed instance. */
  row?: EventRow;
}

/** A live event by its calendar-assigned id (the public Calendar API v3 reference); 404 for unknown or deleted ids. */
export async function findEvent(
  svc: CalendarService,
  calendarId: string,
  id: string,
  zone: string,
): Promise<FoundEvent> {
  const row = await svc.events.get(calendarId, id);
  if (row !== undefined) {
    if (row.event.status === 'cancelled') throw notFound();
    return { event: row.event, row };
  }
  const virtual = await findVirtual(svc.events, calendarId, id, zone);
  if (virtual === undefined) throw notFound();
  return { event: virtual.instance };
}

/** The server's fields carried over from the event being replaced. */
export function serverFieldsOf(event: StoredEvent): ServerFields {
  const fields: ServerFields = {
    id: event.id,
    iCalUID: event.iCalUID,
    created: event.created,
    creator: event.creator,
    organizer: event.organizer,
    sequence: event.sequence,
  };
  if (event.recurringEventId !== undefined) fields.recurringEventId = event.recurringEventId;
  if (event.originalStartTime !== undefined) fields.originalStartTime = event.originalStartTime;
  return fields;
}

/** A change of time or recurrence is a new version of the invitation (RFC 5545 SEQUENCE). */
export function bumpSequence(before: StoredEvent, draft: EventDraft): void {
  const changed = ['start', 'end', 'recurrence'] as const;
  if (changed.some((k) => JSON.stringify(before[k]) !== JSON.stringify(draft.event[k]))) {
    draft.event.sequence = before.sequence + 1;
  }
}

/** Stores the draft, tells the calendar's watchers, and gives the resource to answer with. */
export async function saveDraft(
  svc: CalendarService,
  calendarId: string,
  draft: EventDraft,
): Promise<CalendarEvent> {
  await svc.events.put(calendarId, draft.event, draft.startMs, draft.endMs);
  await svc.watcher.changed('events', calendarId);
  return { ...renderEvent(draft.event), htmlLink: svc.link(calendarId, draft.event.id) };
}
