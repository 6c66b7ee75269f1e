/**
 * Watch channels belong to the person who made them (docs/security.md#watch-channels): a reader of a
 * calendar cannot take the channel slots its owner needs, and channel ids are unique per person, so
 * "not unique" tells nobody another person's channel id.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Calendar, Channel } from '../../../src/shared/wire/calendar.ts';
import { reasonOf, startCalendar, startReceiver, TOKENS, type Harness } from './harness.ts';
import { MAX_PER_RESOURCE } from '../../../src/provider/apis/calendar/store/watch-channels.ts';

let h: Harness;
let hook: Awaited<ReturnType<typeof startReceiver>>;
let path: string;

before(async () => {
  hook = await startReceiver();
  h = await startCalendar({ settings: { webhookHosts: [new URL(hook.address).origin] } });
  const cal = await h.call<Calendar>('POST', '/calendars', { body: { summary: 'Family' } });
  const share = await h.call('POST', `/calendars/${encodeURIComponent(cal.body.id)}/acl`, {
    body: { scope: { type: 'user', value: 'bob@other.example' }, role: 'reader' },
  });
  assert.equal(share.status, 200);
  path = `/calendars/${encodeURIComponent(cal.body.id)}/events/watch`;
});
after(async () => {
  await h.close();
  await hook.close();
});

const watch = (token: string, id: string) =>
  h.call<Channel>('POST', path, { token, body: { id, type: 'web_hook', address: hook.address } });

test('a reader who takes 10 channels on a calendar leaves its owner room to watch it', async () => {
  for (let i = 0; i < MAX_PER_RESOURCE; i++) assert.equal((await watch(TOKENS.bob, `bob-${i}`)).status, 200);
  const over = await watch(TOKENS.bob, 'bob-over');
  assert.equal(over.status, 403);
  assert.equal(reasonOf(over), 'channelLimitExceeded');
  assert.equal((await watch(TOKENS.alice, 'alice-1')).status, 200);
});

test('channel ids are each person’s own: another person’s id is free, one’s own is not unique', async () => {
  assert.equal((await watch(TOKENS.bob, 'shared-name')).status, 403, 'bob is at his limit here');
  const alices = await watch(TOKENS.alice, 'bob-0');
  assert.equal(alices.status, 200, JSON.stringify(alices.body));
  const again = await watch(TOKENS.alice, 'bob-0');
  assert.equal(again.status, 400);
  assert.equal(reasonOf(again), 'channelIdNotUnique');
  // Bob cannot stop alice's channel of the same id, and his own stays his.
  const stop = (token: string, resourceId: string) =>
    h.call('POST', '/channels/stop', { token, body: { id: 'bob-0', resourceId } });
  assert.equal((await stop(TOKENS.bob, alices.body.resourceId)).status, 204, 'his own bob-0, same resource');
  assert.equal((await stop(TOKENS.bob, alices.body.resourceId)).status, 404);
  assert.equal((await stop(TOKENS.alice, alices.body.resourceId)).status, 204);
});
