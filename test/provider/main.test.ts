/**
 * `npm run provider`: the one line it prints on start (README, Commands), with port 0 and with a given port;
 * everything else it writes on stdout is its log, one JSON object per line (docs/operating.md#logs).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';

interface Run {
  out: string;
  code: number | null;
}

/** Starts the provider, waits for its listening line, stops it (SIGTERM), and returns what it printed. */
function startAndStop(env: Record<string, string>): Promise<Run> {
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
    let stopped = false;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      if (!stopped && /^provider listening on .*\n/m.test(out)) {
        stopped = true;
        child.kill('SIGTERM');
      }
    });
    child.on('error', reject);
    child.on('close', (code) => {
      resolve({ out, code });
    });
  });
}

/** The lines that are not log lines, and the log lines' messages, in order. */
function split(out: string): { plain: string[]; messages: string[] } {
  const plain: string[] = [];
  const messages: string[] = [];
  for (const line of out.split('\n').slice(0, -1)) {
    if (!line.startsWith('{')) {
      plain.push(line);
      continue;
    }
    const entry = JSON.parse(line) as Record<string, unknown>;
    assert.equal(typeof entry.time, 'string', line);
    assert.equal(typeof entry.level, 'string', line);
    messages.push(String(entry.msg));
  }
  return { plain, messages };
}

test('with PROVIDER_PORT=0 the provider prints one line naming the origin it really listens on', async () => {
  const { out, code } = await startAndStop({ PROVIDER_PORT: '0' });
  assert.equal(code, 0);
  assert.ok(out.endsWith('\n'), out);
  const { plain, messages } = split(out);
  assert.equal(plain.length, 1, out);
  assert.match(plain[0] ?? '', /^provider listening on http:\/\/127\.0\.0\.1:\d+$/);
  assert.doesNotMatch(plain[0] ?? '', /:0\b/);
  // A new database: its migrations, then the start; SIGTERM: the stop, and its end.
  assert.equal(messages[0], 'migration applied');
  assert.deepEqual(messages.slice(-3), ['provider listening', 'provider stopping', 'provider stopped']);
});
