/**
 * Wire shapes of the books API v1 (field names, `kind` values and list envelopes follow the public books
 * API v1 reference), and the decoders the TV app checks answers with. Shared by the provider and the app.
 */
import {
  integer,
  listOf,
  literal,
  map,
  oneOf,
  optional,
  shape,
  string,
  withDefault,
  type Decoder,
} from './decode.ts';

/** The public API's fixed ids of the shelves every library has; custom shelves get ids from 1001 up. */
export const SHELF_IDS = {
  favorites: 0,
  purchased: 1,
  toRead: 2,
  readingNow: 3,
  haveRead: 4,
  reviewed: 5,
  recentlyViewed: 6,
  myEbooks: 7,
} as const;

/** The first id given to a shelf a person makes. */
export const FIRST_CUSTOM_SHELF_ID = 1001;

/** Shelves the service fills itself: add, remove, move and clear answer 403 on them. */
export const READ_ONLY_SHELF_IDS: readonly number[] = [
  SHELF_IDS.purchased,
  SHELF_IDS.reviewed,
  SHELF_IDS.recentlyViewed,
  SHELF_IDS.myEbooks,
];

/** `maxResults` accepts 0 to this many; the default is DEFAULT_MAX_RESULTS. */
export const MAX_RESULTS_LIMIT = 40;
export const DEFAULT_MAX_RESULTS = 10;

export type IndustryIdentifierType = 'ISBN_10' | 'ISBN_13' | 'ISSN' | 'OTHER';

export interface IndustryIdentifier {
  type: IndustryIdentifierType;
  identifier: string;
}

/** Absolute addresses of the cover image at two sizes. */
export interface ImageLinks {
  smallThumbnail: string;
  thumbnail: string;
}

export interface VolumeInfo {
  title: string;
  subtitle?: string;
  authors: string[];
  publisher: string;
  /** `YYYY`, `YYYY-MM` or `YYYY-MM-DD`; this catalogue gives the year only. */
  publishedDate: string;
  /** Left out with `projection=lite`. */
  description?: string;
  /** Left out with `projection=lite`. */
  industryIdentifiers?: IndustryIdentifier[];
  pageCount: number;
  printType: 'BOOK' | 'MAGAZINE';
  categories: string[];
  maturityRating: 'NOT_MATURE' | 'MATURE';
  imageLinks: ImageLinks;
  /** Two-letter language code of this edition. */
  language: string;
}

export interface SaleInfo {
  country: string;
  saleability: 'FOR_SALE' | 'FREE' | 'NOT_FOR_SALE';
  isEbook: boolean;
}

export interface AccessInfo {
  country: string;
  viewability: 'PARTIAL' | 'ALL_PAGES' | 'NO_PAGES';
  embeddable: boolean;
  publicDomain: boolean;
  textToSpeechPermission: 'ALLOWED' | 'ALLOWED_FOR_ACCESSIBILITY' | 'NOT_ALLOWED';
  accessViewStatus: 'FULL_PUBLIC_DOMAIN' | 'SAMPLE' | 'NONE';
}

/** On volumes listed from the signed-in person's own shelves. */
export interface VolumeUserInfo {
  /** When the volume was put on this shelf, RFC 3339. */
  updated: string;
}

export interface Volume {
  kind: 'books#volume';
  id: string;
  etag: string;
  selfLink: string;
  volumeInfo: VolumeInfo;
  /** Left out with `projection=lite`. */
  saleInfo?: SaleInfo;
  /** Left out with `projection=lite`. */
  accessInfo?: AccessInfo;
  userInfo?: VolumeUserInfo;
}

/** A list of volumes; as in the public API, `items` is left out when there are none. */
export interface Volumes {
  kind: 'books#volumes';
  totalItems: number;
  items?: Volume[];
}

export type ShelfAccess = 'PUBLIC' | 'PRIVATE';

export interface Bookshelf {
  kind: 'books#bookshelf';
  id: number;
  selfLink: string;
  title: string;
  access: ShelfAccess;
  /** RFC 3339: when the shelf or its contents last changed. */
  updated: string;
  created: string;
  volumeCount: number;
  /** RFC 3339: when a volume was last added, removed or moved. */
  volumesLastUpdated: string;
}

/** A list of shelves; `items` is left out when there are none. */
export interface Bookshelves {
  kind: 'books#bookshelves';
  items?: Bookshelf[];
}

// Decoders of the answers the TV app reads. Only the fields it reads are checked and kept; fields the
// public API may leave out get their empty value.

const count = integer({ min: 0 });
const textOrEmpty = withDefault(string, '');
/** A field the app does not read: dropped, never checked. */
const notRead: Decoder<undefined> = () => undefined;

const volumeInfo = shape<VolumeInfo>({
  title: string,
  subtitle: optional(string),
  authors: withDefault(listOf(string), []),
  publisher: textOrEmpty,
  publishedDate: textOrEmpty,
  description: optional(string),
  industryIdentifiers: notRead,
  pageCount: withDefault(count, 0),
  printType: withDefault(oneOf(['BOOK', 'MAGAZINE']), 'BOOK'),
  categories: withDefault(listOf(string), []),
  maturityRating: withDefault(oneOf(['NOT_MATURE', 'MATURE']), 'NOT_MATURE'),
  imageLinks: shape<ImageLinks>({ smallThumbnail: string, thumbnail: string }),
  language: textOrEmpty,
});

export const volume = shape<Volume>({
  kind: literal('books#volume'),
  id: string,
  etag: textOrEmpty,
  selfLink: textOrEmpty,
  volumeInfo,
  saleInfo: notRead,
  accessInfo: notRead,
  userInfo: notRead,
});

/** A page of volumes as the app keeps it: `items` always present. */
export interface VolumePage {
  totalItems: number;
  items: Volume[];
}

export const volumePage: Decoder<VolumePage> = map(
  shape<VolumePage & { kind: 'books#volumes' }>({
    kind: literal('books#volumes'),
    totalItems: count,
    items: withDefault(listOf(volume), []),
  }),
  ({ totalItems, items }) => ({ totalItems, items }),
);

export const bookshelf = shape<Bookshelf>({
  kind: literal('books#bookshelf'),
  id: count,
  selfLink: textOrEmpty,
  title: string,
  access: withDefault(oneOf(['PUBLIC', 'PRIVATE']), 'PRIVATE'),
  updated: textOrEmpty,
  created: textOrEmpty,
  volumeCount: count,
  volumesLastUpdated: textOrEmpty,
});

export const bookshelves: Decoder<Bookshelf[]> = map(
  shape<{ kind: 'books#bookshelves'; items: Bookshelf[] }>({
    kind: literal('books#bookshelves'),
    items: withDefault(listOf(bookshelf), []),
  }),
  (list) => list.items,
);
