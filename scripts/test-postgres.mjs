// `npm run test:postgres`: the provider's Node tests with the API modules on PostgreSQL
// (docs/provider.md#storage). Starts a throwaway server of its own: initdb into a temporary folder and
// pg_ctl on a free loopback port (as the postgres user when run as root: both refuse root), one database
// whose schemas the test harness hands out, one per provider. The server is stopped and the folder deleted
// at the end, also on failure or Ctrl-C. Arguments are test folders (default: test/provider).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function binDir() {
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

const bin = binDir();
if (bin === undefined || !existsSync(join(bin, 'initdb')) || !existsSync(join(bin, 'pg_ctl'))) {
  console.error('test:postgres needs PostgreSQL; install it with: apt-get install -y postgresql');
  process.exit(1);
}

const asRoot = process.getuid?.() === 0;
/** Runs a PostgreSQL program, as the postgres user when this runs as root. */
function pgRun(program, args, options = {}) {
  const [cmd, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
    : [join(bin, program), args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8', ...options });
  if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const folder = mkdtempSync(join(tmpdir(), 'provider-pg-'));
const data = join(folder, 'data');
let started = false;
let cleaned = false;
function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  if (started) {
    try {
      pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], { stdio: 'ignore' });
    } catch {
      // The folder goes anyway; a server without its folder stops by itself.
    }
  }
  rmSync(folder, { recursive: true, force: true });
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

try {
  const began = Date.now();
  if (asRoot) chownSync(folder, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), 0);
  const port = await freePort();
  pgRun('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--locale=C']);
  // Durability is not what these tests are about: no fsync, and room for every test's pool.
  const serverOptions = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=400`;
  pgRun('pg_ctl', ['-D', data, '-l', join(folder, 'server.log'), '-o', serverOptions, '-w', 'start']);
  started = true;
  pgRun('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'provider_test']);
  console.log(`test:postgres: PostgreSQL on 127.0.0.1:${port} ready in ${Date.now() - began} ms`);

  const folders = process.argv.slice(2);
  const child = spawn(
    process.execPath,
    ['scripts/run-node-tests.mjs', ...(folders.length > 0 ? folders : ['test/provider'])],
    {
      stdio: 'inherit',
      env: { ...process.env, PROVIDER_DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/provider_test` },
    },
  );
  // Ctrl-C reaches the test run too (same process group); its end is awaited, then the server stopped.
  const code = await new Promise((resolve) => child.on('exit', (status) => resolve(status ?? 1)));
  process.exitCode = code;
} catch (err) {
  console.error(`test:postgres: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
