/**
 * The fleet behind a real load balancer, shortened (`npm run bench fleet` is the long one; docs/scale.md):
 * HAProxy on loopback in front of three replicas on one PostgreSQL, 60 TVs and three phones reaching them
 * only through it, while B is killed (SIGKILL) and started again and C is stopped (SIGTERM) and started again,
 * as a rolling restart does. Every TV signs in; C's stop costs no request; B's kill costs at most the few
 * requests it was answering, which the TVs' own retries cover. The replicas run on the system clock, so the
 * waits are real. Runs under `npm run test:postgres` only.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { POSTGRES_URL } from '../store-under-test.ts';
import { freshDatabase } from '../replicas/replica-set.ts';
import { Fleet } from './fleet.ts';
import { haproxyInstalled } from './haproxy.ts';
import { runFleet } from './tv-fleet.ts';

const SKIP =
  POSTGRES_URL === ''
    ? 'the replicas share PostgreSQL: run with npm run test:postgres'
    : haproxyInstalled()
      ? false
      : 'HAProxy is not installed (apt-get install -y haproxy)';

const TVS = 60;
/**
 * A connection closed before its answer: node:http (the TVs) says ECONNRESET, fetch (the phones' pages)
 * UND_ERR_SOCKET, "other side closed".
 */
const CLOSED = /^(?:ECONNRESET|UND_ERR_SOCKET)$/;

test(
  `${TVS} TVs through HAProxy while B is killed and C stopped, each started again: every TV signs in`,
  { skip: SKIP, timeout: 180_000 },
  async (t) => {
    const fleet = await Fleet.start({
      databaseUrl: await freshDatabase(POSTGRES_URL, 'fleet'),
      env: {
        PROVIDER_POLL_INTERVAL: '1',
        PROVIDER_DEVICE_CODE_QUOTA: '1000',
        PROVIDER_SCRYPT_COST: '10',
        PROVIDER_MODULES: 'video',
      },
    });
    let stoppedWith: number | null = null;
    let inFlight = NaN;
    try {
      const result = await runFleet({
        origin: fleet.origin,
        tvs: TVS,
        startWindowSeconds: 20,
        seconds: 45,
        intervalSeconds: 1,
        people: [
          { email: 'alice@example.com', password: 'alice' },
          { email: 'bob@other.example', password: 'bob' },
          { email: 'admin@example.com', password: 'admin' },
        ],
        thinkSeconds: [1, 3],
        scope: 'openid',
        // A rolling restart: one replica at a time, the next once the one before serves again.
        events: [
          {
            at: 4,
            what: 'SIGKILL B',
            run: async () => {
              ({ inFlight } = await fleet.kill('B'));
            },
          },
          { at: 5, what: 'B started again', run: () => fleet.restart('B') },
          {
            at: 6,
            what: 'SIGTERM C, then started again',
            run: async () => {
              stoppedWith = await fleet.terminate('C');
              await fleet.restart('C');
            },
          },
        ],
      });
      const summary = JSON.stringify(result);
      // The run's figures, in the test's report whether it passes or not.
      t.diagnostic(
        `signed in ${result.signedIn}; failed ${result.failures.length}, B in flight at the kill ${inFlight}; ` +
          `Allow p99 ${result.approvals.tookP99.toFixed(0)} ms; poll p99 ${result.pollP99.toFixed(0)} ms`,
      );
      assert.equal(result.signedIn, TVS, summary);
      assert.equal(result.neverSignedIn, 0, summary);
      assert.deepEqual(result.other, {}, summary);
      assert.equal(stoppedWith, 0, 'C exits 0 on SIGTERM');
      assert.equal(result.serverErrors.C, undefined, `C's stop failed no request: ${summary}`);
      // What B was answering when it was killed fails: a 502 from HAProxy, or, for a request that was not
      // the first on its connection, the connection closed so that the client retries. Nothing else fails,
      // and no more than HAProxy had sent B and not had answered.
      // The kill is between the event's start and its end (HAProxy's statistics are read on either side of it).
      const kill = result.events[0] ?? { began: 0, ended: 0 };
      for (const failure of result.failures) {
        assert.ok(failure.at >= kill.began && failure.at < kill.ended + 3, `after the kill only: ${summary}`);
        assert.ok(/from B$/.test(failure.what) || CLOSED.test(failure.what), summary);
      }
      assert.ok(result.failures.length <= inFlight, `${inFlight} in flight on B: ${summary}`);
      assert.equal(result.slowDowns, 0, `no slow_down for a TV that waits its interval: ${summary}`);
      for (const event of result.events) assert.doesNotMatch(event.result, /^failed/, event.what);
    } finally {
      await fleet.stop();
    }
  },
);
