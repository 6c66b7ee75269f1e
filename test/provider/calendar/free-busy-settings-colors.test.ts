import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Colors, FreeBusyResponse, Setting, SettingsList } from '../../../src/shared/wire/calendar.ts';
import { reasonOf, startCalendar, timed, type Harness } from './harness.ts';

let h: Harness;
before(async () => {
  h = await startCalendar();
  const add = (body: Record<string, unknown>) => h.call('POST', '/calendars/primary/events', { body });
  await add(timed('A', '2026-01-20T10:00:00Z', '2026-01-20T11:00:00Z'));
  await add(timed('B', '2026-01-20T10:30:00Z', '2026-01-20T12:00:00Z'));
  await add({
    ...timed('Free', '2026-01-20T14:00:00Z', '2026-01-20T15:00:00Z'),
    transparency: 'transparent',
  });
  await add({
    summary: 'Weekly',
    start: { dateTime: '2026-01-19T16:00:00Z' },
    end: { dateTime: '2026-01-19T17:00:00Z' },
    recurrence: ['RRULE:FREQ=DAILY;COUNT=3'],
  });
});
after(() => h.close());

describe('freeBusy', () => {
  test('busy intervals merge overlapping opaque events and include instances; unknown calendars get errors', async () => {
    const res = await h.call<FreeBusyResponse>('POST', '/freeBusy', {
      body: {
        timeMin: '2026-01-20T00:00:00Z',
        timeMax: '2026-01-21T00:00:00Z',
        items: [{ id: 'primary' }, { id: 'nobody@example.com' }],
      },
    });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, {
      kind: 'calendar#freeBusy',
      timeMin: '2026-01-20T00:00:00Z',
      timeMax: '2026-01-21T00:00:00Z',
      calendars: {
        primary: {
          busy: [
            { start: '2026-01-20T10:00:00Z', end: '2026-01-20T12:00:00Z' },
            { start: '2026-01-20T16:00:00Z', end: '2026-01-20T17:00:00Z' },
          ],
        },
        'nobody@example.com': { busy: [], errors: [{ domain: 'global', reason: 'notFound' }] },
      },
    });
  });

  test('times are given in the requested zone; bad ranges are 400', async () => {
    const res = await h.call<FreeBusyResponse>('POST', '/freeBusy', {
      body: {
        timeMin: '2026-01-20T00:00:00Z',
        timeMax: '2026-01-20T11:00:00Z',
        timeZone: 'Europe/Berlin',
        items: [{ id: 'primary' }],
      },
    });
    assert.deepEqual(res.body.calendars.primary?.busy, [
      { start: '2026-01-20T11:00:00+01:00', end: '2026-01-20T12:00:00+01:00' },
    ]);
    const empty = await h.call('POST', '/freeBusy', {
      body: { timeMin: '2026-01-20T00:00:00Z', timeMax: '2026-01-19T00:00:00Z', items: [] },
    });
    assert.equal(reasonOf(empty), 'timeRangeEmpty');
    assert.equal(
      (await h.call('POST', '/freeBusy', { body: { timeMin: 'x', timeMax: 'y', items: [] } })).status,
      400,
    );
    assert.equal(
      (
        await h.call('POST', '/freeBusy', {
          body: { timeMin: '2026-01-20T00:00:00Z', timeMax: '2026-01-21T00:00:00Z', items: 'primary' },
        })
      ).status,
      400,
    );
  });
});

describe('settings and colors', () => {
  test('settings list and get; an unknown setting is 404', async () => {
    const list = await h.call<SettingsList>('GET', '/users/me/settings');
    assert.equal(list.body.kind, 'calendar#settings');
    assert.ok(list.body.items.length >= 10);
    const tz = await h.call<Setting>('GET', '/users/me/settings/timezone');
    assert.deepEqual(
      { kind: tz.body.kind, id: tz.body.id, value: tz.body.value },
      { kind: 'calendar#setting', id: 'timezone', value: 'UTC' },
    );
    assert.equal((await h.call('GET', '/users/me/settings/favouriteColour')).status, 404);
  });

  test('colors has calendar palette 1-24 and event palette 1-11 with hex colors', async () => {
    const res = await h.call<Colors>('GET', '/colors');
    assert.equal(res.body.kind, 'calendar#colors');
    assert.deepEqual(
      Object.keys(res.body.calendar),
      Array.from({ length: 24 }, (_, i) => String(i + 1)),
    );
    assert.deepEqual(
      Object.keys(res.body.event),
      Array.from({ length: 11 }, (_, i) => String(i + 1)),
    );
    for (const c of [...Object.values(res.body.calendar), ...Object.values(res.body.event)]) {
      assert.match(c.background, /^#[0-9a-f]{6}$/);
      assert.match(c.foreground, /^#[0-9a-f]{6}$/);
    }
  });
});
