/**
 * The books API v1 (docs/books.md), mounted at /books/v1: public shelves and volumes, search, covers, and
 * the signed-in person's library. docs/books.md writes down the choices made where the public reference
 * shows no shapes.
 */
import { bookshelf, bookshelves, volume, volumePage } from '#shared/wire/books.ts';
import { defineModule } from '../../module.ts';
import { seedBooksDemo } from './demo.ts';
import { bookshelfRoutes } from './routes/bookshelves.ts';
import { mylibraryRoutes } from './routes/mylibrary.ts';
import { volumeRoutes } from './routes/volumes.ts';
import { BOOKS_MOUNT, BooksService, type BooksContext } from './services/service.ts';
import { booksMigrations } from './store/schema.ts';
import { ShelfStore } from './store/shelf-store.ts';
import { VolumeStore } from './store/volume-store.ts';

function booksService(ctx: BooksContext) {
  const volumes = new VolumeStore(ctx.sql);
  const shelves = new ShelfStore(ctx.sql);
  return { svc: new BooksService(ctx, volumes, shelves), volumes, shelves };
}

export const booksModule = defineModule({
  name: 'books',
  api: {
    name: 'books',
    version: 'v1',
    title: 'Books API',
    description: 'Volumes, and the bookshelves of My Library.',
    schemas: { Volume: volume, Volumes: volumePage, Bookshelf: bookshelf, Bookshelves: bookshelves },
  },
  mount: BOOKS_MOUNT,
  settings: ['publicUrl'],
  migrations: booksMigrations,
  seedDemo: (ctx) => {
    const { svc, volumes, shelves } = booksService(ctx);
    return seedBooksDemo(ctx, svc, volumes, shelves);
  },
  repeatableQuery: [],
  services: (ctx) => booksService(ctx).svc,
  routes: [...bookshelfRoutes, ...volumeRoutes, ...mylibraryRoutes],
});
