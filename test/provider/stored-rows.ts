/**
 * Every row of some tables, as one string, through the module's store (SQLite or PostgreSQL): robustness
 * tests compare it before and after a refused request. Rows are sorted in JavaScript, since PostgreSQL has no
 * rowid to order by.
 */
import type { SqlAccess } from '../../src/provider/store/sql-access.ts';

export async function storedRows(sql: SqlAccess, tables: readonly string[]): Promise<string> {
  const dumps: string[][] = [];
  for (const table of tables) {
    const rows = await sql.prepare(`SELECT * FROM ${table}`).all();
    dumps.push(rows.map((row) => JSON.stringify(row)).sort());
  }
  return JSON.stringify(dumps);
}
