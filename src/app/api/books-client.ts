/**
 * The books API v1 (the public books API v1 reference), over the base client. The public methods work with
 * any valid token; the books scope is needed only for the person's own library.
 */
import { msg } from '@lit/localize';
import {
  bookshelves,
  volume,
  volumePage,
  type Bookshelf,
  type Volume,
  type VolumePage,
} from '#shared/wire/books.ts';
import { ApiClient, ignoreBody, type Authorized } from './api-client.ts';

export type { VolumePage } from '#shared/wire/books.ts';

/** Whose shelves: the signed-in person's library, or a user's public shelves. */
export type ShelfOwner = { kind: 'mine' } | { kind: 'user'; userId: string };

export class BooksClient extends ApiClient {
  constructor(session: Authorized, apiBase: string) {
    super(session, `${apiBase}/books/v1`);
  }

  shelves(owner: ShelfOwner, signal?: AbortSignal): Promise<Bookshelf[]> {
    return this.get(shelvesPath(owner), {}, bookshelves, { signal, subject: () => msg('the bookshelves') });
  }

  shelfVolumes(
    owner: ShelfOwner,
    shelfId: number,
    startIndex: number,
    maxResults: number,
    signal?: AbortSignal,
  ): Promise<VolumePage> {
    return this.get(
      `${shelvesPath(owner)}/${String(shelfId)}/volumes`,
      { startIndex, maxResults },
      volumePage,
      { signal, subject: () => msg('the shelf') },
    );
  }

  search(q: string, startIndex: number, maxResults: number, signal?: AbortSignal): Promise<VolumePage> {
    return this.get('/volumes', { q, startIndex, maxResults }, volumePage, {
      signal,
      subject: () => msg('the search results'),
    });
  }

  volume(id: string, signal?: AbortSignal): Promise<Volume> {
    return this.get(`/volumes/${encodeURIComponent(id)}`, {}, volume, {
      signal,
      subject: () => msg('the book'),
    });
  }

  addVolume(shelfId: number, volumeId: string): Promise<void> {
    return this.change(shelfId, 'addVolume', volumeId);
  }

  removeVolume(shelfId: number, volumeId: string): Promise<void> {
    return this.change(shelfId, 'removeVolume', volumeId);
  }

  private async change(shelfId: number, method: string, volumeId: string): Promise<void> {
    await this.post(
      `/mylibrary/bookshelves/${String(shelfId)}/${method}`,
      { volumeId },
      undefined,
      ignoreBody,
    );
  }
}

function shelvesPath(owner: ShelfOwner): string {
  return owner.kind === 'mine'
    ? '/mylibrary/bookshelves'
    : `/users/${encodeURIComponent(owner.userId)}/bookshelves`;
}
