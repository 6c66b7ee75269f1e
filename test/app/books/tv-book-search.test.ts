import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { installTheme } from '../../../src/app/ui/theme.ts';
import { applyLocale, type AppLocale } from '../../../src/app/i18n/locale.ts';
import type { Volume } from '../../../src/shared/wire/books.ts';
import type { VolumePage } from '../../../src/app/api/books-client.ts';
import type { TvBookSearch } from '../../../src/app/views/books/tv-book-search.ts';
import { SEARCH_DEBOUNCE_MS } from '../../../src/app/views/books/book-search-run.ts';
import { deepActiveElement } from '../../../src/app/nav/composed-tree.ts';
import { findKey, OSK_ROWS } from '../../../src/app/views/books/osk-layout.ts';
import { FakeClock, settle } from '../support/fake-clock.ts';
import '../../../src/app/views/books/tv-book-search.ts';

function volume(id: string, title: string): Volume {
  return {
    kind: 'books#volume',
    id,
    etag: 'e',
    selfLink: '',
    volumeInfo: {
      title,
      authors: ['Henry David Thoreau'],
      publisher: 'Commonplace Library',
      publishedDate: '1854',
      pageCount: 380,
      printType: 'BOOK',
      categories: ['Nature'],
      maturityRating: 'NOT_MATURE',
      imageLinks: { smallThumbnail: 'data:,', thumbnail: 'data:,' },
      language: 'en',
    },
  };
}

/** A client whose searches answer when the test says so. */
class FakeBooks {
  readonly asked: string[] = [];
  private readonly answers = new Map<string, (page: VolumePage) => void>();

  search(q: string): Promise<VolumePage> {
    this.asked.push(q);
    return new Promise((resolve) => this.answers.set(q, resolve));
  }

  answer(q: string, page: VolumePage): void {
    this.answers.get(q)?.(page);
  }
}

async function searchScreen(): Promise<{ el: TvBookSearch; clock: FakeClock; books: FakeBooks }> {
  const clock = new FakeClock();
  const books = new FakeBooks();
  const el = await fixture<TvBookSearch>(
    html`<tv-book-search .clock=${clock} .client=${books}></tv-book-search>`,
  );
  el.renderRoot.querySelector('tv-osk')!.focusKey({ row: 0, col: 0 });
  return { el, clock, books };
}

/** Focuses each key in turn and presses OK on it (the arrows are tested in tv-osk.test.ts). */
async function typeKeys(el: TvBookSearch, ids: string[]): Promise<void> {
  const osk = el.renderRoot.querySelector('tv-osk')!;
  for (const id of ids) {
    osk.focusKey(findKey(OSK_ROWS, id)!);
    await sendKeys({ press: 'Enter' });
  }
  await el.updateComplete;
}

const status = (el: TvBookSearch) =>
  el.renderRoot.querySelector('[data-testid="books-search-status"]')!.textContent.trim();
const field = (el: TvBookSearch) =>
  el.renderRoot.querySelector<HTMLInputElement>('[data-testid="books-query"]')!;
const query = (el: TvBookSearch) => field(el).value;

