/**
 * Several provider replicas on one PostgreSQL database, as behind a load balancer (docs/scale.md#replicas):
 * each a child process of `src/provider/main.ts` through tsx, as `npm run provider` starts it, on its own
 * loopback port, with PROVIDER_TRUST_PROXY naming loopback so that a request's X-Forwarded-For is its client
 * address, as a proxy in front would write it.
 *
 * The first replica starts alone and the others only once it listens. On a new database each module's
 * demo data is seeded by the replica that applied that module's first migration (server.ts, migrate-store.ts):
 * started together, the others find the migrations recorded and listen at once, before the demo accounts
 * and clients exist, and a replica may seed one module's data before another replica has seeded the accounts
 * it names. Once the first one listens its seeding is done, and the rest start on a complete database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';

const ROOT = join(import.meta.dirname, '..', '..', '..');
/** Starting a replica with its migrations and demo data took seconds on a loaded 2-core machine. */
const START_LIMIT_MS = 120_000;

export interface Replica {
  /** A, B, C… */
  name: string;
  origin: string;
  child: ChildProcess;
  /** What it has written to stderr so far (the last 64 KiB): a 500's cause, for one. */
  stderr(): string;
}

export interface ReplicaOptions {
  /** A database of the replicas' own (freshDatabase), on which they share everything PostgreSQL holds. */
  databaseUrl: string;
  count: number;
  /** More provider settings (PROVIDER_POLL_INTERVAL, PROVIDER_MODULES…), the same for every replica. */
  env?: Record<string, string>;
}

/**
 * A new, empty database on the server `url` names, so that replicas start on a database of their own as
 * on a first deployment; returns its URL.
 */
export async function freshDatabase(url: string, prefix = 'replicas'): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return fresh.toString();
}

/** The environment of every replica: its own port, nothing kept in SQLite, loopback trusted as the proxy. */
export function replicaEnv(options: ReplicaOptions): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PROVIDER_HOST: '127.0.0.1',
    PROVIDER_PORT: '0',
    PROVIDER_PUBLIC_URL: '',
    PROVIDER_DB: ':memory:',
    PROVIDER_DEMO: '1',
    PROVIDER_DATABASE_URL: options.databaseUrl,
    PROVIDER_TRUST_PROXY: '127.0.0.1',
    ...options.env,
  };
}

/** Starts one replica and resolves with its origin from the `provider listening on <origin>` line. */
export function startReplica(name: string, env: NodeJS.ProcessEnv): Promise<Replica> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'src/provider/main.ts')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-65_536);
  });
  return new Promise((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`replica ${name} did not listen within ${START_LIMIT_MS} ms: ${stderr}`));
    }, START_LIMIT_MS);
    const onData = (chunk: Buffer): void => {
      stdout += chunk.toString();
      const origin = /provider listening on (\S+)/.exec(stdout)?.[1];
      if (origin === undefined) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      // Kept flowing, so that a replica writing more never blocks on a full pipe.
      child.stdout.resume();
      resolve({ name, origin, child, stderr: () => stderr });
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`replica ${name} exited with ${String(code)} before listening: ${stderr.trim()}`));
    });
  });
}

export class ReplicaSet {
  private constructor(readonly replicas: readonly Replica[]) {}

  /** The first replica alone (migrations, demo data), then the others together (see the top of this file). */
  static async start(options: ReplicaOptions): Promise<ReplicaSet> {
    const env = replicaEnv(options);
    const names = Array.from({ length: options.count }, (_, i) => String.fromCharCode(65 + i));
    const started: Replica[] = [];
    const killAll = (): void => {
      for (const replica of started) replica.child.kill('SIGKILL');
    };
    // A test or bench that dies leaves no replica behind.
    process.once('exit', killAll);
    try {
      started.push(await startReplica(names[0] ?? 'A', env));
      const rest = await Promise.allSettled(names.slice(1).map((name) => startReplica(name, env)));
      for (const result of rest) if (result.status === 'fulfilled') started.push(result.value);
      const failed = rest.find((result) => result.status === 'rejected');
      if (failed !== undefined) throw failed.reason;
    } catch (err) {
      killAll();
      throw err;
    }
    return new ReplicaSet(started);
  }

  /** The replica named `name` (A, B, C…). */
  get(name: string): Replica {
    const replica = this.replicas.find((r) => r.name === name);
    if (replica === undefined) throw new Error(`no replica ${name}`);
    return replica;
  }

  /** Stops every replica as Ctrl-C would (SIGTERM: it closes its server and its pool) and waits for each. */
  async stop(): Promise<void> {
    await Promise.all(
      this.replicas.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) {
              resolve();
              return;
            }
            const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(force);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  }
}
