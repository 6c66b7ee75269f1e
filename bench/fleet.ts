/**
 * `npm run bench fleet`: 2,000 simulated TVs (fewer on fewer than 5 cores, below) for 60 s, each approved by
 * a person of its own on a phone of their own, through HAProxy on loopback, in front of three replicas on one
 * PostgreSQL (test/provider/fleet/; docs/scale.md#a-fleet-behind-haproxy), on a throwaway server of the
 * bench's own. At 20 s replica B is
 * killed (SIGKILL) and started again at 26 s; at 40 s replica C gets SIGTERM, as in a rolling restart, and
 * is started again once it has exited.
 * Targets: every TV signs in, no 5xx from C, nothing failed but what B was answering when killed (within 3 s
 * of the kill), no slow_down for a TV that waits its interval. Skipped in one line without PostgreSQL or HAProxy.
 *
 * `npx tsx bench/fleet.ts` runs it alone; BENCH_FLEET_TVS=<n> with n TVs (at most 4,096, one phone address
 * each).
 *
 * Each TV that signs in costs 77-100 ms of CPU across HAProxy, the replicas, PostgreSQL and the simulated
 * people (docs/scale.md#a-fleet-behind-haproxy): 2,000 TVs in 40 s need 4 to 5 cores. On fewer, the bench
 * runs 250 TVs per core, which a core serves within the targets, and says so in its first row.
 */
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchRow } from './bench-row.ts';
import { INSTALL_HINT, postgresBinDir, startPostgres } from '../scripts/postgres-server.mjs';
import { freshDatabase } from '../test/provider/replicas/replica-set.ts';
import { Fleet } from '../test/provider/fleet/fleet.ts';
import { haproxyInstalled } from '../test/provider/fleet/haproxy.ts';
import { runFleet, type FleetResult } from '../test/provider/fleet/tv-fleet.ts';
import { addPeople } from './replicas-people.ts';
import { postmasterPid, ProcessCpu, type CpuByKind } from './process-cpu.ts';

const int = (n: number): string => Math.round(n).toLocaleString('en-US');

/** The fleet the targets are set for, and the cores it needs. */
const FULL_FLEET = 2_000;
const FULL_FLEET_CORES = 5;
/** What one core serves within the targets, measured on a 2-core machine (docs/scale.md). */
const TVS_PER_CORE = 250;
const CORES = availableParallelism();
/** BENCH_FLEET_TVS runs it with fewer (or more) TVs, over the same 40 s: what a machine can take. */
const TVS = Number(
  process.env.BENCH_FLEET_TVS ?? (CORES >= FULL_FLEET_CORES ? FULL_FLEET : TVS_PER_CORE * CORES),
);
const SIZED_BY =
  process.env.BENCH_FLEET_TVS !== undefined
    ? 'BENCH_FLEET_TVS'
    : CORES >= FULL_FLEET_CORES
      ? `${CORES} cores`
      : `${int(TVS_PER_CORE)} per core on ${CORES} cores; ${int(FULL_FLEET)} need ${FULL_FLEET_CORES}`;
const SECONDS = 60;
const INTERVAL_SECONDS = 2;
const ms = (n: number): string => `${n.toFixed(1)} ms`;

const counts = (by: Record<string, number | undefined>): string =>
  Object.entries(by)
    .map(([what, n]) => `${what}: ${int(n ?? 0)}`)
    .join(', ') || 'none';

/** The first few failures outside the kill's window, for a row that stays one line. */
function lateOnes(late: FleetResult['failures']): string {
  const shown = late.slice(0, 5).map((f) => `${f.at.toFixed(1)} s ${f.path} ${f.what}`);
  return late.length > shown.length ? `${shown.join(', ')}, …` : shown.join(', ');
}

/** What the run's events told: C's exit code, and how many requests B can have had in flight when killed. */
interface Told {
  stoppedWith: number | null;
  inFlight: number;
}

