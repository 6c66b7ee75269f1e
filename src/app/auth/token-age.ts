/** How old a token is, on this page's monotonic clock (docs/app.md#session-and-tokens). */
import type { Clock } from '../time/clock.ts';
import type { StoredTokens } from './token-store.ts';

export interface LiveTokens extends StoredTokens {
  /** Monotonic ms after which the access token is not used any more. */
  expiresAt: number;
}

/** Refresh this long before expiry (a fifth of a short lifetime). */
const REFRESH_AHEAD_MS = 60_000;

export function refreshMargin(tokens: StoredTokens): number {
  return Math.min(REFRESH_AHEAD_MS, (tokens.expiresIn * 1000) / 5);
}

/**
 * Ages a stored token on this page's monotonic clock. The wall clock is only used for the time between
 * two runs; when it went backwards or jumped past the lifetime, the token counts as expired and is
 * refreshed on first use (cheap), never trusted longer than it was issued for.
 */
export function liveTokens(stored: StoredTokens, clock: Clock): LiveTokens {
  const lifetime = stored.expiresIn * 1000;
  const age = clock.wallNow() - stored.receivedAtWall;
  const left = age < 0 || age > lifetime ? 0 : lifetime - age;
  return { ...stored, expiresAt: clock.now() + left };
}
