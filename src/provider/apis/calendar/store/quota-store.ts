/** Units of the calendar API's daily quota each person has spent (quota.ts). */
import type { SqlAccess } from '../../../store/sql-access.ts';

export class QuotaStore {
  readonly #charge;

  constructor(sql: SqlAccess) {
    // Reads and charges in one statement, so that two requests (or two replicas) cannot both spend the last
    // units: a charge past the limit updates no row.
    this.#charge = sql.prepare(
      `INSERT INTO cal_quota (user_id, day, units) VALUES (?, ?, ?)
       ON CONFLICT (user_id, day) DO UPDATE SET units = cal_quota.units + excluded.units
       WHERE cal_quota.units + excluded.units <= ?`,
    );
  }

  /** Adds `units` to the person's day unless that passes `limit`; whether it did. */
  async charge(userId: string, day: string, units: number, limit: number): Promise<boolean> {
    return (await this.#charge.run(userId, day, units, limit)).changes === 1;
  }
}
