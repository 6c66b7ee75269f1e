/**
 * Pending polls on one replica whose tables are in PostgreSQL, under the provider bench's load (32
 * connections, each code polled once per pass over 10,000 codes; provider-load.ts), with what each poll
 * costs PostgreSQL: statements (round trips), commits and WAL bytes, and the replica's CPU per answer.
 * These are the per-replica figures docs/scale.md multiplies out.
 */
import { loadavg } from 'node:os';
import type { BenchRow } from './bench-row.ts';
import { classifier, COUNTED, errorOf, load, type LoadResult } from './provider-load.ts';
import {
  countsBetween,
  postgresCpuMicros,
  PostgresStats,
  processCpuMicros,
  type PostgresCounts,
} from './postgres-stats.ts';
import { freshDatabase, ReplicaSet } from '../test/provider/replicas/replica-set.ts';

const CODES = 10_000;
const ROUNDS = 3;
const ROUND_SECONDS = 5;
const WARMUP_SECONDS = 2;
const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';
const CLIENT = { client_id: 'demo-tv', client_secret: 'demo-tv-secret' };

interface PollRound {
  load: LoadResult;
  postgres: PostgresCounts;
  cpuMicrosPerAnswer: number;
  postgresCpuMicrosPerAnswer: number;
}

/** Pending codes through the device authorization endpoint, as TVs get them; what else came back, apart. */
async function issueCodes(origin: string): Promise<{ codes: string[]; apart: Record<string, number> }> {
  const codes: string[] = [];
  const issued = await load({
    origin,
    method: 'POST',
    path: '/device/code',
    bodies: [new URLSearchParams({ client_id: CLIENT.client_id, scope: 'openid' }).toString()],
    amount: CODES,
    classify: (status, body) => {
      if (status !== 200) return `${status} ${errorOf(body) ?? ''}`.trim();
      codes.push((JSON.parse(body) as { device_code: string }).device_code);
      return COUNTED;
    },
  });
  if (codes.length === 0) throw new Error(`no code issued (${JSON.stringify(issued.apart)})`);
  return { codes, apart: issued.apart };
}

/** The first line of what the replicas logged as an error, or `none`. */
export function firstError(replicas: ReplicaSet): string {
  const lines = replicas.replicas.flatMap((r) =>
    r
      .stderr()
      .split('\n')
      .map((line) => `${r.name}: ${line}`),
  );
  return lines.find((line) => /error/i.test(line))?.slice(0, 160) ?? 'none';
}

const int = (n: number): string => Math.round(n).toLocaleString('en-US');
const ms = (n: number): string => `${n.toFixed(2)} ms`;
const load1 = (): string => loadavg()[0]?.toFixed(2) ?? '?';

/** `serverUrl`: the bench's PostgreSQL; `serverFolder`: where it runs, to read its CPU time. */
export async function benchOneReplica(serverUrl: string, serverFolder: string): Promise<BenchRow[]> {
  const databaseUrl = await freshDatabase(serverUrl, 'one_replica');
  const replicas = await ReplicaSet.start({
    databaseUrl,
    count: 1,
    env: {
      PROVIDER_POLL_INTERVAL: '1',
      PROVIDER_DEVICE_CODE_QUOTA: '1000000',
      PROVIDER_MODULES: 'video',
    },
  });
  const replica = replicas.get('A');
  const database = await PostgresStats.open(databaseUrl);
  try {
    const { codes, apart: refused } = await issueCodes(replica.origin);
    const bodies = codes.map((device_code) =>
      new URLSearchParams({ ...CLIENT, grant_type: DEVICE_CODE_GRANT, device_code }).toString(),
    );
    const cursor = { next: 0 };
    const round = async (seconds: number): Promise<PollRound> => {
      const cpuBefore = processCpuMicros(replica.child.pid);
      const postgresBefore = postgresCpuMicros(serverFolder);
      const before = await database.counts();
      const result = await load({
        origin: replica.origin,
        method: 'POST',
        path: '/token',
        bodies,
        cursor,
        seconds,
        classify: classifier((status) => status === 428),
      });
      const postgres = countsBetween(before, await database.counts());
      const cpu = processCpuMicros(replica.child.pid) - cpuBefore;
      const postgresCpu = postgresCpuMicros(serverFolder) - postgresBefore;
      const answers = Math.max(1, result.answers);
      return {
        load: result,
        postgres,
        cpuMicrosPerAnswer: cpu / answers,
        postgresCpuMicrosPerAnswer: postgresCpu / answers,
      };
    };
    await round(WARMUP_SECONDS);
    const loadBefore = load1();
    const rows: BenchRow[] = [
      {
        name: 'replicas: one replica on PostgreSQL, device codes issued (32 connections)',
        figure: `${int(codes.length)} of ${int(CODES)}${Object.keys(refused).length === 0 ? '' : ` (apart: ${JSON.stringify(refused)})`}`,
        budget: int(CODES),
        ok: codes.length === CODES,
      },
    ];
    for (let i = 1; i <= ROUNDS; i++) rows.push(roundRow(i, await round(ROUND_SECONDS)));
    rows.push({
      name: 'replicas: load average (1 min) before / after the rounds',
      figure: `${loadBefore} / ${load1()}`,
      budget: 'informs',
    });
    rows.push({
      name: 'replicas: one replica, first error logged',
      figure: firstError(replicas),
      budget: 'none',
    });
    return rows;
  } finally {
    await database.close();
    await replicas.stop();
  }
}

function roundRow(round: number, r: PollRound): BenchRow {
  const answers = Math.max(1, r.load.answers);
  const apart = Object.entries(r.load.apart)
    .map(([kind, n]) => `${kind}: ${n}`)
    .join(', ');
  return {
    name: `replicas: one replica on PostgreSQL, round ${round}, pending polls`,
    figure:
      `${int(r.load.rate)}/s p50 ${ms(r.load.p50)} p99 ${ms(r.load.p99)}; per poll: ` +
      `${(r.postgres.statements / answers).toFixed(2)} statements, ${(r.postgres.commits / answers).toFixed(2)} commits, ` +
      `${(r.postgres.walBytes / answers).toFixed(0)} WAL bytes, CPU ${r.cpuMicrosPerAnswer.toFixed(0)} µs replica + ` +
      `${r.postgresCpuMicrosPerAnswer.toFixed(0)} µs PostgreSQL` +
      (apart === '' ? '' : ` (apart: ${apart})`),
    budget: 'informs',
  };
}
