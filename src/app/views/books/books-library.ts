/**
 * Whose shelves the Books view shows, and their loader: the person's own with the books scope; without it
 * the public shelves of the user `config.json` names (`booksPublicUserId`); with no such user, none (search
 * only). The view loads this in its Task (docs/app.md, "Data loading: a view in five minutes"); the words
 * that follow from it are here too, testable without a DOM.
 */
import { msg } from '@lit/localize';
import { SCOPES } from '#shared/scopes.ts';
import { READ_ONLY_SHELF_IDS, type Bookshelf } from '#shared/wire/books.ts';
import type { ApiClients } from '../../api/api-context.ts';
import type { ShelfOwner } from '../../api/books-client.ts';
import type { Session } from '../../auth/session.ts';
import { ShelfLoader } from './shelf-loader.ts';

/** Whose shelves show, and their loader; no owner: no public shelves are set up (search only). */
export interface Library {
  owner: ShelfOwner | undefined;
  loader: ShelfLoader | undefined;
}

/** Finds whose shelves to show, then loads their list (an ApiError when it fails); `onChange` as covers arrive. */
export async function loadLibrary(
  books: ApiClients['books'],
  session: Pick<Session, 'grantsAny'>,
  publicUserId: () => Promise<string | undefined>,
  onChange: () => void,
  signal: AbortSignal,
  /** The library on screen, when this load is a quiet refresh: its covers stay until they arrive again. */
  shown?: ShelfLoader,
): Promise<Library> {
  let owner: ShelfOwner | undefined = { kind: 'mine' };
  if (!session.grantsAny([SCOPES.books])) {
    const userId = await publicUserId();
    owner = userId === undefined ? undefined : { kind: 'user', userId };
  }
  if (!owner) return { owner, loader: undefined };
  const same = shown !== undefined && sameOwner(shown.owner, owner);
  const loader = new ShelfLoader(books, owner, onChange, same ? shown : undefined);
  await loader.load(signal);
  return { owner, loader };
}

function sameOwner(a: ShelfOwner, b: ShelfOwner): boolean {
  return a.kind === 'mine' ? b.kind === 'mine' : b.kind === 'user' && a.userId === b.userId;
}

/** The words beside the heading: whose shelves these are. */
export function ownerWords(scopeMissing: boolean, owner: ShelfOwner | undefined): string {
  if (!scopeMissing) return msg('My library');
  return owner?.kind === 'user' ? msg('Shared public shelves') : msg('Search only');
}

/** The person's own shelves that take changes (none without the books scope, or before the list arrives). */
export function writableShelves(loader: ShelfLoader | undefined, scopeMissing: boolean): Bookshelf[] {
  if (scopeMissing || !loader) return [];
  return loader.rows.map((r) => r.shelf).filter((s) => !READ_ONLY_SHELF_IDS.includes(s.id));
}
