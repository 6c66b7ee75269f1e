import { expect } from '@open-wc/testing';
import { forgetViewsOnSessionEnd, idbViewCache } from '../../../src/app/data/view-cache.ts';
import { MemoryCache } from './fresh-harness.ts';

/** A session that only says its account and when it changes. */
class AccountSession extends EventTarget {
  accountKey: string | undefined = 'alice';
  end(): void {
    this.accountKey = undefined;
    this.dispatchEvent(new Event('change'));
  }
}

describe('view cache', () => {
  it('keeps each view per account in IndexedDB, and forgets one account whole', async () => {
    const cache = idbViewCache(`tv-views-test-${String(Math.random())}`, 'last-good');
    await cache.write('alice', 'calendar', { value: { days: 3 }, at: 1, version: 1 });
    await cache.write('alice', 'books', { value: ['Walden'], at: 2, version: 1 });
    await cache.write('bob', 'calendar', { value: { days: 5 }, at: 3, version: 1 });
    expect(await cache.read('alice', 'calendar')).to.deep.equal({ value: { days: 3 }, at: 1, version: 1 });
    await cache.forgetAccount('alice');
    expect(await cache.read('alice', 'calendar')).to.equal(undefined);
    expect(await cache.read('alice', 'books')).to.equal(undefined);
    expect((await cache.read('bob', 'calendar'))?.value).to.deep.equal({ days: 5 });
  });

  it('reads a damaged entry as none', async () => {
    const cache = idbViewCache(`tv-views-test-${String(Math.random())}`, 'last-good');
    await cache.write('alice', 'calendar', { value: 1, at: Number.NaN, version: 1 });
    expect(await cache.read('alice', 'calendar')).to.equal(undefined);
  });

  it('forgets the account whose session ended (sign-out, access removed), not before', async () => {
    const cache = new MemoryCache();
    cache.entries.set('alice/calendar', { value: 1, at: 0, version: 1 });
    cache.entries.set('bob/calendar', { value: 2, at: 0, version: 1 });
    const session = new AccountSession();
    forgetViewsOnSessionEnd(session, cache);
    session.dispatchEvent(new Event('change')); // a renewed token: still alice
    expect(cache.entries.has('alice/calendar')).to.equal(true);
    session.end();
    await Promise.resolve();
    expect([...cache.entries.keys()]).to.deep.equal(['bob/calendar']);
  });
});
