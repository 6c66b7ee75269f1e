/** docs/provider.md#errors: one test per row, over HTTP, status and body exact. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Harness, TV, VIDEO_SCOPE } from './harness.ts';

let h: Harness;
before(async () => {
  h = await Harness.start();
});
after(() => h.close());

test('rate_limit_exceeded: 403 {error_code} past the per-client quota, and again allowed a minute later', async () => {
  // Each request from its own address (through a trusted proxy), so only the per-client quota is reached.
  const q = await Harness.start({ deviceCodeQuota: 3, trustProxy: ['127.0.0.1'] });
  let n = 0;
  const ask = (client_id: string): Promise<number> =>
    q
      .form('/device/code', { client_id, scope: 'openid' }, { 'X-Forwarded-For': `192.0.2.${++n}` })
      .then((answer) => {
        if (answer.status === 403) assert.deepEqual(answer.body, { error_code: 'rate_limit_exceeded' });
        return answer.status;
      });
  try {
    for (let i = 0; i < 3; i++) assert.equal(await ask('demo-internal'), 200);
    assert.equal(await ask('demo-internal'), 403);
    // The quota is per client: demo-tv is unaffected.
    assert.equal(await ask('demo-tv'), 200);
    q.wait(61);
    assert.equal(await ask('demo-internal'), 200);
  } finally {
    await q.close();
  }
});

test('access_denied: 403 with error_description Forbidden after the person denies', async () => {
  const code = await h.requestCode();
  const done = await h.browser().approve(code.user_code, { decision: 'deny' });
  assert.equal(done.headers.get('Location'), '/device/done?result=denied');
  const answer = await h.poll(code.device_code);
  assert.equal(answer.status, 403);
  assert.deepEqual(answer.body, { error: 'access_denied', error_description: 'Forbidden' });
});

test('authorization_pending: 428 with error_description Precondition Required', async () => {
  const code = await h.requestCode();
  const answer = await h.poll(code.device_code);
  assert.equal(answer.status, 428);
  assert.deepEqual(answer.body, {
    error: 'authorization_pending',
    error_description: 'Precondition Required',
  });
});

test('slow_down: 403 with error_description Forbidden when a poll comes before the interval', async () => {
  const code = await h.requestCode();
  assert.equal((await h.poll(code.device_code)).status, 428);
  h.wait(code.interval - 1);
  const answer = await h.poll(code.device_code);
  assert.equal(answer.status, 403);
  assert.deepEqual(answer.body, { error: 'slow_down', error_description: 'Forbidden' });
});

test('admin_policy_enforced: 400 when bob, whose administrator forbids video scopes, is asked for one and does not connect', async () => {
  const code = await h.requestCode(`openid ${VIDEO_SCOPE}`);
  const page = await h.browser().approve(code.user_code, {
    email: 'bob@other.example',
    password: 'bob',
    decision: 'give_up',
  });
  assert.equal(page.status, 403);
  assert.match(page.text, /Your administrator does not allow this account/);
  h.wait(code.interval);
  const answer = await h.poll(code.device_code);
  assert.equal(answer.status, 400);
  assert.deepEqual(answer.body, {
    error: 'admin_policy_enforced',
    error_description:
      "The account cannot authorize one or more scopes because of its administrator's policy.",
  });
});

test('admin policy does not touch bob when no forbidden scope is asked for', async () => {
  const tokens = await h.signedIn({ scope: 'openid email', email: 'bob@other.example', password: 'bob' });
  assert.equal(tokens.scope, 'openid email');
});

test('invalid_client: 401 for an unknown client and for a web-type client asking for a code', async () => {
  for (const client_id of ['no-such-client', 'demo-web']) {
    const answer = await h.form('/device/code', { client_id, scope: 'openid' });
    assert.equal(answer.status, 401, client_id);
    assert.deepEqual(answer.body, {
      error: 'invalid_client',
      error_description: 'Unknown client, or not a TV and limited-input device client.',
    });
  }
});

test('invalid_client: 401 when polling with a wrong secret, an unknown client or a web client', async () => {
  const code = await h.requestCode();
  const clients = [
    { client_id: 'demo-tv', client_secret: 'wrong' },
    { client_id: 'nobody', client_secret: 'demo-tv-secret' },
    { client_id: 'demo-web', client_secret: 'demo-web-secret' },
  ];
  for (const client of clients) {
    const answer = await h.poll(code.device_code, client);
    assert.equal(answer.status, 401, client.client_id);
    assert.deepEqual(answer.body, {
      error: 'invalid_client',
      error_description: 'Unknown client, wrong secret, or not a TV client.',
    });
  }
  // None of those counted as a poll: the device's own first poll is still not slow_down.
  assert.equal((await h.poll(code.device_code)).status, 428);
});

test('invalid_grant: 400 for an unknown or unparsable device code', async () => {
  for (const device_code of ['unknown-code', '%%%\u0000\u00ff', 'x'.repeat(5000)]) {
    const answer = await h.poll(device_code);
    assert.equal(answer.status, 400);
    assert.deepEqual(answer.body, {
      error: 'invalid_grant',
      error_description: 'The device code is unknown or malformed.',
    });
  }
});

test('invalid_grant: 400 for a device code of another client', async () => {
  const code = await h.requestCode('openid', 'demo-internal');
  const answer = await h.poll(code.device_code, TV);
  assert.equal(answer.status, 400);
  assert.deepEqual(answer.body, {
    error: 'invalid_grant',
    error_description: 'The device code is unknown or malformed.',
  });
});

test('invalid_grant: 400 for a code already claimed', async () => {
  const code = await h.requestCode();
  await h.browser().approve(code.user_code);
  assert.equal((await h.poll(code.device_code)).status, 200);
  h.wait(code.interval);
  const answer = await h.poll(code.device_code);
  assert.equal(answer.status, 400);
  assert.deepEqual(answer.body, {
    error: 'invalid_grant',
    error_description: 'The device code was already claimed.',
  });
});

test('unsupported_grant_type: 400 for any other grant_type', async () => {
  for (const grant_type of [
    'authorization_code',
    'password',
    'urn:ietf:params:oauth:grant-type:device_cod',
  ]) {
    const answer = await h.form('/token', { ...TV, device_code: 'x', grant_type });
    assert.equal(answer.status, 400);
    assert.deepEqual(answer.body, {
      error: 'unsupported_grant_type',
      error_description: `Unsupported grant_type: ${grant_type}`,
    });
  }
});

test('org_internal: 403 when bob, outside example.com, chooses not to connect the internal client', async () => {
  const code = await h.requestCode('openid', 'demo-internal');
  const page = await h.browser().approve(code.user_code, {
    email: 'bob@other.example',
    password: 'bob',
    decision: 'give_up',
  });
  assert.equal(page.status, 403);
  assert.match(page.text, /can only be used with accounts of example\.com/);
  const answer = await h.poll(code.device_code, {
    client_id: 'demo-internal',
    client_secret: 'demo-internal-secret',
  });
  assert.equal(answer.status, 403);
  assert.deepEqual(answer.body, {
    error: 'org_internal',
    error_description: 'The client belongs to a project restricted to accounts of one organization.',
  });
});

test('org_internal does not stop alice, who is in example.com', async () => {
  const code = await h.requestCode('openid', 'demo-internal');
  const page = await h.browser().approve(code.user_code);
  assert.equal(page.headers.get('Location'), '/device/done?result=allowed');
  const answer = await h.poll(code.device_code, {
    client_id: 'demo-internal',
    client_secret: 'demo-internal-secret',
  });
  assert.equal(answer.status, 200);
});

test('rule 1: missing required parameters answer 400 or 401 with an error', async () => {
  const cases: [Record<string, string>, number, string][] = [
    [{ ...TV, device_code: 'x' }, 400, 'invalid_request'],
    [
      { client_id: 'demo-tv', device_code: 'x', grant_type: 'urn:ietf:params:oauth:grant-type:device_code' },
      401,
      'invalid_client',
    ],
    [
      {
        client_secret: 'demo-tv-secret',
        device_code: 'x',
        grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
      },
      401,
      'invalid_client',
    ],
    [{ ...TV, grant_type: 'urn:ietf:params:oauth:grant-type:device_code' }, 400, 'invalid_request'],
    [{ ...TV, grant_type: 'refresh_token' }, 400, 'invalid_request'],
  ];
  for (const [fields, status, error] of cases) {
    const answer = await h.form('/token', fields);
    assert.equal(answer.status, status, JSON.stringify(fields));
    assert.equal((answer.body as { error: string }).error, error);
  }
  const noScope = await h.form('/device/code', { client_id: 'demo-tv' });
  assert.equal(noScope.status, 400);
  assert.deepEqual(noScope.body, { error: 'invalid_request', error_description: 'scope is required.' });
});
