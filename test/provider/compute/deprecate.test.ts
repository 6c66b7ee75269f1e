/** Image deprecation and its Operations over HTTP: each rule of docs/compute.md with a test. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Image, ImageList, Operation } from '../../../src/shared/wire/compute.ts';
import { publicError, type Harness } from '../searchads/harness.ts';
import { P, startCompute, TOKENS, UUID } from './setup.ts';

const D11 = `${P}/global/images/debian-11-v20250101`;
const D12 = `${P}/global/images/debian-12-v20260101`;

describe('compute image deprecation', () => {
  let h: Harness;
  const image = async (path: string): Promise<Image> => (await h.call<Image>('GET', path)).body;
  before(async () => {
    h = await startCompute();
  });
  after(() => h.close());

  test('images get and list, with either scope; the demo states', async () => {
    const list = await h.call<ImageList>('GET', `${P}/global/images`, { token: TOKENS.aliceCloud });
    assert.equal(list.status, 200);
    assert.deepEqual(
      list.body.items.map((i) => [i.name, i.deprecated?.state ?? 'ACTIVE']),
      [
        ['centos-7-v20200101', 'OBSOLETE'],
        ['debian-11-v20250101', 'DEPRECATED'],
        ['debian-12-v20260101', 'ACTIVE'],
      ],
    );
    assert.equal((await image(D11)).deprecated?.replacement, `${h.origin}/compute/v1${D12}`);
    const paged = await h.call<ImageList>('GET', `${P}/global/images?maxResults=2`);
    const next = await h.call<ImageList>(
      'GET',
      `${P}/global/images?maxResults=2&pageToken=${paged.body.nextPageToken ?? ''}`,
    );
    assert.deepEqual(
      next.body.items.map((i) => i.name),
      ['debian-12-v20260101'],
    );
    assert.equal((await h.call('GET', `${P}/global/images`, { token: TOKENS.aliceOther })).status, 403);
    assert.equal((await h.call('GET', `${P}/global/images/nope`)).status, 404);
  });

  test('the state changes when accepted while the Operation moves PENDING → RUNNING → DONE', async () => {
    const body = {
      state: 'DEPRECATED',
      replacement: `global/images/debian-11-v20250101`,
      deprecated: '2030-01-01T00:00:00Z',
      obsolete: '2031-01-01T00:00:00Z',
    };
    const op = await h.call<Operation>('POST', `${D12}/deprecate?requestId=${UUID}`, { body });
    assert.equal(op.status, 200);
    assert.equal(op.body.kind, 'compute#operation');
    assert.equal(op.body.status, 'PENDING');
    assert.equal(op.body.progress, 0);
    assert.equal(op.body.operationType, 'deprecate');
    assert.equal(op.body.clientOperationId, UUID);
    assert.equal(op.body.user, 'alice@example.com');
    assert.match(op.body.id, /^\d+$/);
    assert.equal(op.body.targetLink, `${h.origin}/compute/v1${D12}`);
    // Timestamps in the future never hold the state back.
    assert.equal((await image(D12)).deprecated?.state, 'DEPRECATED');
    const path = `${P}/global/operations/${op.body.name}`;
    h.clock.advance(2_000);
    const running = await h.call<Operation>('GET', path);
    assert.equal(running.body.status, 'RUNNING');
    assert.ok(running.body.progress > 0 && running.body.progress < 100);
    assert.ok(running.body.startTime !== undefined && running.body.endTime === undefined);
    h.clock.advance(2_000);
    const done = await h.call<Operation>('GET', path);
    assert.equal(done.body.status, 'DONE');
    assert.equal(done.body.progress, 100);
    assert.ok(done.body.endTime !== undefined);
    assert.equal((await h.call('GET', `${P}/zones/us-central1-a/operations/${op.body.name}`)).status, 404);
  });

  test('a retry with the same requestId answers the first Operation whatever its body, and changes nothing', async () => {
    const retry = await h.call<Operation>('POST', `${D12}/deprecate?requestId=${UUID.toUpperCase()}`, {
      body: { state: 'OBSOLETE' },
    });
    assert.equal(retry.status, 200);
    assert.equal(retry.body.clientOperationId, UUID);
    assert.equal(retry.body.status, 'DONE');
    assert.equal((await image(D12)).deprecated?.state, 'DEPRECATED');
    const garbage = await h.call<Operation>('POST', `${D11}/deprecate?requestId=${UUID}`, {
      body: '{not json',
    });
    assert.equal(garbage.body.id, retry.body.id);
  });

  test('an empty body (zero length or {}) clears the status', async () => {
    for (const body of ['', '{}']) {
      await h.call('POST', `${D12}/deprecate`, { body: { state: 'DEPRECATED' } });
      const op = await h.call<Operation>('POST', `${D12}/deprecate`, { body });
      assert.equal(op.status, 200);
      assert.equal((await image(D12)).deprecated, undefined);
    }
  });

  for (const [label, query, body] of [
    ['a requestId that is no UUID', '?requestId=abc', { state: 'DEPRECATED' }],
    ['the zero UUID', '?requestId=00000000-0000-0000-0000-000000000000', { state: 'DEPRECATED' }],
    ['an unknown state', '', { state: 'RETIRED' }],
    ['no state', '', { replacement: 'global/images/debian-12-v20260101' }],
    ['a replacement naming no image', '', { state: 'DEPRECATED', replacement: 'global/images/nothing' }],
    ['a replacement that is not a link', '', { state: 'DEPRECATED', replacement: 'debian-12-v20260101' }],
    [
      'a replacement on another origin',
      '',
      { state: 'DEPRECATED', replacement: `http://elsewhere.example/compute/v1${D12}` },
    ],
    ['a bad timestamp', '', { state: 'DEPRECATED', deprecated: 'tomorrow' }],
    ['malformed JSON', '', '{"state":'],
  ] as const) {
    test(`${label} is 400 with the public body and changes nothing`, async () => {
      const before = await image(D11);
      const reply = await h.call('POST', `${D11}/deprecate${query}`, { body });
      assert.equal(reply.status, 400);
      publicError(reply);
      assert.deepEqual(await image(D11), before);
    });
  }

  test('a full image URL that exists is accepted as the replacement', async () => {
    const reply = await h.call('POST', `${D11}/deprecate`, {
      body: { state: 'DEPRECATED', replacement: `${h.origin}/compute/v1${D12}` },
    });
    assert.equal(reply.status, 200);
    assert.equal((await image(D11)).deprecated?.replacement, `${h.origin}/compute/v1${D12}`);
  });

  test('bob reads but may not deprecate (403 naming the permission); unknown projects answer alike', async () => {
    assert.equal((await h.call('GET', D11, { token: TOKENS.bob })).status, 200);
    const denied = await h.call('POST', `${D11}/deprecate`, {
      token: TOKENS.bob,
      body: { state: 'OBSOLETE' },
    });
    assert.equal(denied.status, 403);
    assert.match(publicError(denied).message, /compute\.images\.deprecate/);
    assert.equal((await image(D11)).deprecated?.state, 'DEPRECATED');
    assert.equal((await h.call('GET', '/projects/other-project/global/images')).status, 403);
  });

  test('completed operations are kept 24 h, then 404', async () => {
    const op = await h.call<Operation>('POST', `${D12}/deprecate`, { body: {} });
    const path = `${P}/global/operations/${op.body.name}`;
    h.clock.advance(3_000 + 24 * 3_600_000 - 1);
    assert.equal((await h.call('GET', path)).status, 200);
    h.clock.advance(1);
    assert.equal((await h.call('GET', path)).status, 404);
  });
});
