/**
 * What the replicas bench reads from PostgreSQL and the kernel around a run: statements executed
 * (pg_stat_statements, BEGIN and COMMIT included, so each is a round trip), commits, WAL bytes written
 * (what a standby or an archive must take: the durable writes), and a replica process's CPU time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

/** The server setting that makes pg_stat_statements count; given when the bench's server starts. */
export const STATEMENT_COUNTING = 'shared_preload_libraries=pg_stat_statements';

export interface PostgresCounts {
  statements: number;
  commits: number;
  walBytes: number;
}

export class PostgresStats {
  private constructor(private readonly client: pg.Client) {}

  /** Connects to the database the replicas use and makes pg_stat_statements readable there. */
  static async open(url: string): Promise<PostgresStats> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    return new PostgresStats(client);
  }

  /** Counts so far, over every database of the server (the bench's replicas use one). */
  async counts(): Promise<PostgresCounts> {
    const statements = await this.client.query<{ calls: string | null }>(
      'SELECT sum(calls)::text AS calls FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())',
    );
    const commits = await this.client.query<{ commits: string }>(
      'SELECT xact_commit::text AS commits FROM pg_stat_database WHERE datname = current_database()',
    );
    const wal = await this.client.query<{ bytes: string }>(
      "SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), '0/0')::text AS bytes",
    );
    return {
      statements: Number(statements.rows[0]?.calls ?? 0),
      commits: Number(commits.rows[0]?.commits ?? 0),
      walBytes: Number(wal.rows[0]?.bytes ?? 0),
    };
  }

  close(): Promise<void> {
    return this.client.end();
  }
}

/** `after - before`, field by field; the statistics queries of the bench itself are taken out. */
export function countsBetween(before: PostgresCounts, after: PostgresCounts): PostgresCounts {
  // Each counts() runs 3 statements, each its own committed transaction.
  return {
    statements: after.statements - before.statements - 3,
    commits: after.commits - before.commits - 3,
    walBytes: after.walBytes - before.walBytes,
  };
}

/** A process's parent and CPU time (user + system, µs) from /proc (Linux), or undefined. */
function procStat(pid: number): { parent: number; cpuMicros: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which sits in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Linux reports in clock ticks of 1/100 s (USER_HZ) on every architecture Node runs on.
    return { parent: Number(fields[1]), cpuMicros: (Number(fields[11]) + Number(fields[12])) * 10_000 };
  } catch {
    return undefined;
  }
}

/** CPU time a process has used, µs; NaN where /proc cannot tell. */
export function processCpuMicros(pid: number | undefined): number {
  return pid === undefined ? NaN : (procStat(pid)?.cpuMicros ?? NaN);
}

/**
 * CPU time the PostgreSQL server in `folder` (scripts/postgres-server.mjs) has used, µs: its postmaster and
 * every process it started (one backend per connection). A backend that has exited is no longer counted,
 * so read it around a run whose connections stay open (the replicas' pools do).
 */
export function postgresCpuMicros(folder: string): number {
  let postmaster: number;
  try {
    postmaster = Number(readFileSync(join(folder, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return NaN;
  }
  let total = procStat(postmaster)?.cpuMicros ?? NaN;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procStat(Number(entry));
    if (stat?.parent === postmaster) total += stat.cpuMicros;
  }
  return total;
}
