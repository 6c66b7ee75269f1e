/**
 * The addresses a load balancer probes (README, "Provider addresses"; docs/operating.md#health-and-readiness):
 * `/healthz` while the process serves, `/readyz` while the store answers with its migrations applied and the
 * provider is not stopping; neither needs a token. And a stop with grace lets a request in flight finish.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { connect } from 'node:net';
import { newConnection } from './connections.ts';
import { Harness, TV } from '../oauth/harness.ts';
import { DEVICE_CODE_GRANT_TYPE } from '../../../src/shared/wire/oauth.ts';

async function get(
  origin: string,
  path: string,
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const res = await fetch(origin + path);
  return { status: res.status, headers: res.headers, body: await res.json() };
}

test('/healthz answers 200 {"status":"ok"} and /readyz 200 {"status":"ready"}, with no token', async () => {
  const h = await Harness.start();
  try {
    const health = await get(h.origin, '/healthz');
    assert.equal(health.status, 200);
    assert.deepEqual(health.body, { status: 'ok' });
    assert.equal(health.headers.get('Cache-Control'), 'no-store');
    const ready = await get(h.origin, '/readyz');
    assert.equal(ready.status, 200);
    assert.deepEqual(ready.body, { status: 'ready' });
    // Probes never touch a limit: a hundred in a row all answer.
    for (let i = 0; i < 100; i++) assert.equal((await fetch(`${h.origin}/readyz`)).status, 200);
  } finally {
    await h.close();
  }
});

test('/readyz answers 503 with the reason once the database lost the migrations it held at start', async () => {
  const h = await Harness.start();
  try {
    // The store the authorization server's tables are on: SQLite, or PostgreSQL under npm run test:postgres.
    const { sql } = h.provider;
    const n = (await sql.prepare('SELECT COUNT(*) FROM schema_migrations').value<number>()) ?? 0;
    await sql.exec('DELETE FROM schema_migrations');
    const ready = await get(h.origin, '/readyz');
    assert.equal(ready.status, 503);
    assert.deepEqual(ready.body, {
      status: 'unavailable',
      reason: `${sql.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'} holds 0 of the ${n} migrations applied at start`,
    });
    // The process still serves: only the load balancer's routing depends on readiness.
    assert.equal((await get(h.origin, '/healthz')).status, 200);
  } finally {
    await h.close();
  }
});

/** A POST whose body is held back: the request is in flight until `finish` sends the rest. */
function heldRequest(origin: string, path: string, body: string) {
  const req = request(new URL(path, origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Transfer-Encoding': 'chunked' },
  });
  const answer = new Promise<{ status: number; connection: string | undefined; body: string }>(
    (resolve, reject) => {
      req.on('error', reject);
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text });
        });
      });
    },
  );
  const half = Math.floor(body.length / 2);
  req.write(body.slice(0, half));
  return { answer, finish: () => req.end(body.slice(half)) };
}

test('a stop with grace: /readyz says it is stopping, the request in flight gets its whole answer, then it closes', async () => {
  const h = await Harness.start();
  const code = await h.requestCode();
  const form = new URLSearchParams({
    ...TV,
    grant_type: DEVICE_CODE_GRANT_TYPE,
    device_code: code.device_code,
  });
  const held = heldRequest(h.origin, '/token', form.toString());
  // The request has reached the provider once it counts it as in flight.
  while (h.provider.ops.lifecycle.inFlight === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  let closed = false;
  const closing = h.provider.close(10_000).then(() => (closed = true));
  const ready = await h.provider.app.request('/readyz');
  assert.equal(ready.status, 503);
  assert.deepEqual(await ready.json(), { status: 'unavailable', reason: 'the provider is stopping' });
  await assert.rejects(newConnection(h.origin), { code: 'ECONNREFUSED' }, 'no new connection is accepted');
  assert.equal(closed, false, 'the stop waits for the request in flight');
  held.finish();
  const answer = await held.answer;
  assert.equal(answer.status, 428);
  assert.deepEqual(JSON.parse(answer.body), {
    error: 'authorization_pending',
    error_description: 'Precondition Required',
  });
  assert.equal(answer.connection, 'close');
  await closing;
});

test('a stop with grace answers a request that arrives, within the first second, on a connection made before it', async () => {
  const h = await Harness.start();
  const { port } = new URL(h.origin);
  // As a load balancer's connection whose request the provider has not read yet when the stop begins.
  const socket = connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  while (h.provider.ops.lifecycle.inFlight !== 0) await new Promise((resolve) => setTimeout(resolve, 5));
  const closing = h.provider.close(10_000);
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (answer += chunk));
  const ended = new Promise<void>((resolve) => socket.once('end', resolve));
  socket.write('GET /healthz HTTP/1.1\r\nHost: provider\r\n\r\n');
  await ended;
  assert.match(answer, /^HTTP\/1\.1 200 OK\r\n/);
  assert.match(answer, /\r\nConnection: close\r\n/i);
  assert.ok(answer.endsWith('{"status":"ok"}'), answer);
  await closing;
});
