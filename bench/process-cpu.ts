/**
 * Where a fleet run's CPU went, by kind of process: this process (the simulated TVs and phones), its `node`
 * children (the replicas), its `haproxy` child, and a PostgreSQL server (its postmaster and every backend).
 * The fleet shares the machine's cores with the load it is given, so "the replicas are slow" means little
 * until the load generator's own share is known. Read from /proc (Linux) twice a second; a process that ends
 * keeps the time of its last reading, so a killed replica loses at most half a second.
 */
import { readdirSync, readFileSync } from 'node:fs';

export interface CpuByKind {
  /** Seconds of CPU (user + system) each kind used while sampled. */
  seconds: Record<string, number>;
  /** Seconds the sampling lasted. */
  wallSeconds: number;
}

interface Reading {
  parent: number;
  name: string;
  cpuSeconds: number;
}

function read(pid: number): Reading | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const open = stat.indexOf('(');
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    // utime and stime, in clock ticks of 1/100 s (USER_HZ) on every architecture Node runs on.
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { parent: Number(fields[1]), name: stat.slice(open + 1, close), cpuSeconds: ticks / 100 };
  } catch {
    return undefined;
  }
}

function everyProcess(): Map<number, Reading> {
  const found = new Map<number, Reading>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const reading = read(Number(entry));
    if (reading !== undefined) found.set(Number(entry), reading);
  }
  return found;
}

/** True when `pid` is `root` or descends from it. */
function descends(pid: number, root: number, all: ReadonlyMap<number, Reading>): boolean {
  for (let at: number | undefined = pid, hops = 0; at !== undefined && hops < 64; hops++) {
    if (at === root) return true;
    at = all.get(at)?.parent;
  }
  return false;
}

export class ProcessCpu {
  readonly #last = new Map<number, { kind: string; first: number; latest: number }>();
  readonly #began = performance.now();
  readonly #timer: NodeJS.Timeout;
  #sampled = false;

  /** `postmaster`: the PostgreSQL server's first process, whose backends are counted with it. */
  constructor(private readonly postmaster: number | undefined) {
    this.#sample();
    this.#timer = setInterval(() => {
      this.#sample();
    }, 500);
  }

  /** Stops sampling; what each kind used since the start. */
  stop(): CpuByKind {
    clearInterval(this.#timer);
    this.#sample();
    const seconds: Record<string, number> = {};
    for (const { kind, first, latest } of this.#last.values())
      seconds[kind] = (seconds[kind] ?? 0) + latest - first;
    return { seconds, wallSeconds: (performance.now() - this.#began) / 1000 };
  }

  #kind(pid: number, reading: Reading, all: ReadonlyMap<number, Reading>): string | undefined {
    if (pid === process.pid) return 'TVs and phones';
    if (this.postmaster !== undefined && descends(pid, this.postmaster, all)) return 'PostgreSQL';
    if (reading.parent !== process.pid) return undefined;
    if (reading.name === 'haproxy') return 'HAProxy';
    if (reading.name === 'node') return 'replicas';
    return undefined;
  }

  #sample(): void {
    const all = everyProcess();
    for (const [pid, reading] of all) {
      const known = this.#last.get(pid);
      if (known !== undefined) {
        known.latest = reading.cpuSeconds;
        continue;
      }
      const kind = this.#kind(pid, reading, all);
      // A process first seen now counts from zero when it is new (a replica started again), which the
      // first sample cannot tell from one that ran before: those count from the first sample.
      const first = this.#sampled ? 0 : reading.cpuSeconds;
      if (kind !== undefined) this.#last.set(pid, { kind, first, latest: reading.cpuSeconds });
    }
    this.#sampled = true;
  }
}

/** The postmaster's pid from a server's data folder (its first line of postmaster.pid). */
export function postmasterPid(dataFolder: string): number | undefined {
  try {
    const pid = Number(readFileSync(`${dataFolder}/postmaster.pid`, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
