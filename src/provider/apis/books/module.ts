/**
 * The books API v1 of seed 002, mounted at /books/v1: public shelves and volumes, search, covers, and the
 * signed-in person's library. See docs/books.md for the choices made where the seed shows no shapes.
 */
import { Hono } from 'hono';
import type { ModuleContext, ProviderModule } from '../../module.ts';
import { cors } from '../../http/cors.ts';
import { singleQueryParams } from '../../http/single-query.ts';
import { errorResponse } from '../../http/errors.ts';
import { booksMigrations } from './schema.ts';
import { seedDemoLibrary } from './demo-library.ts';
import { ShelfStore } from './shelf-store.ts';
import { VolumeStore } from './volume-store.ts';
import { publicRoutes, type BooksServices } from './routes-public.ts';
import { mylibraryRoutes } from './routes-mylibrary.ts';

export const BOOKS_MOUNT = '/books/v1';

export function booksRoutes(ctx: ModuleContext): Hono {
  const services: BooksServices = {
    ctx,
    volumes: new VolumeStore(ctx.db),
    shelves: new ShelfStore(ctx.db),
    base: () => `${ctx.settings.publicUrl}${BOOKS_MOUNT}`,
  };
  const app = new Hono();
  app.use('*', cors);
  app.use('*', singleQueryParams());
  app.route('/', publicRoutes(services));
  app.route('/mylibrary', mylibraryRoutes(services));
  app.onError((err, c) => errorResponse(c, err));
  return app;
}

export const booksModule: ProviderModule = {
  name: 'books',
  migrations: booksMigrations,
  seedDemo: (ctx) => {
    seedDemoLibrary(ctx.db, ctx.demoUsers.alice.id, ctx.clock.now());
  },
  mount: BOOKS_MOUNT,
  routes: booksRoutes,
};
