/**
 * The books API v1 (docs/books.md), mounted at /books/v1: public shelves and volumes, search, covers, and
 * the signed-in person's library. docs/books.md writes down the choices made where the public reference
 * shows no shapes.
 */
import { Hono } from 'hono';
import type { ApiEnv } from '../../http/bearer.ts';
import { singleQueryParams } from '../../http/single-query.ts';
import { defineModule } from '../../module.ts';
import { seedBooksDemo } from './demo.ts';
import { mylibraryRoutes } from './routes/mylibrary.ts';
import { publicRoutes } from './routes/public.ts';
import { BOOKS_MOUNT, BooksService, type BooksContext } from './service.ts';
import { booksMigrations } from './store/schema.ts';
import { ShelfStore } from './store/shelf-store.ts';
import { VolumeStore } from './store/volume-store.ts';

function booksService(ctx: BooksContext) {
  const volumes = new VolumeStore(ctx.sql);
  const shelves = new ShelfStore(ctx.sql);
  return { svc: new BooksService(ctx, volumes, shelves), volumes, shelves };
}

export function booksRoutes(ctx: BooksContext): Hono<ApiEnv> {
  const { svc } = booksService(ctx);
  const app = new Hono<ApiEnv>();
  app.use('*', singleQueryParams());
  app.route('/', publicRoutes(svc));
  app.route('/mylibrary', mylibraryRoutes(svc));
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
  seedDemo: (ctx) => {
    const { svc, volumes, shelves } = booksService(ctx);
    return seedBooksDemo(ctx, svc, volumes, shelves);
  },
  routes: booksRoutes,
});
