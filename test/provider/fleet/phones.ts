/**
 * The fleet's phones (tv-fleet.ts): each signs in once, as a person of its own, then takes the codes its TVs
 * showed from one queue, a few seconds after each was shown (a person typing), and allows them one after
 * another. Each approval is timed from when it was due to when a phone took it (the queue's wait) and from
 * then to Allow's answer (the pages' own time), so a run says which of the two held its TVs back.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { CountingBrowser, type Answer, type Failed } from './clients.ts';

export interface Person {
  email: string;
  password: string;
}

/** A code a TV shows, due for its person at `due` (performance.now()). */
export interface Shown {
  tv: number;
  userCode: string;
  due: number;
}

/** Where a TV that has not signed in stands: what it, or its person, waits for. */
export type Standing =
  | 'asking for a code'
  | 'waiting for a phone'
  | 'being approved'
  | 'allowed, not yet claimed'
  | 'ended by an answer';

/** What a phone tells the run: a request's answer, where a TV stands now, an answer nobody expected. */
export interface PhoneReports {
  counted(answer: Pick<Answer, 'status' | 'servedBy'> | Failed, path: string): void;
  stands(tv: number, where: Standing): void;
  other(kind: string): void;
}

/** Approvals' timings, ms. */
export interface ApprovalTimes {
  /** From when each code was due to when a phone took it. */
  waited: number[];
  /** From when a phone took it to Allow's answer. */
  took: number[];
}

export class Phones {
  readonly #queue: Shown[] = [];
  readonly times: ApprovalTimes = { waited: [], took: [] };

  constructor(
    private readonly origin: string,
    private readonly reports: PhoneReports,
  ) {}

  /** A TV showed its code: a person will type it after `thinkSeconds`. */
  show(tv: number, userCode: string, thinkSeconds: number): void {
    this.#queue.push({ tv, userCode, due: performance.now() + thinkSeconds * 1000 });
  }

  /** Runs a phone signed in as `person` from its own address until `deadline` (performance.now()). */
  async run(j: number, person: Person, deadline: number): Promise<void> {
    const browser = new CountingBrowser(this.origin, (answer, path) => {
      this.reports.counted(answer, path);
    });
    browser.forwardedFor = `172.16.${j}.1`;
    await browser.get('/device/signin?next=account');
    const signedIn = await browser.post('/device/signin', { ...person, next: 'account' });
    if (signedIn.status !== 303) throw new Error(`phone ${j} could not sign in: ${signedIn.status}`);
    while (performance.now() < deadline) {
      const at = this.#queue.findIndex((a) => a.due <= performance.now());
      const [approval] = at < 0 ? [] : this.#queue.splice(at, 1);
      if (approval === undefined) {
        await sleep(20);
        continue;
      }
      const taken = performance.now();
      this.times.waited.push(taken - approval.due);
      this.reports.stands(approval.tv, 'being approved');
      const page = await browser.approve(approval.userCode).catch(() => undefined);
      if (page?.status === 303) {
        this.times.took.push(performance.now() - taken);
        this.reports.stands(approval.tv, 'allowed, not yet claimed');
        continue;
      }
      // A failed approval is tried again, as a person would: the code goes back. A 5xx or a failed
      // connection is counted among the failures already; any other answer is not expected.
      this.#queue.push({ ...approval, due: performance.now() + 1000 });
      this.reports.stands(approval.tv, 'waiting for a phone');
      if (page !== undefined && page.status < 500) this.reports.other(`approval ${page.status}`);
    }
  }
}
