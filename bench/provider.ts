/**
 * Provider bench: pending polls of the token endpoint, this provider against node-oidc-provider 9, each
 * in its own child process on loopback, with the same load (provider-load.ts). Figures:
 * - per round (3, alternating ours and the peer's, ~5 s each): authorization_pending answers per second
 *   (428 ours, 400 authorization_pending the peer's; slow_down and other answers reported apart), their
 *   p50 and p99, and the server child's CPU time per answer;
 * - budget: ours ≥ 1.5× the peer's pending polls/s, with a p99 no higher than the peer's;
 * - the cost of watching it (provider-cost.ts): metrics, and a log line per request, against none, measured
 *   in process a request apart; metrics may add at most 5% per pending poll;
 * - this provider only: device-code issue, refresh, and a calendar list of 250 events, in requests/s.
 *
 * `benchProvider()` is called by the bench runner (`npm run bench provider`); `npx tsx bench/provider.ts`
 * runs it alone, and with BENCH_PROVIDER_PROFILE=<dir> each server child writes a CPU profile there.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchRow } from './bench-row.ts';
import { ServerChild } from './provider-ipc.ts';
import { classifier, COUNTED, errorOf, load, type LoadResult } from './provider-load.ts';
import { benchOursOnly, REFRESHING_DEVICES } from './provider-ours-only.ts';
import { costRows, measureCost } from './provider-cost.ts';

const PENDING_CODES = 20_000;
const ROUNDS = 3;
const ROUND_SECONDS = 5;
const WARMUP_SECONDS = 2;
const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

/** What differs between the two servers; the load is the same. */
interface Contender {
  name: string;
  file: string;
  env: Record<string, string>;
  client: { client_id: string; client_secret: string };
  deviceCodePath: string;
  isPending: (status: number, body: string) => boolean;
  /** Makes the pending codes the polls use. */
  pendingCodes: (server: ServerChild, contender: Contender) => Promise<string[]>;
}

/** Pending codes through the device authorization endpoint, 32 requests at a time. */
async function issueCodes(server: ServerChild, contender: Contender): Promise<string[]> {
  const codes: string[] = [];
  const issued = await load({
    origin: server.origin,
    method: 'POST',
    path: contender.deviceCodePath,
    bodies: [new URLSearchParams({ ...contender.client, scope: 'openid' }).toString()],
    amount: PENDING_CODES,
    classify: (status, body) => {
      if (status !== 200) return `${status} ${errorOf(body) ?? ''}`;
      codes.push((JSON.parse(body) as { device_code: string }).device_code);
      return COUNTED;
    },
  });
  if (codes.length !== PENDING_CODES) {
    const apart = JSON.stringify(issued.apart);
    throw new Error(`${contender.name}: ${codes.length} of ${PENDING_CODES} codes issued (${apart})`);
  }
  return codes;
}

const OURS: Contender = {
  name: 'ours',
  file: 'provider-ours-server.ts',
  env: {
    PROVIDER_DB: ':memory:',
    PROVIDER_DEMO: '1',
    PROVIDER_POLL_INTERVAL: '1',
    PROVIDER_HOST: '127.0.0.1',
    // The issue figure asks for codes as fast as it can for seconds on end.
    PROVIDER_DEVICE_CODE_QUOTA: '1000000',
    // The refresh figure's devices are all alice's, and each keeps its refresh token.
    PROVIDER_REFRESH_LIMIT: String(REFRESHING_DEVICES),
  },
  client: { client_id: 'demo-tv', client_secret: 'demo-tv-secret' },
  deviceCodePath: '/device/code',
  isPending: (status) => status === 428,
  // Made in the child's store: through /device/code every one would be counted against the quota window
  // of the next (the issue figure measures that endpoint apart).
  pendingCodes: (server) => server.codes(PENDING_CODES),
};

const PEER: Contender = {
  name: 'peer',
  file: 'provider-peer-server.mjs',
  env: {},
  client: { client_id: 'bench-tv', client_secret: 'bench-tv-secret' },
  deviceCodePath: '/device/auth',
  isPending: (status, body) => status === 400 && errorOf(body) === 'authorization_pending',
  pendingCodes: issueCodes,
};

export interface Round {
  load: LoadResult;
  cpuMicrosPerAnswer: number;
}

interface Prepared {
  contender: Contender;
  server: ServerChild;
  pollBodies: string[];
  cursor: { next: number };
}

