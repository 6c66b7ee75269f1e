import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { Bookshelf, Volume } from '../../../src/shared/wire/books.ts';
import { SCOPES } from '../../../src/shared/scopes.ts';
import { BooksClient } from '../../../src/app/api/books-client.ts';
import type { TvBooks } from '../../../src/app/views/books/tv-books.ts';
import { FakeFetch, type Answer, type SeenRequest } from '../support/fake-fetch.ts';
import { expectWayHome } from '../support/way-home.ts';
import { settle } from '../support/fake-clock.ts';
import { contextShell } from '../support/api-clients.ts';
import '../../../src/app/views/books/tv-books.ts';

const API = 'http://provider.test';

const shelf = (
  id: number,
  title: string,
  count: number,
  access: 'PUBLIC' | 'PRIVATE' = 'PUBLIC',
): Bookshelf => ({
  kind: 'books#bookshelf',
  id,
  selfLink: '',
  title,
  access,
  updated: '2026-01-01T00:00:00.000Z',
  created: '2026-01-01T00:00:00.000Z',
  volumeCount: count,
  volumesLastUpdated: '2026-01-01T00:00:00.000Z',
});

const volume = (i: number): Volume => ({
  kind: 'books#volume',
  id: `vol${String(i)}`,
  etag: '',
  selfLink: '',
  volumeInfo: {
    title: `Book ${String(i)}`,
    authors: ['A. Writer'],
    publisher: 'Lamplight Classics',
    publishedDate: '1900',
    pageCount: 100,
    printType: 'BOOK',
    categories: ['Fiction'],
    maturityRating: 'NOT_MATURE',
    imageLinks: { smallThumbnail: 'data:,', thumbnail: 'data:,' },
    language: 'en',
  },
});

/** The provider as the view sees it: shelves of user 1001 or of "me", with `count` volumes on shelf 4. */
function provider(count: number) {
  return (request: SeenRequest): Answer => {
    const url = new URL(request.url);
    if (/\/bookshelves$/.test(url.pathname)) {
      return {
        status: 200,
        body: { kind: 'books#bookshelves', items: [shelf(0, 'Favorites', 0), shelf(4, 'Have read', count)] },
      };
    }
    const start = Number(url.searchParams.get('startIndex'));
    const max = Number(url.searchParams.get('maxResults'));
    const items = Array.from({ length: Math.max(0, Math.min(max, count - start)) }, (_, i) =>
      volume(start + i),
    );
    return { status: 200, body: { kind: 'books#volumes', totalItems: count, items } };
  };
}

async function booksView(
  granted: readonly string[],
  fake: FakeFetch,
  publicUser?: string,
  asked?: string[],
): Promise<TvBooks> {
  // The real client over a fake transport: the tests read the exact addresses it asks for.
  const books = new BooksClient({ fetch: (url, init) => fake.fetch(url, init) }, API);
  const shell = contextShell({
    clients: { books },
    scopes: granted,
    config: asked === undefined ? { apiBase: API } : { apiBase: API, scopes: asked },
  });
  const view = document.createElement('tv-books');
  view.loadPublicUserId = () => Promise.resolve(publicUser);
  shell.appendChild(view);
  await settle();
  await view.updateComplete;
  return view;
}

const text = (view: TvBooks) => view.renderRoot.textContent.replace(/\s+/g, ' ');

