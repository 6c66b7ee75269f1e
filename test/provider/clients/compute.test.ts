/**
 * The compute API v1 through Google's generated client (googleapis 178), as an image pipeline uses it: images
 * listed, made, deprecated with a replacement, a disk from one, and each Operation followed to DONE.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { compute, type compute_v1 } from 'googleapis/build/src/apis/compute/index.js';
import { SCOPES } from '../../../src/shared/scopes.ts';
import { ClientHarness } from './harness.ts';

const project = 'demo-project';
const zone = 'us-central1-a';

describe('compute v1 through the generated client', () => {
  let h: ClientHarness;
  let api: compute_v1.Compute;
  before(async () => {
    h = await ClientHarness.start([SCOPES.compute]);
    api = compute({ version: 'v1', ...h.options });
  });
  after(() => h.close());

  test('images are listed, paged and read', async () => {
    const list = await api.images.list({ project });
    assert.equal(list.data.kind, 'compute#imageList');
    assert.deepEqual(
      list.data.items?.map((image) => [image.name, image.deprecated?.state]),
      [
        ['centos-7-v20200101', 'OBSOLETE'],
        ['debian-11-v20250101', 'DEPRECATED'],
        ['debian-12-v20260101', undefined],
      ],
    );
    const page = await api.images.list({ project, maxResults: 1 });
    assert.equal(page.data.items?.length, 1);
    assert.ok(page.data.nextPageToken);
    const image = await api.images.get({ project, image: 'debian-12-v20260101' });
    assert.equal(image.data.kind, 'compute#image');
    assert.equal(image.data.status, 'READY');
  });

  test('an image made, deprecated in favour of another, and a disk made from it, each Operation to DONE', async () => {
    const requestId = '5d0f9d8e-3c1a-4b7e-9a52-1f0c2e7d4b61';
    const made = await api.images.insert({
      project,
      requestId,
      requestBody: { name: 'debian-13-v20260115', family: 'debian-13', diskSizeGb: '10' },
    });
    assert.equal(made.data.kind, 'compute#operation');
    assert.equal(made.data.operationType, 'insert');
    assert.equal(made.data.status, 'PENDING');
    assert.equal(made.data.clientOperationId, requestId);
    h.provider.wait(3);
    const done = await api.globalOperations.get({ project, operation: made.data.name ?? '' });
    assert.equal(done.data.status, 'DONE');
    assert.equal(done.data.progress, 100);

    const deprecated = await api.images.deprecate({
      project,
      image: 'debian-12-v20260101',
      requestBody: { state: 'DEPRECATED', replacement: 'global/images/debian-13-v20260115' },
    });
    assert.equal(deprecated.data.operationType, 'deprecate');
    const image = await api.images.get({ project, image: 'debian-12-v20260101' });
    assert.equal(image.data.deprecated?.state, 'DEPRECATED');
    assert.match(image.data.deprecated.replacement ?? '', /\/global\/images\/debian-13-v20260115$/);

    const disk = await api.disks.insert({
      project,
      zone,
      requestBody: { name: 'build-disk', sourceImage: 'global/images/debian-12-v20260101', sizeGb: '20' },
    });
    assert.equal(disk.data.zone?.endsWith(`/zones/${zone}`), true);
    assert.equal(disk.data.warnings?.[0]?.code, 'DEPRECATED_RESOURCE_USED');
    h.provider.wait(3);
    const diskDone = await api.zoneOperations.get({ project, zone, operation: disk.data.name ?? '' });
    assert.equal(diskDone.data.status, 'DONE');
  });

  test('the client made every call above', () => {
    assert.equal(h.calls.length, 9);
  });
});
