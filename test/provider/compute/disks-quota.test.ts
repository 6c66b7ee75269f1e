/** Using images (disks.insert), images.insert, and the per-project operations quota (docs/compute.md). */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Image, ImageList, Operation } from '../../../src/shared/wire/compute.ts';
import { publicError, type Harness } from '../searchads/harness.ts';
import { P, startCompute, TOKENS } from './setup.ts';

const DISKS = `${P}/zones/us-central1-a/disks`;

describe('compute disks and images.insert', () => {
  let h: Harness;
  before(async () => {
    h = await startCompute();
  });
  after(() => h.close());

  test('a disk from a DEPRECATED image succeeds with a warning naming it and its replacement', async () => {
    const op = await h.call<Operation>('POST', DISKS, {
      body: { name: 'd1', sourceImage: 'global/images/debian-11-v20250101' },
    });
    assert.equal(op.status, 200);
    assert.equal(op.body.zone, `${h.origin}/compute/v1${P}/zones/us-central1-a`);
    const warning = op.body.warnings?.[0];
    assert.ok(warning !== undefined);
    assert.equal(warning.code, 'DEPRECATED_RESOURCE_USED');
    assert.match(warning.message, /debian-11-v20250101.*debian-12-v20260101/);
    assert.deepEqual(
      warning.data.map((d) => d.key),
      ['resource_name', 'replacement'],
    );
    const zonal = await h.call<Operation>('GET', `${P}/zones/us-central1-a/operations/${op.body.name}`);
    assert.equal(zonal.status, 200);
    assert.equal((await h.call('GET', `${P}/global/operations/${op.body.name}`)).status, 404);
  });

  test('an OBSOLETE image is refused at once with 400 naming it; so is a DELETED one', async () => {
    const obsolete = await h.call('POST', DISKS, {
      body: { name: 'd2', sourceImage: 'global/images/centos-7-v20200101' },
    });
    assert.equal(obsolete.status, 400);
    assert.match(publicError(obsolete).message, /centos-7-v20200101.*obsolete/);
    await h.call('POST', `${P}/global/images/debian-12-v20260101/deprecate`, { body: { state: 'DELETED' } });
    const deleted = await h.call('POST', DISKS, {
      body: { name: 'd3', sourceImage: `${h.origin}/compute/v1${P}/global/images/debian-12-v20260101` },
    });
    assert.equal(deleted.status, 400);
    assert.match(publicError(deleted).message, /debian-12-v20260101.*deleted/);
    await h.call('POST', `${P}/global/images/debian-12-v20260101/deprecate`, { body: '' });
  });

  test('disk errors: unknown zone 404, duplicate 409, bad body 400, bob 403', async () => {
    assert.equal(
      (
        await h.call('POST', `${P}/zones/mars-1/disks`, {
          body: { name: 'x', sourceImage: 'global/images/debian-12-v20260101' },
        })
      ).status,
      404,
    );
    assert.equal(
      (
        await h.call('POST', DISKS, {
          body: { name: 'd1', sourceImage: 'global/images/debian-12-v20260101' },
        })
      ).status,
      409,
    );
    for (const body of [
      { name: 'Bad_Name', sourceImage: 'global/images/debian-12-v20260101' },
      { name: 'ok' },
      { name: 'ok', sourceImage: 'global/images/nothing' },
    ]) {
      const reply = await h.call('POST', DISKS, { body });
      assert.equal(reply.status, 400);
      publicError(reply);
    }
    assert.equal(
      (
        await h.call('POST', DISKS, {
          token: TOKENS.bob,
          body: { name: 'b', sourceImage: 'global/images/debian-12-v20260101' },
        })
      ).status,
      403,
    );
  });

  test('images.insert makes an image; a duplicate is 409 and a bad name 400, with nothing written', async () => {
    const op = await h.call<Operation>('POST', `${P}/global/images`, {
      body: { name: 'ubuntu-24-v20260110', family: 'ubuntu-24' },
    });
    assert.equal(op.status, 200);
    assert.equal(op.body.operationType, 'insert');
    const image = await h.call<Image>('GET', `${P}/global/images/ubuntu-24-v20260110`);
    assert.equal(image.body.id, op.body.targetId);
    const count = async (): Promise<number> =>
      (await h.call<ImageList>('GET', `${P}/global/images`)).body.items.length;
    const before = await count();
    assert.equal(
      (await h.call('POST', `${P}/global/images`, { body: { name: 'ubuntu-24-v20260110' } })).status,
      409,
    );
    assert.equal((await h.call('POST', `${P}/global/images`, { body: { name: '9lives' } })).status, 400);
    assert.equal((await h.call('POST', `${P}/global/images`, { body: '' })).status, 400);
    assert.equal(await count(), before);
  });
});

describe('the compute operations quota', () => {
  let h: Harness;
  before(async () => {
    h = await startCompute({ computeOperationsPerMinute: 3 });
  });
  after(() => h.close());

  test('past the per-minute quota the Operation fails with QUOTA_EXCEEDED and quotaInfo, and changes nothing', async () => {
    const deprecate = (state: string, requestId?: string): Promise<{ body: Operation }> =>
      h.call<Operation>(
        'POST',
        `${P}/global/images/debian-12-v20260101/deprecate${requestId === undefined ? '' : `?requestId=${requestId}`}`,
        { body: { state } },
      );
    for (let i = 0; i < 3; i += 1) assert.equal((await deprecate('DEPRECATED')).body.error, undefined);
    const failed = await deprecate('OBSOLETE', '11111111-2222-4333-8444-555555555555');
    assert.equal(failed.body.status, 'DONE');
    assert.equal(failed.body.httpErrorStatusCode, 403);
    const error = failed.body.error?.errors[0];
    assert.ok(error !== undefined);
    assert.equal(error.code, 'QUOTA_EXCEEDED');
    const info = error.errorDetails?.find((d) => d.errorInfo)?.errorInfo;
    assert.match(info?.reason ?? '', /^[A-Z][A-Z0-9_]+[A-Z0-9]$/);
    assert.ok((info?.reason.length ?? 99) <= 63);
    assert.ok(Object.keys(info?.metadatas ?? {}).every((k) => k.length <= 64));
    const quota = error.errorDetails?.find((d) => d.quotaInfo)?.quotaInfo;
    assert.ok(quota);
    assert.equal(quota.limit, 3);
    assert.match(quota.metricName, /operation/);
    assert.match(quota.limitName, /PerMinute/);
    assert.equal(quota.dimensions.project, 'demo-project');
    const image = await h.call<Image>('GET', `${P}/global/images/debian-12-v20260101`);
    assert.equal(image.body.deprecated?.state, 'DEPRECATED');
    // A minute later the quota has room again.
    h.clock.advance(60_000);
    assert.equal((await deprecate('OBSOLETE')).body.error, undefined);
  });
});
