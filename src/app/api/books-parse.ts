/**
 * Run-time checks of the books API's answers, so the views only ever see checked values. Only the fields
 * the app reads are checked (and kept); anything else is ignored.
 */
import type { Bookshelf, ImageLinks, Volume, VolumeInfo } from '#shared/wire/books.ts';

export class BooksWireError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BooksWireError';
  }
}

type Json = Record<string, unknown>;

function object(value: unknown, what: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BooksWireError(`${what}: expected a JSON object`);
  }
  return value as Json;
}

function text(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new BooksWireError(`${what}: expected text`);
  return value;
}

function count(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new BooksWireError(`${what}: expected a whole number`);
  }
  return value;
}

function texts(value: unknown, what: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new BooksWireError(`${what}: expected a list`);
  return value.map((v, i) => text(v, `${what}[${String(i)}]`));
}

function optionalText(value: unknown, what: string): string | undefined {
  return value === undefined ? undefined : text(value, what);
}

function parseImageLinks(value: unknown): ImageLinks {
  const o = object(value, 'imageLinks');
  return {
    smallThumbnail: text(o.smallThumbnail, 'smallThumbnail'),
    thumbnail: text(o.thumbnail, 'thumbnail'),
  };
}

function parseVolumeInfo(value: unknown): VolumeInfo {
  const o = object(value, 'volumeInfo');
  const info: VolumeInfo = {
    title: text(o.title, 'title'),
    authors: texts(o.authors, 'authors'),
    publisher: optionalText(o.publisher, 'publisher') ?? '',
    publishedDate: optionalText(o.publishedDate, 'publishedDate') ?? '',
    pageCount: o.pageCount === undefined ? 0 : count(o.pageCount, 'pageCount'),
    printType: o.printType === 'MAGAZINE' ? 'MAGAZINE' : 'BOOK',
    categories: texts(o.categories, 'categories'),
    maturityRating: o.maturityRating === 'MATURE' ? 'MATURE' : 'NOT_MATURE',
    imageLinks: parseImageLinks(o.imageLinks),
    language: optionalText(o.language, 'language') ?? '',
  };
  const subtitle = optionalText(o.subtitle, 'subtitle');
  if (subtitle !== undefined) info.subtitle = subtitle;
  const description = optionalText(o.description, 'description');
  if (description !== undefined) info.description = description;
  return info;
}

export function parseVolume(value: unknown): Volume {
  const o = object(value, 'volume');
  if (o.kind !== 'books#volume') throw new BooksWireError('volume: kind is not books#volume');
  return {
    kind: 'books#volume',
    id: text(o.id, 'id'),
    etag: optionalText(o.etag, 'etag') ?? '',
    selfLink: optionalText(o.selfLink, 'selfLink') ?? '',
    volumeInfo: parseVolumeInfo(o.volumeInfo),
  };
}

export interface VolumePage {
  totalItems: number;
  items: Volume[];
}

export function parseVolumes(value: unknown): VolumePage {
  const o = object(value, 'volumes');
  if (o.kind !== 'books#volumes') throw new BooksWireError('volumes: kind is not books#volumes');
  const items = o.items === undefined ? [] : o.items;
  if (!Array.isArray(items)) throw new BooksWireError('volumes: items is not a list');
  return { totalItems: count(o.totalItems, 'totalItems'), items: items.map(parseVolume) };
}

export function parseBookshelf(value: unknown): Bookshelf {
  const o = object(value, 'bookshelf');
  if (o.kind !== 'books#bookshelf') throw new BooksWireError('bookshelf: kind is not books#bookshelf');
  return {
    kind: 'books#bookshelf',
    id: count(o.id, 'id'),
    selfLink: optionalText(o.selfLink, 'selfLink') ?? '',
    title: text(o.title, 'title'),
    access: o.access === 'PUBLIC' ? 'PUBLIC' : 'PRIVATE',
    updated: optionalText(o.updated, 'updated') ?? '',
    created: optionalText(o.created, 'created') ?? '',
    volumeCount: count(o.volumeCount, 'volumeCount'),
    volumesLastUpdated: optionalText(o.volumesLastUpdated, 'volumesLastUpdated') ?? '',
  };
}

export function parseBookshelves(value: unknown): Bookshelf[] {
  const o = object(value, 'bookshelves');
  if (o.kind !== 'books#bookshelves') throw new BooksWireError('bookshelves: kind is not books#bookshelves');
  const items = o.items === undefined ? [] : o.items;
  if (!Array.isArray(items)) throw new BooksWireError('bookshelves: items is not a list');
  return items.map(parseBookshelf);
}
