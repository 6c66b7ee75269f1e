/**
 * The books API v1 of seed 002, mounted at /books/v1: public shelves and volumes, search, covers, and the
 * signed-in person's library. See docs/books.md for the choices made where the seed shows no shapes.
 */
import { Hono } from 'hono';
import { defineModule, type ModuleContext } from '../../module.ts';
import type { ApiEnv } from '../../http/bearer.ts';
import { demoPeople } from '../../demo-people.ts';
import { singleQueryParams } from '../../http/single-query.ts';
import { booksMigrations } from './schema.ts';
import { seedDemoLibrary } from './demo-library.ts';
import { ShelfStore } from './shelf-store.ts';
import { VolumeStore } from './volume-store.ts';
import { publicRoutes, type BooksServices } from './routes-public.ts';
import { mylibraryRoutes } from './routes-mylibrary.ts';

export const BOOKS_MOUNT = '/books/v1';

export type BooksModuleContext = ModuleContext<'publicUrl'>;

export function booksRoutes(ctx: BooksModuleContext): Hono<ApiEnv> {
  const services: BooksServices = {
    ctx,
    volumes: new VolumeStore(ctx.db),
    shelves: new ShelfStore(ctx.db),
    base: () => `${ctx.settings.publicUrl}${BOOKS_MOUNT}`,
  };
  const app = new Hono<ApiEnv>();
  app.use('*', singleQueryParams());
  app.route('/', publicRoutes(services));
  app.route('/mylibrary', mylibraryRoutes(services));
  return app;
}

export const booksModule = defineModule({
  name: 'books',
  api: {
    name: 'books',
    version: 'v1',
    title: 'Books API',
    description: 'Volumes, and the bookshelves of My Library.',
  },
  mount: BOOKS_MOUNT,
  settings: ['publicUrl'],
  migrations: booksMigrations,
  seedDemo: async (ctx) => {
    seedDemoLibrary(ctx.db, (await demoPeople(ctx.accounts)).alice.id, ctx.clock.now());
  },
  routes: booksRoutes,
});
