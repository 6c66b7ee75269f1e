/**
 * The signed-in person's library (seed 002: "The books mylibrary methods act on the authenticated user"):
 * shelves list and get, volumes on a shelf, and addVolume, removeVolume, moveVolume, clearVolumes.
 * Every call needs the books scope. Parameters come in the query string, as in the public API, and are
 * all checked before anything is read or written; the changes answer 204 with no body.
 */
import { Hono, type Context } from 'hono';
import { requireScopes, type ApiEnv } from '../../http/bearer.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { SCOPES } from '#shared/scopes.ts';
import {
  DEFAULT_MAX_RESULTS,
  MAX_RESULTS_LIMIT,
  type Bookshelves,
  type Volumes,
} from '#shared/wire/books.ts';
import { enumParam, intParam, pagingParams, requiredParam, shelfIdParam, volumeIdParam } from './params.ts';
import { shelfResource, volumeResource, type ShelfRow } from './resources.ts';
import { isReadOnlyShelf } from './shelf-store.ts';
import { isValidMove } from './positions.ts';
import type { BooksServices } from './routes-public.ts';

const ADD_REASONS = ['', 'IOS_PREX', 'IOS_SEARCH', 'ONBOARDING'] as const;
const REMOVE_REASONS = ['', 'ONBOARDING'] as const;

export function mylibraryRoutes(services: BooksServices): Hono<ApiEnv> {
  const { ctx, volumes, shelves } = services;
  const app = new Hono<ApiEnv>();
  app.use('*', requireScopes(ctx.verifyAccessToken, [SCOPES.books]));

  /** The caller's user id, with the fixed shelves created on first use. */
  const owner = (c: Context<ApiEnv>): string => {
    const { userId } = c.get('grant');
    shelves.ensureDefaultShelves(userId, ctx.clock.now());
    return userId;
  };

  const shelfOf = (userId: string, shelfId: number): ShelfRow => {
    const row = shelves.get(userId, shelfId);
    if (row === undefined) throw notFound(`No bookshelf ${shelfId} in your library.`);
    return row;
  };

  const writableShelf = (userId: string, shelfId: number): ShelfRow => {
    const row = shelfOf(userId, shelfId);
    if (isReadOnlyShelf(shelfId)) {
      throw new ApiError(
        403,
        'forbidden',
        `The bookshelf "${row.title}" is filled by the service and cannot be changed.`,
      );
    }
    return row;
  };

  const catalogued = (volumeId: string): string => {
    if (!volumes.exists(volumeId)) throw notFound('The volume ID could not be found.');
    return volumeId;
  };

  const onShelf = (userId: string, shelfId: number, volumeId: string): string[] => {
    const order = shelves.order(userId, shelfId);
    if (!order.includes(volumeId)) throw notFound(`Volume ${volumeId} is not on bookshelf ${shelfId}.`);
    return order;
  };

  app.get('/bookshelves', (c) => {
    const userId = owner(c);
    const body: Bookshelves = { kind: 'books#bookshelves' };
    const rows = shelves.list(userId, false);
    if (rows.length > 0) body.items = rows.map((row) => shelfResource(row, services.base()));
    return c.json(body);
  });

  app.get('/bookshelves/:shelf', (c) => {
    const shelfId = shelfIdParam(c.req.param('shelf'));
    return c.json(shelfResource(shelfOf(owner(c), shelfId), services.base()));
  });

  app.get('/bookshelves/:shelf/volumes', (c) => {
    const shelfId = shelfIdParam(c.req.param('shelf'));
    const { startIndex, maxResults } = pagingParams(
      (n) => c.req.query(n),
      MAX_RESULTS_LIMIT,
      DEFAULT_MAX_RESULTS,
    );
    const projection = enumParam(c.req.query('projection'), 'projection', ['full', 'lite'] as const, 'full');
    const userId = owner(c);
    const row = shelfOf(userId, shelfId);
    const page = shelves.volumes(userId, shelfId, startIndex, maxResults);
    const body: Volumes = { kind: 'books#volumes', totalItems: row.volume_count };
    const lite = projection === 'lite';
    if (page.length > 0) {
      body.items = page.map((v) => volumeResource(v, services.base(), { lite, added: v.added }));
    }
    return c.json(body);
  });

  app.post('/bookshelves/:shelf/addVolume', (c) => {
    const shelfId = shelfIdParam(c.req.param('shelf'));
    const volumeId = volumeIdParam(requiredParam(c.req.query('volumeId'), 'volumeId'));
    enumParam(c.req.query('reason'), 'reason', ADD_REASONS, '');
    const userId = owner(c);
    writableShelf(userId, shelfId);
    shelves.add(userId, shelfId, catalogued(volumeId), ctx.clock.now());
    return c.body(null, 204);
  });

  app.post('/bookshelves/:shelf/removeVolume', (c) => {
    const shelfId = shelfIdParam(c.req.param('shelf'));
    const volumeId = volumeIdParam(requiredParam(c.req.query('volumeId'), 'volumeId'));
    enumParam(c.req.query('reason'), 'reason', REMOVE_REASONS, '');
    const userId = owner(c);
    writableShelf(userId, shelfId);
    onShelf(userId, shelfId, catalogued(volumeId));
    shelves.remove(userId, shelfId, volumeId, ctx.clock.now());
    return c.body(null, 204);
  });

  app.post('/bookshelves/:shelf/moveVolume', (c) => {
    const shelfId = shelfIdParam(c.req.param('shelf'));
    const volumeId = volumeIdParam(requiredParam(c.req.query('volumeId'), 'volumeId'));
    const position = intParam(c.req.query('volumePosition'), 'volumePosition', { min: 0 });
    const userId = owner(c);
    writableShelf(userId, shelfId);
    const order = onShelf(userId, shelfId, catalogued(volumeId));
    if (!isValidMove(order, volumeId, position)) {
      throw new ApiError(
        400,
        'invalid',
        `Invalid value '${position}' for volumePosition. Values must be within the range: [0, ${order.length - 1}]`,
      );
    }
    shelves.move(userId, shelfId, volumeId, position, ctx.clock.now());
    return c.body(null, 204);
  });

  app.post('/bookshelves/:shelf/clearVolumes', (c) => {
    const shelfId = shelfIdParam(c.req.param('shelf'));
    const userId = owner(c);
    writableShelf(userId, shelfId);
    shelves.clear(userId, shelfId, ctx.clock.now());
    return c.body(null, 204);
  });

  return app;
}
