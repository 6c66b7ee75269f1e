/** The channels view on the fresh-data controller: quiet refreshes and a failed page asked again. */
import { expect, html, waitUntil } from '@open-wc/testing';
import { ApiError } from '../../../src/app/api/api-error.ts';
import { REFRESH_EVERY_MS } from '../../../src/app/data/fresh-data.ts';
import type { TvChannels } from '../../../src/app/views/channels/tv-channels.ts';
import { inContexts } from '../support/api-clients.ts';
import { FakeClock } from '../support/fake-clock.ts';
import { FakeChannels, focusedIndex, grid, many, press, shown, text } from './fake-channels.ts';
import '../../../src/app/views/channels/tv-channels.ts';

async function openWithClock(fake: FakeChannels, clock: FakeClock): Promise<TvChannels> {
  return inContexts<TvChannels>(
    html`<tv-channels locale="en-US" page-size="9" .clock=${clock}></tv-channels>`,
    { clients: { video: fake } },
  );
}

const cards = (el: TvChannels): number => grid(el)!.renderRoot.querySelectorAll('li').length;

describe('tv-channels: fresh data', () => {
  it('a failed page says so on the list; OK on Try again asks again', async () => {
    const fake = new FakeChannels(many(18));
    const el = await openWithClock(fake, new FakeClock());
    await shown(el);
    fake.failNext = new ApiError('unavailable', 'Backend Error', { status: 503 });
    await press(el, 'ArrowDown');
    await waitUntil(() => text(el).includes('More channels could not be loaded'), 'failure said');
    const failed = el.renderRoot.querySelector('[data-testid="load-more-failed"]')!;
    expect(failed.getAttribute('role')).to.equal('alert');
    failed.querySelector('button')!.click();
    await waitUntil(() => cards(el) === 18, 'asked again');
    expect(fake.asked).to.deep.equal([undefined, 'p9', 'p9']);
  });

  it('a quiet refresh asks a failed page again, keeps the cards and leaves focus where it was', async () => {
    const fake = new FakeChannels(many(18));
    const clock = new FakeClock();
    const el = await openWithClock(fake, clock);
    await shown(el);
    fake.failNext = new ApiError('network', 'offline');
    await press(el, 'ArrowDown');
    await waitUntil(() => text(el).includes('More channels could not be loaded'), 'failure said');
    expect(focusedIndex()).to.equal(3);
    await clock.advance(REFRESH_EVERY_MS);
    await waitUntil(() => cards(el) === 18, 'the failed page arrived with the refresh');
    expect(fake.asked).to.deep.equal([undefined, 'p9', undefined, 'p9']);
    await el.updateComplete;
    expect(focusedIndex()).to.equal(3);
    expect(text(el)).not.to.contain('Loading your channels');
    expect(text(el)).not.to.contain('could not be loaded');
  });
});
