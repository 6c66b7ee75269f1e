/** Each bidder's creative watch: where notifications are posted (docs/bidding.md) and how many were sent. */
import type { SqliteAccess } from '../../../store/transaction.ts';
import { statement } from './statement.ts';

export interface WatchRow {
  bidder: string;
  address: string | undefined;
  messageNumber: number;
}

interface WatchDbRow {
  bidder: string;
  address: string | null;
  message_number: number;
}

export class WatchStore {
  readonly #get;
  readonly #put;
  readonly #keep;
  readonly #count;

  constructor(private readonly sql: SqliteAccess) {
    this.#get = statement(sql, 'SELECT * FROM rtb_watches WHERE bidder = ?');
    this.#put = statement(
      sql,
      `INSERT INTO rtb_watches (bidder, address, message_number) VALUES (?, ?, 0)
       ON CONFLICT (bidder) DO UPDATE SET address = excluded.address`,
    );
    this.#keep = statement(
      sql,
      'INSERT INTO rtb_watches (bidder, address, message_number) VALUES (?, NULL, 0) ON CONFLICT DO NOTHING',
    );
    this.#count = statement(
      sql,
      'UPDATE rtb_watches SET message_number = message_number + 1 WHERE bidder = ?',
    );
  }

  get(bidder: string): Promise<WatchRow | undefined> {
    return this.sql.run(() => {
      const row = this.#get.get(bidder) as WatchDbRow | undefined;
      return row === undefined
        ? undefined
        : { bidder: row.bidder, address: row.address ?? undefined, messageNumber: row.message_number };
    });
  }

  /** Starts the watch; a given address replaces the one set before, none keeps it. */
  async watch(bidder: string, address: string | undefined): Promise<void> {
    await this.sql.run(() =>
      address === undefined ? this.#keep.run(bidder) : this.#put.run(bidder, address),
    );
  }

  /** The number of the next message to `bidder`'s address. */
  async nextMessage(bidder: string): Promise<number> {
    return this.sql.run(() => {
      this.#count.run(bidder);
      return (this.#get.get(bidder) as WatchDbRow).message_number;
    });
  }
}
