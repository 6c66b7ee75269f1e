/**
 * `npm run bench replicas`: the provider as several replicas on one PostgreSQL (docs/scale.md#replicas),
 * on a throwaway server of the bench's own (scripts/postgres-server.mjs); skipped in one line when
 * PostgreSQL is not installed.
 * - One replica, pending polls (replicas-polls.ts): polls/s, and statements, commits and WAL bytes per poll.
 * - 2,000 simulated TVs for 60 s against 3 replicas (replicas-tvs.ts): every TV signed in, no slow_down for
 *   TVs that wait the interval, no 5xx, poll latency. PROVIDER_POLL_INTERVAL=2, so that a TV polls several
 *   times within the minute (at the default 5 s most would poll twice); PROVIDER_DEVICE_CODE_QUOTA=4000,
 *   twice the 2,000 codes the fleet asks for within a minute, since all TVs share one client_id.
 *
 * `npx tsx bench/replicas.ts` runs it alone.
 */
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { SCOPES } from '#shared/scopes.ts';
import type { BenchRow } from './bench-row.ts';
import { INSTALL_HINT, postgresBinDir, startPostgres } from '../scripts/postgres-server.mjs';
import { freshDatabase, ReplicaSet } from '../test/provider/replicas/replica-set.ts';
import {
  countsBetween,
  postgresCpuMicros,
  PostgresStats,
  processCpuMicros,
  STATEMENT_COUNTING,
  type PostgresCounts,
} from './postgres-stats.ts';
import { benchOneReplica, firstError } from './replicas-polls.ts';
import { runTvs, type TvRunResult } from './replicas-tvs.ts';
import { addPeople, type Person } from './replicas-people.ts';

const TVS = 2_000;
const SECONDS = 60;
const REPLICAS = 3;
const INTERVAL_SECONDS = 2;
/** Phones, each a person allowing about 40 of the TVs. */
const PHONES = 50;
/** The p99 a poll answer should stay within: the 250 ms jitter allowance of slow_down (docs/provider.md#polling). */
const POLL_P99_MS = 250;

const int = (n: number): string => Math.round(n).toLocaleString('en-US');
const ms = (n: number): string => `${n.toFixed(1)} ms`;

async function benchTvs(serverUrl: string, serverFolder: string): Promise<BenchRow[]> {
  const databaseUrl = await freshDatabase(serverUrl, 'tvs');
  const replicas = await ReplicaSet.start({
    databaseUrl,
    count: REPLICAS,
    env: {
      PROVIDER_POLL_INTERVAL: String(INTERVAL_SECONDS),
      PROVIDER_DEVICE_CODE_QUOTA: String(TVS * 2),
      // Each phone signs in once; the sign-in's hash is not what this measures.
      PROVIDER_SCRYPT_COST: '10',
      PROVIDER_MODULES: 'video',
    },
  });
  // A person of their own for each phone; on a database without the authorization server's tables, alice.
  const people = await addPeople(databaseUrl, PHONES).catch((err: unknown) => {
    console.error(
      `bench: replicas: every phone signs in as alice (${err instanceof Error ? err.message : String(err)})`,
    );
    return [{ email: 'alice@example.com', password: 'alice' }];
  });
  const stats = await PostgresStats.open(databaseUrl);
  try {
    const before = await stats.counts();
    const cpuBefore = postgresCpuMicros(serverFolder);
    const replicaCpuBefore = replicas.replicas.map((r) => processCpuMicros(r.child.pid));
    const result = await runTvs({
      origins: replicas.replicas.map((r) => r.origin),
      tvs: TVS,
      seconds: SECONDS,
      startWindowSeconds: 40,
      intervalSeconds: INTERVAL_SECONDS,
      people: people.length === 1 ? Array.from({ length: PHONES }, () => people[0] as Person) : people,
      thinkSeconds: [2, 10],
      scope: `openid ${SCOPES.videoReadonly}`,
    });
    const postgres = countsBetween(before, await stats.counts());
    const cores = (postgresCpuMicros(serverFolder) - cpuBefore) / 1e6 / result.seconds;
    const replicaCores = replicas.replicas.map(
      (r, i) => (processCpuMicros(r.child.pid) - (replicaCpuBefore[i] ?? 0)) / 1e6 / result.seconds,
    );
    return [
      ...tvRows(result, postgres, cores),
      {
        name: 'replicas: three replicas, CPU of each (cores)',
        figure: replicaCores.map((c) => c.toFixed(2)).join(', '),
        budget: 'informs',
      },
      { name: 'replicas: three replicas, first error logged', figure: firstError(replicas), budget: 'none' },
    ];
  } finally {
    await stats.close();
    await replicas.stop();
  }
}

