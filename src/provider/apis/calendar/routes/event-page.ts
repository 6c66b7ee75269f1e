/**
 * The page an event's `htmlLink` opens: the event, shown to a person signed in to the provider's pages in
 * this browser who may see its details on its calendar. Anyone else learns nothing: not signed in is 401 with
 * a link to the account page's sign-in, and an event they may not see answers 404 exactly like a missing one.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { string, textOr } from '#shared/wire/decode.ts';
import type { CalendarEvent } from '#shared/wire/calendar.ts';
import { readAll } from '../../../http/validate.ts';
import { PUBLIC } from '../../../route.ts';
import { EVENT_PAGE, readEventLink } from '../services/event-link.ts';
import { seesDetails } from '../services/event-views.ts';
import { renderEvent } from '../store/event-store.ts';
import type { CalendarService } from '../services/service.ts';
import { route } from './calendar-route.ts';
import { read } from './wording.ts';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const text = (value: string): string => value.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

function page(c: Context, status: ContentfulStatusCode, title: string, body: string): Response {
  const doc = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${text(title)}</title></head><body><main>${body}</main></body></html>`;
  return c.html(doc, status, { 'Cache-Control': 'no-store' });
}

const when = (t: CalendarEvent['start']): string => t.dateTime ?? t.date ?? '';

function eventBody(event: CalendarEvent): string {
  const rows: [string, string | undefined][] = [
    ['When', `${when(event.start)} – ${when(event.end)}`],
    ['Where', event.location],
    ['Status', event.status],
    ['About', event.description],
  ];
  const facts = rows
    .filter((row): row is [string, string] => row[1] !== undefined && row[1] !== '')
    .map(([name, value]) => `<dt>${name}</dt><dd>${text(value)}</dd>`)
    .join('');
  return `<h1>${text(event.summary ?? '(No title)')}</h1><dl>${facts}</dl>`;
}

async function show(c: Context, svc: CalendarService, eid: string): Promise<Response> {
  const person = await svc.ctx.accounts.inBrowser(c);
  if (person === undefined) {
    return page(
      c,
      401,
      'Sign in',
      '<p>Sign in on <a href="/account">your account page</a>, then open the link again.</p>',
    );
  }
  const missing = (): Response =>
    page(c, 404, 'Not found', '<p>There is no such event, or it is not yours to see.</p>');
  const named = readEventLink(eid);
  if (named === undefined) return missing();
  await svc.identify(person.id);
  const calendar = await svc.calendars.get(named.calendarId);
  if (calendar === undefined) return missing();
  const role = await svc.calendars.roleOf(calendar, person.id, svc.emailOf(person.id));
  const row = await svc.events.get(calendar.id, named.eventId);
  if (row === undefined || role === 'none' || !seesDetails(row.event, role)) return missing();
  return page(c, 200, row.event.summary ?? 'Event', eventBody(renderEvent(row.event)));
}

export const eventPageRoutes = [
  route(
    {
      method: 'GET',
      path: EVENT_PAGE,
      id: 'calendar.events.page',
      access: PUBLIC,
      discovery: false,
      input: readAll({ eid: read.query('eid', textOr(string, '')) }),
    },
    ({ input, c }, svc) => show(c, svc, input.eid),
  ),
];