/** Starts the server and makes its pending codes and one poll body per code. */
async function prepare(contender: Contender, profileDir?: string): Promise<Prepared> {
  const server = await ServerChild.start(
    contender.name,
    join(import.meta.dirname, contender.file),
    contender.env,
    profileDir,
  );
  const codes = await contender.pendingCodes(server, contender);
  const pollBodies = codes.map((device_code) =>
    new URLSearchParams({ ...contender.client, grant_type: DEVICE_CODE_GRANT, device_code }).toString(),
  );
  return { contender, server, pollBodies, cursor: { next: 0 } };
}

/** Device codes issued per second through the device authorization endpoint. */
async function issueRate({ server, contender }: Prepared): Promise<LoadResult> {
  return load({
    origin: server.origin,
    method: 'POST',
    path: contender.deviceCodePath,
    bodies: [new URLSearchParams({ ...contender.client, scope: 'openid' }).toString()],
    seconds: ROUND_SECONDS,
    classify: classifier((status) => status === 200),
  });
}

async function pollRound(prepared: Prepared, seconds: number): Promise<Round> {
  const { server, contender } = prepared;
  const before = await server.cpuMicros();
  const result = await load({
    origin: server.origin,
    method: 'POST',
    path: '/token',
    bodies: prepared.pollBodies,
    cursor: prepared.cursor,
    seconds,
    classify: classifier(contender.isPending),
  });
  const after = await server.cpuMicros();
  return { load: result, cpuMicrosPerAnswer: (after - before) / Math.max(1, result.answers) };
}

const int = (n: number): string => Math.round(n).toLocaleString('en-US');
const ms = (n: number): string => `${n.toFixed(2)} ms`;

function roundRow(round: number, name: string, r: Round): BenchRow {
  const apart = Object.entries(r.load.apart)
    .map(([kind, n]) => `${kind}: ${n}`)
    .join(', ');
  return {
    name: `provider: round ${round} ${name} pending polls`,
    figure: `${int(r.load.rate)}/s p50 ${ms(r.load.p50)} p99 ${ms(r.load.p99)} CPU ${r.cpuMicrosPerAnswer.toFixed(0)} µs/answer${apart === '' ? '' : ` (apart: ${apart})`}`,
    budget: 'informs',
  };
}

const mean = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0) / values.length;

export async function benchProvider(): Promise<BenchRow[]> {
  const profileDir = process.env.BENCH_PROVIDER_PROFILE;
  const rows: BenchRow[] = [];
  const ours = await prepare(OURS, profileDir);
  const peer = await prepare(PEER, profileDir);
  try {
    // Every server gets the same warm-up before anything is measured (JIT, connection setup).
    for (const server of [ours, peer]) await pollRound(server, WARMUP_SECONDS);
    const rounds: { ours: Round; peer: Round }[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const o = await pollRound(ours, ROUND_SECONDS);
      const p = await pollRound(peer, ROUND_SECONDS);
      rounds.push({ ours: o, peer: p });
      rows.push(roundRow(i + 1, 'ours', o), roundRow(i + 1, 'peer', p));
    }
    const oursMicros = mean(rounds.map((r) => r.ours.cpuMicrosPerAnswer));
    rows.push(...costRows(await measureCost(OURS.env), oursMicros));
    const rate = (pick: (r: { ours: Round; peer: Round }) => Round): number =>
      mean(rounds.map((r) => pick(r).load.rate));
    const p99 = (pick: (r: { ours: Round; peer: Round }) => Round): number =>
      mean(rounds.map((r) => pick(r).load.p99));
    const ratio = rate((r) => r.ours) / rate((r) => r.peer);
    const oursIssue = await issueRate(ours);
    const peerIssue = await issueRate(peer);
    rows.push(
      {
        name: 'provider: pending polls/s, ours / peer (mean of rounds)',
        figure: `${int(rate((r) => r.ours))} / ${int(rate((r) => r.peer))} = ${ratio.toFixed(2)}×`,
        budget: '≥ 1.5×',
        ok: ratio >= 1.5,
      },
      {
        name: 'provider: pending poll p99, ours / peer (mean of rounds)',
        figure: `${ms(p99((r) => r.ours))} / ${ms(p99((r) => r.peer))}`,
        budget: 'ours ≤ peer',
        ok: p99((r) => r.ours) <= p99((r) => r.peer),
      },
      {
        name: 'provider: device-code issue, ours / peer',
        figure: `${int(oursIssue.rate)}/s p99 ${ms(oursIssue.p99)} / ${int(peerIssue.rate)}/s p99 ${ms(peerIssue.p99)}`,
        budget: 'informs',
      },
    );
    rows.push(...(await benchOursOnly(ours.server)));
  } finally {
    for (const server of [ours, peer]) await server.server.stop();
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await benchProvider();
  for (const row of rows)
    console.log(`${row.name} | ${row.figure} | ${row.budget}${row.ok === false ? '  OVER' : ''}`);
}
