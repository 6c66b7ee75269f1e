/**
 * Limits on guessing (RFC 8628 §5.1): wrong user codes and failed sign-ins are counted per browser session
 * and per network address, in sliding windows. With 20^8 codes, 30 guesses an hour from one address
 * leave no real chance of hitting a live code within its 30 minutes.
 */
import type { Db } from '../../store/db.ts';

export const ENTRY_LIMITS = {
  perSession: { max: 10, windowMs: 15 * 60_000 },
  perAddress: { max: 30, windowMs: 60 * 60_000 },
} as const;

export type AttemptKind = 'code' | 'signin';

export { clientAddress } from '../../http/client-address.ts';

function keys(
  kind: AttemptKind,
  sessionDigest: string,
  address: string,
): { session: string; address: string } {
  return { session: `${kind}:session:${sessionDigest}`, address: `${kind}:address:${address}` };
}

function count(db: Db, key: string, since: number): number {
  return (
    db
      .prepare('SELECT COUNT(*) AS n FROM oauth_failed_attempts WHERE key = ? AND at > ?')
      .get(key, since) as {
      n: number;
    }
  ).n;
}

/** True when this session or this address has used up its wrong tries. */
export function attemptsExhausted(
  db: Db,
  kind: AttemptKind,
  sessionDigest: string,
  address: string,
  now: number,
): boolean {
  const k = keys(kind, sessionDigest, address);
  return (
    count(db, k.session, now - ENTRY_LIMITS.perSession.windowMs) >= ENTRY_LIMITS.perSession.max ||
    count(db, k.address, now - ENTRY_LIMITS.perAddress.windowMs) >= ENTRY_LIMITS.perAddress.max
  );
}

export function recordFailedAttempt(
  db: Db,
  kind: AttemptKind,
  sessionDigest: string,
  address: string,
  now: number,
): void {
  const k = keys(kind, sessionDigest, address);
  db.prepare('DELETE FROM oauth_failed_attempts WHERE at <= ?').run(now - ENTRY_LIMITS.perAddress.windowMs);
  const insert = db.prepare('INSERT INTO oauth_failed_attempts (key, at) VALUES (?, ?)');
  insert.run(k.session, now);
  insert.run(k.address, now);
}
