/**
 * A person's public shelves and their volumes (the public Books API v1 reference's bookshelves methods). No
 * token is needed; a valid one for that person lets them read their own private shelves here, a bad one
 * gets 401, and `key` is accepted and ignored.
 */
import { DEFAULT_MAX_RESULTS, MAX_RESULTS_LIMIT } from '#shared/wire/books.ts';
import { readAll } from '../../../http/validate.ts';
import { OPTIONAL_TOKEN, routeOf } from '../../../route.ts';
import type { BooksService } from '../services/service.ts';
import { paging, shelfId, userId } from './wording.ts';

const route = routeOf<BooksService>();
const SHELVES = '/users/:userId/bookshelves';

export const bookshelfRoutes = [
  route(
    {
      method: 'GET',
      path: SHELVES,
      id: 'books.bookshelves.list',
      response: 'Bookshelves',
      access: OPTIONAL_TOKEN,
      input: userId,
    },
    ({ input, grant }, svc) => svc.publicShelves(grant, input),
  ),
  route(
    {
      method: 'GET',
      path: `${SHELVES}/:shelf`,
      id: 'books.bookshelves.get',
      response: 'Bookshelf',
      access: OPTIONAL_TOKEN,
      input: readAll({ userId, shelfId }),
    },
    ({ input, grant }, svc) => svc.publicShelf(grant, input.userId, input.shelfId),
  ),
  route(
    {
      method: 'GET',
      path: `${SHELVES}/:shelf/volumes`,
      id: 'books.bookshelves.volumes.list',
      response: 'Volumes',
      access: OPTIONAL_TOKEN,
      input: readAll({ userId, shelfId, paging: paging(MAX_RESULTS_LIMIT, DEFAULT_MAX_RESULTS) }),
    },
    ({ input, grant }, svc) => svc.publicShelfVolumes(grant, input.userId, input.shelfId, input.paging),
  ),
];
