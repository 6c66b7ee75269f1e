/**
 * Debian's HAProxy in front of replicas on loopback, for the fleet test and `npm run bench fleet`
 * (docs/operating.md#a-fleet-behind-haproxy): the configuration compose.yaml ships (deploy/haproxy.cfg) with
 * only its addresses changed, written to a temporary folder and run in the foreground as a child of this
 * process (no system service). Two things are added for the harness alone: each answer names the replica
 * that gave it (X-Served-By), and a statistics page tells when HAProxy sees a replica up or down.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SHIPPED = new URL('../../../deploy/haproxy.cfg', import.meta.url);

/** True when `haproxy` can be run here. */
export const haproxyInstalled = (): boolean => spawnSync('haproxy', ['-v']).status === 0;

export interface Backend {
  /** A, B, C… */
  name: string;
  port: number;
}

/** Replaces exactly one match of `pattern` in `text`, or fails: the shipped file changed under the harness. */
function once(text: string, pattern: RegExp, replacement: string): string {
  const found = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))?.length ?? 0;
  if (found !== 1)
    throw new Error(`deploy/haproxy.cfg: expected one match of ${String(pattern)}, found ${found}`);
  return text.replace(pattern, replacement);
}

/** deploy/haproxy.cfg on loopback: listening on `port`, forwarding to `backends`, with the harness's additions. */
export function loopbackConfig(port: number, statsPort: number, backends: readonly Backend[]): string {
  let config = readFileSync(SHIPPED, 'utf8');
  config = once(config, /^ {2}bind :8080$/m, `  bind 127.0.0.1:${port}`);
  // No Docker name server here: the replicas are addresses already.
  config = once(config, /^resolvers docker\n(?: {2}.*\n)+/m, '');
  config = once(config, / resolvers docker init-addr \S+/, '');
  const servers = backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port}`).join('\n');
  config = once(config, /^(?: {2}server replica-\d replica-\d:8787\n)+/m, `${servers}\n`);
  // The harness's own: who answered, and HAProxy's view of the replicas.
  config = once(
    config,
    /^ {2}balance roundrobin$/m,
    '  balance roundrobin\n  http-after-response set-header X-Served-By %s',
  );
  return `${config}
frontend stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`;
}

export class Haproxy {
  private constructor(
    private readonly child: ChildProcess,
    private readonly folder: string,
    readonly origin: string,
    private readonly statsOrigin: string,
  ) {}

  static async start(port: number, statsPort: number, backends: readonly Backend[]): Promise<Haproxy> {
    const folder = mkdtempSync(join(tmpdir(), 'provider-haproxy-'));
    const file = join(folder, 'haproxy.cfg');
    writeFileSync(file, loopbackConfig(port, statsPort, backends));
    // -db: in the foreground, logging to this process; -W would fork a master.
    const child = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-8192)));
    process.once('exit', () => child.kill('SIGKILL'));
    const haproxy = new Haproxy(child, folder, `http://127.0.0.1:${port}`, `http://127.0.0.1:${statsPort}`);
    const exited = new Promise<never>((_, reject) => {
      child.once('exit', (code) => {
        reject(new Error(`haproxy exited with ${String(code)}: ${stderr}`));
      });
    });
    await Promise.race([haproxy.states(), exited]);
    return haproxy;
  }

  /** Each replica's row of HAProxy's statistics now, field by field (status, scur, stot…). */
  async servers(): Promise<Record<string, Record<string, string>>> {
    for (;;) {
      if (this.child.exitCode !== null || this.child.signalCode !== null)
        throw new Error('haproxy has exited');
      try {
        const csv = await (await fetch(`${this.statsOrigin}/stats;csv`)).text();
        const [head = [], ...rows] = csv.split('\n').map((line) => line.split(','));
        const fields = head.map((field) => field.replace(/^# /, ''));
        const servers = rows.filter((r) => r[0] === 'replicas' && r[1] !== 'BACKEND');
        return Object.fromEntries(
          servers.map((r): [string, Record<string, string>] => [
            r[1] ?? '',
            Object.fromEntries(fields.map((field, i) => [field, r[i] ?? ''])),
          ]),
        );
      } catch {
        // Not listening yet.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  /** Each replica's state as HAProxy sees it now: UP, DOWN, or a transition such as `UP 1/2`. */
  async states(): Promise<Record<string, string>> {
    const servers = await this.servers();
    return Object.fromEntries(Object.entries(servers).map(([name, row]) => [name, row.status ?? '']));
  }

  /** Resolves once HAProxy sees `name` in `state` (its health checks run every second). */
  async until(name: string, state: 'UP' | 'DOWN', limitMs = 30_000): Promise<void> {
    const deadline = performance.now() + limitMs;
    while ((await this.states())[name] !== state) {
      if (performance.now() > deadline) throw new Error(`HAProxy never saw ${name} ${state}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.child.once('exit', () => {
        rmSync(this.folder, { recursive: true, force: true });
        resolve();
      });
      this.child.kill('SIGTERM');
    });
  }
}
