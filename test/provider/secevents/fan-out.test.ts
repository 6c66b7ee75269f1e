/**
 * Which receivers hear of an event (docs/identity.md#who-hears-of-an-event), each of the three raised
 * through SecurityEvents.raise as the account actions raise them: token-revoked to that client alone;
 * sessions-revoked and account-disabled to every client with a stream that held a token of the account.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { SetHarness, POLL_METHOD } from './harness.ts';
import { verifySet } from '../../../src/set-receiver/index.ts';
import { EVENT_TYPES } from '../../../src/provider/secevents/services/set-claims.ts';
import { HELD_WINDOW_MS } from '../../../src/provider/secevents/store/held-access.ts';

describe('raising each event reaches the right receivers', () => {
  let t: SetHarness;
  let alice: string;
  let bob: string;
  const credentials: Record<string, string> = {};

  before(async () => {
    t = await SetHarness.start();
    alice = t.accountId();
    bob = t.accountId('bob@other.example');
    for (const client of ['demo-tv', 'demo-internal', 'demo-web'])
      credentials[client] = await t.stream(client);
    // alice uses the TV app and the internal app; bob the TV app; nobody the web client (it cannot sign in).
    await t.signIn('demo-tv');
    await t.signIn('demo-internal');
    await t.signIn('demo-tv', 'bob@other.example', 'bob');
  });
  after(() => t.close());

  /** Each stream's SETs, verified, as [client, event type, subject] rows; acknowledged after reading. */
  const heard = async (): Promise<string[][]> => {
    const keys = await t.keys();
    const rows: string[][] = [];
    for (const [client, credential] of Object.entries(credentials)) {
      const { sets } = await t.poll(credential);
      for (const jwt of Object.values(sets)) {
        const set = await verifySet(jwt, { issuer: t.origin, audience: client, keys, clock: t.h.clock });
        rows.push([client, set.eventType, String(set.subject?.['sub'])]);
      }
      await t.poll(credential, { ack: Object.keys(sets), maxEvents: 0 });
    }
    return rows.sort();
  };

  test('token-revoked goes to that client alone', async () => {
    await t.raise({
      kind: 'token-revoked',
      accountId: alice,
      clientId: 'demo-internal',
      devices: 1,
      at: t.now(),
    });
    assert.deepEqual(await heard(), [['demo-internal', EVENT_TYPES['token-revoked'], alice]]);
  });

  test('sessions-revoked goes to every client that held a token of the account', async () => {
    await t.raise({ kind: 'sessions-revoked', accountId: alice, at: t.now() });
    assert.deepEqual(await heard(), [
      ['demo-internal', EVENT_TYPES['sessions-revoked'], alice],
      ['demo-tv', EVENT_TYPES['sessions-revoked'], alice],
    ]);
  });

  test('account-disabled likewise, and only about that account', async () => {
    await t.raise({ kind: 'account-disabled', accountId: bob, at: t.now() });
    assert.deepEqual(await heard(), [['demo-tv', EVENT_TYPES['account-disabled'], bob]]);
  });

  test('a client cut off at the event still hears of it; one cut off long before does not', async () => {
    const at = t.now();
    // As "Sign out everywhere" does: every token of alice's revoked in the same moment as the event.
    // On the authorization server's store, which may be PostgreSQL.
    const { sql } = t.provider;
    await sql.prepare('UPDATE oauth_refresh_tokens SET revoked_at = ? WHERE user_id = ?').run(at, alice);
    await sql.prepare('UPDATE oauth_access_tokens SET revoked_at = ? WHERE user_id = ?').run(at, alice);
    await t.raise({ kind: 'sessions-revoked', accountId: alice, at });
    assert.equal((await heard()).length, 2);

    t.h.clock.advance(HELD_WINDOW_MS + 1);
    await t.raise({ kind: 'account-disabled', accountId: alice, at: t.now() });
    assert.deepEqual(await heard(), []);
  });

  test('a stream hears only the event types it asked for', async () => {
    await t.call('POST', '/secevents/v1/stream', {
      auth: `Bearer ${credentials['demo-tv']!}`,
      body: { delivery: { method: POLL_METHOD }, events_requested: [EVENT_TYPES['sessions-revoked']] },
    });
    await t.raise({ kind: 'token-revoked', accountId: bob, clientId: 'demo-tv', devices: 1, at: t.now() });
    await t.raise({ kind: 'account-disabled', accountId: bob, at: t.now() });
    await t.raise({ kind: 'sessions-revoked', accountId: bob, at: t.now() });
    assert.deepEqual(await heard(), [['demo-tv', EVENT_TYPES['sessions-revoked'], bob]]);
  });
});
