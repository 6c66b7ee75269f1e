/**
 * Search statements are built from the query's operators, so the volume store keeps them in a bounded
 * cache keyed by their SQL text: a repeated search prepares nothing, and many shapes never hold more than
 * SEARCH_CACHE_SIZE statements.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ManualClock } from '../../../src/provider/clock.ts';
import { booksModule } from '../../../src/provider/apis/books/module.ts';
import { parseSearchQuery, planSearch } from '../../../src/provider/apis/books/services/search-query.ts';
import {
  SEARCH_CACHE_SIZE,
  VolumeStore,
  type SearchOptions,
} from '../../../src/provider/apis/books/store/volume-store.ts';
import { moduleContext } from '../module-context.ts';

const OPTIONS: SearchOptions = { startIndex: 0, maxResults: 5, orderBy: 'relevance' };

async function store(): Promise<VolumeStore> {
  const { ctx } = await moduleContext(booksModule, {
    clock: new ManualClock(),
    verifyAccessToken: () => undefined,
  });
  return new VolumeStore(ctx.sql);
}

test('a repeated search reuses its two statements', async () => {
  const volumes = await store();
  const plan = planSearch(parseSearchQuery('intitle:pride'));
  const first = await volumes.search(plan, OPTIONS);
  assert.equal(volumes.preparedSearches, 2);
  assert.deepEqual(await volumes.search(plan, OPTIONS), first);
  assert.equal(volumes.preparedSearches, 2);
});

test('searches of many shapes keep at most SEARCH_CACHE_SIZE statements, and still answer', async () => {
  const volumes = await store();
  for (let isbns = 1; isbns <= SEARCH_CACHE_SIZE; isbns += 1) {
    const q = Array.from({ length: isbns }, (_, i) => `isbn:${9780000000000 + i}`).join(' ');
    const result = await volumes.search(planSearch(parseSearchQuery(q)), OPTIONS);
    assert.deepEqual(result, { totalItems: 0, rows: [] });
    assert.ok(volumes.preparedSearches <= SEARCH_CACHE_SIZE);
  }
  assert.equal(volumes.preparedSearches, SEARCH_CACHE_SIZE);
  const found = await volumes.search(planSearch(parseSearchQuery('pride prejudice')), OPTIONS);
  assert.ok(found.totalItems > 0);
});
