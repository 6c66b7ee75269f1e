/**
 * Public methods of seed 002's books table: a user's public shelves and their volumes, a volume by id,
 * volume search, and the generated covers. No token is needed; a valid one is accepted (it lets a person
 * read their own private shelves here), a bad one gets 401, and `key` is accepted and ignored.
 */
import { Hono } from 'hono';
import { optionalToken, type Grant } from '../../http/bearer.ts';
import { ApiError, badRequest, notFound } from '../../http/errors.ts';
import type { ModuleContext } from '../../module.ts';
import { SCOPES } from '#shared/scopes.ts';
import {
  DEFAULT_MAX_RESULTS,
  MAX_RESULTS_LIMIT,
  type Bookshelves,
  type Volumes,
} from '#shared/wire/books.ts';
import {
  enumParam,
  languageParam,
  pagingParams,
  shelfIdParam,
  userIdParam,
  volumeIdParam,
} from './params.ts';
import { shelfResource, volumeResource } from './resources.ts';
import { parseSearchQuery, planSearch } from './search-query.ts';
import type { ShelfStore } from './shelf-store.ts';
import type { VolumeStore } from './volume-store.ts';
import { coverSvg } from './covers.ts';

export interface BooksServices {
  ctx: ModuleContext<'publicUrl'>;
  volumes: VolumeStore;
  shelves: ShelfStore;
  /** `<publicUrl>/books/v1`, read per request (the public origin may be known only after listening). */
  base(): string;
}

type PublicEnv = { Variables: { grant?: Grant } };

const MAX_QUERY_LENGTH = 2048;

/** A token for `userId` itself with the books scope also sees that person's private shelves. */
function seesPrivate(grant: Grant | undefined, userId: string): boolean {
  return grant !== undefined && grant.userId === userId && grant.scopes.has(SCOPES.books);
}

export function publicRoutes(services: BooksServices): Hono<PublicEnv> {
  const { volumes, shelves } = services;
  const app = new Hono<PublicEnv>();
  const token = optionalToken(services.ctx.verifyAccessToken);

  app.get('/users/:userId/bookshelves', token, (c) => {
    const userId = userIdParam(c.req.param('userId'));
    const rows = shelves.list(userId, !seesPrivate(c.get('grant'), userId));
    const body: Bookshelves = { kind: 'books#bookshelves' };
    if (rows.length > 0) body.items = rows.map((row) => shelfResource(row, services.base()));
    return c.json(body);
  });

  const publicShelf = (grant: Grant | undefined, userId: string, shelfId: number) => {
    const row = shelves.get(userId, shelfId);
    // A private shelf answers exactly like a missing one, so its existence is not revealed.
    if (row === undefined || (row.access !== 'PUBLIC' && !seesPrivate(grant, userId))) {
      throw notFound(`No public bookshelf ${shelfId} for user ${userId}.`);
    }
    return row;
  };

  app.get('/users/:userId/bookshelves/:shelf', token, (c) => {
    const userId = userIdParam(c.req.param('userId'));
    const shelfId = shelfIdParam(c.req.param('shelf'));
    return c.json(shelfResource(publicShelf(c.get('grant'), userId, shelfId), services.base()));
  });

  app.get('/users/:userId/bookshelves/:shelf/volumes', token, (c) => {
    const userId = userIdParam(c.req.param('userId'));
    const shelfId = shelfIdParam(c.req.param('shelf'));
    const { startIndex, maxResults } = pagingParams(
      (n) => c.req.query(n),
      MAX_RESULTS_LIMIT,
      DEFAULT_MAX_RESULTS,
    );
    const row = publicShelf(c.get('grant'), userId, shelfId);
    const page = shelves.volumes(userId, shelfId, startIndex, maxResults);
    const body: Volumes = { kind: 'books#volumes', totalItems: row.volume_count };
    if (page.length > 0) body.items = page.map((v) => volumeResource(v, services.base()));
    return c.json(body);
  });

  app.get('/volumes', token, (c) => {
    const q = c.req.query('q');
    // The public API's answer to a search without q.
    if (q === undefined || q.trim() === '') throw new ApiError(400, 'queryRequired', 'Missing query.');
    if (q.length > MAX_QUERY_LENGTH)
      throw badRequest(`The query is longer than ${MAX_QUERY_LENGTH} characters.`);
    const { startIndex, maxResults } = pagingParams(
      (n) => c.req.query(n),
      MAX_RESULTS_LIMIT,
      DEFAULT_MAX_RESULTS,
    );
    const orderBy = enumParam(
      c.req.query('orderBy'),
      'orderBy',
      ['relevance', 'newest'] as const,
      'relevance',
    );
    const printType = enumParam(
      c.req.query('printType'),
      'printType',
      ['all', 'books', 'magazines'] as const,
      'all',
    );
    const filter = enumParam(
      c.req.query('filter'),
      'filter',
      ['', 'ebooks', 'free-ebooks', 'full', 'partial', 'paid-ebooks'] as const,
      '',
    );
    const projection = enumParam(c.req.query('projection'), 'projection', ['full', 'lite'] as const, 'full');
    const language = languageParam(c.req.query('langRestrict'));
    const plan = planSearch(parseSearchQuery(q));
    // Every volume here is a free, fully viewable public-domain book; none is a magazine or for sale.
    if (printType === 'magazines' || filter === 'paid-ebooks') plan.empty = true;
    const result = volumes.search(plan, { startIndex, maxResults, orderBy, language });
    const body: Volumes = { kind: 'books#volumes', totalItems: result.totalItems };
    const lite = projection === 'lite';
    if (result.rows.length > 0)
      body.items = result.rows.map((row) => volumeResource(row, services.base(), { lite }));
    return c.json(body);
  });

  app.get('/volumes/:volumeId', token, (c) => {
    const id = volumeIdParam(c.req.param('volumeId'));
    const projection = enumParam(c.req.query('projection'), 'projection', ['full', 'lite'] as const, 'full');
    const row = volumes.get(id);
    if (row === undefined) throw notFound('The volume ID could not be found.');
    return c.json(volumeResource(row, services.base(), { lite: projection === 'lite' }));
  });

  app.get('/covers/:file', (c) => {
    const match = /^([A-Za-z0-9_-]{1,64})\.svg$/.exec(c.req.param('file'));
    const row = match ? volumes.get(match[1] ?? '') : undefined;
    if (row === undefined) throw notFound('No cover at this address.');
    const etag = `"${row.etag}"`;
    c.header('ETag', etag);
    c.header('Cache-Control', 'public, max-age=86400');
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    return c.body(coverSvg(row));
  });

  return app;
}
