/**
 * Simulated TVs and phones that reach the replicas only through HAProxy (fleet.ts). Each TV connects from a
 * loopback address of its own (127.20.x.y), so HAProxy's X-Forwarded-For names it as it would a household;
 * it asks for a code, then polls every `interval` as the public device-flow guide asks, and does what the
 * TV app does when an answer does not come (src/app/auth/sign-in-answers.ts): a 5xx or a failed connection
 * is "unreachable", and it tries again later (2 s for a code, two intervals for a poll). A `slow_down`
 * makes it poll 5 s slower from then on. The phones (phones.ts) allow each code a few seconds after its TV
 * showed it; they send their address in X-Forwarded-For, which HAProxy keeps in front of its own. Meanwhile
 * `events` run at their times (a replica killed, one restarted). The result says where each TV that never
 * signed in stood when the run ended, so that a short count comes with its cause.
 */
import { Agent } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { post, type Answer, type Failed } from './clients.ts';
import { Phones, type Person, type Standing } from './phones.ts';

export interface FleetEvent {
  /** Seconds after the start, at the earliest: each event waits for the one before it to end. */
  at: number;
  what: string;
  run(): Promise<unknown>;
}

export interface FleetRunOptions {
  origin: string;
  tvs: number;
  /** TVs start evenly over this many seconds; the run ends after `seconds`. */
  startWindowSeconds: number;
  seconds: number;
  intervalSeconds: number;
  /** Who approves: TV i's person signs in as `people[i % people.length]` (phones.ts). */
  people: readonly Person[];
  /** A person takes between these many seconds to type the code. */
  thinkSeconds: readonly [number, number];
  scope: string;
  events: readonly FleetEvent[];
}

export interface FleetResult {
  seconds: number;
  answers: number;
  polls: number;
  signedIn: number;
  /** TVs that never signed in. */
  neverSignedIn: number;
  /** Where the TVs that never signed in stood when the run ended, by standing. */
  standing: Partial<Record<Standing, number>>;
  /** Codes allowed; the time from a person starting to Allow's answer (p50, p99, ms); pages that said wait (429). */
  approvals: { allowed: number; tookP50: number; tookP99: number; toldToWait: number };
  slowDowns: number;
  /** 5xx answers, by the replica HAProxy sent the request to (`haproxy` when none). */
  serverErrors: Record<string, number>;
  connectionErrors: number;
  /** Every request that failed (a 5xx, or no answer): seconds after the start, where, and how. */
  failures: { at: number; path: string; what: string }[];
  pollP50: number;
  pollP99: number;
  /** Answers that ended a TV or an approval otherwise, by kind. */
  other: Record<string, number>;
  /** When each event ran and ended, seconds after the start. */
  events: { what: string; began: number; ended: number; result: string }[];
}

const TV = { client_id: 'demo-tv', client_secret: 'demo-tv-secret' };
const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';
const SLOW_DOWN_STEP_S = 5;

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

