/**
 * Three replicas A, B and C on one PostgreSQL database (docs/scale.md#replicas): whatever one replica
 * writes, the next request on another sees. A device asks for its code on one, the phone's pages run on
 * another, polls, refreshes and revokes land on any, as a load balancer spreads them.
 *
 * The replicas are processes of their own on the system clock, so the waits here are real: one poll
 * interval each, with PROVIDER_POLL_INTERVAL=1. Runs under `npm run test:postgres` only.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { SCOPES } from '#shared/scopes.ts';
import { DEMO_USERS } from '../../../src/provider/oauth/demo.ts';
import { POSTGRES_URL } from '../store-under-test.ts';
import { expectRedirect } from '../oauth/browser.ts';
import { freshDatabase, ReplicaSet } from './replica-set.ts';
import { ReplicaClient } from './replica-client.ts';

const SKIP = POSTGRES_URL === '' ? 'replicas share PostgreSQL: run with npm run test:postgres' : false;
const INTERVAL_S = 1;
const SCOPE = `openid ${SCOPES.videoReadonly}`;
const ALICE = DEMO_USERS.alice.id;

const PENDING = { error: 'authorization_pending', error_description: 'Precondition Required' };
const SLOW_DOWN = { error: 'slow_down', error_description: 'Forbidden' };
const ACCESS_DENIED = { error: 'access_denied', error_description: 'Forbidden' };
const REFRESH_REFUSED = {
  error: 'invalid_grant',
  error_description: 'The refresh token is unknown, revoked or no longer valid.',
};

let replicas: ReplicaSet | undefined;
/** Each role on each replica from an address of its own, as behind a proxy. */
const tv = (replica: string): ReplicaClient => new ReplicaClient(origin(replica), '203.0.113.10');
const phone = (replica: string): ReplicaClient => new ReplicaClient(origin(replica), '198.51.100.20');
const admin = (replica: string): ReplicaClient => new ReplicaClient(origin(replica), '198.51.100.30');

function origin(name: string): string {
  if (replicas === undefined) throw new Error('the replicas did not start');
  return replicas.get(name).origin;
}

before(async () => {
  if (SKIP !== false) return;
  replicas = await ReplicaSet.start({
    databaseUrl: await freshDatabase(POSTGRES_URL),
    count: 3,
    env: {
      PROVIDER_POLL_INTERVAL: String(INTERVAL_S),
      // Demo accounts are signed in often here; the default cost is tested on its own.
      PROVIDER_SCRYPT_COST: '10',
      // The authorization server is what is shared here; the other APIs' demo data would only slow the start.
      PROVIDER_MODULES: 'video',
    },
  });
});
after(() => replicas?.stop());

/** Waits one interval, the least a device that obeys `interval` waits between polls. */
const waitInterval = (): Promise<void> => sleep(INTERVAL_S * 1000 + 50);

type Tokens = { access_token: string; refresh_token: string };

/** The keys of a token answer: RFC 6749 §5.1, with an ID token for `openid`. */
function expectTokens(answer: { status: number; body: unknown }, keys: string[], what: string): void {
  assert.equal(answer.status, 200, `${what}: ${JSON.stringify(answer.body)}`);
  const body = answer.body as Record<string, unknown>;
  assert.deepEqual(Object.keys(body).sort(), keys);
  assert.equal(body.token_type, 'Bearer');
  assert.equal(body.scope, SCOPE);
}
const DEVICE_TOKEN_KEYS = ['access_token', 'expires_in', 'id_token', 'refresh_token', 'scope', 'token_type'];
const REFRESH_KEYS = ['access_token', 'expires_in', 'id_token', 'scope', 'token_type'];

/** A device signed in with every step on one replica: the set-up of the tests about what comes after. */
async function signedInOn(replica: string): Promise<Tokens> {
  const code = await tv(replica).requestCode(SCOPE);
  expectRedirect(await phone(replica).browser().approve(code.user_code), '/device/done?result=allowed');
  const answer = await tv(replica).poll(code.device_code);
  expectTokens(answer, DEVICE_TOKEN_KEYS, `tokens on ${replica}`);
  return answer.body as Tokens;
}

