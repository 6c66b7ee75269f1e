/**
 * Simulated TVs and phones against several replicas, as a load balancer would spread them. Each TV, from
 * its household's address (two TVs each, sent as X-Forwarded-For), asks one replica for a code, then polls
 * the replicas in turn, waiting `interval` after each answer as the public device-flow guide asks, until
 * it has tokens. Each code is allowed on the verification pages by one of a few phones, each signed in once
 * as a person of its own, a few seconds after the TV showed it (a person reading the code and typing it).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { PageBrowser, type Page } from '../test/provider/oauth/browser.ts';
import { percentile } from './key-latency.ts';
import type { Person } from './replicas-people.ts';

export interface TvRunOptions {
  origins: readonly string[];
  tvs: number;
  seconds: number;
  /** TVs start evenly over this many seconds. */
  startWindowSeconds: number;
  /** PROVIDER_POLL_INTERVAL of the replicas. */
  intervalSeconds: number;
  /** One phone per person, each signed in as that person. */
  people: readonly Person[];
  /** A person takes between these many seconds to type the code. */
  thinkSeconds: readonly [number, number];
  scope: string;
}

export interface TvRunResult {
  seconds: number;
  answers: number;
  polls: number;
  signedIn: number;
  unfinished: number;
  slowDowns: number;
  serverErrors: number;
  connectionErrors: number;
  /** Tokens collected later than one interval (and 500 ms of slack) after the phone's Allow. */
  late: number;
  pollP50: number;
  pollP99: number;
  approvalP99: number;
  /** Answers that ended a TV or an approval otherwise, by `status error`. */
  other: Record<string, number>;
}

const TV_CLIENT = { client_id: 'demo-tv', client_secret: 'demo-tv-secret' };
const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';
const LATE_SLACK_MS = 500;

interface Approval {
  userCode: string;
  due: number;
  approvedAt?: number;
}

/** A seeded generator (mulberry32), so that every run makes the same TVs and the same people. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function runTvs(options: TvRunOptions): Promise<TvRunResult> {
  const { origins } = options;
  const began = performance.now();
  const deadline = began + options.seconds * 1000;
  const rand = random(8628);
  const pollLatencies: number[] = [];
  const approvalLatencies: number[] = [];
  const queue: Approval[] = [];
  const r = {
    answers: 0,
    polls: 0,
    signedIn: 0,
    unfinished: 0,
    slowDowns: 0,
    serverErrors: 0,
    connectionErrors: 0,
    late: 0,
    other: {} as Record<string, number>,
  };
  const other = (kind: string): void => {
    r.other[kind] = (r.other[kind] ?? 0) + 1;
  };
  const counted = (status: number): void => {
    r.answers++;
    if (status >= 500) r.serverErrors++;
  };

  /** One form POST from `address`; undefined when the connection failed. */
  async function post(origin: string, path: string, fields: Record<string, string>, address: string) {
    try {
      const res = await fetch(origin + path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': address },
        body: new URLSearchParams(fields).toString(),
      });
      const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
      counted(res.status);
      return { status: res.status, body };
    } catch (err) {
      r.connectionErrors++;
      const cause = (err as { cause?: { code?: unknown; message?: unknown } }).cause;
      other(`connection: ${String(cause?.code ?? cause?.message ?? err)}`);
      return undefined;
    }
  }

  async function tv(i: number, think: number): Promise<void> {
    await sleep(
      Math.max(0, began + (i * options.startWindowSeconds * 1000) / options.tvs - performance.now()),
    );
    const household = i >> 1;
    const address = `10.${(household >> 8) & 255}.${household & 255}.${(i & 1) + 2}`;
    const code = await post(
      origins[i % origins.length] ?? '',
      '/device/code',
      { client_id: TV_CLIENT.client_id, scope: options.scope },
      address,
    );
    if (code?.status !== 200) {
      if (code !== undefined) other(`device code ${code.status} ${JSON.stringify(code.body)}`);
      return;
    }
    const approval: Approval = {
      userCode: String(code.body.user_code),
      due: performance.now() + think * 1000,
    };
    queue.push(approval);
    const fields = {
      ...TV_CLIENT,
      grant_type: DEVICE_CODE_GRANT,
      device_code: String(code.body.device_code),
    };
    for (let k = 1; ; k++) {
      await sleep(options.intervalSeconds * 1000);
      if (performance.now() > deadline) break;
      const sent = performance.now();
      const answer = await post(origins[(i + k) % origins.length] ?? '', '/token', fields, address);
      if (answer === undefined) continue;
      r.polls++;
      pollLatencies.push(performance.now() - sent);
      if (answer.status === 428) continue;
      if (answer.body.error === 'slow_down') {
        r.slowDowns++;
        continue;
      }
      if (answer.status === 200) {
        r.signedIn++;
        const approvedAt = approval.approvedAt ?? sent;
        if (sent - approvedAt > options.intervalSeconds * 1000 + LATE_SLACK_MS) r.late++;
        return;
      }
      other(`poll ${answer.status} ${String(answer.body.error)}`);
      return;
    }
    r.unfinished++;
  }

  /** A phone signed in once, then allowing each code whose person has finished typing it. */
  async function phone(j: number, person: Person): Promise<void> {
    const browser = new CountingBrowser(origins[j % origins.length] ?? '', counted);
    browser.forwardedFor = `172.16.${j}.1`;
    await browser.get('/device/signin?next=account');
    const signedIn = await browser.post('/device/signin', { ...person, next: 'account' });
    if (signedIn.status !== 303) throw new Error(`phone ${j} could not sign in: ${signedIn.status}`);
    while (performance.now() < deadline) {
      const now = performance.now();
      const at = queue.findIndex((a) => a.due <= now);
      if (at < 0) {
        await sleep(20);
        continue;
      }
      const [approval] = queue.splice(at, 1);
      if (approval === undefined) continue;
      const page = await browser.approve(approval.userCode).catch(() => undefined);
      approvalLatencies.push(performance.now() - now);
      if (page?.status === 303 && page.headers.get('Location') === '/device/done?result=allowed') {
        approval.approvedAt = performance.now();
      } else {
        other(page === undefined ? 'approval: connection failed' : `approval ${page.status}`);
      }
    }
  }

  const thinks = Array.from({ length: options.tvs }, () => {
    const [min, max] = options.thinkSeconds;
    return min + rand() * (max - min);
  });
  await Promise.all([
    ...thinks.map((think, i) => tv(i, think)),
    ...options.people.map((person, j) => phone(j, person)),
  ]);
  return {
    ...r,
    seconds: (performance.now() - began) / 1000,
    pollP50: percentile(pollLatencies, 50),
    pollP99: percentile(pollLatencies, 99),
    approvalP99: percentile(approvalLatencies, 99),
  };
}

/** The pages' browser, each answer counted (5xx included) and a failed connection thrown as usual. */
class CountingBrowser extends PageBrowser {
  constructor(
    origin: string,
    private readonly count: (status: number) => void,
  ) {
    super(origin);
  }

  override async get(path: string): Promise<Page> {
    const page = await super.get(path);
    this.count(page.status);
    return page;
  }

  override async post(path: string, fields: Record<string, string | string[]>): Promise<Page> {
    const page = await super.post(path, fields);
    this.count(page.status);
    return page;
  }
}