export async function runFleet(options: FleetRunOptions): Promise<FleetResult> {
  const origin = new URL(options.origin);
  const began = performance.now();
  const deadline = began + options.seconds * 1000;
  const since = (): number => (performance.now() - began) / 1000;
  const pollLatencies: number[] = [];
  const standing = new Map<number, Standing>();
  const approvals: Promise<void>[] = [];
  const r: Omit<FleetResult, 'seconds' | 'pollP50' | 'pollP99' | 'events' | 'standing' | 'approvals'> = {
    answers: 0,
    polls: 0,
    signedIn: 0,
    neverSignedIn: 0,
    slowDowns: 0,
    serverErrors: {},
    connectionErrors: 0,
    failures: [],
    other: {},
  };
  const other = (kind: string): void => void (r.other[kind] = (r.other[kind] ?? 0) + 1);
  const failed = (path: string, what: string): void => {
    r.failures.push({ at: since(), path, what });
  };
  const counted = (answer: Pick<Answer, 'status' | 'servedBy'> | Failed, path: string): void => {
    if ('failed' in answer) {
      r.connectionErrors++;
      failed(path, answer.failed);
      return;
    }
    r.answers++;
    if (answer.status < 500) return;
    r.serverErrors[answer.servedBy] = (r.serverErrors[answer.servedBy] ?? 0) + 1;
    failed(path, `${answer.status} from ${answer.servedBy}`);
  };
  const phones = new Phones(options.origin, options.people, {
    counted,
    other,
    // A TV that has signed in stands nowhere: a phone may hear Allow's answer after its TV's claim.
    stands: (tv, where) => {
      if (standing.has(tv)) standing.set(tv, where);
    },
  });
  /** Unreachable, as the app's client sees it: no answer, or a 5xx. */
  const unreachable = (answer: Answer | Failed): boolean => 'failed' in answer || answer.status >= 500;

  async function tv(i: number, think: number): Promise<void> {
    await sleep(
      Math.max(0, began + (i * options.startWindowSeconds * 1000) / options.tvs - performance.now()),
    );
    standing.set(i, 'asking for a code');
    const agent = new Agent({
      keepAlive: true,
      maxSockets: 1,
      localAddress: `127.20.${Math.floor(i / 254)}.${(i % 254) + 1}`,
    });
    try {
      let code: Answer | Failed;
      for (;;) {
        code = await post(agent, origin, '/device/code', { client_id: TV.client_id, scope: options.scope });
        counted(code, '/device/code');
        if (!unreachable(code) || performance.now() > deadline) break;
        await sleep(2_000);
      }
      if ('failed' in code || code.status !== 200) {
        r.neverSignedIn++;
        // Still unreachable when the run ended: counted among the failures already.
        if (!('failed' in code) && code.status < 500) {
          other(`device code ${code.status} ${JSON.stringify(code.body)}`);
          standing.set(i, 'ended by an answer');
        }
        return;
      }
      standing.set(i, 'waiting for its person');
      approvals.push(phones.approve(i, String(code.body.user_code), think, deadline));
      const fields = { ...TV, grant_type: DEVICE_CODE_GRANT, device_code: String(code.body.device_code) };
      let interval = options.intervalSeconds;
      let wait = interval;
      for (;;) {
        await sleep(wait * 1000);
        wait = interval;
        if (performance.now() > deadline) break;
        const sent = performance.now();
        const answer = await post(agent, origin, '/token', fields);
        counted(answer, '/token');
        if ('failed' in answer || unreachable(answer)) {
          wait = interval * 2;
          continue;
        }
        r.polls++;
        pollLatencies.push(performance.now() - sent);
        if (answer.status === 428) continue;
        if (answer.body.error === 'slow_down') {
          r.slowDowns++;
          wait = interval += SLOW_DOWN_STEP_S;
          continue;
        }
        if (answer.status === 200) {
          r.signedIn++;
          standing.delete(i);
          return;
        }
        other(`poll ${answer.status} ${String(answer.body.error)}`);
        standing.set(i, 'ended by an answer');
        break;
      }
      r.neverSignedIn++;
    } finally {
      agent.destroy();
    }
  }

  const events = (async () => {
    const done: FleetResult['events'] = [];
    for (const event of options.events) {
      await sleep(Math.max(0, event.at - since()) * 1000);
      const start = since();
      const result = await event.run().then(String, (err: unknown) => `failed: ${String(err)}`);
      done.push({ what: event.what, began: start, ended: since(), result });
    }
    return done;
  })();
  const [min, max] = options.thinkSeconds;
  await Promise.all(
    Array.from({ length: options.tvs }, (_, i) => tv(i, min + (((i * 7919) % 1000) / 1000) * (max - min))),
  );
  // Every approval ends by the deadline too; each was added before its TV polled.
  await Promise.all(approvals);
  const stood: FleetResult['standing'] = {};
  for (const where of standing.values()) stood[where] = (stood[where] ?? 0) + 1;
  const { took } = phones;
  return {
    ...r,
    seconds: since(),
    standing: stood,
    approvals: {
      allowed: took.length,
      tookP50: percentile(took, 50),
      tookP99: percentile(took, 99),
      toldToWait: phones.waited,
    },
    pollP50: percentile(pollLatencies, 50),
    pollP99: percentile(pollLatencies, 99),
    events: await events,
  };
}
