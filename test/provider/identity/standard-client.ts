/**
 * openid-client 6 as a standard client of the provider: its configuration from discovery, and its polling
 * driven by Node's mock timers so that no test sleeps (the client waits `interval` with setTimeout). The
 * provider's ManualClock moves with the mock timers, so the provider sees the same time pass.
 */
import { mock } from 'node:test';
import * as client from 'openid-client';
import type { Harness } from '../oauth/harness.ts';

export const TV_SECRET = 'demo-tv-secret';

/** The client's requests still in flight: time moves on only when there are none. */
const inFlight = new Set<Promise<unknown>>();

/** Every answer the client received, as `status path`, for tests to watch the flow go by. */
export const heard: string[] = [];

/** The client's configuration for the demo TV client, learned from the provider's discovery document. */
export async function standardClient(h: Harness): Promise<client.Configuration> {
  const config = await client.discovery(
    new URL(h.origin),
    'demo-tv',
    // The client checks iat and exp against its own time: tell it how far the provider's ManualClock is.
    { [client.clockSkew]: Math.round((h.clock.now() - Date.now()) / 1000) },
    client.ClientSecretPost(TV_SECRET),
    // The provider under test listens on plain http on loopback: the one use this option is meant for.
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- plain http is the test's, not a shortcut
    { execute: [client.allowInsecureRequests] },
  );
  config[client.customFetch] = (url, options) => {
    // Read whole before the client sees it, so that "no request in flight" means no body still arriving.
    const request = fetch(url, options as RequestInit).then(async (res) => {
      heard.push(`${res.status} ${new URL(res.url).pathname}`);
      return new Response(await res.arrayBuffer(), res);
    });
    const tracked = request.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    return request;
  };
  return config;
}

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Runs `work` with setTimeout mocked, moving time a second at a time (the provider's clock with it) whenever
 * the client has no request in flight, until `work` settles. `onTick` runs before each second passes, so a
 * test can act between polls.
 */
export async function withMockedWaits<T>(
  h: Harness,
  work: () => Promise<T>,
  onTick: () => Promise<void> = () => Promise.resolve(),
): Promise<T> {
  mock.timers.enable({ apis: ['setTimeout'] });
  try {
    const state = { settled: false };
    const running = work().finally(() => {
      state.settled = true;
    });
    for (let seconds = 0; ; seconds++) {
      if (seconds > 600) throw new Error('the client kept waiting for more than 600 simulated seconds');
      await turn();
      while (inFlight.size > 0) {
        await Promise.allSettled([...inFlight]);
        await turn();
      }
      if (state.settled) break;
      await onTick();
      h.wait(1);
      mock.timers.tick(1000);
    }
    return await running;
  } finally {
    mock.timers.reset();
  }
}
