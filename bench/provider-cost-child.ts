/**
 * The provider bench's measure of what watching costs (provider-cost.ts forks this): two providers in this
 * one process, metrics off and on, answering pending polls through `app.fetch`, one request at a time in
 * turn, which goes first swapped each time; and what a JSON log line per request costs (written to
 * /dev/null, as `npm run provider` writes its lines to stdout).
 *
 * On a machine shared with other work, a process's CPU per answer moves by 15 to 30% from one second to the
 * next, so providers measured one after another, or in processes of their own at the same time, cannot weigh
 * a cost of a few per cent (docs/scale.md, "What watching costs"). Taken a request apart, all three meet the
 * same machine. An answer here is synchronous work (SQLite in memory): its time is its CPU time unless the
 * process was descheduled, which the median of many answers leaves out.
 *
 * Told `{ rounds, blocks }`, it answers `{ blocks: [{ bare, metrics, line }] }`: each block's median time per
 * answer without and with metrics, and CPU per log line, µs.
 */
import { createProvider, type Provider } from '../src/provider/server.ts';
import { settingsFromEnv } from '../src/provider/settings.ts';
import { grantsIn } from '../src/provider/oauth/grants/store/grants-store.ts';
import { bufferedSink, log, useLogOutput } from '../src/provider/ops/log.ts';

const CODES = 10_000;
const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

export interface CostAsk {
  rounds: number;
  blocks: number;
}
export interface CostBlock {
  bare: number;
  metrics: number;
  /** CPU per request log line, µs. */
  line: number;
}

/** Polls one pending code of `provider` at a time, in turn; each call answers its time, ms. */
async function poller(provider: Provider): Promise<() => Promise<number>> {
  const grants = grantsIn(provider.sql);
  // Dated before the quota's minute, as provider-ours-server.ts makes its codes.
  const now = provider.clock.now() - 61_000;
  const bodies: string[] = [];
  for (let i = 0; i < CODES; i++) {
    const { deviceCode } = await grants.insertGrant({
      clientId: 'demo-tv',
      scopes: ['openid'],
      now,
      ttlSeconds: provider.settings.codeTtl,
      interval: provider.settings.pollInterval,
    });
    const fields = { client_id: 'demo-tv', client_secret: 'demo-tv-secret', grant_type: DEVICE_CODE_GRANT };
    bodies.push(new URLSearchParams({ ...fields, device_code: deviceCode }).toString());
  }
  let next = 0;
  return async () => {
    const request = new Request(`${provider.settings.publicUrl}/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: bodies[next++ % bodies.length] ?? '',
    });
    const began = performance.now();
    const answer = await provider.app.fetch(request);
    const took = performance.now() - began;
    await answer.arrayBuffer();
    if (answer.status !== 428) throw new Error(`a pending poll answered ${answer.status}`);
    return took;
  };
}

const median = (values: number[]): number => values.sort((a, b) => a - b)[values.length >> 1] ?? NaN;

const settings = { ...settingsFromEnv(), port: 0 };
const bare = await poller(await createProvider({ settings, ops: { metrics: false } }));
const metrics = await poller(await createProvider({ settings, ops: { metrics: true } }));
useLogOutput({ format: 'json', sink: bufferedSink('/dev/null') });
const LOG_ON = log.level;
const LOG_OFF = 'warn';
log.level = LOG_OFF;

/** Two kinds a request apart, which goes first swapped each time: each block's median time of each, µs. */
async function pairBlock(
  rounds: number,
  first: () => Promise<number>,
  second: () => Promise<number>,
): Promise<[number, number]> {
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < rounds; i++) {
    if (i % 2 === 0) {
      a.push(await first());
      b.push(await second());
    } else {
      b.push(await second());
      a.push(await first());
    }
  }
  return [median(a) * 1000, median(b) * 1000];
}

/**
 * A request's log line, as request-log.ts writes it, `rounds` times: CPU per line, µs. The line is weighed
 * apart because it is switched on by the logger's level, which is the process's, and pino makes its methods
 * anew each time the level changes: switched for every other request, each line ran cold and seemed to cost
 * 38% of an answer, where a line costs 6 to 7 µs.
 */
function lineMicros(rounds: number): number {
  log.level = LOG_ON;
  const before = process.cpuUsage();
  for (let i = 0; i < rounds; i++) {
    const fields = { method: 'POST', route: '/token', status: 428, durationMs: 0.412, client: '203.0.113.5' };
    log.info({ requestId: `3f9a2c1b7e4d-${i.toString(36)}`, ...fields }, 'request');
  }
  const used = process.cpuUsage(before);
  log.level = LOG_OFF;
  return (used.user + used.system) / rounds;
}

async function block(rounds: number): Promise<CostBlock> {
  const [bareMicros, metricsMicros] = await pairBlock(rounds, bare, metrics);
  return { bare: bareMicros, metrics: metricsMicros, line: lineMicros(rounds) };
}

process.on('message', (ask: CostAsk) => {
  void (async () => {
    // The same warm-up for all three (JIT, caches) before anything counts.
    await block(ask.rounds);
    const blocks: CostBlock[] = [];
    for (let b = 0; b < ask.blocks; b++) blocks.push(await block(ask.rounds));
    process.send?.({ blocks });
  })();
});
process.send?.({ ready: true });
