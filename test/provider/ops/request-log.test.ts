/**
 * One log line per request (docs/operating.md#logs): time, level, request id (a trusted proxy's
 * X-Request-Id, else a new one, also sent back), method, route template, status, duration, and the client
 * address as the limits see it; as JSON, or as text for people.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Harness } from '../oauth/harness.ts';
import { resetLogOutput, useLogOutput, type LogFormat } from '../../../src/provider/ops/log.ts';

/** An id the provider made: its process's random prefix and a count. */
const MADE = /^[0-9a-f]{12}-[0-9a-z]+$/;

/** Runs `fn` with the log captured in `format`; returns the lines written. */
async function captured(format: LogFormat, fn: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  useLogOutput({ format, sink: { write: (chunk) => lines.push(...chunk.split('\n').filter(Boolean)) } });
  try {
    await fn();
  } finally {
    resetLogOutput();
  }
  return lines;
}

const requests = (lines: string[]): Record<string, unknown>[] =>
  lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.msg === 'request');

test('each request: one JSON line with its id, method, route template, status, duration and client', async () => {
  const h = await Harness.start();
  let answerId: string | null = null;
  const lines = await captured('json', async () => {
    const code = await h.requestCode();
    const answer = await h.poll(code.device_code);
    answerId = answer.headers.get('X-Request-Id');
  });
  await h.close();
  const [issue, poll] = requests(lines);
  assert.ok(issue !== undefined && poll !== undefined, lines.join('\n'));
  assert.deepEqual(Object.keys(poll).sort(), [
    'client',
    'durationMs',
    'hostname',
    'level',
    'method',
    'msg',
    'pid',
    'requestId',
    'route',
    'status',
    'time',
  ]);
  assert.equal(poll.level, 'info');
  assert.equal(new Date(String(poll.time)).toISOString(), poll.time);
  assert.match(String(poll.requestId), MADE);
  assert.equal(poll.requestId, answerId, 'the answer names the id its line has');
  assert.notEqual(poll.requestId, issue.requestId);
  assert.deepEqual(
    { method: poll.method, route: poll.route, status: poll.status, client: poll.client },
    { method: 'POST', route: '/token', status: 428, client: '127.0.0.1' },
  );
  assert.equal(typeof poll.durationMs, 'number');
  assert.ok((poll.durationMs as number) >= 0);
  assert.deepEqual([issue.route, issue.status], ['/device/code', 200]);
});

test('behind a trusted proxy its X-Request-Id and X-Forwarded-For are used; otherwise neither', async () => {
  const behind = await Harness.start({ trustProxy: ['127.0.0.1'] });
  const direct = await Harness.start();
  const get = (h: Harness, id: string) =>
    fetch(`${h.origin}/healthz`, { headers: { 'X-Request-Id': id, 'X-Forwarded-For': '203.0.113.7' } });
  const answers: (string | null)[] = [];
  const lines = await captured('json', async () => {
    for (const [h, id] of [
      [behind, 'lb-7f3a:1'],
      [behind, 'two words'],
      [behind, 'x'.repeat(129)],
      [direct, 'lb-7f3a:2'],
    ] as const) {
      answers.push((await get(h, id)).headers.get('X-Request-Id'));
    }
  });
  await Promise.all([behind.close(), direct.close()]);
  const logged = requests(lines);
  assert.deepEqual(
    logged.map((entry) => entry.requestId),
    answers,
  );
  assert.equal(answers[0], 'lb-7f3a:1');
  for (const made of answers.slice(1)) assert.match(String(made), MADE);
  assert.deepEqual(
    logged.map((entry) => entry.client),
    ['203.0.113.7', '203.0.113.7', '203.0.113.7', '127.0.0.1'],
  );
});

test('PROVIDER_LOG_FORMAT=text: one line a person reads', async () => {
  const h = await Harness.start();
  const lines = await captured('text', async () => {
    await fetch(`${h.origin}/nowhere`);
  });
  await h.close();
  assert.equal(lines.length, 1, lines.join('\n'));
  assert.match(
    lines[0] ?? '',
    /^\d\d:\d\d:\d\d\.\d{3} INFO {2}GET unmatched 404 \d+\.\d ms requestId=[0-9a-f]{12}-[0-9a-z]+ client=127\.0\.0\.1$/,
  );
});
