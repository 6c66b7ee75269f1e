/**
 * Makes the session: the token client, the cross-tab refresh lock, the stored tokens, and the revocations
 * left over from an offline sign-out. A module of its own so that the sign-in screen paints without it: the
 * shell loads it once the code is on screen, or at once when boot found stored tokens.
 */
import { msg, str } from '@lit/localize';
import type { Endpoints } from '../config/discovery.ts';
import type { Clock } from '../time/clock.ts';
import type { ClientCredentials } from './device-code-answer.ts';
import { refreshLock } from './refresh-lock.ts';
import { Session, type Identify } from './session.ts';
import { TokenClient } from './token-client.ts';
import type { TokenStorage } from './token-store.ts';
import { tokenStoreOf } from './account-store.ts';
import { diagnostics } from '../diagnostics/recorder.ts';

export interface SessionDeps {
  endpoints: Endpoints;
  credentials: ClientCredentials;
  storage: Pick<TokenStorage, 'idb'>;
  clock: Clock;
  fetchFn: typeof fetch;
}

/** The session, restored from the store; pending revocations are sent now and whenever the TV is online. */
export async function startSession(deps: SessionDeps): Promise<Session> {
  const { endpoints, credentials, storage, clock, fetchFn } = deps;
  const client = new TokenClient(endpoints, credentials, fetchFn);
  const store = tokenStoreOf(storage);
  const session = new Session({
    store,
    client,
    clock,
    lock: refreshLock(),
    fetchFn,
    identify: identifier(deps),
  });
  await session.restore();
  // A sign-out made offline is revoked as soon as the TV is back online (and at every start).
  window.addEventListener('online', () => {
    void session.retryPendingRevocations();
  });
  return session;
}

/** Names an account after sign-in: `jose` and the identity code arrive only now (docs/identity.md#the-tv-side). */
function identifier(deps: SessionDeps): Identify {
  return async (tokens) => {
    // No ID token (an account kept by an earlier version): userinfo alone, without jose.
    if (tokens.idToken === undefined) {
      const { userinfo } = await import('./userinfo.ts');
      return userinfo(tokens.accessToken, deps);
    }
    const { readIdentity } = await import('./identity.ts');
    const result = await readIdentity(tokens, {
      endpoints: deps.endpoints,
      clientId: deps.credentials.clientId,
      fetchFn: deps.fetchFn,
      wallNow: () => deps.clock.wallNow(),
    });
    if (result.source === 'userinfoRefused') {
      const words = () => msg(str`The ID token was refused: ${result.refusal ?? msg('it did not verify')}.`);
      diagnostics.record('E-IDT', words(), words);
    }
    return result.identity;
  };
}
