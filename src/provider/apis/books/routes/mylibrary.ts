/**
 * The signed-in person's library (the public Books API v1 reference: the mylibrary methods act on the
 * authenticated user): shelves list and get, volumes on a shelf, and addVolume, removeVolume, moveVolume,
 * clearVolumes. Every call needs the books scope. Parameters come in the query string, as in the public API,
 * and are all checked before anything is read or written; the changes answer 204 with no body.
 */
import { SCOPES } from '#shared/scopes.ts';
import { DEFAULT_MAX_RESULTS, MAX_RESULTS_LIMIT } from '#shared/wire/books.ts';
import { readAll } from '../../../http/validate.ts';
import { anyScope, routeOf } from '../../../route.ts';
import type { BooksService } from '../services/service.ts';
import { choice, lite, paging, read, shelfId, volumeId, whole } from './wording.ts';

const BOOKS = anyScope(SCOPES.books);
const SHELVES = '/mylibrary/bookshelves';
const SHELF = `${SHELVES}/:shelf`;

/** The volume a change names, and the `reason` the public API accepts and this provider ignores. */
const change = (reasons: readonly string[]) =>
  readAll({
    shelfId,
    volumeId: read.query('volumeId', volumeId),
    reason: read.query('reason', choice(reasons, '')),
  });

const route = routeOf<BooksService>();

export const mylibraryRoutes = [
  route(
    {
      method: 'GET',
      path: SHELVES,
      id: 'books.mylibrary.bookshelves.list',
      response: 'Bookshelves',
      access: BOOKS,
    },
    ({ grant }, svc) => svc.myShelves(grant.userId),
  ),
  route(
    {
      method: 'GET',
      path: SHELF,
      id: 'books.mylibrary.bookshelves.get',
      response: 'Bookshelf',
      access: BOOKS,
      input: shelfId,
    },
    ({ input, grant }, svc) => svc.myShelf(grant.userId, input),
  ),
  route(
    {
      method: 'GET',
      path: `${SHELF}/volumes`,
      id: 'books.mylibrary.bookshelves.volumes.list',
      response: 'Volumes',
      access: BOOKS,
      input: readAll({ shelfId, paging: paging(MAX_RESULTS_LIMIT, DEFAULT_MAX_RESULTS), lite }),
    },
    ({ input, grant }, svc) => svc.myShelfVolumes(grant.userId, input.shelfId, input.paging, input.lite),
  ),
  route(
    {
      method: 'POST',
      path: `${SHELF}/addVolume`,
      id: 'books.mylibrary.bookshelves.addVolume',
      access: BOOKS,
      input: change(['', 'IOS_PREX', 'IOS_SEARCH', 'ONBOARDING']),
    },
    async ({ input, grant, c }, svc) => {
      await svc.addVolume(grant.userId, input.shelfId, input.volumeId);
      return c.body(null, 204);
    },
  ),
  route(
    {
      method: 'POST',
      path: `${SHELF}/removeVolume`,
      id: 'books.mylibrary.bookshelves.removeVolume',
      access: BOOKS,
      input: change(['', 'ONBOARDING']),
    },
    async ({ input, grant, c }, svc) => {
      await svc.removeVolume(grant.userId, input.shelfId, input.volumeId);
      return c.body(null, 204);
    },
  ),
  route(
    {
      method: 'POST',
      path: `${SHELF}/moveVolume`,
      id: 'books.mylibrary.bookshelves.moveVolume',
      access: BOOKS,
      input: readAll({
        shelfId,
        volumeId: read.query('volumeId', volumeId),
        position: read.query('volumePosition', whole({ min: 0 })),
      }),
    },
    async ({ input, grant, c }, svc) => {
      await svc.moveVolume(grant.userId, input.shelfId, input.volumeId, input.position);
      return c.body(null, 204);
    },
  ),
  route(
    {
      method: 'POST',
      path: `${SHELF}/clearVolumes`,
      id: 'books.mylibrary.bookshelves.clearVolumes',
      access: BOOKS,
      input: shelfId,
    },
    async ({ input, grant, c }, svc) => {
      await svc.clearVolumes(grant.userId, input);
      return c.body(null, 204);
    },
  ),
];
