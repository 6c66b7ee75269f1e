/**
 * The fleet's phones (tv-fleet.ts): the person in front of each TV picks up a phone of their own a few
 * seconds after the TV showed its code (reading and typing it), and goes through the verification pages as a
 * person does the first time: enter the code, sign in, Allow (seven requests). People approve their own TVs
 * at the same time as each other, as they do: a fleet of N TVs is watched by N people, not by a few phones
 * taking codes from a queue one after another, which held most of 2,000 TVs pending until the run ended
 * (docs/scale.md#a-fleet-behind-haproxy). Each phone
 * sends its own address in X-Forwarded-For (172.16.0.0/12, a /24 each), which HAProxy keeps in front of
 * its own, so the guessing limits count each person apart, as they would count people on their own networks.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { CountingBrowser, type Answer, type Failed } from './clients.ts';

export interface Person {
  email: string;
  password: string;
}

/** Where a TV that has not signed in stands: what it, or its person, waits for. */
export type Standing =
  | 'asking for a code'
  | 'waiting for its person'
  | 'being approved'
  | 'allowed, not yet claimed'
  | 'ended by an answer';

/** What a phone tells the run: a request's answer, where a TV stands now, an answer nobody expected. */
export interface PhoneReports {
  counted(answer: Pick<Answer, 'status' | 'servedBy'> | Failed, path: string): void;
  stands(tv: number, where: Standing): void;
  other(kind: string): void;
}

/** 172.16.0.0/12 holds 4,096 /24s: one for each TV's person. */
const MOST_PHONES = 4096;

/** Phone `i`'s address: 172.16.0.1 for the first, a /24 of its own for each. */
export const phoneAddress = (i: number): string => `172.${16 + (i >> 8)}.${i & 255}.1`;

export class Phones {
  /** From each person starting to Allow's answer, ms. */
  readonly took: number[] = [];
  /** Pages that answered 429: a limit told the person to wait (a sign-in whose replica was killed holds 5 s). */
  waited = 0;

  /** TV i's person signs in as `people[i % people.length]`. */
  constructor(
    private readonly origin: string,
    private readonly people: readonly Person[],
    private readonly reports: PhoneReports,
  ) {}

  /**
   * TV `tv` showed `userCode`: its person starts after `thinkSeconds` and tries until Allow answers or
   * `deadline` (performance.now()) passes; a try that fails is tried again a second later, as a person would.
   */
  async approve(tv: number, userCode: string, thinkSeconds: number, deadline: number): Promise<void> {
    if (tv >= MOST_PHONES) throw new Error(`at most ${MOST_PHONES} phones have an address of their own`);
    const person = this.people[tv % this.people.length];
    if (person === undefined) throw new Error('the fleet has no people to approve its codes');
    await sleep(thinkSeconds * 1000);
    const started = performance.now();
    this.reports.stands(tv, 'being approved');
    const browser = new CountingBrowser(this.origin, (answer, path) => {
      this.reports.counted(answer, path);
    });
    browser.forwardedFor = phoneAddress(tv);
    while (performance.now() < deadline) {
      const page = await browser.approve(userCode, person).catch(() => undefined);
      if (page?.status === 303) {
        this.took.push(performance.now() - started);
        this.reports.stands(tv, 'allowed, not yet claimed');
        return;
      }
      if (page?.status === 429) {
        // A limit said how long to wait (Retry-After, and the page in words): the person waits that long.
        this.waited++;
        await sleep(Number(page.headers.get('Retry-After') ?? 1) * 1000);
        continue;
      }
      // A 5xx or a failed connection is counted among the failures already; any other answer is not expected.
      if (page !== undefined && page.status < 500) this.reports.other(`approval ${page.status}`);
      await sleep(1000);
    }
  }
}
