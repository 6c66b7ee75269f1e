/**
 * Public methods of the public Books API v1 reference: a user's public shelves and their volumes, a volume
 * by id, volume search, and the generated covers. No token is needed; a valid one is accepted (it lets a
 * person read their own private shelves here), a bad one gets 401, and `key` is accepted and ignored.
 */
import { Hono } from 'hono';
import { optionalToken, type Grant } from '../../../http/bearer.ts';
import { ApiError, badRequest } from '../../../http/errors.ts';
import { DEFAULT_MAX_RESULTS, MAX_RESULTS_LIMIT } from '#shared/wire/books.ts';
import {
  enumParam,
  languageParam,
  pagingParams,
  shelfIdParam,
  userIdParam,
  volumeIdParam,
} from '../params.ts';
import { parseSearchQuery, planSearch } from '../search-query.ts';
import type { BooksService } from '../service.ts';

type PublicEnv = { Variables: { grant?: Grant } };

const MAX_QUERY_LENGTH = 2048;

export function publicRoutes(svc: BooksService): Hono<PublicEnv> {
  const app = new Hono<PublicEnv>();
  const token = optionalToken(svc.ctx.verifyAccessToken);

  app.get('/users/:userId/bookshelves', token, async (c) => {
    const userId = userIdParam(c.req.param('userId'));
    return c.json(await svc.publicShelves(c.get('grant'), userId));
  });

  app.get('/users/:userId/bookshelves/:shelf', token, async (c) => {
    const userId = userIdParam(c.req.param('userId'));
    const shelfId = shelfIdParam(c.req.param('shelf'));
    return c.json(await svc.publicShelf(c.get('grant'), userId, shelfId));
  });

  app.get('/users/:userId/bookshelves/:shelf/volumes', token, async (c) => {
    const userId = userIdParam(c.req.param('userId'));
    const shelfId = shelfIdParam(c.req.param('shelf'));
    const paging = pagingParams((n) => c.req.query(n), MAX_RESULTS_LIMIT, DEFAULT_MAX_RESULTS);
    return c.json(await svc.publicShelfVolumes(c.get('grant'), userId, shelfId, paging));
  });

  app.get('/volumes', token, async (c) => {
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
    const options = { startIndex, maxResults, orderBy, language };
    return c.json(await svc.search(plan, options, projection === 'lite'));
  });

  app.get('/volumes/:volumeId', token, async (c) => {
    const id = volumeIdParam(c.req.param('volumeId'));
    const projection = enumParam(c.req.query('projection'), 'projection', ['full', 'lite'] as const, 'full');
    return c.json(await svc.volume(id, projection === 'lite'));
  });

  app.get('/covers/:file', async (c) => {
    const { svg, etag } = await svc.cover(c.req.param('file'));
    c.header('ETag', etag);
    c.header('Cache-Control', 'public, max-age=86400');
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    return c.body(svg);
  });

  return app;
}
