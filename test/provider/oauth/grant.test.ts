/** The grant lifecycle (grant.ts), transition by transition, with the time passed in by hand. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  allow,
  codeProblem,
  deny,
  expire,
  poll,
  revoke,
  withdraw,
  CLAIM_REPLAY_MS,
  POLL_JITTER_MS,
  type DeviceGrant,
} from '../../../src/provider/oauth/grants/grant.ts';

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);
const SCOPES = ['openid', 'email'];

function pending(overrides: Partial<DeviceGrant> = {}): DeviceGrant {
  return {
    id: 1,
    clientId: 'demo-tv',
    scopes: SCOPES,
    userCode: 'BCDF-GHJK',
    createdAt: T0,
    expiresAt: T0 + 600_000,
    interval: 5,
    lastPollAt: null,
    requestAddress: null,
    state: { kind: 'pending' },
    ...overrides,
  };
}

function decided(result: ReturnType<typeof allow>): DeviceGrant {
  assert.ok(result.ok, 'the decision should have been recorded');
  return result.grant;
}

test('pending: the first poll is pending whatever the time, and records when it came', () => {
  const { grant, outcome } = poll(pending(), T0);
  assert.deepEqual(outcome, { kind: 'authorization_pending' });
  assert.equal(grant.lastPollAt, T0);
});

test('pending: a poll sooner than the interval is slow_down; one after it is pending again (recovery)', () => {
  const first = poll(pending(), T0).grant;
  const fast = poll(first, T0 + 1000);
  assert.deepEqual(fast.outcome, { kind: 'slow_down' });
  const slowed = poll(fast.grant, T0 + 1000 + 5000);
  assert.deepEqual(slowed.outcome, { kind: 'authorization_pending' });
});

test('pending: a poll just inside the jitter allowance still counts as on time', () => {
  const first = poll(pending(), T0).grant;
  assert.deepEqual(poll(first, T0 + 5000 - POLL_JITTER_MS).outcome, { kind: 'authorization_pending' });
  assert.deepEqual(poll(first, T0 + 5000 - POLL_JITTER_MS - 1).outcome, { kind: 'slow_down' });
});

test('pending → granted → claimed: the next poll hands out the granted scopes once, then invalid_grant', () => {
  const granted = decided(allow(pending(), T0 + 1000, '1001', ['email']));
  assert.deepEqual(granted.state, {
    kind: 'granted',
    userId: '1001',
    scopes: ['email'],
    decidedAt: T0 + 1000,
  });
  const claimed = poll(granted, T0 + 2000);
  assert.deepEqual(claimed.outcome, { kind: 'tokens', userId: '1001', scopes: ['email'] });
  assert.deepEqual(claimed.grant.state, {
    kind: 'claimed',
    userId: '1001',
    scopes: ['email'],
    claimedAt: T0 + 2000,
    decidedAt: T0 + 1000,
  });
  assert.deepEqual(poll(claimed.grant, T0 + 9000).outcome, { kind: 'invalid_grant' });
});

test('a claim sent again with its own request id gets tokens again, once at a time, for a minute', () => {
  const granted = decided(allow(pending(), T0 + 1000, '1001', ['email']));
  const claimed = poll(granted, T0 + 2000, 'proxy-id-1').grant;
  assert.equal(claimed.state.kind === 'claimed' && claimed.state.requestId, 'proxy-id-1');
  const replay = poll(claimed, T0 + 3000, 'proxy-id-1');
  assert.deepEqual(replay.outcome, { kind: 'tokens', userId: '1001', scopes: ['email'], replay: true });
  // Counted: the state saved differs from the one read, so a second replay at once loses.
  assert.deepEqual(replay.grant.state, { ...claimed.state, replays: 1 });
  assert.deepEqual(poll(replay.grant, T0 + 4000, 'proxy-id-1').grant.state, { ...claimed.state, replays: 2 });
  // Another request, no request id, or a minute after the claim: the code is used.
  assert.deepEqual(poll(claimed, T0 + 3000, 'proxy-id-2').outcome, { kind: 'invalid_grant' });
  assert.deepEqual(poll(claimed, T0 + 3000).outcome, { kind: 'invalid_grant' });
  assert.deepEqual(poll(claimed, T0 + 2000 + CLAIM_REPLAY_MS - 1, 'proxy-id-1').outcome.kind, 'tokens');
  assert.deepEqual(poll(claimed, T0 + 2000 + CLAIM_REPLAY_MS, 'proxy-id-1').outcome, {
    kind: 'invalid_grant',
  });
  // A claim made without an id is never replayed, and a revoked grant never is.
  const unnamed = poll(granted, T0 + 2000).grant;
  assert.equal(unnamed.state.kind === 'claimed' && 'requestId' in unnamed.state, false);
  assert.deepEqual(poll(revoke(claimed, T0 + 2500), T0 + 3000, 'proxy-id-1').outcome, {
    kind: 'invalid_grant',
  });
});

test('granted scopes keep the requested order and drop anything not requested', () => {
  const granted = decided(allow(pending(), T0, '1001', ['email', 'profile', 'openid']));
  assert.deepEqual(granted.state.kind === 'granted' && granted.state.scopes, ['openid', 'email']);
  assert.throws(() => allow(pending(), T0, '1001', ['profile']), RangeError);
});

test('pending → denied: every poll then says why', () => {
  for (const reason of ['access_denied', 'admin_policy_enforced', 'org_internal'] as const) {
    const denied = decided(deny(pending(), T0, '1002', reason));
    assert.deepEqual(poll(denied, T0 + 1000).outcome, { kind: 'denied', reason });
    assert.deepEqual(poll(denied, T0 + 9000).outcome, { kind: 'denied', reason });
  }
});

test('pending → expired at expires_at exactly, not a millisecond before', () => {
  assert.equal(expire(pending(), T0 + 599_999).state.kind, 'pending');
  assert.deepEqual(expire(pending(), T0 + 600_000).state, { kind: 'expired' });
  assert.deepEqual(poll(pending(), T0 + 600_000).outcome, { kind: 'expired_token' });
});

test('granted but never collected expires too; claimed does not', () => {
  const granted = decided(allow(pending(), T0, '1001', SCOPES));
  assert.deepEqual(poll(granted, T0 + 600_000).outcome, { kind: 'expired_token' });
  const claimed = poll(granted, T0 + 1).grant;
  assert.equal(expire(claimed, T0 + 10_000_000).state.kind, 'claimed');
});

test('decisions are refused on expired and already decided grants', () => {
  assert.deepEqual(allow(pending(), T0 + 600_000, '1001', SCOPES), { ok: false, refusal: 'expired' });
  const denied = decided(deny(pending(), T0, '1001', 'access_denied'));
  assert.deepEqual(allow(denied, T0 + 1, '1001', SCOPES), { ok: false, refusal: 'already_used' });
  assert.deepEqual(deny(denied, T0 + 1, '1001', 'access_denied'), { ok: false, refusal: 'already_used' });
});

test('claimed → revoked; revoke leaves other states alone', () => {
  const claimed = poll(decided(allow(pending(), T0, '1001', SCOPES)), T0 + 1).grant;
  assert.deepEqual(revoke(claimed, T0 + 2).state, { kind: 'revoked', userId: '1001', revokedAt: T0 + 2 });
  assert.deepEqual(poll(revoke(claimed, T0 + 2), T0 + 3).outcome, { kind: 'invalid_grant' });
  assert.equal(revoke(pending(), T0).state.kind, 'pending');
});

test('granted → denied when access is removed before the device collects; other states are left alone', () => {
  const granted = decided(allow(pending(), T0, '1001', SCOPES));
  const withdrawn = withdraw(granted, T0 + 1);
  assert.deepEqual(withdrawn.state, {
    kind: 'denied',
    userId: '1001',
    reason: 'access_denied',
    decidedAt: T0 + 1,
  });
  assert.deepEqual(poll(withdrawn, T0 + 2).outcome, { kind: 'denied', reason: 'access_denied' });
  const claimed = poll(granted, T0 + 1).grant;
  assert.equal(withdraw(claimed, T0 + 2), claimed);
  assert.equal(withdraw(pending(), T0).state.kind, 'pending');
});

test('codeProblem gives the words the page needs', () => {
  assert.equal(codeProblem(pending(), T0), undefined);
  assert.equal(codeProblem(pending(), T0 + 600_000), 'expired');
  assert.equal(codeProblem(decided(deny(pending(), T0, '1001', 'access_denied')), T0), 'already_used');
});
