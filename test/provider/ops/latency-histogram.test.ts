/**
 * The latency histogram the provider writes itself (src/provider/ops/latency-histogram.ts) reads exactly as
 * prom-client's own Histogram would write the same answers: same HELP and TYPE, cumulative buckets with `le`
 * first, +Inf, sum and count, a value on a bound counted in that bucket, label values escaped.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Histogram, Registry } from 'prom-client';
import { LatencyHistogram } from '../../../src/provider/ops/latency-histogram.ts';

const BOUNDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const NAME = 'http_request_duration_seconds';
const HELP = 'Time from a request reaching the provider to its answer, by route template.';

test("the same answers make the same exposition as prom-client's Histogram", async () => {
  const registry = new Registry();
  const reference = new Histogram({
    name: NAME,
    help: HELP,
    labelNames: ['route'] as const,
    buckets: BOUNDS,
    registers: [registry],
  });
  const ours = new LatencyHistogram(NAME, HELP, BOUNDS);
  const answers: [string, number][] = [
    ['/token', 0.0003],
    ['/token', 0.0005],
    ['/token', 0.00051],
    ['/device/code', 0.02],
    ['/token', 0.7],
    ['/device/code', 12],
    ['unmatched', 0],
    ['a "quoted" \\ route\nover two lines', 2.5],
  ];
  for (const [route, seconds] of answers) {
    reference.observe({ route }, seconds);
    ours.route(route).observe(seconds);
  }
  assert.equal(ours.exposition(), (await registry.metrics()).trimEnd());
});

test('before any answer, HELP and TYPE alone, as prom-client writes a histogram with no series', async () => {
  const registry = new Registry();
  new Histogram({
    name: NAME,
    help: HELP,
    labelNames: ['route'] as const,
    buckets: BOUNDS,
    registers: [registry],
  });
  assert.equal(new LatencyHistogram(NAME, HELP, BOUNDS).exposition(), (await registry.metrics()).trimEnd());
});
