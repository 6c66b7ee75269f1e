/**
 * Three replicas on one PostgreSQL behind HAProxy on loopback (docs/operating.md#a-fleet-behind-haproxy),
 * for the fleet test and `npm run bench fleet`: each replica on a port of its own that it keeps when it
 * is started again, the public URL HAProxy's, and the replicas trusting HAProxy's address (127.0.0.1) alone.
 * A replica can be killed (SIGKILL), stopped (SIGTERM) and started again while HAProxy keeps serving.
 */
import { createServer } from 'node:net';
import { replicaEnv, startReplica, type Replica } from '../replicas/replica-set.ts';
import { Haproxy } from './haproxy.ts';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => {
        resolve(port);
      });
    });
  });
}

export interface FleetOptions {
  databaseUrl: string;
  /** Settings every replica gets (PROVIDER_POLL_INTERVAL, PROVIDER_MODULES…). */
  env?: Record<string, string>;
}

export class Fleet {
  readonly #running = new Map<string, Replica>();

  private constructor(
    readonly haproxy: Haproxy,
    private readonly ports: ReadonlyMap<string, number>,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  /** A, B and C (the first alone: migrations and demo data), then HAProxy once it sees all three up. */
  static async start(options: FleetOptions): Promise<Fleet> {
    const names = ['A', 'B', 'C'];
    const [front = 0, stats = 0, ...replicaPorts] = await Promise.all(
      Array.from({ length: names.length + 2 }, freePort),
    );
    const ports = new Map(names.map((name, i) => [name, replicaPorts[i] ?? 0]));
    const env = replicaEnv({
      databaseUrl: options.databaseUrl,
      count: names.length,
      env: { ...options.env, PROVIDER_PUBLIC_URL: `http://127.0.0.1:${front}` },
    });
    const haproxy = await Haproxy.start(
      front,
      stats,
      names.map((name) => ({ name, port: ports.get(name) ?? 0 })),
    );
    const fleet = new Fleet(haproxy, ports, env);
    try {
      await fleet.restart('A');
      await Promise.all(names.slice(1).map((name) => fleet.restart(name)));
    } catch (err) {
      await fleet.stop();
      throw err;
    }
    return fleet;
  }

  get origin(): string {
    return this.haproxy.origin;
  }

  /** Starts `name` on its port and waits until HAProxy sends it requests again. */
  async restart(name: string): Promise<void> {
    const port = this.ports.get(name);
    if (port === undefined) throw new Error(`no replica ${name}`);
    const replica = await startReplica(name, { ...this.env, PROVIDER_PORT: String(port) });
    // A test or bench that dies leaves no replica behind.
    process.once('exit', () => replica.child.kill('SIGKILL'));
    this.#running.set(name, replica);
    // Starting took up to 17 s on a loaded 2-core machine; HAProxy then needs two checks a second apart.
    await this.haproxy.until(name, 'UP', 90_000);
  }

  /**
   * SIGKILL: the replica ends at once, whatever it was doing. Resolves with the most requests it can have
   * been answering: those HAProxy had sent it and not had answered just before (its `scur`), and every one
   * HAProxy sent it from then until it had exited (its `stot` went up by), since HAProxy opens a connection
   * to a replica per request (deploy/haproxy.cfg).
   */
  async kill(name: string): Promise<{ inFlight: number }> {
    const before = (await this.haproxy.servers())[name];
    await this.#signal(name, 'SIGKILL');
    const after = (await this.haproxy.servers())[name];
    const count = (row: Record<string, string> | undefined, field: string): number =>
      Number(row?.[field] ?? NaN);
    return { inFlight: count(before, 'scur') + count(after, 'stot') - count(before, 'stot') };
  }

  /** SIGTERM, as a rolling restart sends it: resolves with the replica's exit code. */
  terminate(name: string): Promise<number | null> {
    return this.#signal(name, 'SIGTERM');
  }

  #signal(name: string, signal: NodeJS.Signals): Promise<number | null> {
    const replica = this.#running.get(name);
    if (replica === undefined) throw new Error(`replica ${name} is not running`);
    this.#running.delete(name);
    return new Promise((resolve) => {
      replica.child.once('exit', (code) => {
        resolve(code);
      });
      replica.child.kill(signal);
    });
  }

  /** Stops every replica still running (SIGTERM), then HAProxy. */
  async stop(): Promise<void> {
    await Promise.all([...this.#running.keys()].map((name) => this.terminate(name)));
    await this.haproxy.stop();
  }
}
