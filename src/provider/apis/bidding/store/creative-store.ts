/** Buyers' creatives, with the review status and the time the demo reviewer decides it (review.ts). */
import type { CreativeContent, ReviewStatus } from '#shared/wire/bidding.ts';
import type { SqlAccess } from '../../../store/sql-access.ts';

export interface CreativeData extends CreativeContent {
  version: number;
  /** Milliseconds since the epoch. */
  apiUpdateTime: number;
  lastStatusUpdate: number;
}

export interface CreativeRow {
  seq: number;
  buyer: string;
  id: string;
  status: ReviewStatus;
  /** When a PENDING_REVIEW creative is decided. */
  reviewDue: number;
  data: CreativeData;
}

interface CreativeDbRow {
  seq: number;
  buyer: string;
  id: string;
  status: string;
  review_due: number;
  data: string;
}

const toRow = (r: CreativeDbRow): CreativeRow => ({
  seq: r.seq,
  buyer: r.buyer,
  id: r.id,
  status: r.status as ReviewStatus,
  reviewDue: r.review_due,
  data: JSON.parse(r.data) as CreativeData,
});

export class CreativeStore {
  readonly #get;
  readonly #list;
  readonly #count;
  readonly #insert;
  readonly #update;
  readonly #due;

  constructor(sql: SqlAccess) {
    this.#get = sql.prepare('SELECT * FROM rtb_creatives WHERE buyer = ? AND id = ?');
    this.#list = sql.prepare({
      sqlite: 'SELECT * FROM rtb_creatives WHERE buyer IN (SELECT value FROM json_each(?)) ORDER BY seq',
      postgres:
        'SELECT * FROM rtb_creatives WHERE buyer IN (SELECT jsonb_array_elements_text(?::jsonb)) ORDER BY seq',
    });
    this.#count = sql.prepare('SELECT COUNT(*) AS n FROM rtb_creatives WHERE buyer = ?');
    this.#insert = sql.prepare(
      'INSERT INTO rtb_creatives (buyer, id, status, review_due, data) VALUES (?, ?, ?, ?, ?)',
    );
    this.#update = sql.prepare(
      'UPDATE rtb_creatives SET status = ?, review_due = ?, data = ? WHERE buyer = ? AND id = ?',
    );
    this.#due = sql.prepare(
      "SELECT * FROM rtb_creatives WHERE status = 'PENDING_REVIEW' AND review_due <= ? ORDER BY review_due, seq",
    );
  }

  async get(buyer: string, id: string): Promise<CreativeRow | undefined> {
    const row = await this.#get.get<CreativeDbRow>(buyer, id);
    return row === undefined ? undefined : toRow(row);
  }

  /** The creatives of all `buyers`, oldest first. */
  async list(buyers: readonly string[]): Promise<CreativeRow[]> {
    return (await this.#list.all<CreativeDbRow>(JSON.stringify(buyers))).map(toRow);
  }

  async count(buyer: string): Promise<number> {
    return ((await this.#count.get(buyer)) as { n: number }).n;
  }

  /** Creatives still in review whose decision time has come. */
  async due(now: number): Promise<CreativeRow[]> {
    return (await this.#due.all<CreativeDbRow>(now)).map(toRow);
  }

  async insert(row: Omit<CreativeRow, 'seq'>): Promise<void> {
    await this.#insert.run(row.buyer, row.id, row.status, row.reviewDue, JSON.stringify(row.data));
  }

  async update(row: Omit<CreativeRow, 'seq'>): Promise<void> {
    await this.#update.run(row.status, row.reviewDue, JSON.stringify(row.data), row.buyer, row.id);
  }
}
