/**
 * The password limits' bookkeeping on its own (docs/provider.md#limits), on the store under test: tries begun
 * together for one (account, address) wait for the first one's answer, without waiting on any timing.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EntryLimits, ENTRY_LIMITS } from '../../../src/provider/oauth/pages/entry-limit.ts';
import { openShared } from '../store/shared-fixture.ts';

const WHO = { session: 'session-1', address: '203.0.113.9' };
const BUSY = { limit: 'busy', retryAfterMs: 1000 };

test('20 tries begun at once for one account and address: one is hashed, 19 are busy and none of them counts', async () => {
  const shared = await openShared();
  try {
    const limits = EntryLimits.sharedBy(shared.state, shared.clock);
    const now = shared.clock.now();
    const begun = await Promise.all(
      Array.from({ length: 20 }, () => limits.beginSignIn(WHO, now, 'alice@example.com')),
    );
    const taken = begun.filter((attempt) => 'done' in attempt);
    assert.equal(taken.length, 1);
    assert.deepEqual(
      begun.filter((attempt) => !('done' in attempt)),
      Array.from({ length: 19 }, () => BUSY),
    );
    // Still busy until the hashed one has its answer, written in another case too.
    assert.deepEqual(await limits.beginSignIn(WHO, now, ' Alice@Example.com'), BUSY);
    await taken[0]?.done(false);

    // The busy ones cost the session nothing: 9 of its 10 tries are left.
    for (let i = 1; i < ENTRY_LIMITS.perSession.max; i++) {
      const attempt = await limits.beginSignIn(WHO, now, `guess${i}@example.com`);
      assert.ok('done' in attempt, `try ${i + 1} is taken`);
      await attempt.done(false);
    }
    const over = await limits.beginSignIn(WHO, now, 'bob@other.example');
    assert.equal('limit' in over && over.limit, 'session');
  } finally {
    await shared.close();
  }
});
