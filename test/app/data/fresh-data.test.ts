import { expect } from '@open-wc/testing';
import { ApiError } from '../../../src/app/api/api-error.ts';
import { REFRESH_EVERY_MS } from '../../../src/app/data/fresh-data.ts';
import { msToNextMidnight } from '../../../src/app/data/refresh-triggers.ts';
import { FakeClock, settle } from '../support/fake-clock.ts';
import { freshView, MemoryCache, type TvFreshTestView } from './fresh-harness.ts';

const items = (view: TvFreshTestView): string[] =>
  [...view.renderRoot.querySelectorAll('li')].map((li) => li.textContent.trim());
const updated = (view: TvFreshTestView): string =>
  (view.renderRoot.querySelector('[data-testid="updated"]')?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The first load answered: the view shows `first`. */
async function shown(first: string[] = ['a', 'b']) {
  const parts = await freshView();
  parts.view.loads.answer(first);
  await settle();
  await parts.view.updateComplete;
  return parts;
}

describe('fresh data: when a view loads again', () => {
  it('every five minutes while shown, quietly: the list stays and keeps focus during the refresh', async () => {
    const { view } = await shown();
    const clock = view.clock;
    view.renderRoot.querySelectorAll('li')[1]!.focus();
    await clock.advance(REFRESH_EVERY_MS - 1);
    expect(view.loads.count).to.equal(1);
    await clock.advance(1);
    expect(view.loads.count).to.equal(2);
    await view.updateComplete;
    expect(items(view)).to.deep.equal(['a', 'b']);
    expect(view.renderRoot.querySelector('.loading')).to.equal(null);
    view.loads.answer(['a', 'b', 'c']);
    await settle();
    await view.updateComplete;
    expect(items(view)).to.deep.equal(['a', 'b', 'c']);
    expect(view.shadowRoot!.activeElement?.textContent).to.equal('b');
  });

  it('on resume, and never while hidden', async () => {
    const { view } = await shown();
    view.page.show(false);
    await view.clock.advance(3 * REFRESH_EVERY_MS);
    expect(view.loads.count).to.equal(1);
    expect(view.clock.pending).to.equal(0);
    view.page.show(true);
    expect(view.loads.count).to.equal(2);
  });

  it('on reconnect (online)', async () => {
    const { view } = await shown();
    view.page.online();
    expect(view.loads.count).to.equal(2);
  });

  it('when local midnight passes on the injected clock', async () => {
    const clock = new FakeClock();
    // 12.5 minutes before local midnight: two five-minute refreshes come first, and none falls on midnight
    // itself. (From the clock's 09:00 the walk took 180 refreshes, seconds of CPU on a busy machine.)
    const evening = new Date(clock.wallNow());
    evening.setHours(23, 47, 30, 0);
    clock.setWall(evening.getTime());
    const { view } = await freshView({ clock });
    view.loads.answer(['a']);
    await settle();
    const toMidnight = msToNextMidnight(clock.wallNow());
    expect(toMidnight).to.equal(12.5 * 60_000);
    // The five-minute refreshes run meanwhile; count the one at midnight itself.
    await clock.advance(toMidnight - 1);
    const before = view.loads.count;
    view.loads.answer(['a']);
    await settle();
    await clock.advance(1);
    expect(view.loads.count).to.equal(before + 1);
    expect(new Date(clock.wallNow()).getHours()).to.equal(0);
  });

  it('asks a failed "load more" again after each refresh that succeeded', async () => {
    const { view } = await shown();
    expect(view.retriedMore).to.equal(0);
    view.page.online();
    view.loads.fail(new Error('offline'));
    await settle();
    expect(view.retriedMore).to.equal(0);
    view.page.online();
    view.loads.answer(['a', 'b']);
    await settle();
    expect(view.retriedMore).to.equal(1);
  });
});

describe('fresh data: the last good data per account', () => {
  it('is kept under the account and shown at start with "Updated 09:00" until fresh data arrives', async () => {
    const cache = new MemoryCache();
    const clock = new FakeClock();
    const first = await freshView({ cache, clock });
    first.view.loads.answer(['kept']);
    await settle();
    expect(cache.entries.get('alice/test')?.value).to.deep.equal(['kept']);
    first.view.remove();
    await clock.advance(3600_000);

    const { view } = await freshView({ cache, clock });
    await settle();
    await view.updateComplete;
    expect(items(view)).to.deep.equal(['kept']);
    expect(updated(view)).to.equal('Updated 09:00');
    view.loads.answer(['new']);
    await settle();
    await view.updateComplete;
    expect(items(view)).to.deep.equal(['new']);
    expect(updated(view)).to.equal('');
  });

  it('is not shown to another account, nor when its shape is another version', async () => {
    const cache = new MemoryCache();
    cache.entries.set('alice/test', { value: ['alice'], at: 0, version: 1 });
    cache.entries.set('bob/old', { value: ['x'], at: 0, version: 1 });
    const { view } = await freshView({ cache, account: 'bob' });
    await settle();
    await view.updateComplete;
    expect(view.renderRoot.querySelector('.loading')).to.not.equal(null);
    cache.entries.set('bob/test', { value: ['bob'], at: 0, version: 2 });
    const again = await freshView({ cache, account: 'bob' });
    await settle();
    await again.view.updateComplete;
    expect(items(again.view)).to.deep.equal([]);
  });

  it('stays on screen when a refresh fails, which says so in a live region', async () => {
    const { view } = await shown(['a']);
    view.page.online();
    view.loads.fail(new ApiError('network', 'offline'));
    await settle();
    await view.updateComplete;
    expect(items(view)).to.deep.equal(['a']);
    const status = view.renderRoot.querySelector('[data-testid="updated"] [role="alert"]')!;
    expect(status.textContent.trim()).to.not.equal('');
    expect(updated(view)).to.match(/^Updated 09:00 /);
  });

  it('a refresh answered 401 after the token was renewed ends the session: access was removed', async () => {
    const { view, session } = await shown(['a']);
    view.page.online();
    view.loads.fail(new ApiError('unauthorized', 'no', { status: 401 }));
    await settle();
    await view.updateComplete;
    expect(session.removed).to.equal(1);
  });
});
