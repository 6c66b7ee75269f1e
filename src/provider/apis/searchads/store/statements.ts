/**
 * Prepares a statement on the module's connection with positional parameters: SqliteAccess.prepare's
 * declared type takes one bound object, while these stores bind `?` placeholders in order.
 */
import type { Statement } from 'better-sqlite3';
import type { SqliteAccess } from '../../../store/transaction.ts';

export const statement = (sql: SqliteAccess, text: string): Statement<unknown[]> =>
  sql.prepare(text) as unknown as Statement<unknown[]>;
