/** Limits: device-code quota, slow_down and recovery, refresh-token eviction, user-code entry limits. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Harness, TV } from './harness.ts';
import { ENTRY_LIMITS } from '../../../src/provider/oauth/pages/entry-limit.ts';

test('quota: PROVIDER_DEVICE_CODE_QUOTA codes per client per sliding minute, then 403 until the minute passes', async () => {
  // Each request from its own address (through a trusted proxy), so only the per-client quota is reached.
  const h = await Harness.start({ deviceCodeQuota: 5, trustProxy: ['127.0.0.1'] });
  let n = 0;
  const ask = async (): Promise<{ status: number; body: unknown }> =>
    h.form(
      '/device/code',
      { client_id: 'demo-tv', scope: 'openid' },
      { 'X-Forwarded-For': `192.0.2.${++n}` },
    );
  try {
    for (let i = 0; i < 5; i++) {
      assert.equal((await ask()).status, 200);
      h.wait(10);
    }
    // 50 s after the first: the window still holds all five.
    const over = await ask();
    assert.equal(over.status, 403);
    assert.deepEqual(over.body, { error_code: 'rate_limit_exceeded' });
    // Refused requests issue nothing: the count of live codes did not grow.
    h.wait(10); // the first code is now 60 s old and out of the window
    assert.equal((await ask()).status, 200);
    assert.equal((await ask()).status, 403);
  } finally {
    await h.close();
  }
});

test('quota share: one address gets a quarter of the client quota, so other TVs of that client still get codes', async () => {
  const h = await Harness.start({ deviceCodeQuota: 8, trustProxy: ['127.0.0.1'] });
  const from = (address: string): Promise<{ status: number; body: unknown }> =>
    h.form('/device/code', { client_id: 'demo-tv', scope: 'openid' }, { 'X-Forwarded-For': address });
  try {
    for (let i = 0; i < 2; i++) assert.equal((await from('198.51.100.7')).status, 200);
    const over = await from('198.51.100.7');
    assert.equal(over.status, 403);
    assert.deepEqual(over.body, { error_code: 'rate_limit_exceeded' });
    // An address the client sent before the proxy's own entry is not believed: the proxy appended the last.
    assert.equal((await from('203.0.113.1, 198.51.100.7')).status, 403);
    assert.equal((await from('198.51.100.8')).status, 200);
    h.wait(60);
    assert.equal((await from('198.51.100.7')).status, 200);
  } finally {
    await h.close();
  }
});

test('quota reserve: four busy addresses leave a quarter of the quota to TVs at addresses not seen in the minute', async () => {
  const h = await Harness.start({ deviceCodeQuota: 100, trustProxy: ['127.0.0.1'] });
  const from = async (address: string): Promise<number> =>
    (await h.form('/device/code', { client_id: 'demo-tv', scope: 'openid' }, { 'X-Forwarded-For': address }))
      .status;
  try {
    const statuses: number[] = [];
    for (let a = 1; a <= 4; a++) for (let i = 0; i < 25; i++) statuses.push(await from(`198.51.100.${a}`));
    // Three addresses' shares fill what seen addresses may use; the fourth, new, gets one and no more.
    assert.equal(statuses.filter((s) => s === 200).length, 76);
    const over = await h.form(
      '/device/code',
      { client_id: 'demo-tv', scope: 'openid' },
      { 'X-Forwarded-For': '198.51.100.1' },
    );
    assert.deepEqual([over.status, over.body], [403, { error_code: 'rate_limit_exceeded' }]);
    for (let tv = 0; tv < 24; tv++) assert.equal(await from(`203.0.113.${tv + 1}`), 200);
    // The whole quota is spent now, newcomers included, until the minute passes.
    assert.equal(await from('203.0.113.200'), 403);
    h.wait(60);
    assert.equal(await from('198.51.100.1'), 200);
  } finally {
    await h.close();
  }
});

test('X-Forwarded-For is ignored unless the peer is a trusted proxy', async () => {
  const h = await Harness.start({ deviceCodeQuota: 4 });
  try {
    assert.equal((await h.form('/device/code', { client_id: 'demo-tv', scope: 'openid' })).status, 200);
    const spoofed = await h.form(
      '/device/code',
      { client_id: 'demo-tv', scope: 'openid' },
      { 'X-Forwarded-For': '203.0.113.9' },
    );
    assert.equal(spoofed.status, 403);
  } finally {
    await h.close();
  }
});

test('slow_down: a device that keeps polling too fast keeps hearing it, and recovers once it waits the interval', async () => {
  const h = await Harness.start({ pollInterval: 5 });
  try {
    const code = await h.requestCode();
    assert.equal((await h.poll(code.device_code)).status, 428);
    for (let i = 0; i < 3; i++) {
      h.wait(2);
      const answer = await h.poll(code.device_code);
      assert.equal(answer.status, 403);
      assert.deepEqual(answer.body, { error: 'slow_down', error_description: 'Forbidden' });
    }
    h.wait(5);
    assert.equal((await h.poll(code.device_code)).status, 428);
    h.wait(5);
    assert.equal((await h.poll(code.device_code)).status, 428);
  } finally {
    await h.close();
  }
});

test('refresh limit per client and user: past it, the oldest refresh tokens stop working', async () => {
  const h = await Harness.start({ refreshLimit: 2, refreshLimitPerUser: 10 });
  try {
    const first = await h.signedIn({ scope: 'openid' });
    h.wait(1);
    const second = await h.signedIn({ scope: 'openid' });
    h.wait(1);
    const third = await h.signedIn({ scope: 'openid' });
    const evicted = await h.refresh(first.refresh_token);
    assert.equal(evicted.status, 400);
    assert.deepEqual(evicted.body, {
      error: 'invalid_grant',
      error_description: 'The refresh token is unknown, revoked or no longer valid.',
    });
    assert.equal((await h.refresh(second.refresh_token)).status, 200);
    assert.equal((await h.refresh(third.refresh_token)).status, 200);
    // Another person's tokens for the same client are counted apart.
    const bobs = await h.signedIn({ scope: 'openid', email: 'bob@other.example', password: 'bob' });
    assert.equal((await h.refresh(bobs.refresh_token)).status, 200);
    assert.equal((await h.refresh(second.refresh_token)).status, 200);
  } finally {
    await h.close();
  }
});

test('refresh limit per user across clients: past it, the oldest of any client stop working', async () => {
  const h = await Harness.start({ refreshLimit: 5, refreshLimitPerUser: 2 });
  const internal = { client_id: 'demo-internal', client_secret: 'demo-internal-secret' };
  try {
    const tv = await h.signedIn({ scope: 'openid' });
    h.wait(1);
    const code = await h.requestCode('openid', 'demo-internal');
    await h.browser().approve(code.user_code);
    const fromInternal = (await h.poll(code.device_code, internal)).body as { refresh_token: string };
    h.wait(1);
    const latest = await h.signedIn({ scope: 'openid' });
    assert.equal((await h.refresh(tv.refresh_token)).status, 400);
    assert.equal((await h.refresh(fromInternal.refresh_token, internal)).status, 200);
    assert.equal((await h.refresh(latest.refresh_token, TV)).status, 200);
  } finally {
    await h.close();
  }
});

async function wrongCode(h: Harness, browser = h.browser()): Promise<number> {
  if (browser.last === undefined) await browser.get('/device');
  return (await browser.post('/device', { user_code: 'BBBB-BBBB' })).status;
}

test('user-code entry: a browser session gets a limited number of wrong codes, then 429 even for a right one', async () => {
  const h = await Harness.start();
  try {
    const code = await h.requestCode();
    const browser = h.browser();
    for (let i = 0; i < ENTRY_LIMITS.perSession.max; i++) assert.equal(await wrongCode(h, browser), 400);
    const blocked = await browser.post('/device', { user_code: code.user_code });
    assert.equal(blocked.status, 429);
    assert.equal(blocked.headers.get('Retry-After'), '900');
    assert.match(blocked.text, /Too many wrong codes\. Wait 15 minutes, then try again\./);
    // Another session is not blocked yet; the blocked one is free again when its window has passed.
    const other = h.browser();
    await other.get('/device');
    assert.equal((await other.post('/device', { user_code: code.user_code })).status, 303);
    h.wait(ENTRY_LIMITS.perSession.windowMs / 1000);
    assert.equal((await browser.post('/device', { user_code: code.user_code })).status, 303);
  } finally {
    await h.close();
  }
});

test('user-code entry: an address gets a limited number of wrong codes across fresh sessions', async () => {
  const h = await Harness.start();
  try {
    let wrong = 0;
    while (wrong < ENTRY_LIMITS.perAddress.max) {
      const browser = h.browser();
      for (let i = 0; i < ENTRY_LIMITS.perSession.max && wrong < ENTRY_LIMITS.perAddress.max; i++, wrong++) {
        assert.equal(await wrongCode(h, browser), 400);
      }
    }
    assert.equal(await wrongCode(h), 429);
  } finally {
    await h.close();
  }
});

test('sign-in: wrong passwords are limited the same way', async () => {
  const h = await Harness.start();
  try {
    const browser = h.browser();
    await browser.get('/device/signin');
    // A new email each time, so only the session's count is reached, not one account's back-off.
    for (let i = 0; i < ENTRY_LIMITS.perSession.max; i++) {
      const page = await browser.post('/device/signin', {
        email: `guess${i}@example.com`,
        password: 'guess',
        next: 'device',
      });
      assert.equal(page.status, 401);
    }
    const page = await browser.post('/device/signin', {
      email: 'alice@example.com',
      password: 'alice',
      next: 'device',
    });
    assert.equal(page.status, 429);
  } finally {
    await h.close();
  }
});
