/**
 * The container image (Dockerfile; docs/operating.md#the-container-image). No base image can be pulled
 * here, so nothing is built: the Dockerfile is linted, its shape checked, and the image's start command and
 * health check run as plain processes with the image's environment.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validate } from 'dockerfile-utils';
import { DOCKERFILE, readImage } from './dockerfile.ts';

const ROOT = new URL('../..', import.meta.url).pathname;

test('the Dockerfile passes the linter, which refuses a broken one', () => {
  assert.deepEqual(
    validate(DOCKERFILE).map(
      (d) => `${d.range.start.line + 1}: ${typeof d.message === 'string' ? d.message : d.message.value}`,
    ),
    [],
  );
  const broken = 'FROM node:20-slim AS\nHEALTHCHECK --intervl=10s CMD ["true"]\nUSER\n';
  assert.equal(validate(broken).length, 3);
});

test('two stages on node:20-slim: the compilers and npm ci in the first; the image runs as node, /data a volume', () => {
  const image = readImage();
  assert.deepEqual(
    image.stages.map((s) => [s.from, s.name]),
    [
      ['node:20-slim', 'build'],
      ['node:20-slim', null],
    ],
  );
  const [build, final] = image.stages.map((s) => s.instructions.filter((i) => i.keyword === 'RUN'));
  assert.match(build?.map((i) => i.text).join('\n') ?? '', /apt-get install .*g\+\+[\s\S]*npm ci --omit=dev/);
  assert.deepEqual(
    final?.map((i) => i.text),
    ['mkdir -p /data && chown node:node /data'],
    'no compiler, no install in the image',
  );
  const copies = image.stages[1]?.instructions.filter((i) => i.keyword === 'COPY');
  assert.deepEqual(
    copies?.map((i) => [i.flags, i.text]),
    [[{ from: 'build' }, '/app ./']],
  );
  assert.equal(image.user, 'node');
  assert.deepEqual(image.volumes, ['/data']);
  assert.match(image.env.PROVIDER_DB ?? '', /^\/data\//);
  assert.equal(image.env.PROVIDER_HOST, '0.0.0.0');
  assert.deepEqual(image.healthcheck.command, ['node', 'src/provider/ops/healthcheck.mjs']);
  assert.match(readFileSync(join(ROOT, 'src/provider/ops/healthcheck.mjs'), 'utf8'), /\/healthz/);
  // The build context holds what the build stage copies, and nothing else.
  assert.deepEqual(
    readFileSync(join(ROOT, '.dockerignore'), 'utf8')
      .split('\n')
      .filter((l) => /^[*!]/.test(l)),
    ['*', '!package.json', '!package-lock.json', '!src/provider', '!src/shared'],
  );
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => {
        resolve(port);
      });
    });
  });
}

test("the image's CMD and HEALTHCHECK as plain processes: healthy while it serves, unhealthy once stopped", async () => {
  const image = readImage();
  const volume = mkdtempSync(join(tmpdir(), 'provider-data-'));
  // As in the image: not root. The image's user is `node`; here, nobody, when the tests run as root.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(volume, 65534, 65534);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('PROVIDER_')),
  );
  // The image's environment, with its /data volume mounted from a temporary folder and a free port.
  Object.assign(env, image.env, {
    PROVIDER_DB: (image.env.PROVIDER_DB ?? '').replace(/^\/data/, volume),
    PROVIDER_PORT: String(port),
    PROVIDER_SCRYPT_COST: '10',
  });
  const run = (command: string[]) => {
    const [program, ...args] = command;
    assert.equal(program, 'node');
    return {
      program: process.execPath,
      args,
      options: { cwd: ROOT, env, ...(asRoot ? { uid: 65534, gid: 65534 } : {}) },
    };
  };
  const healthy = (): number | null => {
    const check = run(image.healthcheck.command);
    return spawnSync(check.program, check.args, { ...check.options, timeout: 10_000 }).status;
  };
  const start = run(image.command);
  const provider = spawn(start.program, start.args, {
    ...start.options,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    let out = '';
    provider.stdout.setEncoding('utf8');
    await new Promise<void>((resolve, reject) => {
      provider.stdout.on('data', (chunk: string) => {
        out += chunk;
        if (out.includes(`provider listening on http://localhost:${port}\n`)) resolve();
      });
      provider.once('exit', (code) => {
        reject(new Error(`the provider exited with ${String(code)}: ${out}`));
      });
    });
    assert.equal(healthy(), 0);
    assert.ok(existsSync(env.PROVIDER_DB ?? ''), 'the database is on the volume');
    const exited = new Promise((resolve) => provider.once('exit', resolve));
    provider.kill('SIGTERM');
    assert.equal(await exited, 0);
    assert.equal(healthy(), 1);
  } finally {
    provider.kill('SIGKILL');
    rmSync(volume, { recursive: true, force: true });
  }
});
