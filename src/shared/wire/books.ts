/**
 * Wire shapes of the books API v1 (seed 002 names the methods, not the bodies; field names, `kind`
 * values and list envelopes follow the public books API v1). Shared by the provider and the TV app;
 * imports nothing.
 */

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
