/**
 * An event's `htmlLink` (Calendar API v3, Events resource: "an absolute link to this event in the web UI"):
 * the provider's event page, `/calendar/v3/event?eid=…`, where `eid` names the calendar and the event as the
 * public links do, base64 of "<event id> <calendar id>" (URL-safe, unpadded).
 */
export const EVENT_PAGE = '/event';
const MOUNT = '/calendar/v3';

export function eventLink(publicUrl: string, calendarId: string, eventId: string): string {
  const eid = Buffer.from(`${eventId} ${calendarId}`).toString('base64url');
  return `${publicUrl}${MOUNT}${EVENT_PAGE}?eid=${eid}`;
}

/** The calendar and event an `eid` names; undefined for anything that is not one. */
export function readEventLink(eid: string): { calendarId: string; eventId: string } | undefined {
  if (!/^[A-Za-z0-9_-]{1,2048}$/.test(eid)) return undefined;
  const [eventId, calendarId, extra] = Buffer.from(eid, 'base64url').toString('utf8').split(' ');
  if (eventId === undefined || calendarId === undefined || extra !== undefined) return undefined;
  if (eventId === '' || calendarId === '') return undefined;
  return { calendarId, eventId };
}
