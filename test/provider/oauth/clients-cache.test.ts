/**
 * Client authentication reads a cached client row; a change made through the clients store takes effect
 * on the next request (docs/provider.md#the-token-endpoint).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clientsIn } from '../../../src/provider/oauth/clients/store/clients-store.ts';
import { Harness, TV } from './harness.ts';
import { change } from './rows.ts';

const UNKNOWN_CLIENT = {
  error: 'invalid_client',
  error_description: 'Unknown client, wrong secret, or not a TV client.',
};

test('a changed client secret works at once and the old one stops, though the client was cached', async () => {
  const h = await Harness.start();
  try {
    const code = await h.requestCode();
    assert.equal((await h.poll(code.device_code)).status, 428);
    const clients = clientsIn(h.provider.sql);
    assert.ok(clients.cached >= 1);
    await clients.save({ id: 'demo-tv', name: 'Demo TV', type: 'tv', internalOrg: null }, 'a-new-secret');
    h.wait(code.interval);
    const old = await h.poll(code.device_code);
    assert.equal(old.status, 401);
    assert.deepEqual(old.body, UNKNOWN_CLIENT);
    const fresh = await h.poll(code.device_code, { client_id: 'demo-tv', client_secret: 'a-new-secret' });
    assert.equal(fresh.status, 428);
  } finally {
    await h.close();
  }
});

test('a client that stops being a TV client, or is removed, is refused on its next poll', async () => {
  const h = await Harness.start();
  try {
    const code = await h.requestCode('openid', 'demo-internal');
    const internal = { client_id: 'demo-internal', client_secret: 'demo-internal-secret' };
    assert.equal((await h.poll(code.device_code, internal)).status, 428);
    const clients = clientsIn(h.provider.sql);
    await clients.save(
      { id: 'demo-internal', name: 'Example Internal TV', type: 'web', internalOrg: 'example.com' },
      'demo-internal-secret',
    );
    h.wait(code.interval);
    assert.deepEqual((await h.poll(code.device_code, internal)).body, UNKNOWN_CLIENT);
    // The TV client itself is untouched; removing one that holds no codes refuses it at once.
    assert.equal((await h.poll((await h.requestCode()).device_code, TV)).status, 428);
    await clients.save({ id: 'spare-tv', name: 'Spare TV', type: 'tv', internalOrg: null }, 'spare-secret');
    const spare = { client_id: 'spare-tv', client_secret: 'spare-secret' };
    const spareCode = await h.requestCode('openid', 'spare-tv');
    assert.equal((await h.poll(spareCode.device_code, spare)).status, 428);
    await change(h, 'DELETE FROM oauth_device_grants WHERE client_id = ?', 'spare-tv');
    await clients.remove('spare-tv');
    assert.deepEqual((await h.poll(spareCode.device_code, spare)).body, UNKNOWN_CLIENT);
  } finally {
    await h.close();
  }
});

test('the client cache never holds unknown ids, and still refuses wrong secrets and web clients', async () => {
  const h = await Harness.start();
  try {
    const clients = clientsIn(h.provider.sql);
    for (let i = 0; i < 50; i++)
      assert.equal(await clients.authenticate(`nobody-${i}`, 'x', h.clock.now()), undefined);
    assert.ok(clients.cached <= 3);
    assert.equal((await clients.authenticate('demo-tv', 'demo-tv-secret', h.clock.now()))?.id, 'demo-tv');
    assert.equal(await clients.authenticate('demo-tv', 'demo-tv-secre', h.clock.now()), undefined);
    assert.equal(await clients.authenticate('demo-web', 'demo-web-secret', h.clock.now()), undefined);
  } finally {
    await h.close();
  }
});
