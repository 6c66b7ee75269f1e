/** Each bidder's creative watch: where notifications are posted (docs/bidding.md) and how many were sent. */
import type { SqlAccess } from '../../../store/sql-access.ts';

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

  constructor(sql: SqlAccess) {
    this.#get = sql.prepare('SELECT * FROM rtb_watches WHERE bidder = ?');
    this.#put = sql.prepare(`INSERT INTO rtb_watches (bidder, address, message_number) VALUES (?, ?, 0)
       ON CONFLICT (bidder) DO UPDATE SET address = excluded.address`);
    this.#keep = sql.prepare(
      'INSERT INTO rtb_watches (bidder, address, message_number) VALUES (?, NULL, 0) ON CONFLICT DO NOTHING',
    );
    this.#count = sql.prepare('UPDATE rtb_watches SET message_number = message_number + 1 WHERE bidder = ?');
  }

  async get(bidder: string): Promise<WatchRow | undefined> {
    const row = await this.#get.get<WatchDbRow>(bidder);
    return row === undefined
      ? undefined
      : { bidder: row.bidder, address: row.address ?? undefined, messageNumber: row.message_number };
  }

  /** Starts the watch; a given address replaces the one set before, none keeps it. */
  async watch(bidder: string, address: string | undefined): Promise<void> {
    if (address === undefined) await this.#keep.run(bidder);
    else await this.#put.run(bidder, address);
  }

  /** The number of the next message to `bidder`'s address. */
  async nextMessage(bidder: string): Promise<number> {
    await this.#count.run(bidder);
    return ((await this.#get.get(bidder)) as WatchDbRow).message_number;
  }
}
