/**
 * SIGTERM (README, "Running it for real"; docs/operating.md#stopping): `npm run provider` stops accepting
 * connections, answers the request in flight in full, closes the store and exits 0.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { request } from 'node:http';
import { newConnection } from './connections.ts';

/** The provider as `npm run provider` starts it, and its stdout so far. */
async function startProvider(): Promise<{
  child: ChildProcessWithoutNullStreams;
  origin: string;
  out: () => string;
}> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/provider/main.ts'], {
    env: {
      ...process.env,
      // A new demo database of its own, also under npm run test:postgres, whose database holds no demo TV.
      PROVIDER_DB: ':memory:',
      PROVIDER_DATABASE_URL: '',
      PROVIDER_DEMO: '1',
      PROVIDER_HOST: '127.0.0.1',
      PROVIDER_PORT: '0',
      PROVIDER_PUBLIC_URL: '',
      PROVIDER_MODULES: 'video',
    },
  });
  let out = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => (out += chunk));
  child.stderr.resume();
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const found = /^provider listening on (\S+)$/m.exec(out)?.[1];
      if (found !== undefined) resolve(found);
    });
    child.once('exit', (code) => {
      reject(new Error(`the provider exited with ${String(code)}: ${out}`));
    });
  });
  return { child, origin, out: () => out };
}

const until = async (check: () => boolean): Promise<void> => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 10));
};

test('a request in flight when SIGTERM arrives gets its whole answer; then the provider exits 0', async () => {
  const { child, origin, out } = await startProvider();
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const issued = await fetch(`${origin}/device/code`, {
    method: 'POST',
    body: new URLSearchParams({ client_id: 'demo-tv', scope: 'openid' }),
  });
  const { device_code: deviceCode } = (await issued.json()) as { device_code: string };
  const form = new URLSearchParams({
    client_id: 'demo-tv',
    client_secret: 'demo-tv-secret',
    grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
    device_code: deviceCode,
  }).toString();
  // Expect: 100-continue makes the provider say when it has the request; its body is sent after SIGTERM.
  const req = request(new URL('/token', origin), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Content-Length': String(form.length),
      Expect: '100-continue',
    },
  });
  const answer = new Promise<{ status: number; connection: string | undefined; body: string }>(
    (resolve, reject) => {
      req.on('error', reject);
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body });
        });
      });
    },
  );
  await new Promise<void>((resolve) => req.once('continue', resolve));
  child.kill('SIGTERM');
  await until(() => out().includes('"msg":"provider stopping"'));
  await assert.rejects(newConnection(origin), { code: 'ECONNREFUSED' }, 'no new connection once stopping');
  req.end(form);
  const { status, connection, body } = await answer;
  assert.equal(status, 428);
  assert.deepEqual(JSON.parse(body), {
    error: 'authorization_pending',
    error_description: 'Precondition Required',
  });
  assert.equal(connection, 'close');
  assert.equal(await exited, 0);
  // The log: the stop, the request answered during it, the end.
  const lines = out()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string; route?: string; status?: number });
  assert.deepEqual(
    lines
      .slice(-3)
      .map(({ msg, route, status }) => (route === undefined ? msg : `${route} ${String(status)}`)),
    ['provider stopping', '/token 428', 'provider stopped'],
  );
});
