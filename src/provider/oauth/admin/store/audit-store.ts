/**
 * The administrators' audit log (`oauth_audit_log`): who did what, when, to which client or person, from the
 * pages or the command line. Kept AUDIT_RETENTION_MS; the sweeper deletes older rows (sweeper.ts).
 */
import type { SqlAccess, SqlStatement } from '../../../store/sql-access.ts';

/** How long an entry is kept: a year of administration, enough to answer "who removed that client?". */
export const AUDIT_RETENTION_MS = 365 * 24 * 60 * 60_000;

export interface AuditEntry {
  at: number;
  /** Who: an administrator's email address, `command line (<system user>)`, or the person themselves. */
  actor: string;
  /** What, as a short phrase: `removed client`, `added person`. */
  action: string;
  /** To whom or what: a client's name and id, a person's email address. */
  target: string;
}

export class AuditStore {
  readonly #insert: SqlStatement;
  readonly #latest: SqlStatement;

  constructor(sql: SqlAccess) {
    this.#insert = sql.prepare('INSERT INTO oauth_audit_log (at, actor, action, target) VALUES (?, ?, ?, ?)');
    this.#latest = sql.prepare(
      'SELECT at, actor, action, target FROM oauth_audit_log ORDER BY at DESC, id DESC LIMIT ?',
    );
  }

  async record(entry: AuditEntry): Promise<void> {
    await this.#insert.run(entry.at, entry.actor, entry.action, entry.target);
  }

  /** The newest `limit` entries, newest first. */
  latest(limit: number): Promise<AuditEntry[]> {
    return this.#latest.all<AuditEntry>(limit);
  }
}

const stores = new WeakMap<SqlAccess, AuditStore>();

/** The one audit store of this database (made on first use, after the migrations). */
export function auditIn(sql: SqlAccess): AuditStore {
  let store = stores.get(sql);
  if (store === undefined) {
    store = new AuditStore(sql);
    stores.set(sql, store);
  }
  return store;
}
