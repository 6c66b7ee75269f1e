/**
 * The pages' guessing limits (docs/provider.md#limits): per address with IPv6 by /64, the per-account
 * back-off on the injected clock, the pause when wrong codes flood in, and what a used, refused or expired
 * code tells a browser that never knew it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Harness } from './harness.ts';
import type { Page, PageBrowser } from './browser.ts';
import { ENTRY_LIMITS } from '../../../src/provider/oauth/pages/entry-limit.ts';
import { MemoryCounters } from '../../../src/provider/store/limiter.ts';

/** A fresh browser on the code page, its requests forwarded for `address` by the trusted proxy. */
async function browserAt(h: Harness, address: string): Promise<PageBrowser> {
  const browser = h.browser();
  browser.forwardedFor = address;
  await browser.get('/device');
  return browser;
}

const enter = (browser: PageBrowser, userCode: string): Promise<Page> =>
  browser.post('/device', { user_code: userCode });

const WRONG = 'BBBB-BBBB';

test('per address: two IPv6 addresses of one /64 share a count, another /64 has its own', async () => {
  const h = await Harness.start({ trustProxy: ['127.0.0.1'] });
  try {
    const { max } = ENTRY_LIMITS.perAddress;
    for (let wrong = 0; wrong < max;) {
      // Fresh sessions, so only the address count grows; the host part changes every time.
      const browser = await browserAt(h, `2001:db8:1:2::${wrong % 2 === 0 ? 'a' : 'b'}${wrong}`);
      for (let i = 0; i < ENTRY_LIMITS.perSession.max && wrong < max; i++, wrong++) {
        assert.equal((await enter(browser, WRONG)).status, 400);
      }
    }
    const code = await h.requestCode();
    const sameNet = await enter(await browserAt(h, '2001:db8:1:2:ffff:ffff:ffff:ffff'), code.user_code);
    assert.equal(sameNet.status, 429);
    assert.equal(sameNet.headers.get('Retry-After'), '3600');
    assert.match(sameNet.text, /Too many wrong codes\. Wait 60 minutes, then try again\./);
    assert.equal((await enter(await browserAt(h, '2001:db8:1:3::a'), code.user_code)).status, 303);
    // IPv4 is counted per address: the neighbour is not blocked.
    assert.equal((await enter(await browserAt(h, '198.51.100.7'), WRONG)).status, 400);
  } finally {
    await h.close();
  }
});

test('per account and address: past the free tries each try waits 2^k seconds on the clock, and the right one ends it', async () => {
  const h = await Harness.start({ trustProxy: ['127.0.0.1'] });
  // Each try from its own session, all from one address, so only the (account, address) count applies.
  const signIn = async (email: string, password: string, address = '203.0.113.9'): Promise<Page> => {
    const browser = h.browser();
    browser.forwardedFor = address;
    await browser.get('/device/signin');
    return browser.post('/device/signin', { email, password, next: 'account' });
  };
  try {
    for (let i = 0; i < ENTRY_LIMITS.perAccount.free; i++) {
      assert.equal((await signIn('alice@example.com', 'guess')).status, 401);
    }
    const waiting = await signIn('Alice@Example.com ', 'alice');
    assert.equal(waiting.status, 429);
    assert.equal(waiting.headers.get('Retry-After'), '2');
    assert.match(
      waiting.text,
      /Too many wrong passwords for this account\. Wait 2 seconds, then try again\./,
    );
    // Another account is not held back, nor the same account from another address.
    assert.equal((await signIn('bob@other.example', 'bob')).status, 303);
    assert.equal((await signIn('alice@example.com', 'alice', '198.51.100.20')).status, 303);
    h.wait(2);
    assert.equal((await signIn('alice@example.com', 'guess')).status, 401);
    h.wait(3);
    assert.equal((await signIn('alice@example.com', 'alice')).headers.get('Retry-After'), '1');
    h.wait(1);
    assert.equal((await signIn('alice@example.com', 'guess')).status, 401);
    assert.equal((await signIn('alice@example.com', 'alice')).headers.get('Retry-After'), '8');
    h.wait(8);
    assert.equal((await signIn('alice@example.com', 'alice')).status, 303);
    // The right password ended the back-off: the next wrong one is a plain wrong one.
    assert.equal((await signIn('alice@example.com', 'guess')).status, 401);
    assert.equal((await signIn('alice@example.com', 'guess')).status, 401);
  } finally {
    await h.close();
  }
});

