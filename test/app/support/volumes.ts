/**
 * A volume as the Books API answers it, for the views' tests: `Book <i>` with id `v<i>`, a placeholder
 * cover and the fields a test names in `info` (authors, date, language…) in place of the defaults.
 */
import type { Volume } from '../../../src/shared/wire/books.ts';

export const testVolume = (i: number, info: Partial<Volume['volumeInfo']> = {}): Volume => ({
  kind: 'books#volume',
  id: `v${String(i)}`,
  etag: '',
  selfLink: '',
  volumeInfo: {
    title: `Book ${String(i)}`,
    authors: ['A. Writer'],
    publisher: '',
    publishedDate: '1900',
    pageCount: 0,
    printType: 'BOOK',
    categories: [],
    maturityRating: 'NOT_MATURE',
    imageLinks: { smallThumbnail: 'data:,', thumbnail: 'data:,' },
    language: 'en',
    ...info,
  },
});