function tvRows(r: TvRunResult, pg: PostgresCounts, postgresCores: number): BenchRow[] {
  const name = (what: string): string =>
    `replicas: ${int(TVS)} TVs, ${REPLICAS} replicas, ${SECONDS} s: ${what}`;
  const other = Object.entries(r.other)
    .map(([kind, n]) => `${kind}: ${n}`)
    .join(', ');
  return [
    {
      name: name('TVs signed in'),
      figure: `${int(r.signedIn)} (${int(r.unfinished)} unfinished)`,
      budget: int(TVS),
      ok: r.signedIn === TVS,
    },
    {
      name: name('answers/s (all), token polls/s'),
      figure: `${int(r.answers / r.seconds)}/s, ${int(r.polls / r.seconds)}/s`,
      budget: 'informs',
    },
    {
      name: name('slow_down to TVs that wait the interval'),
      figure: int(r.slowDowns),
      budget: '0',
      ok: r.slowDowns === 0,
    },
    { name: name('5xx answers'), figure: int(r.serverErrors), budget: '0', ok: r.serverErrors === 0 },
    {
      name: name('failed connections'),
      figure: int(r.connectionErrors),
      budget: '0',
      ok: r.connectionErrors === 0,
    },
    {
      name: name('poll p50 / p99'),
      figure: `${ms(r.pollP50)} / ${ms(r.pollP99)}`,
      budget: `p99 ≤ ${POLL_P99_MS} ms`,
      ok: r.pollP99 <= POLL_P99_MS,
    },
    {
      name: name('tokens later than one interval after Allow'),
      figure: int(r.late),
      budget: '0',
      ok: r.late === 0,
    },
    { name: name('approval on the pages, p99'), figure: ms(r.approvalP99), budget: 'informs' },
    {
      name: name('other answers that ended a TV or an approval'),
      figure: other === '' ? 'none' : other,
      budget: 'none',
      ok: other === '',
    },
    {
      name: name('PostgreSQL statements/s, commits/s, WAL, CPU'),
      figure: `${int(pg.statements / r.seconds)}/s, ${int(pg.commits / r.seconds)}/s, ${int(pg.walBytes / r.seconds / 1024)} KiB/s, ${postgresCores.toFixed(2)} cores`,
      budget: 'informs',
    },
    {
      name: name('per TV signed in: commits, WAL'),
      figure: `${(pg.commits / Math.max(1, r.signedIn)).toFixed(1)}, ${int(pg.walBytes / Math.max(1, r.signedIn))} bytes`,
      budget: 'informs',
    },
    {
      name: name('load average (1 min) at the end'),
      figure: loadavg()[0]?.toFixed(2) ?? '?',
      budget: 'informs',
    },
  ];
}

export async function benchReplicas(): Promise<BenchRow[]> {
  if (postgresBinDir() === undefined) {
    console.error(`bench: replicas: skipped, PostgreSQL is not installed (${INSTALL_HINT})`);
    return [];
  }
  const server = await startPostgres({ database: 'bench', settings: [STATEMENT_COUNTING] });
  try {
    return [
      ...(await benchOneReplica(server.url, server.folder)),
      ...(await benchTvs(server.url, server.folder)),
    ];
  } finally {
    server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await benchReplicas();
  for (const row of rows)
    console.log(`${row.name} | ${row.figure} | ${row.budget}${row.ok === false ? '  OVER' : ''}`);
}
