/**
 * Transactions on the one SQLite connection, one at a time (docs/provider.md#a-provider-module-in-five-minutes).
 *
 * better-sqlite3 is synchronous but a service is not: between two awaited store calls another request may
 * run. So `withTransaction` queues: a transaction starts (BEGIN IMMEDIATE) only when the one before it has
 * ended (COMMIT, or ROLLBACK when its callback throws), and a statement from outside the open transaction
 * waits for it to end rather than slipping into it. Which transaction a statement belongs to is carried by
 * AsyncLocalStorage, so store methods need no transaction argument; a PostgreSQL store can keep the same
 * interface by holding its pooled client there.
 *
 * The AsyncLocalStorage is switched on only while a transaction is open. While any is on, Node runs a hook
 * for every promise the process makes (each pending poll makes several) to carry the store along: about a
 * tenth of a pending poll's CPU time in `npm run bench provider` (docs/scale.md). Outside a transaction
 * there is nothing to carry, so it is switched off when the last one ends; `run` switches it on again.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Statement } from 'better-sqlite3';
import type { Db } from './db.ts';

/** The open transaction, as its callback sees it. */
export interface Transaction {
  /** Runs `effect` once the transaction has committed (never after a rollback): notifications, webhooks. */
  afterCommit(effect: () => void): void;
}

interface Open extends Transaction {
  effects: (() => void)[];
}

export class SqliteAccess {
  readonly #db: Db;
  readonly #current = new AsyncLocalStorage<Open>();
  /** Settles when the last queued transaction has ended. */
  #tail: Promise<unknown> = Promise.resolve();
  #open: Open | undefined;
  #waiting = 0;

  constructor(db: Db) {
    this.#db = db;
  }

  /** For store constructors only: statements are prepared once, when the module starts. */
  prepare(sql: string): Statement {
    return this.#db.prepare(sql);
  }

  /**
   * Runs `work` (one or more prepared statements) on the connection: now when no transaction is open or
   * when called from inside the open one, otherwise once it has ended.
   */
  run<T>(work: () => T): Promise<T> {
    // The common case (no transaction open, or called from inside it) runs now, without an async frame:
    // a pending poll's read is on this path.
    if (this.#open === undefined || this.#current.getStore() === this.#open) {
      try {
        return Promise.resolve(work());
      } catch (err) {
        return this.#runLater(() => {
          throw err;
        });
      }
    }
    return this.#runLater(work);
  }

  async #runLater<T>(work: () => T): Promise<T> {
    this.#waiting++;
    try {
      while (this.#open !== undefined && this.#current.getStore() !== this.#open) {
        await this.#tail.catch(() => undefined);
      }
    } finally {
      this.#waiting--;
    }
    return work();
  }

  /** Transactions and statements waiting for the open transaction to end (the metrics' queue depth). */
  get waiting(): number {
    return this.#waiting;
  }

  /** Runs `fn` in a transaction of its own; nested calls join the open one. */
  withTransaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const joined = this.#current.getStore();
    if (joined !== undefined && joined === this.#open) return fn(joined);
    this.#waiting++;
    const result = this.#tail
      .catch(() => undefined)
      .then(() => {
        this.#waiting--;
        return this.#begin(fn);
      });
    this.#tail = result;
    return result;
  }

  async #begin<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const open: Open = {
      effects: [],
      afterCommit(effect) {
        this.effects.push(effect);
      },
    };
    this.#db.exec('BEGIN IMMEDIATE');
    this.#open = open;
    let value: T;
    try {
      value = await this.#current.run(open, () => fn(open));
      this.#db.exec('COMMIT');
    } catch (err) {
      if (this.#db.inTransaction) this.#db.exec('ROLLBACK');
      throw err;
    } finally {
      this.#open = undefined;
      // Exits every context of this storage, which only ever named a transaction that has now ended: a late
      // continuation of it then reads no transaction instead of a closed one, and is treated the same.
      this.#current.disable();
    }
    for (const effect of open.effects) effect();
    return value;
  }
}
