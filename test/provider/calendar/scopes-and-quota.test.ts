import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { CalendarEvent } from '../../../src/shared/wire/calendar.ts';
import { errorOf, reasonOf, startCalendar, timed, TOKENS, type Harness } from './harness.ts';

const event = timed('Quota', '2026-01-20T10:00:00Z', '2026-01-20T11:00:00Z');

async function withCalendar(quota: number | undefined, run: (h: Harness) => Promise<void>): Promise<void> {
  const h = await startCalendar(quota === undefined ? {} : { settings: { calendarDailyQuota: quota } });
  try {
    await run(h);
  } finally {
    await h.close();
  }
}

describe('scopes', () => {
  test('no token is 401 with a Bearer challenge; an unknown token is 401', () =>
    withCalendar(undefined, async (h) => {
      const none = await h.call('GET', '/calendars/primary/events', { token: null });
      assert.equal(none.status, 401);
      assert.match(none.headers.get('WWW-Authenticate') ?? '', /^Bearer /);
      assert.equal(errorOf(none)?.status, 'UNAUTHENTICATED');
      assert.equal((await h.call('GET', '/colors', { token: 'nope' })).status, 401);
    }));

  test('reads need a read scope or the full scope; writes need the full scope (see the docs table)', () =>
    withCalendar(undefined, async (h) => {
      const table: [string, string, string, number][] = [
        [TOKENS.aliceRead, 'GET', '/calendars/primary/events', 200],
        [TOKENS.aliceRead, 'GET', '/users/me/calendarList', 200],
        [TOKENS.aliceRead, 'POST', '/calendars/primary/events', 403],
        [TOKENS.aliceRead, 'POST', '/calendars', 403],
        [TOKENS.aliceEventsRead, 'GET', '/calendars/primary/events', 200],
        [TOKENS.aliceEventsRead, 'GET', '/users/me/calendarList', 403],
        [TOKENS.aliceEventsRead, 'POST', '/calendars/primary/events', 403],
        [TOKENS.aliceEvents, 'POST', '/calendars/primary/events', 200],
        [TOKENS.aliceEvents, 'POST', '/calendars', 403],
        [TOKENS.aliceSettings, 'GET', '/users/me/settings', 200],
        [TOKENS.aliceSettings, 'GET', '/calendars/primary/events', 403],
        [TOKENS.aliceSettings, 'GET', '/colors', 200],
        [TOKENS.aliceNone, 'GET', '/colors', 403],
        [TOKENS.aliceNone, 'GET', '/users/me/settings', 403],
        [TOKENS.alice, 'POST', '/calendars/primary/events', 200],
      ];
      for (const [token, method, path, status] of table) {
        const body = method === 'POST' ? (path === '/calendars' ? { summary: 'S' } : event) : undefined;
        const res = await h.call(method, path, { token, body });
        assert.equal(res.status, status, `${token} ${method} ${path}`);
        if (status === 403) assert.equal(reasonOf(res), 'insufficientPermissions');
      }
    }));
});

describe('daily quota (docs/calendar.md, quota)', () => {
  test('a PATCH costs three units, other requests one; past the quota: 403 quotaExceeded and no change', () =>
    withCalendar(6, async (h) => {
      const e = await h.call<CalendarEvent>('POST', '/calendars/primary/events', { body: event }); // 1
      assert.equal(e.status, 200);
      assert.equal(
        (await h.call('PATCH', `/calendars/primary/events/${e.body.id}`, { body: { summary: 'a' } })).status,
        200,
      ); // 4
      assert.equal((await h.call('GET', `/calendars/primary/events/${e.body.id}`)).status, 200); // 5
      const patch = await h.call('PATCH', `/calendars/primary/events/${e.body.id}`, {
        body: { summary: 'b' },
      }); // 8 > 6
      assert.equal(patch.status, 403);
      assert.deepEqual(patch.body, {
        error: {
          code: 403,
          message: 'Calendar usage limits exceeded: the daily quota of this user is used up.',
          errors: [
            {
              domain: 'usageLimits',
              reason: 'quotaExceeded',
              message: 'Calendar usage limits exceeded: the daily quota of this user is used up.',
            },
          ],
          status: 'PERMISSION_DENIED',
        },
      });
      const get = await h.call<CalendarEvent>('GET', `/calendars/primary/events/${e.body.id}`); // 6
      assert.equal(get.status, 200);
      assert.equal(get.body.summary, 'a', 'the refused patch changed nothing');
      assert.equal(reasonOf(await h.call('GET', '/colors')), 'quotaExceeded'); // 7 > 6
      // Another user has their own quota; the next day starts afresh.
      assert.equal((await h.call('GET', '/colors', { token: TOKENS.bob })).status, 200);
      h.clock.advance(24 * 3600_000);
      assert.equal((await h.call('GET', '/colors')).status, 200);
    }));

  test('the quota comes from PROVIDER_CALENDAR_DAILY_QUOTA', async () => {
    const { settingsFromEnv, defaultSettings } = await import('../../../src/provider/settings.ts');
    assert.equal(defaultSettings.calendarDailyQuota, 1_000_000);
    assert.equal(settingsFromEnv({ PROVIDER_CALENDAR_DAILY_QUOTA: '50' }).calendarDailyQuota, 50);
    assert.throws(() => settingsFromEnv({ PROVIDER_CALENDAR_DAILY_QUOTA: 'lots' }));
    assert.deepEqual(
      settingsFromEnv({ PROVIDER_WEBHOOK_HOSTS: ' Hooks.Example.com, 10.0.0.5 ' }).webhookHosts,
      ['hooks.example.com', '10.0.0.5'],
    );
  });
});