describe('tv-books', () => {
  it('says it is loading the bookshelves, with a way home, until they arrive', async () => {
    const fake = new FakeFetch(() => new Promise<Answer>(() => undefined));
    const view = await booksView([SCOPES.books], fake);
    expect(text(view)).to.contain('Loading the bookshelves…');
    await expectWayHome(view);
  });

  it("with the books scope: the person's own library", async () => {
    const fake = new FakeFetch(provider(3));
    const view = await booksView([SCOPES.books], fake);
    expect(fake.seen[0]?.url).to.equal(`${API}/books/v1/mylibrary/bookshelves`);
    expect(text(view)).to.contain('My library');
    expect(view.renderRoot.querySelector('[data-testid="books-scope-notice"]')).to.equal(null);
    expect(text(view)).to.contain('Nothing on this shelf yet.');
  });

  it("without it: the configured user's public shelves, and words for why My library is missing", async () => {
    const fake = new FakeFetch(provider(3));
    const view = await booksView([SCOPES.videoReadonly], fake, '1001');
    expect(fake.seen[0]?.url).to.equal(`${API}/books/v1/users/1001/bookshelves`);
    expect(fake.seen.every((r) => !r.url.includes('/mylibrary/'))).to.equal(true);
    // Whose shelves, in words a family reads (not an account number).
    expect(text(view)).to.contain('Shared public shelves');
    expect(text(view)).not.to.contain('1001');
    const notice = view.renderRoot.querySelector('[data-testid="books-scope-notice"]')!;
    expect(notice.textContent).to.contain('“My library” is missing');
    expect(notice.textContent).to.contain('allow “Manage your books”');
  });

  it('without it, when the app never asks for it: says so instead of asking for a sign-in that cannot help', async () => {
    const view = await booksView([SCOPES.videoReadonly], new FakeFetch(provider(3)), '1001', ['openid']);
    const notice = view.renderRoot.querySelector('[data-testid="books-scope-notice"]')!;
    expect(notice.textContent).to.contain('“My library” is missing');
    expect(notice.textContent).not.to.contain('sign in again');
    expect(notice.textContent).to.contain('not set up to ask for that');
  });

  it('without it and with no public user configured: search only, said in words', async () => {
    const fake = new FakeFetch(provider(3));
    const view = await booksView([], fake);
    expect(fake.seen).to.deep.equal([]);
    expect(text(view)).to.contain('No public bookshelves are set up for this TV');
    expect(view.renderRoot.querySelector('button')!.textContent).to.equal('Search books');
  });

  it('a big shelf loads its first page, renders a bounded number of covers, and asks for more as focus moves', async () => {
    const fake = new FakeFetch(provider(240));
    const view = await booksView([SCOPES.books], fake);
    const row = view.renderRoot.querySelector<HTMLElement & { focusIndex(i: number): boolean }>(
      'tv-cover-row[data-shelf="4"]',
    )!;
    const volumeRequests = () =>
      fake.seen
        .filter((r) => r.url.includes('/4/volumes'))
        .map((r) => new URL(r.url).searchParams.get('startIndex'));
    expect(volumeRequests()).to.deep.equal(['0']);
    expect(row.shadowRoot!.querySelectorAll('[data-index]').length).to.be.below(20);
    // Well inside the second page: from 75, one cover of context and the overscan end at 79, one short of
    // the third page, and on a busy machine the row's range sometimes reached 80 and asked for it too.
    row.focusIndex(70);
    await settle();
    expect(volumeRequests()).to.deep.equal(['0', '40']);
    expect(row.shadowRoot!.querySelectorAll('[data-index]').length).to.be.below(20);
  });

  it('the last shelf, focused, comes to the top with its name, not under the cut covers of the one above', async () => {
    await setViewport({ width: 1280, height: 720 });
    const shelves = [0, 2, 3, 4, 7].map((id) => shelf(id, `Shelf ${String(id)}`, 3));
    const fake = new FakeFetch((request) =>
      /\/bookshelves$/.test(new URL(request.url).pathname)
        ? { status: 200, body: { kind: 'books#bookshelves', items: shelves } }
        : provider(3)(request),
    );
    const view = await booksView([SCOPES.books], fake);
    await settle();
    await view.updateComplete;
    const section = view.renderRoot.querySelector<HTMLElement>('section.shelves')!;
    const rows = [...section.querySelectorAll<HTMLElement>('.shelf')];
    expect(rows).to.have.length(5);
    // Where a shelf's name lands when its row takes focus: at the top of the list, for every shelf alike.
    const nameAt = (row: HTMLElement): number => {
      row
        .querySelector('tv-cover-row')!
        .dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
      return row.querySelector('h2')!.getBoundingClientRect().top - section.getBoundingClientRect().top;
    };
    const second = nameAt(rows[1]!);
    expect(second, 'the second shelf’s name at the top').to.be.below(section.clientHeight / 4);
    expect(nameAt(rows[4]!), 'the last shelf’s name where the second’s was').to.be.closeTo(second, 2);
    await setViewport({ width: 800, height: 600 });
  });

  it('a failed load says what happened and offers to try again', async () => {
    const fake = new FakeFetch(() => ({ status: 503, body: { error: { message: 'down' } } }));
    const view = await booksView([SCOPES.books], fake);
    expect(text(view)).to.contain('The service is having trouble right now.');
    expect(text(view)).to.contain('Try again');
  });
});