test('global: past the code entries a minute allows across everyone, every entry waits until the minute frees one', async () => {
  const h = await Harness.start({ trustProxy: ['127.0.0.1'] });
  try {
    const code = await h.requestCode();
    const early = await browserAt(h, '203.0.113.250');
    const { max, windowMs } = ENTRY_LIMITS.global;
    // Each from its own /24, so only the shared bucket is reached.
    for (let i = 0; i < max; i++) {
      assert.equal((await enter(await browserAt(h, `198.${51 + (i >> 8)}.${i & 255}.7`), WRONG)).status, 400);
    }
    const held = await enter(await browserAt(h, '203.0.113.1'), code.user_code);
    assert.equal(held.status, 429);
    assert.equal(held.headers.get('Retry-After'), String(windowMs / 1000));
    assert.match(held.text, /Wait 60 seconds, then press Continue again\./);
    // A session opened long before waits the same: sessions buy nothing.
    assert.equal((await enter(early, code.user_code)).status, 429);
    h.wait(windowMs / 1000);
    assert.equal((await enter(early, code.user_code)).status, 303);
  } finally {
    await h.close();
  }
});

test('a right code gives its entry back: one phone approves more TVs than a session may guess codes', async () => {
  const h = await Harness.start({ trustProxy: ['127.0.0.1'] });
  try {
    const phone = await browserAt(h, '198.51.100.20');
    // Someone setting up a room of TVs: each right code is counted while it is looked up, then given back.
    for (let i = 0; i < ENTRY_LIMITS.perSession.max + 2; i++) {
      const code = await h.requestCode();
      const entered = await enter(phone, code.user_code);
      assert.equal(entered.status, 303, `code ${String(i + 1)}`);
    }
    // Wrong codes still count in full.
    for (let i = 0; i < ENTRY_LIMITS.perSession.max; i++)
      assert.equal((await enter(phone, WRONG)).status, 400);
    assert.equal((await enter(phone, WRONG)).status, 429);
  } finally {
    await h.close();
  }
});

test('a used, refused or expired code is named only to the browser that knew it; to others it is a wrong code, and counted', async () => {
  const h = await Harness.start({ trustProxy: ['127.0.0.1'] });
  try {
    const approved = await h.requestCode();
    const refused = await h.requestCode();
    const expiring = await h.requestCode();
    const approver = h.browser();
    await approver.approve(approved.user_code);
    const refuser = h.browser();
    await refuser.approve(refused.user_code, { decision: 'deny' });
    const knower = await browserAt(h, '192.0.2.1');
    assert.equal((await enter(knower, expiring.user_code)).status, 303);
    await approver.get('/device');
    assert.equal((await enter(approver, approved.user_code)).status, 409);
    await refuser.get('/device');
    assert.equal((await enter(refuser, refused.user_code)).status, 409);

    const stranger = await browserAt(h, '192.0.2.2');
    const generic = (await enter(stranger, WRONG)).text;
    const asStranger = async (userCode: string): Promise<void> => {
      const page = await enter(stranger, userCode);
      assert.equal(page.status, 400);
      assert.equal(page.text, generic.replace(WRONG, userCode));
    };
    await asStranger(approved.user_code);
    await asStranger(refused.user_code);
    // Those were wrong codes: with the plain wrong one the session has used three of its tries.
    const useUp = async (used: number): Promise<void> => {
      for (let i = used; i < ENTRY_LIMITS.perSession.max; i++) await enter(stranger, WRONG);
      assert.equal((await enter(stranger, WRONG)).status, 429);
    };
    await useUp(3);
    h.wait(expiring.expires_in); // longer than the session's window
    await knower.get('/device');
    assert.equal((await enter(knower, expiring.user_code)).status, 410);
    await asStranger(expiring.user_code);
    await useUp(1);
  } finally {
    await h.close();
  }
});

test('the counters stay within their bounds of keys and of events per key', async () => {
  const counters = new MemoryCounters({ keepMs: 60_000, maxKeys: 3, maxPerKey: 2 });
  for (const key of ['a', 'b', 'c', 'd']) await counters.record(key, 1000);
  assert.equal(counters.size, 3);
  assert.deepEqual(await counters.since('a', 0), []);
  for (const at of [2000, 3000, 4000]) await counters.record('b', at);
  assert.deepEqual(await counters.since('b', 0), [3000, 4000]);
  await counters.record('b', 100_000);
  assert.deepEqual(await counters.since('b', 0), [100_000]);
});
