/** Bidder and buyer accounts, and which people are linked to which of them. */
import type { SqliteAccess } from '../../../store/transaction.ts';
import { statement } from './statement.ts';

export type AccountKind = 'bidder' | 'buyer';

export interface AccountRow<T> {
  seq: number;
  name: string;
  data: T;
}

interface AccountDbRow {
  seq: number;
  name: string;
  data: string;
}

const toRow = <T>(r: AccountDbRow): AccountRow<T> => ({
  seq: r.seq,
  name: r.name,
  data: JSON.parse(r.data) as T,
});

export class AccountStore {
  readonly #get;
  readonly #linked;
  readonly #isLinked;
  readonly #insert;
  readonly #link;
  readonly #buyersOf;

  constructor(private readonly sql: SqliteAccess) {
    this.#get = statement(sql, 'SELECT seq, name, data FROM rtb_accounts WHERE name = ?');
    this.#linked = statement(
      sql,
      `SELECT a.seq, a.name, a.data FROM rtb_accounts a JOIN rtb_links l ON l.account = a.name
       WHERE l.user_id = ? AND a.kind = ? ORDER BY a.seq`,
    );
    this.#isLinked = statement(sql, 'SELECT 1 FROM rtb_links WHERE user_id = ? AND account = ?');
    this.#insert = statement(sql, 'INSERT INTO rtb_accounts (name, kind, data) VALUES (?, ?, ?)');
    this.#link = statement(sql, 'INSERT OR IGNORE INTO rtb_links (user_id, account) VALUES (?, ?)');
    this.#buyersOf = statement(
      sql,
      "SELECT name FROM rtb_accounts WHERE kind = 'buyer' AND json_extract(data, '$.bidder') = ? ORDER BY seq",
    );
  }

  /** The account `name` when `userId` is linked to it; undefined when it is someone else's or absent. */
  visible<T>(userId: string, name: string): Promise<AccountRow<T> | undefined> {
    return this.sql.run(() => {
      if (this.#isLinked.get(userId, name) === undefined) return undefined;
      const row = this.#get.get(name) as AccountDbRow | undefined;
      return row === undefined ? undefined : toRow<T>(row);
    });
  }

  get<T>(name: string): Promise<AccountRow<T> | undefined> {
    return this.sql.run(() => {
      const row = this.#get.get(name) as AccountDbRow | undefined;
      return row === undefined ? undefined : toRow<T>(row);
    });
  }

  linkedTo<T>(userId: string, kind: AccountKind): Promise<AccountRow<T>[]> {
    return this.sql.run(() => (this.#linked.all(userId, kind) as AccountDbRow[]).map((r) => toRow<T>(r)));
  }

  /** The names of every buyer under `bidder`, whoever is linked to them. */
  buyersOf(bidder: string): Promise<string[]> {
    return this.sql.run(() => (this.#buyersOf.all(bidder) as { name: string }[]).map((r) => r.name));
  }

  async insert(name: string, kind: AccountKind, data: unknown): Promise<void> {
    await this.sql.run(() => this.#insert.run(name, kind, JSON.stringify(data)));
  }

  async link(userId: string, name: string): Promise<void> {
    await this.sql.run(() => this.#link.run(userId, name));
  }
}
