/**
 * volumes.list (search) and volumes.get of the public Books API v1, and the generated covers. No token is
 * needed; a bad one gets 401. Every volume here is a free, fully viewable public-domain book.
 */
import { DEFAULT_MAX_RESULTS, MAX_RESULTS_LIMIT } from '#shared/wire/books.ts';
import { map, matching, textOr } from '#shared/wire/decode.ts';
import { ApiError, badRequest } from '../../../http/errors.ts';
import { queryParameter, reads } from '../../../http/input-description.ts';
import { pathParam, readAll, type Reader } from '../../../http/validate.ts';
import { OPTIONAL_TOKEN, PUBLIC, routeOf } from '../../../route.ts';
import { parseSearchQuery, planSearch } from '../services/search-query.ts';
import type { BooksService } from '../services/service.ts';
import { choice, lite, paging, read, volumeId } from './wording.ts';

const MAX_QUERY_LENGTH = 2048;

/** `q`, which the public API requires (its own answer to a search without one). */
const q: Reader<string> = reads(
  (c) => {
    const text = c.req.query('q');
    if (text === undefined || text.trim() === '') throw new ApiError(400, 'queryRequired', 'Missing query.');
    if (text.length > MAX_QUERY_LENGTH) {
      throw badRequest(`The query is longer than ${MAX_QUERY_LENGTH} characters.`);
    }
    return text;
  },
  queryParameter('q', { required: true }),
);

/** Two-letter language code (ISO 639-1), lower-cased; absent or empty is none. */
const language = textOr<string | undefined>(
  map(matching(/^[A-Za-z]{2}$/, 'a two-letter language code'), (code) => code.toLowerCase()),
  undefined,
);

const searchInput = readAll({
  q,
  paging: paging(MAX_RESULTS_LIMIT, DEFAULT_MAX_RESULTS),
  orderBy: read.query('orderBy', choice(['relevance', 'newest'], 'relevance')),
  printType: read.query('printType', choice(['all', 'books', 'magazines'], 'all')),
  filter: read.query('filter', choice(['', 'ebooks', 'free-ebooks', 'full', 'partial', 'paid-ebooks'], '')),
  lite,
  language: read.query('langRestrict', language),
});

const route = routeOf<BooksService>();

export const volumeRoutes = [
  route(
    {
      method: 'GET',
      path: '/volumes',
      id: 'books.volumes.list',
      response: 'Volumes',
      access: OPTIONAL_TOKEN,
      input: searchInput,
    },
    ({ input }, svc) => {
      const plan = planSearch(parseSearchQuery(input.q));
      // None of the catalogue is a magazine or for sale.
      if (input.printType === 'magazines' || input.filter === 'paid-ebooks') plan.empty = true;
      const { orderBy, language } = input;
      return svc.search(plan, { ...input.paging, orderBy, language }, input.lite);
    },
  ),
  route(
    {
      method: 'GET',
      path: '/volumes/:volumeId',
      id: 'books.volumes.get',
      response: 'Volume',
      access: OPTIONAL_TOKEN,
      input: readAll({ id: read.param('volumeId', volumeId), lite }),
    },
    ({ input }, svc) => svc.volume(input.id, input.lite),
  ),
  route(
    {
      method: 'GET',
      path: '/covers/:file',
      id: 'books.covers.get',
      access: PUBLIC,
      discovery: false,
      input: pathParam('file'),
    },
    async ({ input, c }, svc) => {
      const { svg, etag } = await svc.cover(input);
      c.header('ETag', etag);
      c.header('Cache-Control', 'public, max-age=86400');
      if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
      c.header('Content-Type', 'image/svg+xml; charset=utf-8');
      return c.body(svg);
    },
  ),
];
