/**
 * Device grants through the storage interface (store/sql-access.ts), on SQLite or PostgreSQL: each row
 * holds one DeviceGrant (../grant.ts); the device code only as a digest. Statements are prepared once per
 * store. A change of state is written only if the row still holds the state it was read with (`saveIf`), so
 * that of two replicas (or two requests) deciding the same grant, exactly one wins.
 */
import { jsonText, type SqlAccess, type SqlStatement } from '../../../store/sql-access.ts';
import type { DeviceGrant, GrantState } from '../grant.ts';
import { digest, randomToken } from '../../secrets.ts';
import { newUserCode } from '../user-codes.ts';

interface GrantRow {
  id: number;
  client_id: string;
  scopes: string;
  user_code: string;
  created_at: number;
  expires_at: number;
  interval: number;
  last_poll_at: number | null;
  request_address: string | null;
  state: string;
}

/** A new grant's state, written once rather than serialized per insert. */
const PENDING_STATE = JSON.stringify({ kind: 'pending' } satisfies GrantState);

const stateText = (state: GrantState): string =>
  state.kind === 'pending' ? PENDING_STATE : JSON.stringify(state);

function toGrant(row: GrantRow): DeviceGrant {
  return {
    id: row.id,
    clientId: row.client_id,
    scopes: row.scopes.split(' '),
    userCode: row.user_code,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    interval: row.interval,
    lastPollAt: row.last_poll_at,
    requestAddress: row.request_address,
    // A pending row (the common case for a poll) needs no JSON parser.
    state: row.state === PENDING_STATE ? { kind: 'pending' } : (JSON.parse(row.state) as GrantState),
  };
}

const orUndefined = (row: GrantRow | undefined): DeviceGrant | undefined => row && toGrant(row);

export interface NewGrant {
  clientId: string;
  scopes: readonly string[];
  now: number;
  ttlSeconds: number;
  interval: number;
  /** The address the device code request came from. */
  requestAddress?: string;
}

export class GrantsStore {
  readonly #insert: SqlStatement;
  readonly #byId: SqlStatement;
  readonly #byDigest: SqlStatement;
  readonly #byUserCode: SqlStatement;
  readonly #retireUserCode: SqlStatement;
  readonly #update: SqlStatement;
  readonly #updateIf: SqlStatement;
  readonly #uncollected: SqlStatement;
  readonly #issuedSince: SqlStatement;
  readonly #decider: SqlStatement;
  readonly #setDecider: SqlStatement;

