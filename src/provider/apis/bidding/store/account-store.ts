/** Bidder and buyer accounts, and which people are linked to which of them. */
import { jsonText, type SqlAccess } from '../../../store/sql-access.ts';

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

  constructor(sql: SqlAccess) {
    this.#get = sql.prepare('SELECT seq, name, data FROM rtb_accounts WHERE name = ?');
    this.#linked =
      sql.prepare(`SELECT a.seq, a.name, a.data FROM rtb_accounts a JOIN rtb_links l ON l.account = a.name
       WHERE l.user_id = ? AND a.kind = ? ORDER BY a.seq`);
    this.#isLinked = sql.prepare('SELECT 1 FROM rtb_links WHERE user_id = ? AND account = ?');
    this.#insert = sql.prepare('INSERT INTO rtb_accounts (name, kind, data) VALUES (?, ?, ?)');
    this.#link = sql.prepare('INSERT INTO rtb_links (user_id, account) VALUES (?, ?) ON CONFLICT DO NOTHING');
    this.#buyersOf = sql.prepare(
      `SELECT name FROM rtb_accounts WHERE kind = 'buyer' AND ${jsonText(sql.dialect, 'data', 'bidder')} = ?
       ORDER BY seq`,
    );
  }

  /** The account `name` when `userId` is linked to it; undefined when it is someone else's or absent. */
  async visible<T>(userId: string, name: string): Promise<AccountRow<T> | undefined> {
    if ((await this.#isLinked.get(userId, name)) === undefined) return undefined;
    const row = await this.#get.get<AccountDbRow>(name);
    return row === undefined ? undefined : toRow<T>(row);
  }

  async get<T>(name: string): Promise<AccountRow<T> | undefined> {
    const row = await this.#get.get<AccountDbRow>(name);
    return row === undefined ? undefined : toRow<T>(row);
  }

  async linkedTo<T>(userId: string, kind: AccountKind): Promise<AccountRow<T>[]> {
    return (await this.#linked.all<AccountDbRow>(userId, kind)).map((r) => toRow<T>(r));
  }

  /** The names of every buyer under `bidder`, whoever is linked to them. */
  async buyersOf(bidder: string): Promise<string[]> {
    return (await this.#buyersOf.all<{ name: string }>(bidder)).map((r) => r.name);
  }

  async insert(name: string, kind: AccountKind, data: unknown): Promise<void> {
    await this.#insert.run(name, kind, JSON.stringify(data));
  }

  async link(userId: string, name: string): Promise<void> {
    await this.#link.run(userId, name);
  }
}
