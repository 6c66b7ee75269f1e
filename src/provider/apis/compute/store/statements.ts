/**
 * Prepares a statement on the module's connection with positional parameters: SqliteAccess.prepare's
 * declared type binds one object, while these stores bind `?` placeholders in order.
 */
import type { Statement } from 'better-sqlite3';
import type { SqliteAccess } from '../../../store/transaction.ts';

export function statement(sql: SqliteAccess, text: string): Statement {
  const prepared: unknown = sql.prepare(text);
  return prepared as Statement;
}