test(
  'a code from A, allowed on B’s pages, polled on C: pending, then tokens one interval after',
  { skip: SKIP },
  async () => {
    const code = await tv('A').requestCode(SCOPE);
    assert.equal(code.interval, INTERVAL_S);
    assert.deepEqual((await tv('C').poll(code.device_code)).body, PENDING, 'C knows the code A issued');
    const done = await phone('B')
      .browser()
      .approve(code.user_code, { email: 'alice@example.com', password: 'alice' });
    expectRedirect(done, '/device/done?result=allowed');
    await waitInterval();
    const answer = await tv('C').poll(code.device_code);
    expectTokens(answer, DEVICE_TOKEN_KEYS, 'C hands out what B allowed');
    const tokens = answer.body as Tokens;
    for (const replica of ['A', 'B', 'C']) {
      assert.equal(
        await tv(replica).userinfoStatus(tokens.access_token),
        200,
        `${replica} accepts the token`,
      );
    }
    await waitInterval();
    assert.deepEqual(
      (await tv('A').poll(code.device_code)).body,
      { error: 'invalid_grant', error_description: 'The device code was already claimed.' },
      'A knows C handed the tokens out',
    );
  },
);

test(
  'a refresh on A, a revoke on B: the revoked tokens are refused on C and on A',
  { skip: SKIP },
  async () => {
    const tokens = await signedInOn('C');
    const refreshed = await tv('A').refresh(tokens.refresh_token);
    expectTokens(refreshed, REFRESH_KEYS, 'A refreshes a token C issued');
    const access = (refreshed.body as Tokens).access_token;
    assert.equal(await tv('C').userinfoStatus(access), 200, 'C accepts what A issued');

    const revoked = await tv('B').revoke(tokens.refresh_token);
    assert.equal(revoked.status, 200, JSON.stringify(revoked.body));
    assert.deepEqual(revoked.body, {});
    for (const replica of ['C', 'A']) {
      assert.deepEqual((await tv(replica).refresh(tokens.refresh_token)).body, REFRESH_REFUSED, replica);
      assert.equal(
        await tv(replica).userinfoStatus(access),
        401,
        `${replica} refuses the revoked access token`,
      );
      assert.equal(await tv(replica).userinfoStatus(tokens.access_token), 401, replica);
    }
    const again = await tv('C').revoke(tokens.refresh_token);
    assert.equal(again.status, 400);
    assert.deepEqual(again.body, { error: 'invalid_token', error_description: 'Token expired or revoked.' });
  },
);

test(
  'a poll on C right after a poll on A gets slow_down; one interval later, pending again',
  { skip: SKIP },
  async () => {
    const code = await tv('B').requestCode(SCOPE);
    const first = await tv('A').poll(code.device_code);
    assert.equal(first.status, 428);
    assert.deepEqual(first.body, PENDING);
    const fast = await tv('C').poll(code.device_code);
    assert.deepEqual(fast.body, SLOW_DOWN, 'C knows when A was polled');
    assert.equal(fast.status, 403);
    await waitInterval();
    assert.deepEqual((await tv('B').poll(code.device_code)).body, PENDING);
  },
);

test(
  'an account disabled on B’s admin page is refused at the next poll and refresh on C and A',
  { skip: SKIP },
  async () => {
    const tokens = await signedInOn('A');
    expectTokens(await tv('C').refresh(tokens.refresh_token), REFRESH_KEYS, 'C refreshes a token A issued');
    // Allowed, not yet collected.
    const code = await tv('A').requestCode(SCOPE);
    expectRedirect(await phone('A').browser().approve(code.user_code), '/device/done?result=allowed');

    expectRedirect(await admin('B').administer('disable', ALICE), `/admin?disabled=${ALICE}`);
    await waitInterval();
    const poll = await tv('C').poll(code.device_code);
    assert.equal(poll.status, 403);
    assert.deepEqual(poll.body, ACCESS_DENIED, 'C gives no tokens for an approval of a disabled account');
    for (const replica of ['C', 'A']) {
      const refresh = await tv(replica).refresh(tokens.refresh_token);
      assert.equal(refresh.status, 400);
      assert.deepEqual(refresh.body, REFRESH_REFUSED, replica);
      assert.equal(await tv(replica).userinfoStatus(tokens.access_token), 401, replica);
    }
    const signIn = phone('C').browser();
    await signIn.get('/device/signin?next=account');
    const refused = await signIn.post('/device/signin', {
      email: 'alice@example.com',
      password: 'alice',
      next: 'account',
    });
    assert.equal(refused.status, 403, 'C refuses her sign-in');
    expectRedirect(await admin('C').administer('enable', ALICE), `/admin?enabled=${ALICE}`);
  },
);
