import { expect, fixture, html } from '@open-wc/testing';
import { applyLocale } from '../../../src/app/i18n/locale.ts';
import type { Bookshelf } from '../../../src/shared/wire/books.ts';
import type { ShelfRowState } from '../../../src/app/views/books/shelf-loader.ts';
import { renderShelves } from '../../../src/app/views/books/shelves-section.ts';
import { shelfName } from '../../../src/app/views/books/shelf-name.ts';

function shelf(id: number, title: string): Bookshelf {
  return {
    kind: 'books#bookshelf',
    id,
    selfLink: '',
    title,
    access: 'PUBLIC',
    updated: '2026-11-01T00:00:00.000Z',
    created: '2026-11-01T00:00:00.000Z',
    volumeCount: 0,
    volumesLastUpdated: '2026-11-01T00:00:00.000Z',
  };
}

describe('shelf names', () => {
  afterEach(async () => {
    await applyLocale('en');
  });

  it('names the shelves every library has in the app’s language, and keeps a person’s own shelf’s name', async () => {
    await applyLocale('de');
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((id) => shelfName(shelf(id, 'from the service')))).to.deep.equal([
      'Favoriten',
      'Gekauft',
      'Zum Lesen',
      'Lese ich gerade',
      'Gelesen',
      'Rezensiert',
      'Kürzlich angesehen',
      'Meine E-Books',
    ]);
    expect(shelfName(shelf(1001, 'Sea stories'))).to.equal('Sea stories');
    await applyLocale('ar');
    expect(shelfName(shelf(3, 'Reading now'))).to.equal('أقرؤها الآن');
    await applyLocale('en');
    expect(shelfName(shelf(3, 'Lese ich gerade'))).to.equal('Reading now');
  });

  it('heads each row of the shelves screen with that name, and says Try again in the same language', async () => {
    await applyLocale('de');
    const rows: ShelfRowState[] = [
      {
        shelf: shelf(0, 'Favorites'),
        items: [],
        problem: { message: 'Der Dienst antwortet nicht.', next: 'Erneut versuchen.' },
      },
      { shelf: shelf(1001, 'Sea stories'), items: [] },
    ];
    const el = await fixture(html`<div>${renderShelves(rows, 100, () => undefined)}</div>`);
    expect([...el.querySelectorAll('h2')].map((h) => h.textContent)).to.deep.equal([
      'Favoriten',
      'Sea stories',
    ]);
    expect(el.querySelector('.problem button')?.textContent.trim()).to.equal('Erneut versuchen');
  });
});
