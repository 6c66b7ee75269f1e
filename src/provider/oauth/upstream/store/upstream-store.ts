/**
 * Sign-in through an organization's identity provider (docs/identity.md#upstream-sign-in): the sign-ins
 * under way (`oauth_upstream_logins`: the state's digest, the browser session that started it, the nonce
 * and where to go after; deleted when the answer comes back, or swept when it never does) and the links
 * from an upstream subject to a local person (`oauth_upstream_links`). Statements prepared once per store.
 */
import type { SqlAccess, SqlStatement } from '../../../store/sql-access.ts';

export interface UpstreamLogin {
  nonce: string;
  next: string;
}

export class UpstreamStore {
  readonly #start: SqlStatement;
  readonly #take: SqlStatement;
  readonly #linked: SqlStatement;
  readonly #link: SqlStatement;

  constructor(sql: SqlAccess) {
    this.#start = sql.prepare(
      `INSERT INTO oauth_upstream_logins (state_digest, session_digest, nonce, next, expires_at)
       VALUES (?, ?, ?, ?, ?)`,
    );
    // Only the browser that started it may use a state, once, in time: another's answer finds nothing.
    this.#take = sql.prepare(
      `DELETE FROM oauth_upstream_logins WHERE state_digest = ? AND session_digest = ? AND expires_at > ?
       RETURNING nonce, next`,
    );
    this.#linked = sql.prepare('SELECT user_id FROM oauth_upstream_links WHERE issuer = ? AND subject = ?');
    this.#link = sql.prepare(
      `INSERT INTO oauth_upstream_links (issuer, subject, user_id, created_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (issuer, subject) DO NOTHING`,
    );
  }

  async start(
    stateDigest: string,
    sessionDigest: string,
    login: UpstreamLogin,
    expiresAt: number,
  ): Promise<void> {
    await this.#start.run(stateDigest, sessionDigest, login.nonce, login.next, expiresAt);
  }

  /** The sign-in this browser started with this state, used up; undefined when there is none. */
  take(stateDigest: string, sessionDigest: string, now: number): Promise<UpstreamLogin | undefined> {
    return this.#take.get<UpstreamLogin>(stateDigest, sessionDigest, now);
  }

  /** The local person this upstream subject signs in as. */
  linked(issuer: string, subject: string): Promise<string | undefined> {
    return this.#linked.value<string>(issuer, subject);
  }

  async link(issuer: string, subject: string, userId: string, now: number): Promise<void> {
    await this.#link.run(issuer, subject, userId, now);
  }
}

const stores = new WeakMap<SqlAccess, UpstreamStore>();

/** The one upstream store of this database (made on first use, after the migrations). */
export function upstreamIn(sql: SqlAccess): UpstreamStore {
  let store = stores.get(sql);
  if (store === undefined) {
    store = new UpstreamStore(sql);
    stores.set(sql, store);
  }
  return store;
}
