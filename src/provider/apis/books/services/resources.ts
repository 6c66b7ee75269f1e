/**
 * Stored rows of the books API and their wire resources. Absolute links are built from the provider's
 * public origin at request time (`base` is `<publicUrl>/books/v1`).
 */
import type { Bookshelf, ShelfAccess, Volume } from '#shared/wire/books.ts';

export interface VolumeRow {
  seq: number;
  id: string;
  title: string;
  subtitle: string | null;
  authors: string;
  publisher: string;
  year: number;
  description: string;
  page_count: number;
  categories: string;
  language: string;
  isbn10: string;
  isbn13: string;
  etag: string;
}

/** A volume row as listed from a shelf: when it was put there. */
export interface ShelfVolumeRow extends VolumeRow {
  added: number;
}

export interface ShelfRow {
  user_id: string;
  shelf_id: number;
  title: string;
  access: ShelfAccess;
  created: number;
  updated: number;
  volumes_last_updated: number;
  volume_count: number;
}

export const VOLUME_COLUMNS =
  'v.seq, v.id, v.title, v.subtitle, v.authors, v.publisher, v.year, v.description, v.page_count, ' +
  'v.categories, v.language, v.isbn10, v.isbn13, v.etag';

const stringArray = (json: string): string[] => JSON.parse(json) as string[];
const rfc3339 = (ms: number): string => new Date(ms).toISOString();

export const coverUrl = (base: string, volumeId: string): string => `${base}/covers/${volumeId}.svg`;

export interface VolumeOptions {
  /** `projection=lite`: no description, identifiers, sale or access information. */
  lite?: boolean;
  /** Listed from the caller's own shelf: when the volume was put there. */
  added?: number;
}

export function volumeResource(row: VolumeRow, base: string, options: VolumeOptions = {}): Volume {
  const cover = coverUrl(base, row.id);
  const volume: Volume = {
    kind: 'books#volume',
    id: row.id,
    etag: row.etag,
    selfLink: `${base}/volumes/${row.id}`,
    volumeInfo: {
      title: row.title,
      ...(row.subtitle === null ? {} : { subtitle: row.subtitle }),
      authors: stringArray(row.authors),
      publisher: row.publisher,
      publishedDate: String(row.year),
      ...(options.lite
        ? {}
        : {
            description: row.description,
            industryIdentifiers: [
              { type: 'ISBN_13' as const, identifier: row.isbn13 },
              { type: 'ISBN_10' as const, identifier: row.isbn10 },
            ],
          }),
      pageCount: row.page_count,
      printType: 'BOOK',
      categories: stringArray(row.categories),
      maturityRating: 'NOT_MATURE',
      imageLinks: { smallThumbnail: `${cover}?zoom=5`, thumbnail: `${cover}?zoom=1` },
      language: row.language,
    },
  };
  if (!options.lite) {
    volume.saleInfo = { country: 'US', saleability: 'FREE', isEbook: true };
    volume.accessInfo = {
      country: 'US',
      viewability: 'ALL_PAGES',
      embeddable: true,
      publicDomain: true,
      textToSpeechPermission: 'ALLOWED',
      accessViewStatus: 'FULL_PUBLIC_DOMAIN',
    };
  }
  if (options.added !== undefined) volume.userInfo = { updated: rfc3339(options.added) };
  return volume;
}

export function shelfResource(row: ShelfRow, base: string): Bookshelf {
  return {
    kind: 'books#bookshelf',
    id: row.shelf_id,
    selfLink: `${base}/users/${encodeURIComponent(row.user_id)}/bookshelves/${row.shelf_id}`,
    title: row.title,
    access: row.access,
    updated: rfc3339(row.updated),
    created: rfc3339(row.created),
    volumeCount: row.volume_count,
    volumesLastUpdated: rfc3339(row.volumes_last_updated),
  };
}
