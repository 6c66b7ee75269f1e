/**
 * The signed-in person's library (the public Books API v1 reference: the mylibrary methods act on the
 * authenticated user): shelves list and get, volumes on a shelf, and addVolume, removeVolume, moveVolume,
 * clearVolumes. Every call needs the books scope. Parameters come in the query string, as in the public API,
 * and are all checked before anything is read or written; the changes answer 204 with no body.
 */
import { Hono } from 'hono';
import { requireScopes, type ApiEnv } from '../../../http/bearer.ts';
import { SCOPES } from '#shared/scopes.ts';
import { DEFAULT_MAX_RESULTS, MAX_RESULTS_LIMIT } from '#shared/wire/books.ts';
import { enumParam, intParam, pagingParams, requiredParam, shelfIdParam, volumeIdParam } from '../params.ts';
import type { BooksService } from '../service.ts';

const ADD_REASONS = ['', 'IOS_PREX', 'IOS_SEARCH', 'ONBOARDING'] as const;
const REMOVE_REASONS = ['', 'ONBOARDING'] as const;

export function mylibraryRoutes(svc: BooksService): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.use('*', requireScopes(svc.ctx.verifyAccessToken, [SCOPES.books]));

  app.get('/bookshelves', async (c) => c.json(await svc.myShelves(c.get('grant').userId)));

  app.get('/bookshelves/:shelf', async (c) => {
    const shelfId = shelfIdParam(c.req.param('shelf'));
    return c.json(await svc.myShelf(c.get('grant').userId, shelfId));
  });

  app.get('/bookshelves/:shelf/volumes', async (c) => {
    const shelfId = shelfIdParam(c.req.param('shelf'));
    const paging = pagingParams((n) => c.req.query(n), MAX_RESULTS_LIMIT, DEFAULT_MAX_RESULTS);
    const projection = enumParam(c.req.query('projection'), 'projection', ['full', 'lite'] as const, 'full');
    return c.json(await svc.myShelfVolumes(c.get('grant').userId, shelfId, paging, projection === 'lite'));
  });

  app.post('/bookshelves/:shelf/addVolume', async (c) => {
    const shelfId = shelfIdParam(c.req.param('shelf'));
    const volumeId = volumeIdParam(requiredParam(c.req.query('volumeId'), 'volumeId'));
    enumParam(c.req.query('reason'), 'reason', ADD_REASONS, '');
    await svc.addVolume(c.get('grant').userId, shelfId, volumeId);
    return c.body(null, 204);
  });

  app.post('/bookshelves/:shelf/removeVolume', async (c) => {
    const shelfId = shelfIdParam(c.req.param('shelf'));
    const volumeId = volumeIdParam(requiredParam(c.req.query('volumeId'), 'volumeId'));
    enumParam(c.req.query('reason'), 'reason', REMOVE_REASONS, '');
    await svc.removeVolume(c.get('grant').userId, shelfId, volumeId);
    return c.body(null, 204);
  });

  app.post('/bookshelves/:shelf/moveVolume', async (c) => {
    const shelfId = shelfIdParam(c.req.param('shelf'));
    const volumeId = volumeIdParam(requiredParam(c.req.query('volumeId'), 'volumeId'));
    const position = intParam(c.req.query('volumePosition'), 'volumePosition', { min: 0 });
    await svc.moveVolume(c.get('grant').userId, shelfId, volumeId, position);
    return c.body(null, 204);
  });

  app.post('/bookshelves/:shelf/clearVolumes', async (c) => {
    const shelfId = shelfIdParam(c.req.param('shelf'));
    await svc.clearVolumes(c.get('grant').userId, shelfId);
    return c.body(null, 204);
  });

  return app;
}
