/**
 * The pages' limits under concurrency and from many places (docs/provider.md#limits): tries counted before
 * their hash, one hash at a time per (account, address), one bucket of code entries for everyone, IPv4 /24s
 * counted beside their addresses, and browsers that only opened a page costing no row.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Harness } from './harness.ts';
import type { PageBrowser } from './browser.ts';
import { rowOf } from './rows.ts';
import { ENTRY_LIMITS } from '../../../src/provider/oauth/pages/entry-limit.ts';

const WRONG = 'BBBB-BBBB';

async function browserAt(h: Harness, address: string, path = '/device'): Promise<PageBrowser> {
  const browser = h.browser();
  browser.forwardedFor = address;
  await browser.get(path);
  return browser;
}

const sessionRows = async (h: Harness): Promise<number> =>
  Number((await rowOf<{ n: number }>(h, 'SELECT COUNT(*) AS n FROM oauth_sessions'))?.n);

test('20 wrong passwords sent at once from one session and address: the ones that meet a hash wait, uncounted', async () => {
  // Which tries meet the first one's hash depends on when each arrives; entry-limits.test.ts proves the rule
  // without timing. Here, through the pages: the waiting ones answer 429 with a one-second wait, and only the
  // hashed ones cost the session a try. At N = 2^15 the 20 arrive well within four hashes.
  const h = await Harness.start({ trustProxy: ['127.0.0.1'], scryptCost: 15 });
  try {
    const browser = await browserAt(h, '203.0.113.9', '/device/signin');
    const pages = await Promise.all(
      Array.from({ length: 20 }, () =>
        browser.post('/device/signin', { email: 'alice@example.com', password: 'guess', next: 'account' }),
      ),
    );
    const statuses = pages.map((p) => p.status).sort();
    const hashed = statuses.filter((status) => status === 401).length;
    assert.ok(hashed >= 1 && hashed < ENTRY_LIMITS.perAccount.free, `${hashed} of 20 were hashed`);
    assert.deepEqual(statuses, [...Array<number>(hashed).fill(401), ...Array<number>(20 - hashed).fill(429)]);
    const held = pages.find((p) => p.status === 429);
    assert.ok(held !== undefined);
    assert.equal(held.headers.get('Retry-After'), '1');
    assert.match(held.text, /Too many failed sign-ins\. Wait 1 second, then try again\./);
    // Only the hashed tries were counted: the session has the rest of its 10 left.
    for (let i = hashed; i < ENTRY_LIMITS.perSession.max; i++) {
      const page = await browser.post('/device/signin', {
        email: `guess${i}@example.com`,
        password: 'x',
        next: 'account',
      });
      assert.equal(page.status, 401);
    }
    const over = await browser.post('/device/signin', {
      email: 'bob@other.example',
      password: 'bob',
      next: 'account',
    });
    assert.equal(over.status, 429);
  } finally {
    await h.close();
  }
});

test('an attacker elsewhere holding the account back does not keep its owner out', async () => {
  const h = await Harness.start({ trustProxy: ['127.0.0.1'] });
  const signIn = async (address: string, password: string): Promise<number> => {
    const browser = await browserAt(h, address, '/device/signin');
    return (await browser.post('/device/signin', { email: 'alice@example.com', password, next: 'account' }))
      .status;
  };
  try {
    // One wrong guess every 17 minutes, after a burst, kept a per-email back-off going for good.
    for (let i = 0; i < 10; i++) {
      assert.equal(await signIn('198.51.100.66', 'guess'), i < ENTRY_LIMITS.perAccount.free ? 401 : 429);
    }
    h.wait(17 * 60);
    assert.equal(await signIn('198.51.100.66', 'guess'), 401);
    assert.equal(await signIn('198.51.100.66', 'alice'), 429);
    assert.equal(await signIn('192.0.2.10', 'alice'), 303);
  } finally {
    await h.close();
  }
});

test('30 addresses × 3 sessions entering wrong codes as fast as they can get 100 checked in a minute', async () => {
  const h = await Harness.start({ trustProxy: ['127.0.0.1'] });
  try {
    const checked: number[] = [];
    for (let a = 0; a < 30; a++) {
      for (let s = 0; s < 3; s++) {
        const browser = await browserAt(h, `198.51.${a}.${s + 1}`);
        let status = 400;
        while (status === 400) {
          status = (await browser.post('/device', { user_code: WRONG })).status;
          if (status === 400) checked.push(h.clock.now());
        }
        assert.equal(status, 429);
      }
    }
    assert.equal(checked.length, ENTRY_LIMITS.global.max);
  } finally {
    await h.close();
  }
});

test('an IPv4 /24 shares a count beside each address: a fourth address of it gets the rest', async () => {
  const h = await Harness.start({ trustProxy: ['127.0.0.1'] });
  try {
    const { perAddress, perNetwork, perSession } = ENTRY_LIMITS;
    let network = 0;
    for (let host = 1; network < perNetwork.max; host++) {
      let fromHost = 0;
      while (fromHost < perAddress.max && network < perNetwork.max) {
        const browser = await browserAt(h, `192.0.2.${host}`);
        for (let i = 0; i < perSession.max && fromHost < perAddress.max && network < perNetwork.max; i++) {
          assert.equal((await browser.post('/device', { user_code: WRONG })).status, 400);
          fromHost++;
          network++;
        }
        // The shared bucket allows 100 a minute: a minute between sessions keeps it out of the way.
        h.wait(60);
      }
    }
    const code = await h.requestCode();
    const neighbour = await browserAt(h, '192.0.2.200');
    const held = await neighbour.post('/device', { user_code: code.user_code });
    assert.equal(held.status, 429);
    assert.match(held.text, /Too many wrong codes\./);
    const elsewhere = await browserAt(h, '192.0.3.200');
    assert.equal((await elsewhere.post('/device', { user_code: code.user_code })).status, 303);
  } finally {
    await h.close();
  }
});

test('500 cookieless visits to /device store no session; the code entered stores one', async () => {
  const h = await Harness.start();
  try {
    for (let i = 0; i < 500; i++) {
      const res = await fetch(`${h.origin}/device`);
      assert.equal(res.status, 200);
      await res.arrayBuffer();
    }
    assert.equal(await sessionRows(h), 0);
    const browser = h.browser();
    await browser.get('/device');
    assert.equal((await browser.post('/device', { user_code: WRONG })).status, 400);
    assert.equal(await sessionRows(h), 0, 'a wrong code stores nothing either');
    const code = await h.requestCode();
    assert.equal((await browser.post('/device', { user_code: code.user_code })).status, 303);
    assert.equal(await sessionRows(h), 1);
    assert.equal((await browser.get('/device/signin')).status, 200);
    assert.match((await browser.get('/device/signin')).text, new RegExp(code.user_code));
  } finally {
    await h.close();
  }
});
