/**
 * Malformed requests against every endpoint of one provider: none may be answered with a 5xx, and the
 * provider must still serve a normal request afterwards. The requests come from a seeded generator
 * (fuzz-requests.ts), so a failure lists requests that can be sent again.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { SCOPES } from '../../src/shared/scopes.ts';
import { Harness } from './oauth/harness.ts';
import { fuzzRequests, seeded, type FuzzRequest } from './fuzz-requests.ts';

const SEED = 20260115;
const COUNT = 2000;
/** Requests in flight at once: enough to overlap the HTTP round trips, few enough to stay gentle. */
const PARALLEL = 8;

let h: Harness;
let token: string;

before(async () => {
  h = await Harness.start();
  // The fuzz acts as an app that may ask for every API, wider than the demo TV's own scope list.
  await h.allowEveryScope();
  const scope = [
    'openid',
    'email',
    SCOPES.calendar,
    SCOPES.fitnessActivityWrite,
    SCOPES.books,
    SCOPES.videoReadonly,
  ];
  token = (await h.signedIn({ scope: scope.join(' ') })).access_token;
});
after(() => h.close());

async function send(request: FuzzRequest): Promise<number> {
  const init: RequestInit = { method: request.method, headers: request.headers, redirect: 'manual' };
  if (request.body !== undefined) init.body = request.body;
  const res = await fetch(h.origin + request.path, init);
  await res.arrayBuffer();
  return res.status;
}

test(`${COUNT} malformed requests across every endpoint: no 5xx, and the provider still answers`, async () => {
  const requests = fuzzRequests(seeded(SEED), COUNT, token);
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < requests.length) {
      const request = requests[next++];
      if (request === undefined) break;
      const status = await send(request).catch(() => 0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status >= 500 || status === 0) {
        failures.push(
          `${String(status)} ${request.method} ${request.path.slice(0, 300)} ${(request.body ?? '').slice(0, 300)}`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  assert.deepEqual(failures, [], `statuses: ${JSON.stringify([...statuses].sort((a, b) => a[0] - b[0]))}`);
  // Most requests must reach the endpoints' own checks, not only the router's 404.
  assert.ok((statuses.get(404) ?? 0) < COUNT / 2, JSON.stringify([...statuses]));

  const colors = await fetch(`${h.origin}/calendar/v3/colors`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  assert.equal(colors.status, 200);
  await colors.arrayBuffer();
  // RFC 8628 §3.5: a code nobody has approved yet is still pending.
  const code = await h.requestCode(`openid ${SCOPES.videoReadonly}`);
  h.wait(code.interval);
  const poll = await h.poll(code.device_code);
  assert.deepEqual([poll.status, (poll.body as { error?: string }).error], [428, 'authorization_pending']);
});
