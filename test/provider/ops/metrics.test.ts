/**
 * `/metrics` (README, "Provider addresses"; docs/operating.md#metrics): Prometheus text format, requests by
 * route template, method and status, latency by route, device polls, device codes and sign-ins by result,
 * the store's queue, the process; on a port of its own with PROVIDER_METRICS_PORT.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Harness } from '../oauth/harness.ts';

/** The value of one series, written exactly as the exposition names it; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(origin: string): Promise<{ status: number; type: string | null; text: string }> {
  const res = await fetch(`${origin}/metrics`);
  return { status: res.status, type: res.headers.get('Content-Type'), text: await res.text() };
}

test('a device signs in: the requests, polls, codes and sign-ins are counted by template and result', async () => {
  const h = await Harness.start({ deviceCodeQuota: 4 });
  try {
    const code = await h.requestCode();
    // One address may take a quarter of the quota, here one code: the second is refused.
    assert.equal((await h.form('/device/code', { client_id: 'demo-tv', scope: 'openid' })).status, 403);
    assert.equal((await h.poll(code.device_code)).status, 428);
    assert.equal((await h.poll(code.device_code)).status, 403, 'slow_down');
    h.wait(code.interval);
    assert.equal((await h.poll(code.device_code)).status, 428);
    const stranger = h.browser();
    await stranger.get('/device/signin');
    assert.equal(
      (await stranger.post('/device/signin', { email: 'alice@example.com', password: 'no' })).status,
      401,
    );
    assert.equal((await h.browser().approve(code.user_code)).status, 303);
    h.wait(code.interval);
    assert.equal((await h.poll(code.device_code)).status, 200);
    h.wait(code.interval);
    assert.equal((await h.poll('no-such-code')).status, 400);
    assert.equal((await fetch(`${h.origin}/nowhere/${code.user_code}`)).status, 404);
    assert.equal((await fetch(`${h.origin}/calendar/v3/calendars/someone%40example.com/events`)).status, 401);

    const { status, type, text } = await scrape(h.origin);
    assert.equal(status, 200);
    assert.equal(type, 'text/plain; version=0.0.4; charset=utf-8');
    const expected: Record<string, number> = {
      'http_requests_total{route="/device/code",method="POST",status="200"}': 1,
      'http_requests_total{route="/device/code",method="POST",status="403"}': 1,
      'http_requests_total{route="/token",method="POST",status="428"}': 2,
      'http_requests_total{route="/token",method="POST",status="403"}': 1,
      'http_requests_total{route="/token",method="POST",status="200"}': 1,
      'http_requests_total{route="/token",method="POST",status="400"}': 1,
      'http_requests_total{route="/device/signin",method="POST",status="401"}': 1,
      'http_requests_total{route="unmatched",method="GET",status="404"}': 1,
      'http_requests_total{route="/calendar/v3/calendars/:calendarId/events",method="GET",status="401"}': 1,
      'http_request_duration_seconds_count{route="/token"}': 5,
      'device_polls_total{result="pending"}': 2,
      'device_polls_total{result="slow_down"}': 1,
      'device_polls_total{result="granted"}': 1,
      'device_polls_total{result="invalid"}': 1,
      'device_codes_total{result="issued"}': 1,
      'device_codes_total{result="refused_quota"}': 1,
      'sign_ins_total{result="wrong_password"}': 1,
      'sign_ins_total{result="signed_in"}': 1,
      store_queue_depth: 0,
    };
    for (const [series, value] of Object.entries(expected)) assert.equal(sample(text, series), value, series);
    assert.ok((sample(text, 'process_cpu_user_seconds_total') ?? 0) > 0, 'process metrics');
    assert.notEqual(sample(text, 'nodejs_eventloop_lag_seconds'), undefined);
    // Never a raw path: no code, no address, no value of a path parameter.
    for (const raw of [code.user_code, code.device_code, 'nowhere', 'someone', 'no-such-code']) {
      assert.ok(!text.includes(raw), raw);
    }
  } finally {
    await h.close();
  }
});

test('PROVIDER_METRICS_PORT: /metrics on its own port, and no longer on the public one', async () => {
  const h = await Harness.start({ metricsPort: 0 });
  try {
    assert.equal((await scrape(h.origin)).status, 404);
    const { metricsOrigin } = h.provider;
    assert.ok(metricsOrigin !== undefined && metricsOrigin !== h.origin, metricsOrigin);
    assert.equal((await fetch(`${h.origin}/healthz`)).status, 200);
    const apart = await scrape(metricsOrigin);
    assert.equal(apart.status, 200);
    assert.equal(sample(apart.text, 'http_requests_total{route="/healthz",method="GET",status="200"}'), 1);
    assert.equal(
      sample(apart.text, 'http_requests_total{route="/metrics",method="GET",status="404"}'),
      undefined,
    );
    assert.equal(sample(apart.text, 'http_requests_total{route="unmatched",method="GET",status="404"}'), 1);
  } finally {
    await h.close();
  }
  // Closed with the provider.
  await assert.rejects(fetch(`${h.provider.metricsOrigin ?? ''}/metrics`));
});
