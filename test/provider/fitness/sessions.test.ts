import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apiError, harness, NOW } from './harness.ts';

const DAY = 86_400_000;
const session = (id: string, start: number, minutes: number, activityType = 8) => ({
  id,
  name: `Session ${id}`,
  description: 'by the river',
  startTimeMillis: String(start),
  endTimeMillis: String(start + minutes * 60_000),
  activityType,
  activeTimeMillis: String(minutes * 60_000),
  application: { name: 'App One' },
});

test('update-or-insert stores the session with the server modification time and returns it', async () => {
  const h = await harness();
  const res = await h.call('PUT', '/me/sessions/run-1', 'alice-app-all', session('run-1', NOW - DAY, 30));
  assert.equal(res.status, 200);
  const expected = { ...session('run-1', NOW - DAY, 30), modifiedTimeMillis: String(NOW) };
  assert.deepEqual(res.body, expected);
  h.clock.advance(1000);
  const renamed = await h.call('PUT', '/me/sessions/run-1', 'alice-app-all', {
    ...session('run-1', NOW - DAY, 30),
    name: 'Renamed',
  });
  assert.deepEqual(renamed.body, { ...expected, name: 'Renamed', modifiedTimeMillis: String(NOW + 1000) });
  const list = await h.call('GET', '/me/sessions', 'alice-app-all');
  assert.deepEqual((list.body as { session: unknown[] }).session, [renamed.body]);
});

test('list by time returns sessions ending within the range; includeDeleted adds deleted ones', async () => {
  const h = await harness();
  const day = Date.UTC(2026, 0, 10);
  await h.call('PUT', '/me/sessions/a', 'alice-app-all', session('a', day + 3_600_000, 30));
  await h.call('PUT', '/me/sessions/b', 'alice-app-all', session('b', day + 2 * DAY, 30));
  await h.call('PUT', '/me/sessions/c', 'alice-app-all', session('c', day + 7_200_000, 60, 100));
  const del = await h.call('DELETE', '/me/sessions/c', 'alice-app-all');
  assert.equal(del.status, 204);
  const range = 'startTime=2026-01-10T00:00:00Z&endTime=2026-01-11T00:00:00.000Z';
  const plain = (await h.call('GET', `/me/sessions?${range}`, 'alice-app-all')).body as {
    session: { id: string }[];
    deletedSession: { id: string; modifiedTimeMillis: string }[];
    hasMoreData: boolean;
  };
  assert.deepEqual(
    plain.session.map((s) => s.id),
    ['a'],
  );
  assert.deepEqual(plain.deletedSession, []);
  assert.equal(plain.hasMoreData, false);
  const all = (await h.call('GET', `/me/sessions?${range}&includeDeleted=true`, 'alice-app-all'))
    .body as typeof plain;
  assert.deepEqual(
    all.deletedSession.map((s) => s.id),
    ['c'],
  );
  const typed = (
    await h.call('GET', `/me/sessions?${range}&includeDeleted=true&activityType=8`, 'alice-app-all')
  ).body as typeof plain;
  assert.deepEqual([typed.session.length, typed.deletedSession.length], [1, 0]);
});

test('pageToken syncs incrementally: only changes since the token', async () => {
  const h = await harness();
  await h.call('PUT', '/me/sessions/a', 'alice-app-all', session('a', NOW - DAY, 30));
  const first = (await h.call('GET', '/me/sessions', 'alice-app-all')).body as {
    session: { id: string }[];
    nextPageToken: string;
  };
  assert.deepEqual(
    first.session.map((s) => s.id),
    ['a'],
  );
  await h.call('PUT', '/me/sessions/b', 'alice-app-all', session('b', NOW - DAY, 40));
  await h.call('DELETE', '/me/sessions/a', 'alice-app-all');
  const next = (
    await h.call('GET', `/me/sessions?includeDeleted=true&pageToken=${first.nextPageToken}`, 'alice-app-all')
  ).body as { session: { id: string }[]; deletedSession: { id: string }[]; nextPageToken: string };
  assert.deepEqual([next.session.map((s) => s.id), next.deletedSession.map((s) => s.id)], [['b'], ['a']]);
  const none = (await h.call('GET', `/me/sessions?pageToken=${next.nextPageToken}`, 'alice-app-all')).body;
  assert.deepEqual(none, {
    session: [],
    deletedSession: [],
    nextPageToken: next.nextPageToken,
    hasMoreData: false,
  });
});

