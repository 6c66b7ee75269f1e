/** `npm run provider`: the one line it prints on start (README, Commands), with port 0 and with a given port. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';

/** Starts the provider, waits for its listening line, stops it, and returns everything it printed. */
function startAndStop(env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/provider/main.ts'], {
      // An empty database: a demo database says so in a line of its own (docs/operating.md#demo-data).
      env: {
        ...process.env,
        PROVIDER_DB: ':memory:',
        PROVIDER_HOST: '127.0.0.1',
        PROVIDER_DEMO: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      if (out.includes('\n')) child.kill('SIGTERM');
    });
    child.on('error', reject);
    child.on('close', () => {
      resolve(out);
    });
  });
}

test('with PROVIDER_PORT=0 the provider prints one line naming the origin it really listens on', async () => {
  const out = await startAndStop({ PROVIDER_PORT: '0' });
  assert.match(out, /^provider listening on http:\/\/127\.0\.0\.1:\d+\n$/);
  assert.doesNotMatch(out, /:0\b/);
});
