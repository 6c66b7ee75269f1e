/**
 * Watch channels with two providers on one store, as replicas behind one origin (docs/scale.md): a channel
 * made through one is counted and stopped through the other (apis/calendar/store/watch-channels.ts).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Harness } from '../oauth/harness.ts';
import { startReceiver } from './harness.ts';
import { ManualClock } from '../../../src/provider/clock.ts';
import { MAX_PER_RESOURCE } from '../../../src/provider/apis/calendar/store/watch-channels.ts';
import { SCOPES } from '../../../src/shared/scopes.ts';
import { NOTIFICATION_HEADERS as H } from '../../../src/shared/wire/calendar.ts';
import { SharedStore } from '../shared-store.ts';

let store: SharedStore;
let hook: Awaited<ReturnType<typeof startReceiver>>;
let a: Harness;
let b: Harness;
let token: string;

before(async () => {
  store = await SharedStore.open();
  hook = await startReceiver();
  const clock = new ManualClock();
  const settings = { webhookHosts: [new URL(hook.address).origin] };
  a = await Harness.start(settings, clock, store);
  b = await Harness.start(settings, clock, store);
  await a.allowEveryScope();
  token = (await a.signedIn({ scope: `openid ${SCOPES.calendar}` })).access_token;
});
after(async () => {
  await a.close();
  await b.close();
  await hook.close();
  await store.close();
});

async function call(h: Harness, path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${h.origin}/calendar/v3${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

const watch = (h: Harness, id: string) =>
  call(h, '/users/me/settings/watch', { id, type: 'web_hook', address: hook.address });

const rows = async (h: Harness, table: string, id: string): Promise<number> =>
  (await h.provider.sql.prepare(`SELECT COUNT(*) FROM ${table} WHERE id = ?`).value<number>(id)) ?? 0;

test('a channel made through one replica is stopped through the other', async () => {
  const made = await watch(a, 'across-1');
  assert.equal(made.status, 200, JSON.stringify(made.body));
  assert.equal((await hook.next()).headers[H.resourceState.toLowerCase()], 'sync');
  const { resourceId } = made.body as { resourceId: string };

  const stopped = await call(b, '/channels/stop', { id: 'across-1', resourceId });
  assert.equal(stopped.status, 204, JSON.stringify(stopped.body));
  assert.equal(await rows(a, 'cal_channels', 'across-1'), 0);
  assert.equal(await rows(a, 'watch_channels', 'across-1'), 0);
  const again = await call(a, '/channels/stop', { id: 'across-1', resourceId });
  assert.equal(again.status, 404);
});

test('the per-resource limit counts the channels made through both', async () => {
  for (let i = 0; i < MAX_PER_RESOURCE; i++) {
    assert.equal((await watch(i % 2 === 0 ? a : b, `limit-${i}`)).status, 200);
    await hook.next();
  }
  const over = await watch(b, 'limit-over');
  assert.equal(over.status, 403);
  assert.match(JSON.stringify(over.body), /channelLimitExceeded/);
});
