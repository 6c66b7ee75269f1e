import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/app/tv-app.ts';
import type { TvApp } from '../../src/app/tv-app.ts';
import { clear, createStore, set } from 'idb-keyval';
import { FakeClock } from './support/fake-clock.ts';
import { answer, CONFIG, DISCOVERY, loadSignedInShell } from './support/shell-answers.ts';

/** The deepest focused element, through shadow roots. */
function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

function focusedText(): string | undefined {
  return focused()?.textContent.trim();
}

/** Moves with the arrows through home's grid in reading order until `label` is focused. */
async function walkTo(label: string): Promise<void> {
  let along: 'ArrowRight' | 'ArrowLeft' = 'ArrowRight';
  for (let i = 0; i < 12 && focusedText() !== label; i++) {
    const before = focusedText();
    await sendKeys({ press: along });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    if (focusedText() === before) {
      await sendKeys({ press: 'ArrowDown' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      along = along === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    }
  }
  expect(focusedText()).to.equal(label);
}

/** The screen shown: the one element inside the shell's `main` landmark. */
function screen(app: TvApp): Element | null {
  const main = app.shadowRoot!.querySelectorAll('main');
  expect(main.length).to.equal(1);
  return main[0]!.firstElementChild;
}

describe('tv-app shell', () => {
  const realFetch = window.fetch.bind(window);

  before(loadSignedInShell);

  beforeEach(async () => {
    window.fetch = (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (url.endsWith('config.json')) return Promise.resolve(answer(CONFIG));
      if (url === CONFIG.discovery) return Promise.resolve(answer(DISCOVERY));
      return Promise.resolve(answer({ error: 'unexpected' }, 500));
    };
    // Signed in on an earlier run with only the openid scope, stored as a version with one account did
    // (the store migrates it: the app still starts signed in).
    await set(
      'tokens',
      {
        refreshToken: 'rt',
        accessToken: 'at',
        expiresIn: 3600,
        receivedAtWall: Date.now(),
        scope: 'openid',
      },
      createStore('tv-app', 'session'),
    );
  });

  afterEach(async () => {
    // No link is left for the next test's app to open.
    history.replaceState(null, '', location.href.split('#', 1)[0]);
    window.fetch = realFetch;
    await clear(createStore('tv-app', 'session'));
  });

  it('restores the stored session to home, with the first entry focused', async () => {
    const app = await fixture<TvApp>(html`<tv-app .clock=${new FakeClock()}></tv-app>`);
    // The first start of the file fetches the session, navigation and home modules one by one, unbundled,
    // from the test server; on a busy machine that alone can pass a second.
    await waitUntil(() => screen(app)?.localName === 'tv-home', 'home shown', { timeout: 5000 });
    await waitUntil(() => focusedText() === 'Calendar', 'Calendar focused');
  });

  it('explains a view whose scope was not granted instead of opening it, and Back returns home', async () => {
    const app = await fixture<TvApp>(html`<tv-app .clock=${new FakeClock()}></tv-app>`);
    await waitUntil(() => focusedText() === 'Calendar');
    await walkTo('Channels');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => screen(app)?.localName === 'tv-scope-missing', 'scope panel shown');
    const panel = screen(app)!;
    await waitUntil(() => panel.shadowRoot?.querySelector('[role="alert"]'));
    expect(panel.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.equal(
      'This TV was not allowed to see your video channels when you signed in.',
    );
    await waitUntil(() => focusedText() === 'Back to Home');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => screen(app)?.localName === 'tv-home');
    await waitUntil(() => focusedText() === 'Channels', 'focus back on Channels');
  });

  it('opens the screen a link names (#/books/search); Back walks up to Books, then Home', async () => {
    history.replaceState(null, '', '#/books/search');
    const app = await fixture<TvApp>(html`<tv-app .clock=${new FakeClock()}></tv-app>`);
    // The view's code arrives on first use (a few modules through the dev server).
    await waitUntil(() => screen(app)?.localName === 'tv-books', 'books shown', { timeout: 5000 });
    const books = screen(app)!;
    const heading = () => books.shadowRoot?.querySelector('h1')?.textContent.trim();
    await waitUntil(() => heading() === 'Search books', 'the search screen');
    // Focus is on the on-screen keyboard of the search screen.
    await waitUntil(() => focused()?.hasAttribute('data-key') === true, 'a keyboard key focused');
    expect(location.hash).to.equal('#/books/search');

    await sendKeys({ press: 'Escape' });
    await waitUntil(() => heading() === 'Books', 'the shelves');
    expect(screen(app)).to.equal(books);
    expect(location.hash).to.equal('#/books');

    await sendKeys({ press: 'Escape' });
    await waitUntil(() => screen(app)?.localName === 'tv-home', 'home shown');
    await waitUntil(() => focusedText() === 'Books', 'focus on Books');
    expect(location.hash).to.equal('#/');
  });

  it('a reload on a book’s detail (#/books/detail?volumeId=…) opens Books, not Home', async () => {
    history.replaceState(null, '', '#/books/detail?volumeId=vol-1&shelfId=0');
    const app = await fixture<TvApp>(html`<tv-app .clock=${new FakeClock()}></tv-app>`);
    await waitUntil(() => screen(app)?.localName === 'tv-books', 'books shown', { timeout: 5000 });
    const heading = () => screen(app)!.shadowRoot?.querySelector('h1')?.textContent.trim();
    await waitUntil(() => heading() === 'Books', 'the shelves');
    expect(location.hash).to.equal('#/books');
  });

  it('says in words when config.json is wrong, with no stack', async () => {
    window.fetch = () => Promise.resolve(answer({ discovery: 'not a url' }));
    const app = await fixture<TvApp>(html`<tv-app .clock=${new FakeClock()}></tv-app>`);
    await waitUntil(() => screen(app)?.getAttribute('heading')?.includes('config.json'));
    expect(screen(app)!.getAttribute('heading')).to.equal(
      'config.json "discovery" must be an http or https address, not "not a url".',
    );
  });
});
