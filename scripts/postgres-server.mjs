// A throwaway PostgreSQL server, for `npm run test:postgres` and `npm run bench replicas`
// (docs/provider.md#storage): initdb into a temporary folder and pg_ctl on a free loopback port, as the
// postgres user when run as root (both refuse root), binaries from `pg_config --bindir`. Durability is not
// what it is for: no fsync. It is stopped and its folder deleted by stop(), and also when this process
// exits or gets Ctrl-C.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What to tell a person who has no PostgreSQL. */
export const INSTALL_HINT = 'apt-get install -y postgresql';

/** The folder of initdb and pg_ctl, or undefined when PostgreSQL is not installed. */
export function postgresBinDir() {
  let bin;
  try {
    bin = execFileSync('pg_config', ['--bindir'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
  return existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl')) ? bin : undefined;
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

/**
 * Starts a server with one database, `database`, owned by the superuser `postgres` (trust, no password).
 * `settings` are extra server settings (`name=value`). Returns { port, url, folder, stop }.
 */
export async function startPostgres({ database = 'provider_test', settings = [] } = {}) {
  const bin = postgresBinDir();
  if (bin === undefined) throw new Error(`PostgreSQL is not installed; install it with: ${INSTALL_HINT}`);
  const asRoot = process.getuid?.() === 0;
  /** Runs a PostgreSQL program, as the postgres user when this runs as root. */
  const pgRun = (program, args, options = {}) => {
    const [cmd, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
      : [join(bin, program), args];
    const result = spawnSync(cmd, argv, { encoding: 'utf8', ...options });
    if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
    return result.stdout;
  };

  const folder = mkdtempSync(join(tmpdir(), 'provider-pg-'));
  const data = join(folder, 'data');
  let started = false;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stop);
    for (const signal of ['SIGINT', 'SIGTERM']) process.off(signal, onSignal);
    if (started) {
      try {
        pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], { stdio: 'ignore' });
      } catch {
        // The folder goes anyway; a server without its folder stops by itself.
      }
    }
    rmSync(folder, { recursive: true, force: true });
  };
  const onSignal = () => {
    stop();
    process.exit(130);
  };
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, onSignal);

  try {
    if (asRoot) chownSync(folder, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), 0);
    const port = await freePort();
    pgRun('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--locale=C']);
    // No fsync, and room for every test's pool (or every replica's).
    const options = [
      `-p ${port}`,
      `-k ${folder}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=400',
      ...settings.map((setting) => `-c ${setting}`),
    ].join(' ');
    pgRun('pg_ctl', ['-D', data, '-l', join(folder, 'server.log'), '-o', options, '-w', 'start']);
    started = true;
    pgRun('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database]);
    return { port, url: `postgres://postgres@127.0.0.1:${port}/${database}`, folder, stop };
  } catch (err) {
    stop();
    throw err;
  }
}
