/**
 * The sweeper (src/provider/sweeper.ts): abandoned device codes, expired sessions and expired channels are
 * deleted, expired codes only after the grace in which a late poll still hears expired_token.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Harness } from './harness.ts';
import { grantsIn } from '../../../src/provider/oauth/grants/store/grants-store.ts';
import { GRANT_GRACE_MS } from '../../../src/provider/sweeper.ts';
import { startReceiver } from '../calendar/harness.ts';
import { SCOPES } from '../../../src/shared/scopes.ts';

let h: Harness;
let hook: Awaited<ReturnType<typeof startReceiver>>;
before(async () => {
  hook = await startReceiver();
  h = await Harness.start({ codeTtl: 1800, webhookHosts: [new URL(hook.address).origin] });
});
after(async () => {
  await h.close();
  await hook.close();
});

/** Rows of one of the authorization server's tables, on its store. */
const rows = async (table: string): Promise<number> =>
  (await h.provider.sql.prepare(`SELECT COUNT(*) FROM ${table}`).value<number>()) ?? 0;

test('10,000 abandoned codes and expired sessions are swept once the grace has passed', async () => {
  const late = await h.requestCode('openid');
  // A signed-in code keeps its grant: its tokens name it.
  const kept = await h.signedIn();
  await h.browser().get('/device');
  const grants = grantsIn(h.provider.sql);
  const now = h.clock.now();
  for (let i = 0; i < 10_000; i++) {
    await grants.insertGrant({ clientId: 'demo-tv', scopes: ['openid'], now, ttlSeconds: 1800, interval: 5 });
  }
  const before = { grants: await rows('oauth_device_grants'), sessions: await rows('oauth_sessions') };
  assert.ok(before.grants >= 10_002);
  assert.ok(before.sessions >= 1);

  // Within the grace, nothing of it goes, and a late poll still hears expired_token.
  h.wait(1800 + 60);
  await h.provider.sweep();
  assert.equal(await rows('oauth_device_grants'), before.grants);
  const expired = await h.poll(late.device_code);
  assert.equal(expired.status, 400);
  assert.equal((expired.body as { error: string }).error, 'expired_token');

  h.clock.advance(GRANT_GRACE_MS);
  const report = await h.provider.sweep();
  assert.ok((report.oauth_device_grants ?? 0) >= 10_001, JSON.stringify(report));
  assert.ok((await rows('oauth_device_grants')) < 10, String(await rows('oauth_device_grants')));
  assert.equal(await rows('oauth_sessions'), 0);
  const gone = await h.poll(late.device_code);
  assert.equal((gone.body as { error: string }).error, 'invalid_grant');
  // What was collected lives on: the refresh token still works.
  assert.equal((await h.refresh(kept.refresh_token)).status, 200);
});

test('expired calendar channels are swept, on whichever store the calendar API keeps them', async () => {
  await h.allowEveryScope();
  const { access_token: token } = await h.signedIn({ scope: `openid ${SCOPES.calendar}` });
  const res = await fetch(`${h.origin}/calendar/v3/users/me/settings/watch`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      id: 'short-lived',
      type: 'web_hook',
      address: hook.address,
      expiration: String(h.clock.now() + 60_000),
    }),
  });
  assert.equal(res.status, 200, await res.text());
  await hook.next();
  const channels = (table: string) =>
    h.provider.sql.prepare(`SELECT COUNT(*) FROM ${table} WHERE id = 'short-lived'`).value<number>();

  assert.equal((await h.provider.sweep()).cal_channels, 0);
  assert.equal(await channels('cal_channels'), 1);
  h.wait(61);
  const report = await h.provider.sweep();
  assert.equal(report.cal_channels, 1, JSON.stringify(report));
  assert.equal(report.watch_channels_orphaned, 1, JSON.stringify(report));
  assert.equal(await channels('cal_channels'), 0);
  assert.equal(await channels('watch_channels'), 0);
});
