/**
 * The books API v1, through the session's authorized fetch; answers are checked before use. The public
 * methods work with any valid token (the books scope is needed only for the person's own library).
 */
import type { Bookshelf, Volume } from '#shared/wire/books.ts';
import type { Session } from '../auth/session.ts';
import { ApiProblem, problemFromResponse } from './api-problem.ts';
import { parseBookshelves, parseVolume, parseVolumes, type VolumePage } from './books-parse.ts';

export type { VolumePage } from './books-parse.ts';

/** Whose shelves: the signed-in person's library, or a user's public shelves. */
export type ShelfOwner = { kind: 'mine' } | { kind: 'user'; userId: string };

export class BooksClient {
  constructor(
    private readonly session: Pick<Session, 'fetch'>,
    private readonly apiBase: string,
  ) {}

  shelves(owner: ShelfOwner): Promise<Bookshelf[]> {
    return this.get(this.shelvesPath(owner), parseBookshelves, 'The bookshelves');
  }

  shelfVolumes(
    owner: ShelfOwner,
    shelfId: number,
    startIndex: number,
    maxResults: number,
  ): Promise<VolumePage> {
    const query = `startIndex=${String(startIndex)}&maxResults=${String(maxResults)}`;
    return this.get(
      `${this.shelvesPath(owner)}/${String(shelfId)}/volumes?${query}`,
      parseVolumes,
      'The shelf',
    );
  }

  search(q: string, startIndex: number, maxResults: number): Promise<VolumePage> {
    const query = `q=${encodeURIComponent(q)}&startIndex=${String(startIndex)}&maxResults=${String(maxResults)}`;
    return this.get(`/volumes?${query}`, parseVolumes, 'The search results');
  }

  volume(id: string): Promise<Volume> {
    return this.get(`/volumes/${encodeURIComponent(id)}`, parseVolume, 'The book');
  }

  addVolume(shelfId: number, volumeId: string): Promise<void> {
    return this.change(shelfId, 'addVolume', volumeId);
  }

  removeVolume(shelfId: number, volumeId: string): Promise<void> {
    return this.change(shelfId, 'removeVolume', volumeId);
  }

  private shelvesPath(owner: ShelfOwner): string {
    return owner.kind === 'mine'
      ? '/mylibrary/bookshelves'
      : `/users/${encodeURIComponent(owner.userId)}/bookshelves`;
  }

  private async change(shelfId: number, method: string, volumeId: string): Promise<void> {
    const url = `${this.apiBase}/books/v1/mylibrary/bookshelves/${String(shelfId)}/${method}?volumeId=${encodeURIComponent(volumeId)}`;
    const response = await this.session.fetch(url, { method: 'POST' });
    if (!response.ok) throw await problemFromResponse(response);
  }

  private async get<T>(path: string, parse: (value: unknown) => T, what: string): Promise<T> {
    const response = await this.session.fetch(`${this.apiBase}/books/v1${path}`, {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw await problemFromResponse(response);
    try {
      return parse(await response.json());
    } catch {
      throw new ApiProblem(`${what} could not be understood.`, 'Try again later.');
    }
  }
}
