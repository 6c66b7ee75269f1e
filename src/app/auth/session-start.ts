/**
 * Makes the session: the token client, the cross-tab refresh lock, the stored tokens, and the revocations
 * left over from an offline sign-out. A module of its own so that the sign-in screen paints without it: the
 * shell loads it once the code is on screen, or at once when boot found stored tokens.
 */
import type { Endpoints } from '../config/discovery.ts';
import type { Clock } from '../time/clock.ts';
import type { ClientCredentials } from './device-flow-client.ts';
import { refreshLock } from './refresh-lock.ts';
import { Session } from './session.ts';
import { TokenClient } from './token-client.ts';
import type { TokenStore } from './token-store.ts';

export interface SessionDeps {
  endpoints: Endpoints;
  credentials: ClientCredentials;
  store: TokenStore;
  clock: Clock;
  fetchFn: typeof fetch;
}

/** The session, restored from the store; pending revocations are sent now and whenever the TV is online. */
export async function startSession(deps: SessionDeps): Promise<Session> {
  const { endpoints, credentials, store, clock, fetchFn } = deps;
  const client = new TokenClient(endpoints, credentials, fetchFn);
  const session = new Session({ store, client, clock, lock: refreshLock(), fetchFn });
  await session.restore();
  // A sign-out made offline is revoked as soon as the TV is back online (and at every start).
  window.addEventListener('online', () => {
    void session.retryPendingRevocations();
  });
  return session;
}
