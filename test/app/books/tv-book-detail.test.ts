import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import type { Bookshelf, Volume, VolumePage } from '../../../src/shared/wire/books.ts';
import { ApiError } from '../../../src/app/api/api-error.ts';
import { deepActiveElement } from '../../../src/app/nav/composed-tree.ts';
import type { BookMovedDetail, TvBookDetail } from '../../../src/app/views/books/tv-book-detail.ts';
import { settle } from '../support/fake-clock.ts';
import { installTheme } from '../../../src/app/ui/theme.ts';
import '../../../src/app/views/books/tv-book-detail.ts';

const shelf = (id: number, title: string): Bookshelf => ({
  kind: 'books#bookshelf',
  id,
  selfLink: '',
  title,
  access: 'PRIVATE',
  updated: '',
  created: '',
  volumeCount: 1,
  volumesLastUpdated: '',
});

const walden: Volume = {
  kind: 'books#volume',
  id: 'w1',
  etag: '',
  selfLink: '',
  volumeInfo: {
    title: 'Walden',
    authors: ['Henry David Thoreau'],
    publisher: 'Commonplace Library',
    publishedDate: '1854',
    description: 'Walden is a book about nature.',
    pageCount: 380,
    printType: 'BOOK',
    categories: ['Nature', 'Essays'],
    maturityRating: 'NOT_MATURE',
    imageLinks: { smallThumbnail: 'data:,', thumbnail: 'data:,' },
    language: 'en',
  },
};

class FakeBooks {
  readonly calls: string[] = [];
  failAdd = false;
  /** The volumes on each shelf, by shelf id (read to tell which shelves already hold a volume). */
  readonly onShelf = new Map<number, Volume[]>();
  shelfVolumes(_owner: unknown, shelfId: number, start: number, max: number): Promise<VolumePage> {
    const items = (this.onShelf.get(shelfId) ?? []).slice(start, start + max);
    return Promise.resolve({ totalItems: items.length, items });
  }
  addVolume(shelfId: number, id: string): Promise<void> {
    this.calls.push(`add ${String(shelfId)} ${id}`);
    return this.failAdd
      ? Promise.reject(new ApiError('refused', 'Bad Request', { status: 400 }))
      : Promise.resolve();
  }
  removeVolume(shelfId: number, id: string): Promise<void> {
    this.calls.push(`remove ${String(shelfId)} ${id}`);
    return Promise.resolve();
  }
}

const SHELVES = [shelf(0, 'Favorites'), shelf(2, 'To read'), shelf(3, 'Reading now')];
const focusedText = () => deepActiveElement()?.textContent.trim();
const text = (el: TvBookDetail) => el.renderRoot.textContent.replace(/\s+/g, ' ');

async function detail(shelfId: number | null, books: FakeBooks, cannotMove = ''): Promise<TvBookDetail> {
  return fixture<TvBookDetail>(
    html`<tv-book-detail
      .volume=${walden}
      .shelfId=${shelfId}
      .shelves=${SHELVES}
      .client=${books}
      cannotMove=${cannotMove}
    ></tv-book-detail>`,
  );
}

