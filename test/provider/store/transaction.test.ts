/** withTransaction on the one SQLite connection: one at a time, rolled back on a throw, never joined by strangers. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openDatabase } from '../../../src/provider/store/db.ts';
import { SqliteAccess } from '../../../src/provider/store/transaction.ts';

function counter(): { sql: SqliteAccess; read: () => number } {
  const db = openDatabase(':memory:');
  db.exec('CREATE TABLE log (n INTEGER NOT NULL)');
  const sql = new SqliteAccess(db);
  const count = db.prepare('SELECT count(*) FROM log').pluck();
  return { sql, read: () => count.get() as number };
}

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

test('two transactions that await in the middle run one after the other', async () => {
  const { sql } = counter();
  const insert = sql.prepare('INSERT INTO log (n) VALUES (?)');
  const order: string[] = [];
  const write = (name: string) =>
    sql.withTransaction(async () => {
      order.push(`${name} begin`);
      await sql.run(() => insert.run(1));
      await tick();
      await sql.run(() => insert.run(2));
      order.push(`${name} end`);
    });
  await Promise.all([write('a'), write('b')]);
  assert.deepEqual(order, ['a begin', 'a end', 'b begin', 'b end']);
});

test('a throw rolls back every statement of the transaction and the next one still runs', async () => {
  const { sql, read } = counter();
  const insert = sql.prepare('INSERT INTO log (n) VALUES (?)');
  const failed = sql.withTransaction(async () => {
    await sql.run(() => insert.run(1));
    await tick();
    throw new Error('no');
  });
  await assert.rejects(failed, /no/);
  await sql.withTransaction(async () => {
    await sql.run(() => insert.run(3));
  });
  assert.equal(read(), 1);
});

test('a statement from outside waits for the open transaction instead of joining it', async () => {
  const { sql, read } = counter();
  const insert = sql.prepare('INSERT INTO log (n) VALUES (?)');
  const failed = sql.withTransaction(async () => {
    await sql.run(() => insert.run(1));
    await tick();
    await tick();
    throw new Error('rolled back');
  });
  const outside = (async () => {
    await tick();
    await sql.run(() => insert.run(2));
  })();
  await assert.rejects(failed);
  await outside;
  assert.equal(read(), 1);
});

test('effects registered with afterCommit run after a commit and never after a rollback', async () => {
  const { sql } = counter();
  const seen: string[] = [];
  await sql.withTransaction(async (tx) => {
    tx.afterCommit(() => seen.push('committed'));
    await tick();
  });
  await assert.rejects(
    sql.withTransaction(async (tx) => {
      tx.afterCommit(() => seen.push('rolled back'));
      await tick();
      throw new Error('no');
    }),
  );
  assert.deepEqual(seen, ['committed']);
});
