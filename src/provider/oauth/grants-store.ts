/**
 * Device grants in SQLite: each row holds one DeviceGrant (grant.ts); the device code only as a digest.
 * Statements are prepared once per database, when its store is made.
 */
import type { Statement } from 'better-sqlite3';
import type { Db } from '../store/db.ts';
import type { DeviceGrant, GrantState } from './grant.ts';
import { digest, newUserCode, randomToken } from './secrets.ts';

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
  private readonly insert: Statement<
    [string, string, string, string, number, number, number, string, string | null]
  >;
  private readonly byId: Statement<[number], GrantRow>;
  private readonly byDigest: Statement<[string], GrantRow>;
  private readonly byUserCode: Statement<[string], GrantRow>;
  private readonly userCodeHolder: Statement<[string], { id: number; expires_at: number }>;
  private readonly retireUserCode: Statement<[number]>;
  private readonly update: Statement<[number | null, string, number]>;
  private readonly uncollected: Statement<[string, number, string | null, string | null], GrantRow>;
  private readonly issuedSince: Statement<[string, number, number], { n: number }>;

  constructor(private readonly db: Db) {
    this.insert = db.prepare(
      `INSERT INTO oauth_device_grants
         (device_code_digest, user_code, client_id, scopes, created_at, expires_at, interval, last_poll_at, state,
          request_address)
       VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)`,
    );
    this.byId = db.prepare('SELECT * FROM oauth_device_grants WHERE id = ?');
    this.byDigest = db.prepare('SELECT * FROM oauth_device_grants WHERE device_code_digest = ?');
    this.byUserCode = db.prepare('SELECT * FROM oauth_device_grants WHERE user_code = ?');
    this.userCodeHolder = db.prepare('SELECT id, expires_at FROM oauth_device_grants WHERE user_code = ?');
    this.retireUserCode = db.prepare(
      "UPDATE oauth_device_grants SET user_code = 'retired:' || id WHERE id = ?",
    );
    this.update = db.prepare('UPDATE oauth_device_grants SET last_poll_at = ?, state = ? WHERE id = ?');
    this.uncollected = db.prepare(
      `SELECT * FROM oauth_device_grants
       WHERE json_extract(state, '$.kind') = 'granted' AND json_extract(state, '$.userId') = ?
         AND expires_at > ? AND (? IS NULL OR client_id = ?)`,
    );
    // Counting stops at the limit: past it the answer is the same, and a client that keeps asking does
    // not make each refusal slower.
    this.issuedSince = db.prepare(
      `SELECT COUNT(*) AS n FROM (
         SELECT 1 FROM oauth_device_grants WHERE client_id = ? AND created_at > ? LIMIT ?)`,
    );
  }

  /** Stores a pending grant; returns it with the device code, which is never stored in the clear. */
  insertGrant(input: NewGrant): { grant: DeviceGrant; deviceCode: string } {
    const deviceCode = randomToken();
    return this.db.transaction(() => {
      // A user code of a long-expired grant may come round again: drop that grant's claim on the code first.
      for (;;) {
        const userCode = newUserCode();
        const taken = this.userCodeHolder.get(userCode);
        if (taken !== undefined && taken.expires_at > input.now) continue;
        if (taken !== undefined) this.retireUserCode.run(taken.id);
        const result = this.insert.run(
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
        const grant = this.findById(Number(result.lastInsertRowid));
        if (grant === undefined) throw new Error('device grant vanished after insert');
        return { grant, deviceCode };
      }
    })();
  }

  findById(id: number): DeviceGrant | undefined {
    const row = this.byId.get(id);
    return row && toGrant(row);
  }

  findByDeviceCode(deviceCode: string): DeviceGrant | undefined {
    const row = this.byDigest.get(digest(deviceCode));
    return row && toGrant(row);
  }

  /** userCode already normalized (normalizeUserCode). */
  findByUserCode(userCode: string): DeviceGrant | undefined {
    const row = this.byUserCode.get(userCode);
    return row && toGrant(row);
  }

  save(grant: DeviceGrant): void {
    this.update.run(grant.lastPollAt, JSON.stringify(grant.state), grant.id);
  }

  /** Grants this person allowed for this client (any client when undefined) that no device has collected. */
  findUncollected(userId: string, clientId: string | undefined, now: number): DeviceGrant[] {
    return this.uncollected.all(userId, now, clientId ?? null, clientId ?? null).map(toGrant);
  }

  /** Device codes issued to this client since `since` (the device-code quota's window), up to `limit`. */
  countSince(clientId: string, since: number, limit: number): number {
    return this.issuedSince.get(clientId, since, limit)?.n ?? 0;
  }
}

const stores = new WeakMap<Db, GrantsStore>();

/** The one store of this database (made, and its statements prepared, on first use). */
export function grantsIn(db: Db): GrantsStore {
  let store = stores.get(db);
  if (store === undefined) {
    store = new GrantsStore(db);
    stores.set(db, store);
  }
  return store;
}

// The functions the verification pages and the account page call.
export const findGrantById = (db: Db, id: number): DeviceGrant | undefined => grantsIn(db).findById(id);
export const findGrantByUserCode = (db: Db, userCode: string): DeviceGrant | undefined =>
  grantsIn(db).findByUserCode(userCode);
export const saveGrant = (db: Db, grant: DeviceGrant): void => {
  grantsIn(db).save(grant);
};
export const findUncollectedGrants = (
  db: Db,
  userId: string,
  clientId: string | undefined,
  now: number,
): DeviceGrant[] => grantsIn(db).findUncollected(userId, clientId, now);
