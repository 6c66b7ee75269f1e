import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Channel, CalendarEvent } from '../../../src/shared/wire/calendar.ts';
import { reasonOf, startCalendar, startReceiver, timed, type Harness } from './harness.ts';

let h: Harness;
let hook: Awaited<ReturnType<typeof startReceiver>>;

before(async () => {
  hook = await startReceiver();
  // Loopback is allowed only when listed: the test lists its own receiver's origin.
  h = await startCalendar({
    settings: { webhookHosts: ['hooks.example.com', new URL(hook.address).origin] },
  });
});
after(async () => {
  await h.close();
  await hook.close();
});

const watch = (path: string, id: string, extra: Record<string, unknown> = {}) =>
  h.call<Channel>('POST', path, { body: { id, type: 'web_hook', address: hook.address, ...extra } });

describe('watch channels', () => {
  test('events.watch opens a channel, posts sync, then exists after each change; stop ends it', async () => {
    const res = await watch('/calendars/primary/events/watch', 'chan-events-1', { token: 'secret-1' });
    assert.equal(res.status, 200);
    assert.equal(res.body.kind, 'api#channel');
    assert.equal(res.body.id, 'chan-events-1');
    assert.equal(res.body.type, 'web_hook');
    assert.equal(res.body.token, 'secret-1');
    assert.equal(res.body.expiration, String(h.clock.now() + 7 * 86_400_000));
    assert.equal(
      res.body.resourceUri,
      `${h.origin}/calendar/v3/calendars/alice%40example.com/events?alt=json`,
    );
    assert.match(res.body.resourceId, /^[A-Za-z0-9_-]{27}$/);

    const sync = await hook.next();
    assert.equal(sync.headers['x-channel-id'], 'chan-events-1');
    assert.equal(sync.headers['x-channel-token'], 'secret-1');
    assert.equal(sync.headers['x-resource-id'], res.body.resourceId);
    assert.equal(sync.headers['x-resource-uri'], res.body.resourceUri);
    assert.equal(sync.headers['x-resource-state'], 'sync');
    assert.equal(sync.headers['x-message-number'], '1');
    assert.equal(sync.headers['x-channel-expiration'], new Date(Number(res.body.expiration)).toUTCString());

    await h.call<CalendarEvent>('POST', '/calendars/primary/events', {
      body: timed('Ping', '2026-01-20T10:00:00Z', '2026-01-20T11:00:00Z'),
    });
    const change = await hook.next();
    assert.equal(change.headers['x-resource-state'], 'exists');
    assert.equal(change.headers['x-message-number'], '2');

    const wrong = await h.call('POST', '/channels/stop', {
      body: { id: 'chan-events-1', resourceId: 'other' },
    });
    assert.equal(wrong.status, 404);
    const stop = await h.call('POST', '/channels/stop', {
      body: { id: 'chan-events-1', resourceId: res.body.resourceId },
    });
    assert.equal(stop.status, 204);
    assert.equal(
      (
        await h.call('POST', '/channels/stop', {
          body: { id: 'chan-events-1', resourceId: res.body.resourceId },
        })
      ).status,
      404,
    );
  });

  test('acl, calendarList and settings can be watched too; changes to each are posted', async () => {
    const acl = await watch('/calendars/primary/acl/watch', 'chan-acl');
    assert.equal(acl.status, 200);
    assert.equal((await hook.next()).headers['x-resource-state'], 'sync');
    await h.call('POST', '/calendars/primary/acl', {
      body: { scope: { type: 'domain', value: 'example.com' }, role: 'freeBusyReader' },
    });
    const aclChange = await hook.next();
    assert.deepEqual(
      [aclChange.headers['x-channel-id'], aclChange.headers['x-resource-state']],
      ['chan-acl', 'exists'],
    );

    const list = await watch('/users/me/calendarList/watch', 'chan-list');
    assert.equal(list.status, 200);
    assert.equal((await hook.next()).headers['x-channel-id'], 'chan-list');
    await h.call('POST', '/calendars', { body: { summary: 'New one' } });
    const listChange = await hook.next();
    assert.deepEqual(
      [listChange.headers['x-channel-id'], listChange.headers['x-resource-state']],
      ['chan-list', 'exists'],
    );

    const settings = await watch('/users/me/settings/watch', 'chan-settings');
    assert.equal(settings.status, 200);
    assert.equal(settings.body.resourceUri, `${h.origin}/calendar/v3/users/me/settings?alt=json`);
    assert.equal((await hook.next()).headers['x-channel-id'], 'chan-settings');
  });

  test('only loopback and configured hosts are accepted as addresses; bad requests change nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { id: 'c1', type: 'web_hook', address: 'https://evil.example.net/hook' },
        'push.webhookUrlUnauthorized',
      ],
      [{ id: 'c2', type: 'web_hook', address: 'http://10.1.2.3/hook' }, 'push.webhookUrlUnauthorized'],
      [{ id: 'c3', type: 'web_hook', address: 'ftp://127.0.0.1/hook' }, 'invalid'],
      [{ id: 'c4', type: 'web_hook', address: 'not a url' }, 'invalid'],
      [{ id: 'c5', type: 'email', address: hook.address }, 'invalid'],
      [{ type: 'web_hook', address: hook.address }, 'required'],
      [{ id: 'c6', type: 'web_hook', address: hook.address, expiration: '5' }, 'invalid'],
    ];
    for (const [body, reason] of cases) {
      const res = await h.call('POST', '/calendars/primary/events/watch', { body });
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(reasonOf(res), reason, JSON.stringify(body));
    }
    const allowed = await h.call<Channel>('POST', '/calendars/primary/events/watch', {
      body: {
        id: 'c7',
        type: 'web_hook',
        address: 'https://hooks.example.com/cal',
        expiration: String(h.clock.now() + 90 * 86_400_000),
      },
    });
    assert.equal(allowed.status, 200, 'a configured host is accepted');
    assert.equal(
      allowed.body.expiration,
      String(h.clock.now() + 30 * 86_400_000),
      'expiration is capped at 30 days',
    );
    const dup = await h.call('POST', '/calendars/primary/events/watch', {
      body: { id: 'c7', type: 'web_hook', address: hook.address },
    });
    assert.equal(dup.status, 400);
    assert.equal(reasonOf(dup), 'channelIdNotUnique');
  });

  test('an expired channel is not notified', async () => {
    const res = await watch('/calendars/primary/events/watch', 'chan-short', {
      expiration: String(h.clock.now() + 1000),
    });
    assert.equal(res.body.expiration, String(h.clock.now() + 1000));
    assert.equal((await hook.next()).headers['x-channel-id'], 'chan-short');
    h.clock.advance(2000);
    await h.call('POST', '/calendars/primary/events', {
      body: timed('Unheard', '2026-01-21T10:00:00Z', '2026-01-21T11:00:00Z'),
    });
    await watch('/calendars/primary/events/watch', 'chan-after');
    const next = await hook.next();
    assert.deepEqual(
      [next.headers['x-channel-id'], next.headers['x-resource-state']],
      ['chan-after', 'sync'],
    );
  });

  test("a channel's params are a map of the caller's own names, kept as sent", async () => {
    const params = { ttl: '3600', 'x-team': 'tv' };
    const res = await h.call<Channel>('POST', '/calendars/primary/events/watch', {
      body: { id: 'c-params', type: 'web_hook', address: 'https://hooks.example.com/cal', params },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body.params, params);
  });
});
