import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { CalendarEvent } from '../../../src/shared/wire/calendar.ts';
import { errorOf, startCalendar, timed, type Harness } from './harness.ts';
import { storedRows } from '../stored-rows.ts';

let h: Harness;
let eventId = '';
before(async () => {
  h = await startCalendar({ seed: true });
  eventId = (
    await h.call<CalendarEvent>('POST', '/calendars/primary/events', {
      body: timed('Probe', '2026-01-20T10:00:00Z', '2026-01-20T11:00:00Z'),
    })
  ).body.id;
});
after(() => h.close());

/** Every calendar table but the quota, which counts requests whatever their outcome (docs/calendar.md). */
const stored = (): Promise<string> =>
  storedRows(h.ctx.sql, ['cal_calendars', 'cal_list', 'cal_acl', 'cal_events', 'cal_channels']);

/** The public Calendar API v3's 37 methods (docs/calendar.md). */
const METHODS = (e: string): [string, string][] => [
  ['GET', '/calendars/primary/acl'],
  ['GET', '/calendars/primary/acl/user:alice@example.com'],
  ['POST', '/calendars/primary/acl'],
  ['PATCH', '/calendars/primary/acl/user:alice@example.com'],
  ['PUT', '/calendars/primary/acl/user:alice@example.com'],
  ['DELETE', '/calendars/primary/acl/default'],
  ['POST', '/calendars/primary/acl/watch'],
  ['GET', '/users/me/calendarList'],
  ['GET', '/users/me/calendarList/primary'],
  ['POST', '/users/me/calendarList'],
  ['PATCH', '/users/me/calendarList/primary'],
  ['PUT', '/users/me/calendarList/primary'],
  ['DELETE', '/users/me/calendarList/unknown'],
  ['POST', '/users/me/calendarList/watch'],
  ['POST', '/calendars'],
  ['GET', '/calendars/primary'],
  ['PATCH', '/calendars/primary'],
  ['PUT', '/calendars/primary'],
  ['DELETE', '/calendars/unknown'],
  ['POST', '/calendars/unknown/clear'],
  ['POST', '/channels/stop'],
  ['GET', '/colors'],
  ['GET', '/calendars/primary/events'],
  ['GET', `/calendars/primary/events/${e}`],
  ['POST', '/calendars/primary/events'],
  ['PATCH', `/calendars/primary/events/${e}`],
  ['PUT', `/calendars/primary/events/${e}`],
  ['DELETE', '/calendars/primary/events/unknown1'],
  ['POST', '/calendars/primary/events/import'],
  ['GET', `/calendars/primary/events/${e}/instances`],
  ['POST', `/calendars/primary/events/${e}/move`],
  ['POST', '/calendars/primary/events/quickAdd'],
  ['POST', '/calendars/primary/events/watch'],
  ['POST', '/freeBusy'],
  ['GET', '/users/me/settings'],
  ['GET', '/users/me/settings/timezone'],
  ['POST', '/users/me/settings/watch'],
];

const BODIES: unknown[] = [
  undefined,
  'null',
  '[]',
  '{"',
  '"text"',
  { id: 5, summary: 7, start: 'soon', end: [], scope: 'all', role: 3, items: {}, timeMin: 1, address: {} },
  {
    start: { dateTime: '2026-13-45T99:00:00Z' },
    end: { date: '0000-00-00' },
    recurrence: [1],
    attendees: 'x',
  },
  { summary: null, start: null, end: null, reminders: { useDefault: 'yes' }, colorId: {}, hidden: 'no' },
];

const QUERIES = [
  '',
  '?maxResults=-1',
  '?timeMin=x&timeMax=y',
  '?pageToken=%FF',
  '?orderBy=startTime',
  '?destination=&text=',
];

describe('robustness', () => {
  test('all 37 methods of the table are routed', async () => {
    const methods = METHODS(eventId);
    assert.equal(methods.length, 37);
    for (const [method, path] of methods) {
      const res = await h.call(method, path, {
        body: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      // An unrouted path would answer Hono's plain-text 404, not an API error body.
      assert.ok(res.status < 300 || errorOf(res) !== undefined, `${method} ${path}: ${res.status}`);
    }
  });

  test('no input gives a 5xx, and a refused one changes no data: every method against malformed bodies and parameters', async () => {
    for (const [method, path] of METHODS(eventId)) {
      const bodies = method === 'GET' || method === 'DELETE' ? [undefined] : BODIES;
      const attempts: [string, unknown][] = [
        ...QUERIES.map((query): [string, unknown] => [query, undefined]),
        ...bodies.map((body): [string, unknown] => ['', body]),
      ];
      for (const [query, body] of attempts) {
        const before = await stored();
        const res = await h.call(method, `${path}${query}`, { body });
        assert.ok(res.status < 500, `${method} ${path}${query} ${JSON.stringify(body)}: ${res.status}`);
        if (res.status >= 400) {
          assert.ok(errorOf(res), `${method} ${path}${query}: error body`);
          assert.equal(
            await stored(),
            before,
            `${method} ${path}${query} ${JSON.stringify(body)} changed data`,
          );
        }
      }
    }
  });
});