function rows(r: FleetResult, told: Told, cpu: CpuByKind): BenchRow[] {
  const name = (what: string): string => `fleet: ${int(TVS)} TVs, HAProxy, 3 replicas, ${SECONDS} s: ${what}`;
  const errors = Object.entries(r.serverErrors)
    .map(([by, n]) => `${by}: ${n}`)
    .join(', ');
  // The kill is between the event's start and its end (HAProxy's statistics are read on either side of it).
  const kill = r.events[0] ?? { began: 0, ended: 0 };
  const late = r.failures.filter((f) => f.at < kill.began || f.at >= kill.ended + 3);
  const other = Object.entries(r.other)
    .map(([kind, n]) => `${kind}: ${n}`)
    .join(', ');
  return [
    { name: name('TVs in the run, sized by'), figure: `${int(TVS)}; ${SIZED_BY}`, budget: 'informs' },
    {
      name: name('TVs signed in, never signed in'),
      figure: `${int(r.signedIn)}, ${int(r.neverSignedIn)}`,
      budget: `${int(TVS)}, 0`,
      ok: r.signedIn === TVS,
    },
    {
      name: name('where the TVs that never signed in stood at the end'),
      figure: counts(r.standing),
      budget: 'informs',
    },
    {
      name: name('codes allowed; from the person starting to Allow answered, p50 / p99; told to wait (429)'),
      figure: `${int(r.approvals.allowed)}; ${ms(r.approvals.tookP50)} / ${ms(r.approvals.tookP99)}; ${int(r.approvals.toldToWait)}`,
      budget: 'informs',
    },
    {
      name: name('answers/s (all), token polls/s'),
      figure: `${int(r.answers / r.seconds)}/s, ${int(r.polls / r.seconds)}/s`,
      budget: 'informs',
    },
    { name: name('poll p50 / p99'), figure: `${ms(r.pollP50)} / ${ms(r.pollP99)}`, budget: 'informs' },
    {
      name: name('5xx by replica (haproxy: none could answer)'),
      figure: errors === '' ? 'none' : errors,
      budget: "C: 0, none but B's",
      ok: Object.keys(r.serverErrors).every((by) => by === 'B'),
    },
    { name: name('failed connections'), figure: int(r.connectionErrors), budget: 'informs' },
    {
      name: name('failed requests (5xx or connection); B in flight at the kill (HAProxy)'),
      figure: `${r.failures.length}; ${told.inFlight}${late.length === 0 ? '' : ` (${late.length} not within 3 s of the kill, the first: ${lateOnes(late)})`}`,
      budget: "≤ B's in flight, all within 3 s of the kill",
      ok: late.length === 0 && r.failures.length <= told.inFlight,
    },
    {
      name: name('slow_down to TVs that wait the interval'),
      figure: int(r.slowDowns),
      budget: '0',
      ok: r.slowDowns === 0,
    },
    {
      name: name('C exit code after SIGTERM'),
      figure: String(told.stoppedWith),
      budget: '0',
      ok: told.stoppedWith === 0,
    },
    {
      name: name('events (began–ended, s)'),
      figure: r.events.map((e) => `${e.what} ${e.began.toFixed(1)}–${e.ended.toFixed(1)}`).join('; '),
      budget: 'informs',
    },
    {
      name: name('other answers that ended a TV or an approval'),
      figure: other === '' ? 'none' : other,
      budget: 'none',
      ok: other === '',
    },
    {
      name: name(`CPU, cores busy on average over ${cpu.wallSeconds.toFixed(0)} s`),
      figure: Object.entries(cpu.seconds)
        .map(([kind, seconds]) => `${kind} ${(seconds / cpu.wallSeconds).toFixed(2)}`)
        .join(', '),
      budget: 'informs',
    },
    {
      name: name('load average (1 min) at the end'),
      figure: loadavg()[0]?.toFixed(2) ?? '?',
      budget: 'informs',
    },
  ];
}

export async function benchFleet(): Promise<BenchRow[]> {
  if (postgresBinDir() === undefined || !haproxyInstalled()) {
    console.error(`bench: fleet: skipped, it needs PostgreSQL and HAProxy (${INSTALL_HINT} haproxy)`);
    return [];
  }
  const server = await startPostgres({ database: 'bench' });
  try {
    const databaseUrl = await freshDatabase(server.url, 'fleet');
    const fleet = await Fleet.start({
      databaseUrl,
      env: {
        PROVIDER_POLL_INTERVAL: String(INTERVAL_SECONDS),
        PROVIDER_DEVICE_CODE_QUOTA: String(TVS * 2),
        PROVIDER_SCRYPT_COST: '10',
        PROVIDER_MODULES: 'video',
      },
    });
    const told: Told = { stoppedWith: null, inFlight: NaN };
    try {
      const people = await addPeople(databaseUrl, TVS);
      const cpu = new ProcessCpu(postmasterPid(join(server.folder, 'data')));
      const result = await runFleet({
        origin: fleet.origin,
        tvs: TVS,
        startWindowSeconds: 40,
        seconds: SECONDS,
        intervalSeconds: INTERVAL_SECONDS,
        people,
        thinkSeconds: [2, 10],
        scope: 'openid',
        events: [
          {
            at: 20,
            what: 'SIGKILL B',
            run: async () => {
              ({ inFlight: told.inFlight } = await fleet.kill('B'));
            },
          },
          { at: 26, what: 'B started', run: () => fleet.restart('B') },
          {
            at: 40,
            what: 'SIGTERM C, C started',
            run: async () => {
              told.stoppedWith = await fleet.terminate('C');
              await fleet.restart('C');
            },
          },
        ],
      });
      return rows(result, told, cpu.stop());
    } finally {
      await fleet.stop();
    }
  } finally {
    server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const row of await benchFleet())
    console.log(`${row.name} | ${row.figure} | ${row.budget}${row.ok === false ? '  OVER' : ''}`);
}
