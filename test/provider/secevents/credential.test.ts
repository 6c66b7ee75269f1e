/**
 * Receiver credentials (docs/identity.md#receiver-credentials): the stream's addresses open only with the
 * credential `issue-receiver-credential` printed, never with a client secret or an access token; a new
 * credential ends the old one; the command itself.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SetHarness, POLL, POLL_METHOD, SECRETS, STATUS, STREAM } from './harness.ts';
import { runCommand } from '../../../src/provider/cli/run.ts';
import { defaultSettings } from '../../../src/provider/settings.ts';
import { TEST_SCRYPT_COST } from '../oauth/harness.ts';

describe('the stream addresses need the receiver credential', () => {
  let t: SetHarness;
  let credential: string;
  let accessToken: string;

  before(async () => {
    t = await SetHarness.start();
    credential = await t.stream('demo-tv');
    accessToken = (await t.signIn('demo-tv')).access_token;
  });
  after(() => t.close());

  const basic = `Basic ${Buffer.from(`demo-tv:${SECRETS['demo-tv']}`).toString('base64')}`;
  const addresses: [string, string][] = [
    ['GET', STREAM],
    ['POST', STREAM],
    ['GET', STATUS],
    ['POST', POLL],
  ];

  test('401 without a credential, with the client secret (bearer or Basic), or with an access token', async () => {
    for (const [method, path] of addresses) {
      for (const auth of [
        undefined,
        `Bearer ${SECRETS['demo-tv']}`,
        basic,
        `Bearer ${accessToken}`,
        'Bearer',
      ]) {
        const answer = await t.call(method, path, { auth, body: method === 'POST' ? {} : undefined });
        assert.equal(answer.status, 401, `${method} ${path} with ${auth ?? 'nothing'}`);
        assert.match(answer.headers.get('WWW-Authenticate') ?? '', /^Bearer /);
      }
    }
  });

  test('the credential opens its own stream', async () => {
    const answer = await t.call('GET', STREAM, { auth: `Bearer ${credential}` });
    assert.equal(answer.status, 200);
    assert.deepEqual((answer.body as Record<string, unknown>)['delivery'], {
      method: POLL_METHOD,
      endpoint_url: `${t.origin}${POLL}`,
    });
    assert.equal((answer.body as Record<string, unknown>)['aud'], 'demo-tv');
  });

  test('a new credential ends the one before', async () => {
    const next = await t.credential('demo-tv');
    assert.equal((await t.call('GET', STATUS, { auth: `Bearer ${credential}` })).status, 401);
    assert.equal((await t.call('GET', STATUS, { auth: `Bearer ${next}` })).status, 200);
    credential = next;
  });

  test('a stream not yet configured says so in its status', async () => {
    const fresh = await t.credential('demo-internal');
    const read = await t.call('GET', STREAM, { auth: `Bearer ${fresh}` });
    assert.equal((read.body as Record<string, unknown>)['delivery'], undefined);
    assert.deepEqual((read.body as Record<string, unknown>)['events_requested'], []);
    const status = await t.call('GET', STATUS, { auth: `Bearer ${fresh}` });
    assert.equal((status.body as Record<string, unknown>)['status'], 'disabled');
  });

  test('a stream configuration that is wrong is refused whole', async () => {
    for (const body of [
      {},
      { delivery: { method: 'urn:example:email' }, events_requested: [] },
      { delivery: { method: POLL_METHOD }, events_requested: ['https://example.com/unknown-event'] },
      { delivery: { method: POLL_METHOD }, events_requested: [], format: 'phone_number' },
      {
        delivery: { method: POLL_METHOD, endpoint_url: 'https://elsewhere.example/poll' },
        events_requested: [],
      },
    ]) {
      const answer = await t.call('POST', STREAM, { auth: `Bearer ${credential}`, body });
      assert.equal(answer.status, 400, JSON.stringify(body));
    }
  });
});

test('npm run provider -- issue-receiver-credential <client_id>', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'secevents-cmd-'));
  const settings = {
    ...defaultSettings,
    dbPath: join(dir, 'provider.sqlite'),
    scryptCost: TEST_SCRYPT_COST,
    modules: [],
    demo: true,
  };
  try {
    const issued = await runCommand('issue-receiver-credential', ['demo-tv'], settings);
    assert.equal(issued.code, 0, issued.lines.join('\n'));
    assert.match(issued.lines[1] ?? '', /^[\w-]{43}$/);
    const unknown = await runCommand('issue-receiver-credential', ['no-such-client'], settings);
    assert.deepEqual(unknown, { code: 1, lines: ['no client "no-such-client"'] });
    const usage = await runCommand('issue-receiver-credential', [], settings);
    assert.equal(usage.code, 2);
    assert.ok(usage.lines.includes('  npm run provider -- issue-receiver-credential <client_id>'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
