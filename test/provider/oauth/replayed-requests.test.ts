/**
 * A request the proxy in front sends again, with the X-Request-Id it set, after the replica carrying it
 * closed without answering (docs/provider.md#polling; docs/operating.md#a-fleet-behind-haproxy): a claim
 * whose answer was lost gets tokens again and the unheard ones stop; a pending poll is judged as the first
 * arrival was, so a TV that kept the interval never hears slow_down for it. On two replicas on PostgreSQL,
 * one provider on SQLite.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decodeJwt } from 'jose';
import { DEVICE_CODE_GRANT_TYPE } from '../../../src/shared/wire/oauth.ts';
import { CLAIM_REPLAY_MS } from '../../../src/provider/oauth/grants/grant.ts';
import { TV, type Answer, type Harness } from './harness.ts';
import { replicas } from './replicas.ts';

/** The loopback peer is the proxy the providers trust. */
const BEHIND_PROXY = { trustProxy: ['127.0.0.1'] };

interface Tokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
}

/** A poll as it leaves the proxy: with the request id the proxy set. */
const pollAs = (h: Harness, deviceCode: string, requestId: string): Promise<Answer> =>
  h.form(
    '/token',
    { ...TV, device_code: deviceCode, grant_type: DEVICE_CODE_GRANT_TYPE },
    { 'X-Request-Id': requestId },
  );

/** A code alice has allowed, with the poll interval passed. */
async function allowedCode(h: Harness): Promise<string> {
  const code = await h.requestCode();
  assert.equal((await h.browser().approve(code.user_code)).status, 303);
  h.wait(code.interval);
  return code.device_code;
}

async function live(h: Harness, tokens: Tokens): Promise<boolean> {
  const access = await h.resourceStatus(tokens.access_token);
  const refresh = (await h.refresh(tokens.refresh_token)).status;
  assert.equal(access === 200, refresh === 200, `access ${access}, refresh ${refresh}`);
  return access === 200;
}

const invalidGrant = {
  status: 400,
  body: { error: 'invalid_grant', error_description: 'The device code was already claimed.' },
};
const statusAndBody = ({ status, body }: Answer) => ({ status, body });

test('a claim sent again with its request id gets new tokens on another replica, and the unheard ones stop', async () => {
  const { a, b, close } = await replicas(BEHIND_PROXY);
  try {
    const deviceCode = await allowedCode(a);
    const first = await pollAs(a, deviceCode, 'lb-claim-1');
    assert.equal(first.status, 200);
    a.clock.advance(700);
    const again = await pollAs(b, deviceCode, 'lb-claim-1');
    assert.equal(again.status, 200, JSON.stringify(again.body));
    const [lost, heard] = [first.body as Tokens, again.body as Tokens];
    assert.notEqual(heard.access_token, lost.access_token);
    assert.notEqual(heard.refresh_token, lost.refresh_token);
    assert.equal(await live(b, lost), false);
    assert.equal(await live(b, heard), true);
    // Counted apart from first claims, for the operator (docs/operating.md#metrics).
    const metrics = await (await fetch(`${b.origin}/metrics`)).text();
    assert.match(metrics, /^device_polls_total\{result="replayed"\} 1$/m);
    // The person allowed once: both ID tokens name that moment.
    assert.equal(decodeJwt(heard.id_token).auth_time, decodeJwt(lost.id_token).auth_time);
    // Any other request for the code is a second claim.
    assert.deepEqual(statusAndBody(await pollAs(a, deviceCode, 'lb-claim-2')), invalidGrant);
    assert.deepEqual(statusAndBody(await a.poll(deviceCode)), invalidGrant);
    assert.equal(await live(a, heard), true);
  } finally {
    await close();
  }
});

test('a replay of a claim a minute old is refused, and the tokens heard stay live', async () => {
  const { a, b, close } = await replicas(BEHIND_PROXY);
  try {
    const deviceCode = await allowedCode(a);
    const first = await pollAs(a, deviceCode, 'lb-late');
    assert.equal(first.status, 200);
    a.clock.advance(CLAIM_REPLAY_MS);
    assert.deepEqual(statusAndBody(await pollAs(b, deviceCode, 'lb-late')), invalidGrant);
    assert.equal(await live(b, first.body as Tokens), true);
  } finally {
    await close();
  }
});

test('replays of one claim at once never leave two sets of tokens live', async () => {
  const { a, b, close } = await replicas(BEHIND_PROXY);
  try {
    for (let round = 0; round < 5; round++) {
      const deviceCode = await allowedCode(a);
      const first = await pollAs(a, deviceCode, `lb-twice-${round}`);
      assert.equal(first.status, 200);
      const answers = await Promise.all([
        pollAs(a, deviceCode, `lb-twice-${round}`),
        pollAs(b, deviceCode, `lb-twice-${round}`),
      ]);
      // Run one after the other (one SQLite process), both are answered and the second stops the first's
      // tokens; run at once on two replicas, one is answered and the other hears invalid_grant.
      const issued = [first, ...answers].filter((answer) => answer.status === 200);
      assert.ok(issued.length >= 2, `round ${round}`);
      const lives = [];
      for (const answer of issued) lives.push(await live(a, answer.body as Tokens));
      assert.equal(lives.filter(Boolean).length, 1, `round ${round}: ${JSON.stringify(lives)}`);
    }
  } finally {
    await close();
  }
});

test('an X-Request-Id from a peer the provider does not trust names no replay', async () => {
  const { a, b, close } = await replicas();
  try {
    const deviceCode = await allowedCode(a);
    const first = await pollAs(a, deviceCode, 'forged-1');
    assert.equal(first.status, 200);
    assert.deepEqual(statusAndBody(await pollAs(b, deviceCode, 'forged-1')), invalidGrant);
    assert.equal(await live(b, first.body as Tokens), true);
  } finally {
    await close();
  }
});

test('a pending poll sent again within the interval hears authorization_pending; another request, slow_down', async () => {
  const { a, b, close } = await replicas({ ...BEHIND_PROXY, pollInterval: 5 });
  try {
    const code = await a.requestCode();
    assert.equal((await pollAs(a, code.device_code, 'lb-poll-1')).status, 428);
    a.wait(5);
    assert.equal((await pollAs(a, code.device_code, 'lb-poll-2')).status, 428);
    a.clock.advance(400);
    const replayed = await pollAs(b, code.device_code, 'lb-poll-2');
    assert.deepEqual(statusAndBody(replayed), {
      status: 428,
      body: { error: 'authorization_pending', error_description: 'Precondition Required' },
    });
    const another = await pollAs(b, code.device_code, 'lb-poll-3');
    assert.deepEqual(statusAndBody(another), {
      status: 403,
      body: { error: 'slow_down', error_description: 'Forbidden' },
    });
  } finally {
    await close();
  }
});
