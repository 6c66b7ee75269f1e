/**
 * The Operation as the public Compute Engine v1 reference has it (docs/compute.md#operations): the requestId
 * comes back as sent, a replacement must be a live image, and every ErrorInfo the provider can put in an
 * Operation meets the published rules for its reason and metadata keys.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Operation } from '../../../src/shared/wire/compute.ts';
import { quotaError } from '../../../src/provider/apis/compute/services/operations.ts';
import type { Harness } from '../searchads/harness.ts';
import { P, startCompute } from './setup.ts';

const D12 = `${P}/global/images/debian-12-v20260101`;

describe('compute operations', () => {
  let h: Harness;
  before(async () => {
    h = await startCompute();
  });
  after(() => h.close());

  test('clientOperationId is the requestId as sent; a retry in another case is the same request', async () => {
    const sent = '5D0F9D8E-3C1A-4B7E-9A52-1F0C2E7D4B61';
    const first = await h.call<Operation>('POST', `${P}/global/images?requestId=${sent}`, {
      body: { name: 'img-case' },
    });
    assert.equal(first.status, 200);
    assert.equal(first.body.clientOperationId, sent);
    assert.equal(first.body.creationTimestamp, first.body.insertTime);
    const retry = await h.call<Operation>('POST', `${P}/global/images?requestId=${sent.toLowerCase()}`, {
      body: { name: 'img-case' },
    });
    assert.equal(retry.body.name, first.body.name);
    assert.equal(retry.body.clientOperationId, sent);
  });

  test('a replacement must be an existing image that is neither OBSOLETE nor DELETED', async () => {
    const obsolete = await h.call('POST', `${D12}/deprecate`, {
      body: { state: 'DEPRECATED', replacement: 'global/images/centos-7-v20200101' },
    });
    assert.equal(obsolete.status, 400);
    const live = await h.call<Operation>('POST', `${D12}/deprecate`, {
      body: { state: 'DEPRECATED', replacement: 'global/images/debian-11-v20250101' },
    });
    assert.equal(live.status, 200);
  });

  test('ErrorInfo reasons and metadata keys follow the published rules (google.rpc.ErrorInfo)', () => {
    // ErrorInfo.reason: UPPER_SNAKE_CASE, at most 63 characters; metadata keys: [a-z][a-zA-Z0-9-_]+, at most 64.
    for (const error of [quotaError('p'.repeat(63), 1_000_000)]) {
      for (const detail of error.errorDetails ?? []) {
        if (detail.errorInfo === undefined) continue;
        const { reason, metadatas } = detail.errorInfo;
        assert.match(reason, /^[A-Z][A-Z0-9_]*[A-Z0-9]$/);
        assert.ok(reason.length <= 63, reason);
        for (const key of Object.keys(metadatas)) {
          assert.match(key, /^[a-z][a-zA-Z0-9\-_]+$/);
          assert.ok(key.length <= 64, key);
        }
      }
      assert.ok(error.errorDetails?.some((detail) => detail.localizedMessage?.locale === 'en-US'));
    }
  });
});
