/**
 * The storage interface on the store under test: SQLite, or PostgreSQL under `npm run test:postgres`
 * (docs/provider.md#storage). Both must roll back, join nested transactions and run effects after commit.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openDatabase } from '../../../src/provider/store/db.ts';
import type { SqlAccess } from '../../../src/provider/store/sql-access.ts';
import { SqliteStore } from '../../../src/provider/store/sqlite-store.ts';
import { storeUnderTest } from '../store-under-test.ts';

async function store(): Promise<SqlAccess> {
  const sql = (await storeUnderTest()) ?? new SqliteStore(openDatabase(':memory:'));
  await sql.exec('CREATE TABLE log (n BIGINT NOT NULL, note TEXT)');
  return sql;
}

test('a throw rolls back every statement of the transaction, and no effect runs', async () => {
  const sql = await store();
  const insert = sql.prepare('INSERT INTO log (n) VALUES (?)');
  const effects: string[] = [];
  await assert.rejects(
    sql.withTransaction(async (tx) => {
      await insert.run(1);
      tx.afterCommit(() => effects.push('never'));
      await sql.withTransaction(async () => {
        await insert.run(2);
      });
      throw new Error('no');
    }),
    /no/,
  );
  assert.equal(await sql.prepare('SELECT count(*) FROM log').value(), 0);
  assert.deepEqual(effects, []);
  await sql.close();
});

test('effects run after commit; value, column and named parameters read the same on both stores', async () => {
  const sql = await store();
  const effects: number[] = [];
  await sql.withTransaction(async (tx) => {
    await sql.prepare('INSERT INTO log (n, note) VALUES (@n, @note)').run({ n: 2 ** 40, note: "it's" });
    tx.afterCommit(() => effects.push(1));
    assert.deepEqual(effects, []);
  });
  assert.deepEqual(effects, [1]);
  await sql.prepare('INSERT INTO log (n, note) VALUES (?, ?)').run(3, null);
  assert.equal(await sql.prepare('SELECT max(n) FROM log').value<number>(), 2 ** 40);
  assert.deepEqual(await sql.prepare('SELECT n FROM log ORDER BY n').column<number>(), [3, 2 ** 40]);
  assert.deepEqual(await sql.prepare('SELECT n AS theNumber FROM log WHERE note = ?').get("it's"), {
    theNumber: 2 ** 40,
  });
  const bigints = sql.prepare('SELECT n FROM log ORDER BY n', { bigints: true });
  assert.deepEqual(await bigints.column(), [3n, 2n ** 40n]);
  assert.equal((await sql.prepare('DELETE FROM log WHERE n < ?').run(10)).changes, 1);
  assert.equal(await sql.prepare('SELECT n FROM log WHERE n = ?').get(-1), undefined);
  await sql.close();
});

test('a statement from outside a transaction does not see its writes before commit', async () => {
  const sql = await store();
  const count = sql.prepare('SELECT count(*) FROM log');
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const writing = sql.withTransaction(async () => {
    await sql.prepare('INSERT INTO log (n) VALUES (1)').run();
    await held;
  });
  const outside = count.value<number>();
  release();
  await writing;
  // SQLite's outside statement waits for the commit; PostgreSQL's reads the last committed state.
  assert.ok([0, 1].includes((await outside) ?? -1));
  assert.equal(await count.value(), 1);
  await sql.close();
});

test('work a transaction left behind (a timer it set) runs in a transaction of its own once it has ended', async () => {
  const sql = await store();
  const insert = sql.prepare('INSERT INTO log (n) VALUES (?)');
  let late: Promise<void> | undefined;
  await sql.withTransaction(async () => {
    await insert.run(1);
    // Carries the transaction's context past its end, as a retry timer or a renewal started inside does.
    late = new Promise<void>((resolve) => setTimeout(resolve, 20)).then(() =>
      sql.withTransaction(async () => {
        await insert.run(2);
        throw new Error('undo');
      }),
    );
  });
  await assert.rejects(late ?? Promise.resolve(), /undo/);
  // The late transaction rolled back on its own: it did not join the ended one's connection and commit there.
  assert.deepEqual(await sql.prepare('SELECT n FROM log ORDER BY n').column(), [1]);
  await sql.close();
});
