/**
 * The books view on the fresh-data controller (docs/app.md#fresh-data): what of the library is kept across
 * restarts (each shelf and the covers that had arrived) and how it is read back.
 */
import type { ReactiveControllerHost } from 'lit';
import { listOf, shape, withDefault, type Decoder } from '#shared/wire/decode.ts';
import { bookshelf, volume, type Bookshelf, type Volume } from '#shared/wire/books.ts';
import { FreshDataController, type LoadTask } from '../../data/fresh-data.ts';
import type { Clock } from '../../time/clock.ts';
import type { Library } from './books-library.ts';

/** A shelf as kept: its description and the covers loaded (`null` where a page had not arrived). */
export interface KeptShelf {
  shelf: Bookshelf;
  items: (Volume | null)[];
}

export interface KeptLibrary {
  shelves: KeptShelf[];
}

/** Each shelf and cover read back with the decoders they were read with when they arrived. */
export const keptLibrary: Decoder<KeptLibrary> = shape<KeptLibrary>({
  shelves: listOf(
    shape<KeptShelf>({ shelf: bookshelf, items: listOf(withDefault<Volume | null>(volume, null)) }),
  ),
});

function keep(library: Library): KeptLibrary {
  const rows = library.loader?.rows ?? [];
  return { shelves: rows.map(({ shelf, items }) => ({ shelf, items: items.map((v) => v ?? null) })) };
}

export function booksFreshData(
  host: ReactiveControllerHost & HTMLElement,
  parts: { clock: () => Clock; task: () => LoadTask<Library> },
): FreshDataController<Library, KeptLibrary> {
  return new FreshDataController<Library, KeptLibrary>(host, {
    view: 'books',
    version: 1,
    clock: parts.clock,
    task: parts.task,
    keep,
    decode: keptLibrary,
  });
}