describe('tv-book-search', () => {
  it('shows the query as keys are pressed and asks nothing before the typing pauses', async () => {
    const { el, clock, books } = await searchScreen();
    expect(status(el)).to.equal('Type a title, an author or a word with the keyboard.');
    await typeKeys(el, ['w', 'a', 'l']);
    expect(query(el)).to.equal('wal');
    await clock.advance(SEARCH_DEBOUNCE_MS - 1);
    expect(books.asked).to.deep.equal([]);
    await typeKeys(el, ['d']);
    await clock.advance(SEARCH_DEBOUNCE_MS - 1);
    expect(books.asked).to.deep.equal([]);
    await clock.advance(1);
    expect(books.asked).to.deep.equal(['wald']);
    await el.updateComplete;
    expect(status(el)).to.equal('Searching for “wald”…');
  });

  it('fills the results row with the answer and says how many match', async () => {
    const { el, clock, books } = await searchScreen();
    await typeKeys(el, ['w', 'a', 'l']);
    await clock.advance(SEARCH_DEBOUNCE_MS);
    books.answer('wal', { totalItems: 1, items: [volume('v1', 'Walden')] });
    await settle();
    await el.updateComplete;
    expect(status(el)).to.equal('1 book matches.');
    const row = el.renderRoot.querySelector('tv-cover-row')!;
    await row.updateComplete;
    expect(row.renderRoot.querySelector('[data-volume="v1"]')).to.not.equal(null);
  });

  it('drops the answer to an older query that arrives late', async () => {
    const { el, clock, books } = await searchScreen();
    await typeKeys(el, ['o']);
    await clock.advance(SEARCH_DEBOUNCE_MS);
    await typeKeys(el, ['z']);
    await clock.advance(SEARCH_DEBOUNCE_MS);
    expect(books.asked).to.deep.equal(['o', 'oz']);
    books.answer('oz', { totalItems: 0, items: [] });
    await settle();
    books.answer('o', { totalItems: 300, items: [volume('v2', 'Odyssey')] });
    await settle();
    await el.updateComplete;
    expect(status(el)).to.equal(
      'No books match “oz” yet. Type another letter to find words that start with it.',
    );
    expect(el.renderRoot.querySelector('tv-cover-row')).to.equal(null);
  });

  it('a query ending in a word of three letters or more that matches nothing says to delete a letter', async () => {
    const { el, clock, books } = await searchScreen();
    await typeKeys(el, ['o', 'z', 'q']);
    await clock.advance(SEARCH_DEBOUNCE_MS);
    books.answer('ozq', { totalItems: 0, items: [] });
    await settle();
    await el.updateComplete;
    expect(status(el)).to.equal('No books match “ozq”. Delete a letter or try another word.');
  });

  it('Delete and Clear edit the query; an empty query stops the search', async () => {
    const { el, clock, books } = await searchScreen();
    await typeKeys(el, ['k', 'i', 'm', 'delete']);
    expect(query(el)).to.equal('ki');
    await typeKeys(el, ['clear']);
    expect(query(el)).to.equal('');
    await clock.advance(SEARCH_DEBOUNCE_MS * 2);
    expect(books.asked).to.deep.equal([]);
    expect(clock.pending).to.equal(0);
  });

  it('Right from the right edge of the keyboard goes to the results, Left comes back to the same key', async () => {
    const { el, clock, books } = await searchScreen();
    await typeKeys(el, ['j']);
    await clock.advance(SEARCH_DEBOUNCE_MS);
    books.answer('j', {
      totalItems: 2,
      items: [volume('v1', 'Jane Eyre'), volume('v2', 'Jude the Obscure')],
    });
    await settle();
    await el.updateComplete;
    await sendKeys({ press: 'ArrowRight' });
    expect(deepActiveElement()?.dataset.volume).to.equal('v1');
    await sendKeys({ press: 'ArrowRight' });
    expect(deepActiveElement()?.dataset.volume).to.equal('v2');
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowLeft' });
    expect(deepActiveElement()?.dataset.key).to.equal('j');
  });

  it('types printable keys of a physical keyboard into the query while focus stays on the keys', async () => {
    const { el, clock, books } = await searchScreen();
    await sendKeys({ type: 'dune' });
    await el.updateComplete;
    expect(query(el)).to.equal('dune');
    expect(deepActiveElement()?.dataset.key).to.equal('a');
    await clock.advance(SEARCH_DEBOUNCE_MS);
    expect(books.asked).to.deep.equal(['dune']);
    books.answer('dune', { totalItems: 1, items: [volume('v9', 'Dune')] });
    await settle();
    await el.updateComplete;
    expect(status(el)).to.equal('1 book matches.');
  });

  it('keeps the field and the on-screen keyboard in step, and Backspace deletes', async () => {
    const { el } = await searchScreen();
    await typeKeys(el, ['d', 'u']);
    await sendKeys({ type: 'ne' });
    await el.updateComplete;
    expect(query(el)).to.equal('dune');
    await sendKeys({ press: 'Backspace' });
    await typeKeys(el, ['space']);
    await el.updateComplete;
    expect(query(el)).to.equal('dun ');
    // Typed in the field itself (a platform keyboard writes there), then the keyboard goes on from it.
    field(el).focus();
    await sendKeys({ type: 'x' });
    await typeKeys(el, ['delete', 'delete']);
    expect(query(el)).to.equal('dun');
    expect(el.renderRoot.querySelector('.spoken')!.textContent).to.equal('Search: dun');
  });

  it('moves out of the field with an arrow at the edge of its text, and up into it from the keyboard', async () => {
    const { el } = await searchScreen();
    await sendKeys({ press: 'ArrowUp' });
    expect(deepActiveElement()).to.equal(field(el));
    await sendKeys({ type: 'ab' });
    await sendKeys({ press: 'ArrowLeft' }); // the caret moves inside the text
    expect(deepActiveElement()).to.equal(field(el));
    await sendKeys({ press: 'ArrowLeft' });
    expect(field(el).selectionStart).to.equal(0);
    await sendKeys({ press: 'ArrowDown' });
    expect(deepActiveElement()?.dataset.key).to.equal('a');
  });
});

describe('tv-book-search keys in every language', () => {
  afterEach(async () => {
    await applyLocale('en');
    await setViewport({ width: 800, height: 600 });
  });

  for (const locale of ['de', 'en', 'ar'] as const satisfies readonly AppLocale[]) {
    for (const [width, height] of [
      [1280, 720],
      [1920, 1080],
    ] as const) {
      it(`draws every key's words inside the key, clear of its focus ring, in ${locale} at ${String(width)}×${String(height)}`, async () => {
        installTheme();
        await setViewport({ width, height });
        await applyLocale(locale);
        const { el } = await searchScreen();
        const osk = el.renderRoot.querySelector('tv-osk')!;
        await osk.updateComplete;
        const spill: string[] = [];
        for (const key of osk.renderRoot.querySelectorAll<HTMLElement>('button')) {
          key.focus();
          // The ring is drawn inside the key (an outline with a negative offset).
          const ring = parseFloat(getComputedStyle(key).outlineWidth);
          const box = key.getBoundingClientRect();
          const words = document.createRange();
          words.selectNodeContents(key);
          const drawn = words.getBoundingClientRect();
          if (drawn.left < box.left + ring || drawn.right > box.right - ring) {
            spill.push(
              `${key.dataset.key ?? ''} "${key.textContent.trim()}": ${drawn.left.toFixed(1)}–${drawn.right.toFixed(1)} in ${String(box.left + ring)}–${String(box.right - ring)}`,
            );
          }
        }
        expect(spill).to.deep.equal([]);
      });
    }
  }
});
