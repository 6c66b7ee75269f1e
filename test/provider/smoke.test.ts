import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startProvider } from '../../src/provider/server.ts';
import { ManualClock } from '../../src/provider/clock.ts';

test('unknown address answers 404 in the API error shape', async () => {
  const provider = await startProvider({
    settings: { port: 0, dbPath: ':memory:' },
    clock: new ManualClock(),
  });
  try {
    const res = await fetch(`${provider.origin}/nope`);
    assert.equal(res.status, 404);
    const body = (await res.json()) as { error: { code: number } };
    assert.equal(body.error.code, 404);
  } finally {
    await provider.close();
  }
});
