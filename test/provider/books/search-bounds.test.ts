/**
 * A search's work is bounded before it reaches the index (docs/books.md#bounded-work): the longest query
 * anyone may send without an account answers as its one distinct word does, and on PostgreSQL a search that
 * runs past its statement timeout is stopped and answered 503 rather than holding a connection.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ManualClock } from '../../../src/provider/clock.ts';
import { booksModule } from '../../../src/provider/apis/books/module.ts';
import { parseSearchQuery, planSearch } from '../../../src/provider/apis/books/services/search-query.ts';
import { VolumeStore } from '../../../src/provider/apis/books/store/volume-store.ts';
import { ApiError } from '../../../src/provider/http/errors.ts';
import { PostgresStore } from '../../../src/provider/store/postgres-store.ts';
import { moduleContext } from '../module-context.ts';
import { booksHarness, json } from './harness.ts';

const h = await booksHarness();

test('1,020 × "a" without a token answers as "a" does: the repeats are folded, not searched', async () => {
  const repeated = Array.from({ length: 1020 }, () => 'a').join(' ');
  const long = await h.request(`/volumes?q=${encodeURIComponent(repeated)}&maxResults=3`);
  const once = await h.request('/volumes?q=a&maxResults=3');
  assert.equal(long.status, 200);
  assert.deepEqual(await json(long), await json(once));
});

test('a word of two letters is a word, not a prefix: "th" finds no "the"', async () => {
  const th = await json<{ totalItems: number }>(await h.request('/volumes?q=th'));
  const the = await json<{ totalItems: number }>(await h.request('/volumes?q=the'));
  assert.equal(th.totalItems, 0);
  assert.ok(the.totalItems > 700, `"the" finds ${the.totalItems}`);
});

test(
  'PostgreSQL: a search past its statement timeout is stopped and answered 503 backendError',
  { skip: process.env.PROVIDER_DATABASE_URL === undefined ? 'runs under npm run test:postgres' : false },
  async () => {
    const { ctx } = await moduleContext(booksModule, {
      clock: new ManualClock(),
      verifyAccessToken: () => undefined,
    });
    const store = ctx.sql;
    assert.ok(store instanceof PostgresStore);
    const volumes = new VolumeStore(store, 100);
    // Another session holds the table: the search waits for the lock, and the timeout counts the wait.
    const holder = await store.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE books_volumes IN ACCESS EXCLUSIVE MODE');
      const plan = planSearch(parseSearchQuery('pride'));
      await assert.rejects(
        volumes.search(plan, { startIndex: 0, maxResults: 5, orderBy: 'relevance' }),
        (err: unknown) => err instanceof ApiError && err.status === 503 && err.reason === 'backendError',
      );
    } finally {
      await holder.query('ROLLBACK');
      holder.release();
    }
    const found = await volumes.search(planSearch(parseSearchQuery('pride')), {
      startIndex: 0,
      maxResults: 5,
      orderBy: 'relevance',
    });
    assert.ok(found.totalItems > 0);
  },
);
