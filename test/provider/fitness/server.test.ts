import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startProvider } from '../../../src/provider/server.ts';
import { ManualClock } from '../../../src/provider/clock.ts';
import { storeUnderTest } from '../store-under-test.ts';

test('the provider mounts the fitness API with CORS, asks for a token, and seeds the demo data once', async () => {
  const provider = await startProvider({
    settings: { port: 0, dbPath: ':memory:', demo: true },
    clock: new ManualClock(),
    sql: await storeUnderTest(),
  });
  try {
    const base = `${provider.origin}/fitness/v1/users/me`;
    const preflight = await fetch(`${base}/dataset:aggregate`, {
      method: 'OPTIONS',
      headers: { Origin: 'null', 'Access-Control-Request-Method': 'POST' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('Access-Control-Allow-Origin'), 'null');
    const anonymous = await fetch(`${base}/dataSources`, { headers: { Origin: 'null' } });
    assert.equal(anonymous.status, 401);
    assert.equal(anonymous.headers.get('Access-Control-Allow-Origin'), 'null');
    assert.deepEqual(await anonymous.json(), {
      error: {
        code: 401,
        message: 'Request is missing required authentication credential. Expected an OAuth 2 access token.',
        errors: [
          {
            domain: 'global',
            reason: 'required',
            message:
              'Request is missing required authentication credential. Expected an OAuth 2 access token.',
          },
        ],
        status: 'UNAUTHENTICATED',
      },
    });
    const counts = (await provider.sql
      .prepare(
        `SELECT (SELECT count(*) FROM fitness_sources) AS sources, (SELECT count(*) FROM fitness_sessions) AS sessions,
                (SELECT count(*) FROM fitness_points) AS points`,
      )
      .get<{ sources: number; sessions: number; points: number }>()) ?? {
      sources: 0,
      sessions: 0,
      points: 0,
    };
    assert.equal(counts.sources, 13);
    assert.ok(counts.sessions > 60, `${counts.sessions} sessions`);
    assert.ok(counts.points > 20000, `${counts.points} points`);
  } finally {
    await provider.close();
  }
});
