/**
 * Prepares a statement with positional parameters. SqliteAccess.prepare is typed through
 * `ReturnType<Db['prepare']>`, which fixes better-sqlite3's generic to named parameters.
 */
import type { Statement } from 'better-sqlite3';
import type { SqliteAccess } from '../../../store/transaction.ts';

export const statement = (sql: SqliteAccess, text: string): Statement => sql.prepare(text);