  constructor(sql: SqlAccess) {
    // `interval` is quoted: PostgreSQL reads it as a type name otherwise.
    this.#insert = sql.prepare(
      `INSERT INTO oauth_device_grants
         (device_code_digest, user_code, client_id, scopes, created_at, expires_at, "interval", last_poll_at,
          state, request_address)
       VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)
       ON CONFLICT (user_code) DO NOTHING RETURNING *`,
    );
    this.#byId = sql.prepare('SELECT * FROM oauth_device_grants WHERE id = ?');
    this.#byDigest = sql.prepare('SELECT * FROM oauth_device_grants WHERE device_code_digest = ?');
    this.#byUserCode = sql.prepare('SELECT * FROM oauth_device_grants WHERE user_code = ?');
    this.#retireUserCode = sql.prepare(
      "UPDATE oauth_device_grants SET user_code = 'retired:' || id WHERE user_code = ? AND expires_at <= ?",
    );
    this.#update = sql.prepare('UPDATE oauth_device_grants SET last_poll_at = ?, state = ? WHERE id = ?');
    this.#updateIf = sql.prepare(
      'UPDATE oauth_device_grants SET last_poll_at = ?, state = ? WHERE id = ? AND state = ?',
    );
    const kind = jsonText(sql.dialect, 'state', 'kind');
    const userId = jsonText(sql.dialect, 'state', 'userId');
    this.#uncollected = sql.prepare(
      `SELECT * FROM oauth_device_grants
       WHERE ${kind} = 'granted' AND ${userId} = @user AND expires_at > @now
         AND (CAST(@client AS TEXT) IS NULL OR client_id = @client)`,
    );
    // Counting stops at the limit: past it the answer is the same, and a client that keeps asking does
    // not make each refusal slower.
    this.#issuedSince = sql.prepare(
      `SELECT COUNT(*) AS n FROM (
         SELECT 1 FROM oauth_device_grants WHERE client_id = ? AND created_at > ? LIMIT ?) AS recent`,
    );
    this.#decider = sql.prepare('SELECT decided_session FROM oauth_device_grants WHERE id = ?');
    this.#setDecider = sql.prepare('UPDATE oauth_device_grants SET decided_session = ? WHERE id = ?');
  }

  /** Stores a pending grant; returns it with the device code, which is never stored in the clear. */
  /**
   * One INSERT that yields to a taken user code (ON CONFLICT on its unique index) rather than a read before
   * the write: under SERIALIZABLE, two requests each reading the user-code index where the other then
   * inserts would conflict, and past the retries answer 503. A code held by a long-expired grant is freed
   * by one UPDATE, and the insert tried again; a code still held draws another.
   */
  async insertGrant(input: NewGrant): Promise<{ grant: DeviceGrant; deviceCode: string }> {
    const deviceCode = randomToken();
    for (;;) {
      const userCode = newUserCode();
      const insert = (): Promise<GrantRow | undefined> =>
        this.#insert.get<GrantRow>(
          digest(deviceCode),
          userCode,
          input.clientId,
          input.scopes.join(' '),
          input.now,
          input.now + input.ttlSeconds * 1000,
          input.interval,
          PENDING_STATE,
          input.requestAddress ?? null,
        );
      // A user code of a long-expired grant may come round again: drop that grant's claim on the code first.
      const row =
        (await insert()) ??
        ((await this.#retireUserCode.run(userCode, input.now)).changes > 0 ? await insert() : undefined);
      if (row !== undefined) return { grant: toGrant(row), deviceCode };
    }
  }

  async findById(id: number): Promise<DeviceGrant | undefined> {
    return orUndefined(await this.#byId.get<GrantRow>(id));
  }

  async findByDeviceCode(deviceCode: string): Promise<DeviceGrant | undefined> {
    return orUndefined(await this.#byDigest.get<GrantRow>(digest(deviceCode)));
  }

  /** userCode already normalized (normalizeUserCode). */
  async findByUserCode(userCode: string): Promise<DeviceGrant | undefined> {
    return orUndefined(await this.#byUserCode.get<GrantRow>(userCode));
  }

  /** Writes `grant` whatever the row holds now (a revocation, which ends the grant in any state). */
  async save(grant: DeviceGrant): Promise<void> {
    await this.#update.run(grant.lastPollAt, stateText(grant.state), grant.id);
  }

  /**
   * Writes `next` only if the row still holds `read`'s state; false when another request changed it first
   * (a second poll claiming the same code, a second decision on the consent page).
   */
  async saveIf(next: DeviceGrant, read: DeviceGrant): Promise<boolean> {
    const result = await this.#updateIf.run(
      next.lastPollAt,
      stateText(next.state),
      next.id,
      stateText(read.state),
    );
    return result.changes > 0;
  }

  /** Grants this person allowed for this client (any client when undefined) that no device has collected. */
  async findUncollected(userId: string, clientId: string | undefined, now: number): Promise<DeviceGrant[]> {
    const rows = await this.#uncollected.all<GrantRow>({ user: userId, now, client: clientId ?? null });
    return rows.map(toGrant);
  }

  /** Device codes issued to this client since `since` (the device-code quota's window), up to `limit`. */
  async countSince(clientId: string, since: number, limit: number): Promise<number> {
    return (await this.#issuedSince.value<number>(clientId, since, limit)) ?? 0;
  }

  /** The browser session that decided this grant (the one that may hear the code is used), if any. */
  async decidedSession(grantId: number): Promise<string | null> {
    return (await this.#decider.value<string | null>(grantId)) ?? null;
  }

  async noteDecider(grantId: number, sessionDigest: string): Promise<void> {
    await this.#setDecider.run(sessionDigest, grantId);
  }
}

const stores = new WeakMap<SqlAccess, GrantsStore>();

/** The one grants store of this database (made, and its statements prepared, on first use). */
export function grantsIn(sql: SqlAccess): GrantsStore {
  let store = stores.get(sql);
  if (store === undefined) {
    store = new GrantsStore(sql);
    stores.set(sql, store);
  }
  return store;
}
