/**
 * The calendar API v3 through Google's generated client (googleapis 178), as a TV agenda and a calendar app use
 * it: lists, a calendar of one's own, events written, moved and answered, free/busy, colors and settings.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { calendar, type calendar_v3 } from 'googleapis/build/src/apis/calendar/index.js';
import { SCOPES } from '../../../src/shared/scopes.ts';
import { ClientHarness } from './harness.ts';

describe('calendar v3 through the generated client', () => {
  let h: ClientHarness;
  let api: calendar_v3.Calendar;
  before(async () => {
    h = await ClientHarness.start([SCOPES.calendar]);
    api = calendar({ version: 'v3', ...h.options });
  });
  after(() => h.close());

  test('calendarList, calendars, colors and settings read as an agenda does', async () => {
    const list = await api.calendarList.list();
    assert.equal(list.status, 200);
    assert.equal(list.data.kind, 'calendar#calendarList');
    const primary = list.data.items?.find((item) => item.primary === true);
    assert.equal(primary?.id, 'alice@example.com');
    assert.equal(primary.accessRole, 'owner');
    assert.equal(list.data.items?.length, 3);

    const entry = await api.calendarList.get({ calendarId: 'primary' });
    assert.equal(entry.data.id, 'alice@example.com');
    assert.equal(entry.data.timeZone, 'Europe/Berlin');

    const cal = await api.calendars.get({ calendarId: 'primary' });
    assert.equal(cal.data.kind, 'calendar#calendar');
    assert.equal(cal.data.timeZone, 'Europe/Berlin');

    const colors = await api.colors.get();
    assert.equal(colors.data.kind, 'calendar#colors');
    assert.ok(Object.keys(colors.data.event ?? {}).length > 0);

    const settings = await api.settings.list();
    assert.equal(settings.data.kind, 'calendar#settings');
    const zone = await api.settings.get({ setting: 'timezone' });
    assert.equal(zone.data.value, 'Europe/Berlin');
  });

  test('events listed as single instances in a window, paged, and one read back', async () => {
    const window = { timeMin: '2026-01-15T00:00:00Z', timeMax: '2026-01-22T00:00:00Z' };
    const page = await api.events.list({
      calendarId: 'primary',
      ...window,
      singleEvents: true,
      orderBy: 'startTime',
      maxResults: 5,
    });
    assert.equal(page.data.kind, 'calendar#events');
    assert.equal(page.data.items?.length, 5);
    assert.ok(page.data.nextPageToken);
    const next = await api.events.list({
      calendarId: 'primary',
      ...window,
      singleEvents: true,
      orderBy: 'startTime',
      maxResults: 5,
      pageToken: page.data.nextPageToken,
    });
    assert.ok((next.data.items?.length ?? 0) > 0);
    const first = page.data.items[0];
    assert.ok(first?.id);
    const one = await api.events.get({ calendarId: 'primary', eventId: first.id });
    assert.equal(one.data.summary, first.summary);
    assert.equal(one.data.etag, first.etag);
    assert.equal(one.data.htmlLink, first.htmlLink);
  });

  test("a calendar of one's own: made, given an event, shared, moved from, cleared and deleted", async () => {
    const made = await api.calendars.insert({
      requestBody: { summary: 'Holidays', timeZone: 'Europe/Berlin' },
    });
    const calendarId = made.data.id ?? '';
    assert.ok(calendarId.length > 0);
    assert.equal(made.data.summary, 'Holidays');

    const event = await api.events.insert({
      calendarId,
      requestBody: {
        summary: 'Ferry to the island',
        location: 'Harbour',
        start: { dateTime: '2026-02-01T09:00:00+01:00', timeZone: 'Europe/Berlin' },
        end: { dateTime: '2026-02-01T11:00:00+01:00', timeZone: 'Europe/Berlin' },
      },
    });
    assert.equal(event.data.status, 'confirmed');
    assert.equal(event.data.summary, 'Ferry to the island');
    // Calendar API v3, Events resource: htmlLink, "an absolute link to this event in the web UI".
    const link = new URL(event.data.htmlLink ?? '');
    assert.equal(link.origin, h.origin);
    const owner = await h.provider.signedInBrowser('alice@example.com', 'alice');
    const shown = await owner.get(link.pathname + link.search);
    assert.equal(shown.status, 200);
    assert.match(shown.text, /<h1>Ferry to the island<\/h1>/);
    assert.match(shown.text, /Harbour/);
    assert.equal((await h.provider.browser().get(link.pathname + link.search)).status, 401);
    const stranger = await h.provider.signedInBrowser('bob@other.example', 'bob');
    assert.equal((await stranger.get(link.pathname + link.search)).status, 404);

    const patched = await api.events.patch({
      calendarId,
      eventId: event.data.id ?? '',
      requestBody: { description: 'Book the car deck' },
    });
    assert.equal(patched.data.description, 'Book the car deck');
    assert.equal(patched.data.location, 'Harbour');

    const updated = await api.events.update({
      calendarId,
      eventId: event.data.id ?? '',
      requestBody: {
        summary: 'Ferry to the island (early)',
        start: { dateTime: '2026-02-01T07:00:00+01:00' },
        end: { dateTime: '2026-02-01T09:00:00+01:00' },
      },
    });
    assert.equal(updated.data.summary, 'Ferry to the island (early)');
    assert.equal(updated.data.location, undefined);
    assert.equal(updated.data.htmlLink, event.data.htmlLink);

    const rule = await api.acl.insert({
      calendarId,
      requestBody: { role: 'reader', scope: { type: 'user', value: 'bob@other.example' } },
    });
    assert.equal(rule.data.role, 'reader');
    const rules = await api.acl.list({ calendarId });
    assert.ok(rules.data.items?.some((item) => item.id === rule.data.id));
    const gotRule = await api.acl.get({ calendarId, ruleId: rule.data.id ?? '' });
    assert.equal(gotRule.data.scope?.value, 'bob@other.example');
    assert.equal((await api.acl.delete({ calendarId, ruleId: rule.data.id ?? '' })).status, 204);

    const moved = await api.events.move({
      calendarId,
      eventId: event.data.id ?? '',
      destination: 'primary',
    });
    assert.equal(moved.data.summary, 'Ferry to the island (early)');
    assert.notEqual(moved.data.htmlLink, event.data.htmlLink);
    const there = await api.events.get({ calendarId: 'primary', eventId: event.data.id ?? '' });
    assert.equal(there.data.id, event.data.id);
    assert.equal(
      (await api.events.delete({ calendarId: 'primary', eventId: event.data.id ?? '' })).status,
      204,
    );

    const quick = await api.events.quickAdd({ calendarId, text: 'Lunch with Bob tomorrow 12:30' });
    assert.equal(quick.data.status, 'confirmed');
    assert.ok(quick.data.htmlLink?.startsWith(`${h.origin}/calendar/v3/event?eid=`));
    assert.equal((await api.calendars.delete({ calendarId })).status, 204);
  });

  test('recurring events: inserted, expanded into instances, imported with an iCalUID', async () => {
    const weekly = await api.events.insert({
      calendarId: 'primary',
      requestBody: {
        summary: 'Piano lesson',
        start: { dateTime: '2026-01-20T17:00:00+01:00', timeZone: 'Europe/Berlin' },
        end: { dateTime: '2026-01-20T18:00:00+01:00', timeZone: 'Europe/Berlin' },
        recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'],
      },
    });
    const instances = await api.events.instances({ calendarId: 'primary', eventId: weekly.data.id ?? '' });
    assert.equal(instances.data.items?.length, 4);
    assert.equal(instances.data.items[0]?.recurringEventId, weekly.data.id);

    const imported = await api.events.import({
      calendarId: 'primary',
      requestBody: {
        iCalUID: 'school-play-2026@example.com',
        summary: 'School play',
        start: { date: '2026-03-05' },
        end: { date: '2026-03-06' },
      },
    });
    assert.equal(imported.data.iCalUID, 'school-play-2026@example.com');
    assert.ok(imported.data.htmlLink);
    assert.ok(instances.data.items.every((item) => item.htmlLink !== undefined));
  });

  test('free/busy for the primary calendar over a day', async () => {
    const answer = await api.freebusy.query({
      requestBody: {
        timeMin: '2026-01-15T00:00:00Z',
        timeMax: '2026-01-16T00:00:00Z',
        items: [{ id: 'primary' }],
      },
    });
    assert.equal(answer.data.kind, 'calendar#freeBusy');
    assert.ok(Array.isArray(answer.data.calendars?.['primary']?.busy));
  });

  test('the client made every call above', () => {
    assert.equal(h.calls.length, 26);
  });
});
