/**
 * Which of the person's shelves already hold a volume. The Books API has no method that names a volume's
 * shelves, so each shelf's volumes are read, page by page, until the volume is found or the shelf ends.
 * "Move to another shelf" offers only the shelves without it: putting it on one that holds it changes
 * nothing there, and the move would only take it off the shelf it came from.
 */
import type { Bookshelf } from '#shared/wire/books.ts';
import type { ApiClients } from '../../api/api-context.ts';

/** The public API's largest page. */
const PAGE = 40;
/** Pages read per shelf at most (1,000 volumes): a shelf longer than that is offered as if it lacked it. */
const MAX_PAGES = 25;

async function holds(
  client: ApiClients['books'],
  shelf: Bookshelf,
  volumeId: string,
  signal?: AbortSignal,
): Promise<boolean> {
  for (let page = 0; page < MAX_PAGES && page * PAGE < shelf.volumeCount; page++) {
    const { items } = await client.shelfVolumes({ kind: 'mine' }, shelf.id, page * PAGE, PAGE, signal);
    if (items.some((v) => v.id === volumeId)) return true;
    if (items.length < PAGE) return false;
  }
  return false;
}

/** `shelves` less those that already hold `volumeId`, in their order; the shelves are read together. */
export async function shelvesWithout(
  client: ApiClients['books'],
  shelves: readonly Bookshelf[],
  volumeId: string,
  signal?: AbortSignal,
): Promise<Bookshelf[]> {
  const held = await Promise.all(shelves.map((shelf) => holds(client, shelf, volumeId, signal)));
  return shelves.filter((_, i) => !held[i]);
}