describe('tv-book-detail', () => {
  it('shows the volume in words and focuses its first action', async () => {
    const el = await detail(3, new FakeBooks());
    expect(text(el)).to.contain('Walden');
    expect(text(el)).to.contain('Henry David Thoreau');
    expect(text(el)).to.contain('1854 · Commonplace Library · 380 pages');
    expect(text(el)).to.contain('Nature, Essays');
    expect(focusedText()).to.equal('Move to another shelf');
  });

  it('moves to another shelf: adds there, takes it off the shelf it came from, and says so', async () => {
    const books = new FakeBooks();
    const el = await detail(3, books);
    await sendKeys({ press: 'Enter' });
    await settle();
    await el.updateComplete;
    expect(focusedText()).to.equal('Favorites');
    const choices = [...el.renderRoot.querySelectorAll('button')].map((b) => b.textContent.trim());
    expect(choices).to.deep.equal(['Favorites', 'To read', 'Cancel']);
    await sendKeys({ press: 'ArrowRight' });
    expect(focusedText()).to.equal('To read');
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    const moved: CustomEvent<BookMovedDetail> = await oneEvent(el, 'tv-book-moved');
    expect(moved.detail).to.deep.equal({ volumeId: 'w1', from: 3, to: 2 });
    await settle();
    expect(books.calls).to.deep.equal(['add 2 w1', 'remove 3 w1']);
    expect(el.renderRoot.querySelector('[data-testid="move-status"]')!.textContent).to.equal(
      'Moved from “Reading now” to “To read”.',
    );
    expect(focusedText()).to.equal('Back');
  });

  it('offers only the shelves that do not hold the volume yet, so a move never only removes it', async () => {
    const books = new FakeBooks();
    books.onShelf.set(0, [walden]);
    books.onShelf.set(3, [walden]);
    const el = await detail(3, books);
    await sendKeys({ press: 'Enter' });
    await settle();
    await el.updateComplete;
    const choices = [...el.renderRoot.querySelectorAll('button')].map((b) => b.textContent.trim());
    expect(choices).to.deep.equal(['To read', 'Cancel']);
    expect(focusedText()).to.equal('To read');
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(books.calls).to.deep.equal(['add 2 w1', 'remove 3 w1']);
  });

  it('says so when every other shelf already holds the volume', async () => {
    const books = new FakeBooks();
    for (const id of [0, 2, 3]) books.onShelf.set(id, [walden]);
    const el = await detail(3, books);
    await sendKeys({ press: 'Enter' });
    await settle();
    await el.updateComplete;
    expect(text(el)).to.contain('It is already on every shelf it could go on.');
    expect(focusedText()).to.equal('Back');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(focusedText()).to.equal('Move to another shelf');
    expect(books.calls).to.deep.equal([]);
  });

  it('Back while choosing a shelf closes only the choice, like Cancel, and the book stays open', async () => {
    const books = new FakeBooks();
    const el = await detail(3, books);
    let closed = 0;
    el.addEventListener('tv-book-close', () => (closed += 1));
    const leaked: KeyboardEvent[] = [];
    const listen = (e: KeyboardEvent): void => {
      if (!e.defaultPrevented) leaked.push(e);
    };
    window.addEventListener('keydown', listen);
    await sendKeys({ press: 'Enter' });
    await settle();
    await el.updateComplete;
    expect(focusedText()).to.equal('Favorites');
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    window.removeEventListener('keydown', listen);
    // The Back key was taken here: the navigation root (last on the window) never sees it.
    expect(leaked.map((e) => e.key)).to.deep.equal(['Enter']);
    expect(closed).to.equal(0);
    expect(text(el)).to.contain('Walden');
    expect(focusedText()).to.equal('Move to another shelf');
    expect(books.calls).to.deep.equal([]);
  });

  it('from search it only adds', async () => {
    const books = new FakeBooks();
    const el = await detail(null, books);
    expect(focusedText()).to.equal('Add to a shelf');
    await sendKeys({ press: 'Enter' });
    await settle();
    await el.updateComplete;
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(books.calls).to.deep.equal(['add 0 w1']);
    expect(text(el)).to.contain('Added to “Favorites”.');
  });

  it('a refused move changes nothing else and says why', async () => {
    const books = new FakeBooks();
    books.failAdd = true;
    const el = await detail(3, books);
    await sendKeys({ press: 'Enter' });
    await settle();
    await el.updateComplete;
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(books.calls).to.deep.equal(['add 0 w1']);
    expect(text(el)).to.contain('It could not be moved: The service refused the request. Try again later.');
  });

  it('without the books scope there is no move, and the reason is shown', async () => {
    const el = await detail(null, new FakeBooks(), 'Moving books needs “Manage your books”.');
    expect(el.renderRoot.querySelector('[data-action="move"]')).to.equal(null);
    expect(text(el)).to.contain('Moving books needs “Manage your books”.');
    expect(focusedText()).to.equal('Back');
  });

  it('at 1280×720 every shelf to choose fits on screen, above the bottom of the safe area', async () => {
    installTheme();
    await setViewport({ width: 1280, height: 720 });
    try {
      const long = {
        ...walden,
        volumeInfo: {
          ...walden.volumeInfo,
          subtitle: 'or, Life in the Woods',
          description: 'A long day by the pond. '.repeat(20),
        },
      };
      const many = ['Favorites', 'To read', 'Reading now', 'Have read', 'Sea stories', 'Poems'].map((t, i) =>
        shelf(i + 10, t),
      );
      // Where the detail sits in the Books screen at 720p: under the heading, in the screen's type size.
      const el = await fixture<TvBookDetail>(
        html`<div style="position: absolute; top: 114px; left: 64px; right: 64px; font-size: 3.6vh">
          <tv-book-detail
            .volume=${long}
            .shelfId=${10}
            .shelves=${many}
            .client=${new FakeBooks()}
          ></tv-book-detail>
        </div>`,
      ).then((box) => box.querySelector('tv-book-detail')!);
      await el.updateComplete;
      expect(el.renderRoot.querySelector('.description')).to.not.equal(null);
      await sendKeys({ press: 'Enter' });
      await settle();
      await el.updateComplete;
      const buttons = [...el.renderRoot.querySelectorAll('button')];
      expect(buttons.map((b) => b.textContent)).to.include.members(['Poems', 'Cancel']);
      for (const b of buttons)
        expect(b.getBoundingClientRect().bottom, b.textContent).to.be.at.most(720 * 0.95);
      buttons[buttons.length - 1]!.click();
      await el.updateComplete;
      expect(el.renderRoot.querySelector('.description')).to.not.equal(null);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});
