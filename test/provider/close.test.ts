// Stopping the provider (Ctrl-C, the end of a test) must not wait on a client that is still sending.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { startProvider } from '../../src/provider/server.ts';
import { ManualClock } from '../../src/provider/clock.ts';

// The time limit only catches a close() that hangs for good; it also covers starting a provider with all its
// demo data, which took over 7 s on a loaded 2-core machine.
test('close() ends a connection whose request body is still arriving', { timeout: 30_000 }, async () => {
  const provider = await startProvider({
    settings: { port: 0, dbPath: ':memory:', demo: true },
    clock: new ManualClock(),
  });
  const url = new URL('/token', provider.origin);
  const req = request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Transfer-Encoding': 'chunked' },
  });
  const ended = new Promise<string>((resolve) => {
    req.on('error', (err) => {
      resolve(err.message);
    });
    req.on('response', () => {
      resolve('answered');
    });
  });
  req.write('client_id=demo-tv&');
  // The body never ends; wait until the server has the connection, then stop it.
  await new Promise<void>((resolve) => req.on('socket', (socket) => socket.on('connect', resolve)));
  await provider.close();
  assert.notEqual(await ended, 'answered');
});
