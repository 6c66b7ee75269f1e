/**
 * Watch channels cannot reach internal services (docs/security.md#watch-channels): addresses only from
 * PROVIDER_WEBHOOK_HOSTS (loopback too), every resolved address re-checked before a post, no redirect
 * followed, channel limits, and channels that end with the grant that made them.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Harness } from './oauth/harness.ts';
import { startReceiver } from './calendar/harness.ts';
import { deliverable, isInternal } from '../../src/provider/http/webhook-address.ts';
import { settingsFromEnv } from '../../src/provider/settings.ts';
import { SCOPES } from '../../src/shared/scopes.ts';

describe('addresses', () => {
  test('PROVIDER_WEBHOOK_HOSTS holds origins, or bare host names meaning any port', () => {
    const env = { PROVIDER_WEBHOOK_HOSTS: ' https://Hooks.Example:8443 , hooks.example.com, 10.0.0.5 ' };
    assert.deepEqual(settingsFromEnv(env).webhookHosts, [
      'https://hooks.example:8443',
      'hooks.example.com',
      '10.0.0.5',
    ]);
    assert.throws(() => settingsFromEnv({ PROVIDER_WEBHOOK_HOSTS: 'https://a.example/path' }));
    assert.throws(() => settingsFromEnv({ PROVIDER_WEBHOOK_HOSTS: 'ftp://a.example' }));
  });

  test('private, link-local and loopback addresses are internal; public ones are not', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ]) {
      assert.equal(isInternal(address), true, address);
    }
    for (const address of ['93.184.216.34', '2606:2800:220:1::1', '8.8.8.8']) {
      assert.equal(isInternal(address), false, address);
    }
  });

  test('before each post the host is resolved again: an internal address refuses it unless the origin is listed', async () => {
    const to =
      (...addresses: string[]) =>
      () =>
        Promise.resolve(addresses);
    assert.equal(await deliverable('https://hooks.example/x', ['hooks.example'], to('93.184.216.34')), true);
    // One internal address among several is enough to refuse (DNS rebinding).
    assert.equal(
      await deliverable('https://hooks.example/x', ['hooks.example'], to('93.184.216.34', '10.0.0.7')),
      false,
    );
    assert.equal(
      await deliverable('https://hooks.example:9/x', ['https://hooks.example:9'], to('10.0.0.7')),
      true,
    );
    assert.equal(await deliverable('http://127.0.0.1:9/x', ['127.0.0.1'], to()), false);
    assert.equal(
      await deliverable('https://elsewhere.example/x', ['hooks.example'], to('93.184.216.34')),
      false,
    );
    assert.equal(
      await deliverable('https://hooks.example/x', ['hooks.example'], () =>
        Promise.reject(new Error('NXDOMAIN')),
      ),
      false,
    );
  });
});

describe('channels through the whole provider', () => {
  let hook: Awaited<ReturnType<typeof startReceiver>>;
  let h: Harness;
  const scope = `openid ${SCOPES.calendar}`;

  before(async () => {
    hook = await startReceiver();
    h = await Harness.start({ webhookHosts: [new URL(hook.address).origin] });
    await h.allowEveryScope();
  });
  after(async () => {
    await h.close();
    await hook.close();
  });

  const call = async (token: string, method: string, path: string, body?: unknown) => {
    const res = await fetch(`${h.origin}/calendar/v3${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return {
      status: res.status,
      body: (text === '' ? undefined : JSON.parse(text)) as Record<string, unknown>,
    };
  };
  const channelRows = async (id: string): Promise<number> =>
    (await h.provider.sql.prepare('SELECT COUNT(*) FROM cal_channels WHERE id = ?').value<number>(id)) ?? 0;

  test('loopback is refused unless its origin is listed', async () => {
    const { access_token: token } = await h.signedIn({ scope });
    const other = await call(token, 'POST', '/calendars/primary/events/watch', {
      id: 'loop-1',
      type: 'web_hook',
      address: 'http://127.0.0.1:1/hook',
    });
    assert.equal(other.status, 400);
    assert.match(JSON.stringify(other.body), /push\.webhookUrlUnauthorized/);
  });

  test('a redirect from the receiver is not followed', async () => {
    let redirected = 0;
    const target = createServer((req, res) => {
      redirected++;
      req.resume();
      res.end();
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    const targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}/internal`;
    let hits = 0;
    let hit: () => void = () => undefined;
    const hitOnce = new Promise<void>((resolve) => (hit = resolve));
    const bouncer = createServer((req, res) => {
      hits++;
      req.resume();
      res.writeHead(307, { Location: targetUrl }).end(() => {
        hit();
      });
    });
    await new Promise<void>((resolve) => bouncer.listen(0, '127.0.0.1', resolve));
    const bouncerUrl = `http://127.0.0.1:${(bouncer.address() as AddressInfo).port}`;
    const r = await Harness.start({ webhookHosts: [bouncerUrl, new URL(targetUrl).origin] });
    await r.allowEveryScope();
    try {
      const { access_token: token } = await r.signedIn({ scope });
      const res = await fetch(`${r.origin}/calendar/v3/calendars/primary/events/watch`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: 'bounce-1', type: 'web_hook', address: `${bouncerUrl}/hook` }),
      });
      assert.equal(res.status, 200, await res.text());
      await hitOnce;
      assert.equal(hits, 1);
      assert.equal(redirected, 0);
    } finally {
      await r.close();
      await new Promise((resolve) => bouncer.close(resolve));
      await new Promise((resolve) => target.close(resolve));
    }
  });

  test('a channel ends with the grant that made it: revoked, it posts nothing more and is deleted', async () => {
    const made = await h.signedIn({ scope });
    const other = await h.signedIn({ scope, email: 'alice@example.com' });
    const res = await call(made.access_token, 'POST', '/users/me/calendarList/watch', {
      id: 'bound-1',
      type: 'web_hook',
      address: hook.address,
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(await channelRows('bound-1'), 1);
    assert.equal((await h.form(`/revoke?token=${made.access_token}`, '')).status, 200);
    // A change the channel watches, made with another grant: the check before posting deletes the channel.
    const created = await call(other.access_token, 'POST', '/calendars', { summary: 'After revoke' });
    assert.equal(created.status, 200);
    assert.equal(await channelRows('bound-1'), 0);
  });
  test('at most 10 channels per resource and 50 per person, in the public API error shape', async () => {
    const { access_token: token } = await h.signedIn({ scope });
    const watch = (path: string, id: string) =>
      call(token, 'POST', path, { id, type: 'web_hook', address: hook.address });
    for (let i = 0; i < 10; i++)
      assert.equal((await watch('/calendars/primary/events/watch', `res-${i}`)).status, 200);
    const over = await watch('/calendars/primary/events/watch', 'res-10');
    assert.equal(over.status, 403);
    const error = over.body.error as { code: number; errors: { reason: string }[] };
    assert.equal(error.code, 403);
    assert.equal(error.errors[0]?.reason, 'channelLimitExceeded');
    for (let c = 0; c < 4; c++) {
      const made = await call(token, 'POST', '/calendars', { summary: `Limit ${c}` });
      assert.equal(made.status, 200);
      const path = `/calendars/${encodeURIComponent(String(made.body.id))}/events/watch`;
      for (let i = 0; i < 10; i++) assert.equal((await watch(path, `cal-${c}-${i}`)).status, 200);
    }
    const fiftyFirst = await watch('/users/me/settings/watch', 'person-51');
    assert.equal(fiftyFirst.status, 403);
  });
});
