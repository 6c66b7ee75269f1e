/** Device grants in SQLite: each row holds one DeviceGrant (grant.ts); the device code only as a digest. */
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
  state: string;
}

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
    state: JSON.parse(row.state) as GrantState,
  };
}

export interface NewGrant {
  clientId: string;
  scopes: readonly string[];
  now: number;
  ttlSeconds: number;
  interval: number;
}

/** Stores a pending grant; returns it with the device code, which is never stored in the clear. */
export function insertGrant(db: Db, input: NewGrant): { grant: DeviceGrant; deviceCode: string } {
  const deviceCode = randomToken();
  const insert = db.prepare(
    `INSERT INTO oauth_device_grants
       (device_code_digest, user_code, client_id, scopes, created_at, expires_at, interval, last_poll_at, state)
     VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?)`,
  );
  // A user code of a long-expired grant may come round again: drop that grant's claim on the code first.
  for (;;) {
    const userCode = newUserCode();
    const taken = db
      .prepare('SELECT id, expires_at FROM oauth_device_grants WHERE user_code = ?')
      .get(userCode) as { id: number; expires_at: number } | undefined;
    if (taken !== undefined && taken.expires_at > input.now) continue;
    if (taken !== undefined) {
      db.prepare("UPDATE oauth_device_grants SET user_code = 'retired:' || id WHERE id = ?").run(taken.id);
    }
    const result = insert.run(
      digest(deviceCode),
      userCode,
      input.clientId,
      input.scopes.join(' '),
      input.now,
      input.now + input.ttlSeconds * 1000,
      input.interval,
      JSON.stringify({ kind: 'pending' } satisfies GrantState),
    );
    const grant = findGrantById(db, Number(result.lastInsertRowid));
    if (grant === undefined) throw new Error('device grant vanished after insert');
    return { grant, deviceCode };
  }
}

export function findGrantById(db: Db, id: number): DeviceGrant | undefined {
  const row = db.prepare('SELECT * FROM oauth_device_grants WHERE id = ?').get(id) as GrantRow | undefined;
  return row && toGrant(row);
}

export function findGrantByDeviceCode(db: Db, deviceCode: string): DeviceGrant | undefined {
  const row = db
    .prepare('SELECT * FROM oauth_device_grants WHERE device_code_digest = ?')
    .get(digest(deviceCode)) as GrantRow | undefined;
  return row && toGrant(row);
}

/** userCode already normalized (normalizeUserCode). */
export function findGrantByUserCode(db: Db, userCode: string): DeviceGrant | undefined {
  const row = db.prepare('SELECT * FROM oauth_device_grants WHERE user_code = ?').get(userCode) as
    GrantRow | undefined;
  return row && toGrant(row);
}

export function saveGrant(db: Db, grant: DeviceGrant): void {
  db.prepare('UPDATE oauth_device_grants SET last_poll_at = ?, state = ? WHERE id = ?').run(
    grant.lastPollAt,
    JSON.stringify(grant.state),
    grant.id,
  );
}

/** Grants this person allowed for this client (any client when undefined) that no device has collected yet. */
export function findUncollectedGrants(
  db: Db,
  userId: string,
  clientId: string | undefined,
  now: number,
): DeviceGrant[] {
  const rows = db
    .prepare(
      `SELECT * FROM oauth_device_grants
       WHERE json_extract(state, '$.kind') = 'granted' AND json_extract(state, '$.userId') = ?
         AND expires_at > ? AND (? IS NULL OR client_id = ?)`,
    )
    .all(userId, now, clientId ?? null, clientId ?? null) as GrantRow[];
  return rows.map(toGrant);
}

/** Device codes issued to this client since `since` (the device-code quota's window). */
export function countGrantsSince(db: Db, clientId: string, since: number): number {
  const row = db
    .prepare('SELECT COUNT(*) AS n FROM oauth_device_grants WHERE client_id = ? AND created_at > ?')
    .get(clientId, since) as { n: number };
  return row.n;
}
