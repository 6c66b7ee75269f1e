// `npm run test:postgres`: the provider's Node tests with the API modules on PostgreSQL
// (docs/provider.md#storage). Starts a throwaway server of its own (scripts/postgres-server.mjs): one
// database whose schemas the test harness hands out, one per provider. The server is stopped and its
// folder deleted at the end, also on failure or Ctrl-C. Arguments are test folders (default: test/provider).
import { spawn } from 'node:child_process';
import { INSTALL_HINT, postgresBinDir, startPostgres } from './postgres-server.mjs';

if (postgresBinDir() === undefined) {
  console.error(`test:postgres needs PostgreSQL; install it with: ${INSTALL_HINT}`);
  process.exit(1);
}

let server;
try {
  const began = Date.now();
  server = await startPostgres({ database: 'provider_test' });
  console.log(`test:postgres: PostgreSQL on 127.0.0.1:${server.port} ready in ${Date.now() - began} ms`);

  const folders = process.argv.slice(2);
  const child = spawn(
    process.execPath,
    ['scripts/run-node-tests.mjs', ...(folders.length > 0 ? folders : ['test/provider'])],
    { stdio: 'inherit', env: { ...process.env, PROVIDER_DATABASE_URL: server.url } },
  );
  // Ctrl-C reaches the test run too (same process group); its end is awaited, then the server stopped.
  const code = await new Promise((resolve) => child.on('exit', (status) => resolve(status ?? 1)));
  process.exitCode = code;
} catch (err) {
  console.error(`test:postgres: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  server?.stop();
}
