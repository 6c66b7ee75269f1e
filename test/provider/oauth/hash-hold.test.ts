/**
 * One password hash at a time per (account, address) (docs/provider.md#limits), on the store under test: the
 * hold is renewed while a hash runs, however long, and a hold whose process died (a replica killed mid-hash)
 * ends with its lease, so the person's next try is hashed seconds later, not a minute later.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  ENTRY_LIMITS,
  EntryLimits,
  type SignInAttempt,
} from '../../../src/provider/oauth/pages/entry-limit.ts';
import { openShared } from '../store/shared-fixture.ts';

const WHO = { session: 'session-digest', address: '203.0.113.7' };
/** How long a dead process's hold may keep the person waiting (docs/provider.md#limits). */
const LEASE_MS = 5_000;
const EMAIL = 'alice@example.com';

function isAttempt(taken: Awaited<ReturnType<EntryLimits['beginSignIn']>>): taken is SignInAttempt {
  return 'done' in taken;
}

test('a hold whose process died ends with its lease; the next try is hashed', async () => {
  const shared = await openShared();
  try {
    const { clock } = shared;
    const limits = EntryLimits.sharedBy(shared.state, clock);
    const dying = await limits.beginSignIn(WHO, clock.now(), EMAIL);
    assert.ok(isAttempt(dying));
    // The process that hashes dies here: nobody lets go, and no timer of its renews the hold.
    assert.deepEqual(await limits.beginSignIn(WHO, clock.now(), EMAIL), {
      limit: 'busy',
      retryAfterMs: 1000,
    });
    clock.advance(LEASE_MS - 1);
    assert.deepEqual(await limits.beginSignIn(WHO, clock.now(), EMAIL), {
      limit: 'busy',
      retryAfterMs: 1000,
    });
    clock.advance(1);
    const next = await limits.beginSignIn(WHO, clock.now(), EMAIL);
    assert.ok(isAttempt(next), JSON.stringify(next));
    await next.done(true);
  } finally {
    await shared.close();
  }
});

test('a hash that outlasts the lease keeps its hold while it runs, and lets go when it answers', async (t) => {
  t.mock.timers.enable({ apis: ['setInterval'] });
  const shared = await openShared();
  try {
    const { clock } = shared;
    const limits = EntryLimits.sharedBy(shared.state, clock);
    const slow = await limits.beginSignIn(WHO, clock.now(), EMAIL);
    assert.ok(isAttempt(slow));
    for (let s = 0; s < 3 * ENTRY_LIMITS.hashLeaseMs; s += ENTRY_LIMITS.hashRenewMs) {
      clock.advance(ENTRY_LIMITS.hashRenewMs);
      t.mock.timers.tick(ENTRY_LIMITS.hashRenewMs);
      // The renewal is a store write: let it land before the next try reads.
      await new Promise((resolve) => setImmediate(resolve));
      const refused = await limits.beginSignIn(WHO, clock.now(), EMAIL);
      assert.deepEqual(
        refused,
        { limit: 'busy', retryAfterMs: 1000 },
        `${s + ENTRY_LIMITS.hashRenewMs} ms in`,
      );
    }
    await slow.done(true);
    const next = await limits.beginSignIn(WHO, clock.now(), EMAIL);
    assert.ok(isAttempt(next), JSON.stringify(next));
    await next.done(true);
  } finally {
    await shared.close();
  }
});
