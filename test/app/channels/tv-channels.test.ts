import { expect, html, waitUntil } from '@open-wc/testing';
import { expectWayHome } from '../support/way-home.ts';
import { ApiError } from '../../../src/app/api/api-error.ts';
import { applyLocale } from '../../../src/app/i18n/locale.ts';
import type { ChannelPage } from '../../../src/app/api/video-client.ts';
import { deepActiveElement } from '../../../src/app/nav/composed-tree.ts';
import type { TvChannels } from '../../../src/app/views/channels/tv-channels.ts';
import { inContexts } from '../support/api-clients.ts';
import { settle } from '../support/fake-clock.ts';
import {
  channel,
  FakeChannels,
  focusedIndex,
  focusedText,
  grid,
  many,
  open,
  press,
  shown,
  text,
  type VideoApi,
} from './fake-channels.ts';

describe('tv-channels', () => {
  it('says it is loading, with placeholder cards, until the first page arrives', async () => {
    const never: VideoApi = { myChannels: () => new Promise<ChannelPage>(() => undefined) };
    const el = await inContexts<TvChannels>(html`<tv-channels></tv-channels>`, { clients: { video: never } });
    expect(text(el)).to.contain('Loading your channels…');
    expect(el.renderRoot.querySelectorAll('.skeleton div').length).to.equal(3);
    await expectWayHome(el);
  });

  it('one card per channel: picture, title, handle, compact subscribers and views; hidden counts in words', async () => {
    const fake = new FakeChannels([
      channel(0),
      channel(1, { hiddenSubscriberCount: true, subscriberCount: '0', viewCount: '999' }),
    ]);
    const g = await shown(await open(fake));
    const cards = [...g.renderRoot.querySelectorAll('li')].map((li) =>
      li.textContent.replace(/\s+/g, ' ').trim(),
    );
    expect(cards).to.deep.equal([
      'Channel 0 @channel0 48.2K subscribers 1.3M views',
      'Channel 1 @channel1 Subscriber count hidden 999 views',
    ]);
    expect(g.renderRoot.querySelectorAll('li .art img').length).to.equal(2);
    expect(g.renderRoot.querySelector('li')!.getAttribute('data-channel')).to.equal('UC0');
  });

  it("with the engine's compact notation the cards use it", async () => {
    const g = await shown(await open(new FakeChannels([channel(0)]), true));
    expect(g.renderRoot.querySelector('[data-testid="subscribers"]')!.textContent).to.equal(
      '48K subscribers',
    );
  });

  it('arrows move focus across and down the grid of cards', async () => {
    const el = await open(new FakeChannels(many(7)));
    await shown(el);
    await press(el, 'ArrowRight');
    expect(focusedIndex()).to.equal(1);
    await press(el, 'ArrowDown');
    expect(focusedIndex()).to.equal(4);
    await press(el, 'ArrowDown'); // the last row holds one card, under the first column
    expect(focusedIndex()).to.equal(6);
    await press(el, 'ArrowLeft'); // nothing there: focus stays
    expect(focusedIndex()).to.equal(6);
    await press(el, 'ArrowUp');
    expect(focusedIndex()).to.equal(3);
    await press(el, 'ArrowRight');
    expect(focusedIndex()).to.equal(4);
    expect(focusedText()).to.contain('Channel 4');
  });

  it('OK opens the detail with description, full counts and date; Back returns to the same card', async () => {
    const el = await open(new FakeChannels(many(5)));
    await shown(el);
    await press(el, 'ArrowRight');
    await press(el, 'ArrowDown');
    expect(focusedIndex()).to.equal(4);
    (deepActiveElement() as HTMLElement).click();
    await el.updateComplete;
    const detail = el.renderRoot.querySelector('tv-channel-detail')!;
    await detail.updateComplete;
    const words = text(detail);
    expect(words).to.contain('Channel 4');
    expect(words).to.contain('About channel 4.');
    expect(words).to.contain('48,200 (48.2K subscribers)');
    expect(words).to.contain('1,284,530 (1.3M views)');
    expect(words).to.contain('142 videos');
    expect(words).to.contain('March 14, 2019');
    expect(focusedText()).to.equal('Close');
    await press(el, 'ArrowDown');
    expect(focusedText()).to.equal('Close');
    await press(el, 'Escape');
    expect(el.renderRoot.querySelector('tv-channel-detail')).to.equal(null);
    expect(focusedIndex()).to.equal(4);
    expect(deepActiveElement()?.getRootNode()).to.equal(grid(el)!.shadowRoot);
  });

  it('the detail of a channel whose owner hides its subscriber count says so in words', async () => {
    const el = await open(
      new FakeChannels([channel(0, { hiddenSubscriberCount: true, subscriberCount: '0' })]),
    );
    await shown(el);
    (deepActiveElement() as HTMLElement).click();
    await el.updateComplete;
    const detail = el.renderRoot.querySelector('tv-channel-detail')!;
    await detail.updateComplete;
    const subscribers = detail.renderRoot.querySelector('[data-testid="detail-subscribers"]')!;
    expect(subscribers.textContent).to.equal('Hidden by the channel’s owner');
  });

  it('pages through nextPageToken as focus nears the end, until every channel is shown', async () => {
    const fake = new FakeChannels(many(20));
    const el = await open(fake, false, 9);
    const g = await shown(el);
    expect(fake.asked).to.deep.equal([undefined]);
    expect(g.renderRoot.querySelectorAll('li').length).to.equal(9);
    await press(el, 'ArrowDown'); // index 3: within two rows of the end of 9
    await waitUntil(() => g.renderRoot.querySelectorAll('li').length === 18, 'second page shown');
    expect(fake.asked).to.deep.equal([undefined, 'p9']);
    expect(focusedIndex()).to.equal(3);
    for (let i = 0; i < 4; i++) await press(el, 'ArrowDown');
    expect(focusedIndex()).to.equal(15);
    await waitUntil(() => g.renderRoot.querySelectorAll('li').length === 20, 'last page shown');
    expect(fake.asked).to.deep.equal([undefined, 'p9', 'p18']);
    await press(el, 'ArrowDown');
    await press(el, 'ArrowRight');
    expect(focusedIndex()).to.equal(19);
    expect(fake.asked.length).to.equal(3);
    expect(text(el)).to.contain('20 channels');
  });

  it('a page that fails to load keeps the cards shown, says so, and is asked again near the end', async () => {
    const fake = new FakeChannels(many(18));
    const el = await open(fake, false, 9);
    await shown(el);
    fake.failNext = new ApiError('unavailable', 'Backend Error', { status: 503 });
    await press(el, 'ArrowDown');
    await waitUntil(() => text(el).includes('More channels could not be loaded'), 'failure said');
    expect(text(el)).to.contain('The service is having trouble right now.');
    expect(focusedIndex()).to.equal(3);
    await press(el, 'ArrowRight');
    await waitUntil(() => grid(el)!.renderRoot.querySelectorAll('li').length === 18, 'asked again');
    expect(fake.asked).to.deep.equal([undefined, 'p9', 'p9']);
    expect(text(el)).not.to.contain('could not be loaded');
  });

  it('says a failed page and its Try again in the language shown', async () => {
    await applyLocale('de');
    try {
      const fake = new FakeChannels(many(18));
      const el = await open(fake, false, 9);
      await shown(el);
      fake.failNext = new ApiError('unavailable', 'Backend Error', { status: 503 });
      await press(el, 'ArrowDown');
      await waitUntil(
        () => text(el).includes('Weitere Kanäle konnten nicht geladen werden.'),
        'failure said',
      );
      const failed = el.renderRoot.querySelector('[data-testid="load-more-failed"] button');
      expect(failed?.textContent.trim()).to.equal('Erneut versuchen');
    } finally {
      await applyLocale('en');
    }
  });

  it('an answer to an earlier load that arrives late, after the page size changed, is dropped', async () => {
    const answers: {
      size: number | undefined;
      signal: AbortSignal | undefined;
      resolve: (p: ChannelPage) => void;
    }[] = [];
    const video: VideoApi = {
      myChannels: (options, signal) =>
        new Promise((resolve) => answers.push({ size: options?.maxResults, signal, resolve })),
    };
    const el = await inContexts<TvChannels>(html`<tv-channels locale="en-US" page-size="24"></tv-channels>`, {
      clients: { video },
    });
    el.pageSize = 12; // the view's arguments change: a new first load
    await el.updateComplete;
    expect(answers.map((a) => a.size)).to.deep.equal([24, 12]);
    expect(answers[0]!.signal?.aborted).to.equal(true);
    answers[1]!.resolve({ channels: [channel(1)], total: 1 });
    await shown(el);
    answers[0]!.resolve({ channels: [channel(0), channel(2)], total: 2 });
    await settle();
    await el.updateComplete;
    await grid(el)!.updateComplete;
    expect([...grid(el)!.renderRoot.querySelectorAll('li')].map((li) => li.dataset.channel)).to.deep.equal([
      'UC1',
    ]);
  });

  it('no channels: says so with a next step, and Check again is focused', async () => {
    const fake = new FakeChannels([]);
    const el = await open(fake);
    await waitUntil(() => focusedText() === 'Check again', 'Check again focused');
    expect(text(el)).to.contain('No channels on this account.');
    expect(text(el)).to.contain('Create a channel with this account on the video site');
    fake.all.push(channel(0));
    (deepActiveElement() as HTMLElement).click();
    await shown(el);
    expect(fake.asked).to.deep.equal([undefined, undefined]);
  });

  it('a failed load says what happened and what to do, with Try again focused', async () => {
    const fake = new FakeChannels([channel(0)]);
    fake.failNext = new ApiError('forbidden', 'Forbidden', { status: 403 });
    const el = await open(fake);
    await waitUntil(() => focusedText() === 'Try again', 'Try again focused');
    expect(text(el)).to.contain('This account has no access to this.');
    expect(text(el)).to.contain('Use an account that has access (Settings, Add an account)');
    expect(el.renderRoot.querySelector('[role="alert"]')).not.to.equal(null);
    await press(el, 'Enter');
    await shown(el);
  });

  it('anything else that fails is said in words, never as an exception message', async () => {
    const fake = new FakeChannels([]);
    fake.failNext = new TypeError('Cannot read properties of undefined');
    const el = await open(fake);
    await waitUntil(() => focusedText() === 'Try again', 'Try again focused');
    expect(text(el)).to.contain('Something went wrong while loading.');
    expect(text(el)).not.to.contain('Cannot read');
  });
});
