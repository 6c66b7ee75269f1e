/**
 * What each reader of a calendar sees of an event (docs/calendar.md#private-events). A free/busy reader sees
 * only when the calendar is busy; a private or confidential event shows the same to everyone who may not
 * change the calendar's events, as the public Calendar API v3 does ("confidential" is kept there for
 * compatibility and means "private").
 */
import type { AccessRole, CalendarEvent } from '#shared/wire/calendar.ts';
import { renderEvent, type StoredEvent } from '../store/event-store.ts';

/** The roles that see a private event whole: those that may change the calendar's events anyway. */
const SEES_PRIVATE: readonly AccessRole[] = ['writer', 'owner'];

const isPrivate = (event: Pick<CalendarEvent, 'visibility'>): boolean =>
  event.visibility === 'private' || event.visibility === 'confidential';

/** The fields of an event that say when the calendar is busy and nothing about what for. */
function freeBusyView(full: CalendarEvent): CalendarEvent {
  const { kind, etag, id, status, start, end, iCalUID, sequence, eventType, created, updated } = full;
  return { kind, etag, id, status, start, end, iCalUID, sequence, eventType, created, updated };
}

/**
 * A private event to a reader: the free/busy fields, plus what places it in time and tells the reader why the
 * rest is missing (its series and occurrence, whether it blocks time, its visibility).
 */
function privateView(full: CalendarEvent): CalendarEvent {
  const view = freeBusyView(full);
  const { transparency, visibility, recurrence, recurringEventId, originalStartTime } = full;
  if (transparency !== undefined) view.transparency = transparency;
  if (visibility !== undefined) view.visibility = visibility;
  if (recurrence !== undefined) view.recurrence = recurrence;
  if (recurringEventId !== undefined) view.recurringEventId = recurringEventId;
  if (originalStartTime !== undefined) view.originalStartTime = originalStartTime;
  return view;
}

/** True when `role` sees more of the event than when it is busy. */
export function seesDetails(event: StoredEvent, role: AccessRole): boolean {
  if (role === 'freeBusyReader') return false;
  return SEES_PRIVATE.includes(role) || !isPrivate(event);
}

/** The event as `role` may see it; `htmlLink` goes with every view that shows more than busy time. */
export function forRole(event: StoredEvent, role: AccessRole, htmlLink: string): CalendarEvent {
  const full = { ...renderEvent(event), htmlLink };
  if (role === 'freeBusyReader') return freeBusyView(full);
  return seesDetails(event, role) ? full : privateView(full);
}
