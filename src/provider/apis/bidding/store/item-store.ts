/**
 * The resources that live under one bidder or buyer and are stored as JSON alone: endpoints, pretargeting
 * configurations, publisher connections and user lists, each a `kind` of rtb_items.
 */
import type { SqlAccess } from '../../../store/sql-access.ts';

export type ItemKind = 'endpoint' | 'pretargeting' | 'publisher' | 'userList';

export interface ItemRow<T> {
  seq: number;
  parent: string;
  id: string;
  data: T;
}

interface ItemDbRow {
  seq: number;
  parent: string;
  id: string;
  data: string;
}

const toRow = <T>(r: ItemDbRow): ItemRow<T> => ({
  seq: r.seq,
  parent: r.parent,
  id: r.id,
  data: JSON.parse(r.data) as T,
});

export class ItemStore<T> {
  readonly #get;
  readonly #list;
  readonly #insert;
  readonly #update;
  readonly #delete;
  readonly #count;
  readonly #maxId;

  constructor(sql: SqlAccess, kind: ItemKind) {
    const where = `kind = '${kind}' AND parent = ?`;
    this.#get = sql.prepare(`SELECT * FROM rtb_items WHERE ${where} AND id = ?`);
    this.#list = sql.prepare(`SELECT * FROM rtb_items WHERE ${where} ORDER BY seq`);
    this.#insert = sql.prepare(`INSERT INTO rtb_items (kind, parent, id, data) VALUES ('${kind}', ?, ?, ?)`);
    this.#update = sql.prepare(`UPDATE rtb_items SET data = ? WHERE ${where} AND id = ?`);
    this.#delete = sql.prepare(`DELETE FROM rtb_items WHERE ${where} AND id = ?`);
    this.#count = sql.prepare(`SELECT COUNT(*) AS n FROM rtb_items WHERE ${where}`);
    // SQLite reads a non-numeric id as 0; PostgreSQL would refuse the cast, so only digits are read there.
    this.#maxId = sql.prepare({
      sqlite: `SELECT MAX(CAST(id AS INTEGER)) AS n FROM rtb_items WHERE kind = '${kind}'`,
      postgres: `SELECT MAX(CASE WHEN id ~ '^[0-9]{1,18}$' THEN id::bigint ELSE 0 END) AS n FROM rtb_items WHERE kind = '${kind}'`,
    });
  }

  async get(parent: string, id: string): Promise<ItemRow<T> | undefined> {
    const row = await this.#get.get<ItemDbRow>(parent, id);
    return row === undefined ? undefined : toRow<T>(row);
  }

  async list(parent: string): Promise<ItemRow<T>[]> {
    return (await this.#list.all<ItemDbRow>(parent)).map((r) => toRow<T>(r));
  }

  async count(parent: string): Promise<number> {
    return ((await this.#count.get(parent)) as { n: number }).n;
  }

  /** The next whole-number id of this kind, across every parent (ids stay unique as in the public API). */
  async nextId(first: number): Promise<string> {
    const max = ((await this.#maxId.get()) as { n: number | null }).n;
    return String(Math.max(first, (max ?? 0) + 1));
  }

  async insert(parent: string, id: string, data: T): Promise<void> {
    await this.#insert.run(parent, id, JSON.stringify(data));
  }

  async update(parent: string, id: string, data: T): Promise<void> {
    await this.#update.run(JSON.stringify(data), parent, id);
  }

  async delete(parent: string, id: string): Promise<void> {
    await this.#delete.run(parent, id);
  }
}