test('delete of an unknown session is 404; another developer may not change or delete a session', async () => {
  const h = await harness();
  const missing = await h.call('DELETE', '/me/sessions/nope', 'alice-app-all');
  assert.deepEqual(missing.body, apiError(404, 'NOT_FOUND', 'notFound', 'Session not found: nope'));
  await h.call('PUT', '/me/sessions/a', 'alice-app-all', session('a', NOW - DAY, 30));
  const put = await h.call('PUT', '/me/sessions/a', 'alice-other-all', session('a', NOW - DAY, 50));
  assert.deepEqual(
    put.body,
    apiError(
      403,
      'PERMISSION_DENIED',
      'forbidden',
      'Only the developer that created session a may change it.',
    ),
  );
  const del = await h.call('DELETE', '/me/sessions/a', 'alice-other-all');
  assert.equal(del.status, 403);
  const list = (await h.call('GET', '/me/sessions', 'alice-other-read')).body as {
    session: { endTimeMillis: string }[];
  };
  assert.deepEqual(
    list.session.map((s) => s.endTimeMillis),
    [String(NOW - DAY + 30 * 60_000)],
  );
});

test('bad sessions and queries are 400 and change nothing; scopes are checked', async () => {
  const h = await harness();
  const cases: [string, object, string][] = [
    ['a', { ...session('b', NOW, 1) }, 'id in the body must be the session ID of the address.'],
    ['a', { ...session('a', NOW, 1), name: '' }, 'name is required.'],
    [
      'a',
      { ...session('a', NOW, 1), endTimeMillis: String(NOW - 1) },
      'startTimeMillis must not be after endTimeMillis.',
    ],
    [
      'a',
      { ...session('a', NOW, 1), activityType: 'run' },
      'activityType must be an activity code (a whole number).',
    ],
    [
      'a',
      { ...session('a', NOW, 1), activeTimeMillis: '120000' },
      'activeTimeMillis must not exceed the session.',
    ],
    ['a b', session('a b', NOW, 1), 'The session ID must be 1 to 200 letters, digits or ".", "_", "~", "-".'],
  ];
  for (const [id, body, message] of cases) {
    const res = await h.call('PUT', `/me/sessions/${encodeURIComponent(id)}`, 'alice-app-all', body);
    assert.deepEqual(res.body, apiError(400, 'INVALID_ARGUMENT', 'invalid', message), message);
  }
  const badTime = await h.call('GET', '/me/sessions?startTime=yesterday', 'alice-app-all');
  assert.deepEqual(
    badTime.body,
    apiError(400, 'INVALID_ARGUMENT', 'invalid', 'startTime must be an RFC 3339 timestamp.'),
  );
  const badToken = await h.call('GET', '/me/sessions?pageToken=zz', 'alice-app-all');
  assert.equal(badToken.status, 400);
  const readOnly = await h.call('PUT', '/me/sessions/a', 'alice-app-activityread', session('a', NOW, 1));
  assert.equal(readOnly.status, 403);
  const bodyScope = await h.call('GET', '/me/sessions', 'alice-app-body');
  assert.equal(bodyScope.status, 403);
  const list = await h.call('GET', '/me/sessions?includeDeleted=true', 'alice-app-all');
  assert.deepEqual((list.body as { session: unknown[]; deletedSession: unknown[] }).session, []);
});
