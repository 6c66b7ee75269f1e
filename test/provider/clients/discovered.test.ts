/**
 * Clients built from the provider alone: Google's generic client (`google.discoverAPI`, googleapis 178) reads
 * the Discovery document at a directory item's `discoveryRestUrl` and makes every method from it, with no
 * root URL and no path mapping given (docs/provider.md#discovery-documents). The books and compute clients
 * built that way call the provider and are read as a shelf view and an image pipeline read them.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { google } from 'googleapis';
import type { books_v1 } from 'googleapis/build/src/apis/books/index.js';
import type { compute_v1 } from 'googleapis/build/src/apis/compute/index.js';
import { SCOPES } from '../../../src/shared/scopes.ts';
import type { DirectoryList } from '../../../src/provider/directory/service.ts';
import { ClientHarness } from './harness.ts';

describe('clients built from the provider’s own Discovery documents', () => {
  let h: ClientHarness;
  /** The client of the directory item `id`, made from its discoveryRestUrl. */
  let discovered: <T>(id: string) => Promise<Readonly<T>>;
  let volumeId = '';
  before(async () => {
    h = await ClientHarness.start([SCOPES.books, SCOPES.compute]);
    const directory = (await (await fetch(`${h.origin}/explorey/v1/apis`)).json()) as DirectoryList;
    discovered = async (id) => {
      const item = directory.items.find((entry) => entry.id === id);
      assert.ok(item, `${id} is listed`);
      const { auth, fetchImplementation } = h.options;
      return google.discoverAPI(item.discoveryRestUrl, { auth, fetchImplementation });
    };
  });
  after(() => h.close());

  test('books: a search, one of its volumes, and the signed-in reader’s shelves', async () => {
    const books = await discovered<books_v1.Books>('books:v1');
    const found = await books.volumes.list({ q: 'intitle:sea', maxResults: 2, projection: 'lite' });
    assert.equal(found.status, 200);
    assert.equal(found.data.kind, 'books#volumes');
    const [first, second] = found.data.items ?? [];
    assert.ok(first && second);
    assert.equal(first.kind, 'books#volume');
    assert.match(first.volumeInfo?.title ?? '', /sea/i);

    volumeId = first.id ?? '';
    const one = await books.volumes.get({ volumeId });
    assert.equal(one.data.id, first.id);
    assert.equal(one.data.volumeInfo?.title, first.volumeInfo?.title);

    const shelves = await books.mylibrary.bookshelves.list();
    assert.equal(shelves.data.kind, 'books#bookshelves');
    assert.equal(shelves.data.items?.find((shelf) => shelf.id === 2)?.title, 'To read');
  });

  test('compute: the project’s images listed, and a deprecated one read', async () => {
    const compute = await discovered<compute_v1.Compute>('compute:v1');
    const project = 'demo-project';
    const list = await compute.images.list({ project });
    assert.equal(list.data.kind, 'compute#imageList');
    assert.deepEqual(
      list.data.items?.map((image) => [image.name, image.status, image.deprecated?.state]),
      [
        ['centos-7-v20200101', 'READY', 'OBSOLETE'],
        ['debian-11-v20250101', 'READY', 'DEPRECATED'],
        ['debian-12-v20260101', 'READY', undefined],
      ],
    );
    const image = await compute.images.get({ project, image: 'debian-11-v20250101' });
    assert.equal(image.data.kind, 'compute#image');
    assert.equal(image.data.deprecated?.state, 'DEPRECATED');
    assert.equal(
      image.data.selfLink,
      `${h.origin}/compute/v1/projects/${project}/global/images/debian-11-v20250101`,
    );
  });

  test('each call went to the address its document gives, on the provider', () => {
    assert.deepEqual(h.calls, [
      'GET /books/v1/volumes',
      `GET /books/v1/volumes/${volumeId}`,
      'GET /books/v1/mylibrary/bookshelves',
      'GET /compute/v1/projects/demo-project/global/images',
      'GET /compute/v1/projects/demo-project/global/images/debian-11-v20250101',
    ]);
  });
});
