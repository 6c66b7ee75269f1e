/** Conversions and floodlight availabilities. A conversion is stored whole as JSON beside the columns lists filter on. */
import type { Availability, Conversion } from '#shared/wire/searchads.ts';
import { jsonText, type SqlAccess } from '../../../store/sql-access.ts';

/** What a conversion list may narrow on; the time range is [from, to) in milliseconds. */
export interface ConversionFilter {
  advertiserIds: readonly string[];
  engineAccountId?: string;
  customerId?: string;
  campaignId?: string;
  adGroupId?: string;
  from: number;
  to: number;
}

export class ConversionStore {
  readonly #find;
  readonly #insert;
  readonly #update;
  readonly #putAvailability;
  readonly #availability;

  constructor(private readonly sql: SqlAccess) {
    this.#find = sql.prepare('SELECT data FROM sa_conversions WHERE advertiser_id = ? AND conversion_id = ?');
    this.#insert = sql.prepare(`INSERT INTO sa_conversions
         (ds_conversion_id, advertiser_id, conversion_id, engine_account_id, customer_id, timestamp, data)
       VALUES (?, ?, ?, ?, ?, ?, ?)`);
    this.#update = sql.prepare('UPDATE sa_conversions SET data = ? WHERE ds_conversion_id = ?');
    this.#putAvailability =
      sql.prepare(`INSERT INTO sa_availability (advertiser_id, segmentation_id, data) VALUES (?, ?, ?)
       ON CONFLICT (advertiser_id, segmentation_id) DO UPDATE SET data = excluded.data`);
    this.#availability = sql.prepare(
      'SELECT data FROM sa_availability WHERE advertiser_id = ? ORDER BY segmentation_id',
    );
  }

  async find(advertiserId: string, conversionId: string): Promise<Conversion | undefined> {
    const row = await this.#find.get<{ data: string }>(advertiserId, conversionId);
    return row === undefined ? undefined : (JSON.parse(row.data) as Conversion);
  }

  async insert(c: Conversion): Promise<void> {
    await this.#insert.run(
      c.dsConversionId,
      c.advertiserId,
      c.conversionId,
      c.engineAccountId,
      c.customerId ?? null,
      Number(c.conversionTimestamp),
      JSON.stringify(c),
    );
  }

  async update(c: Conversion): Promise<void> {
    await this.#update.run(JSON.stringify(c), c.dsConversionId);
  }

  /** Matching conversions by time, then dsConversionId; `offset` rows skipped, at most `limit` returned. */
  async list(filter: ConversionFilter, offset: number, limit: number): Promise<Conversion[]> {
    const where = [`advertiser_id IN (${filter.advertiserIds.map(() => '?').join(', ')})`];
    const args: (string | number)[] = [...filter.advertiserIds];
    const column = (sql: string, value: string | undefined): void => {
      if (value === undefined) return;
      where.push(sql);
      args.push(value);
    };
    column('engine_account_id = ?', filter.engineAccountId);
    column('customer_id = ?', filter.customerId);
    column(`${jsonText(this.sql.dialect, 'data', 'campaignId')} = ?`, filter.campaignId);
    column(`${jsonText(this.sql.dialect, 'data', 'adGroupId')} = ?`, filter.adGroupId);
    where.push('timestamp >= ? AND timestamp < ?');
    args.push(filter.from, filter.to);
    const sql = `SELECT data FROM sa_conversions WHERE ${where.join(' AND ')}
      ORDER BY timestamp, ds_conversion_id LIMIT ? OFFSET ?`;
    return (await this.sql.prepare(sql).all<{ data: string }>(...args, limit, offset)).map(
      (row) => JSON.parse(row.data) as Conversion,
    );
  }

  async putAvailability(a: Availability): Promise<void> {
    await this.#putAvailability.run(a.advertiserId, a.segmentationId, JSON.stringify(a));
  }

  async availabilities(advertiserId: string): Promise<Availability[]> {
    return (await this.#availability.all<{ data: string }>(advertiserId)).map(
      (row) => JSON.parse(row.data) as Availability,
    );
  }
}
