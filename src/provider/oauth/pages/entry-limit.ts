/**
 * Limits on guessing (RFC 8628 §5.1; docs/provider.md#limits has the arithmetic). Wrong user codes and wrong
 * passwords are counted per browser session and per client address (IPv6 by its /64) in sliding windows;
 * wrong passwords also per account, where they bring an exponential back-off rather than a lock; and wrong
 * codes across everyone, past a rate of which every code entry waits a few seconds.
 */
import { addressGroup } from '../../http/client-address.ts';
import type { AttemptCounters } from '../../store/limiter.ts';
import type { SharedState } from '../../store/shared-state.ts';

export { clientAddress } from '../../http/client-address.ts';

export const ENTRY_LIMITS = {
  perSession: { max: 10, windowMs: 15 * 60_000 },
  perAddress: { max: 30, windowMs: 60 * 60_000 },
  /** After `free` wrong passwords within the window, each try waits 2^k s (k = wrong ones past free, + 1). */
  perAccount: { free: 5, windowMs: 24 * 60 * 60_000, maxWaitMs: 1024_000 },
  /** Past `max` wrong codes in `windowMs` from everyone, a session enters a code at most every `pauseMs`. */
  global: { max: 100, windowMs: 60_000, pauseMs: 5_000 },
} as const;

/** Keys each counter holds at most (docs/security.md#bounded-growth). */
const MAX_KEYS = 100_000;

export type AttemptKind = 'code' | 'signin';

/** Who is trying: the browser session (its digest and when it began) and the client address. */
export interface Attempter {
  session: string;
  sessionStart: number;
  address: string;
}

/** A refused try: which limit, and how long until a try can be taken. */
export interface Refusal {
  limit: 'session' | 'address' | 'account' | 'busy';
  retryAfterMs: number;
}

/** When the `max`-th newest of `times` leaves a window of `windowMs`, if `max` or more are in it. */
function windowRefusal(
  times: readonly number[],
  max: number,
  windowMs: number,
  now: number,
  limit: Refusal['limit'],
): Refusal | undefined {
  if (times.length < max) return undefined;
  const leaving = times[times.length - max] ?? now;
  return { limit, retryAfterMs: Math.max(1000, leaving + windowMs - now) };
}

/** The wait an account is owed after `wrong` wrong passwords, in ms (0 while within the free ones). */
export function accountWaitMs(wrong: number): number {
  const { free, maxWaitMs } = ENTRY_LIMITS.perAccount;
  if (wrong < free) return 0;
  return Math.min(2 ** (wrong - free + 1) * 1000, maxWaitMs);
}

/** The one account an email names, as typed: unknown emails are counted the same way as known ones. */
const accountKey = (email: string): string => email.trim().toLowerCase();

export class EntryLimits {
  private constructor(
    private readonly sessions: AttemptCounters,
    private readonly addresses: AttemptCounters,
    private readonly accounts: AttemptCounters,
    private readonly everyone: AttemptCounters,
    private readonly entries: AttemptCounters,
  ) {}

  /**
   * Counters from `shared`, each bounded in keys: in this process's memory beside SQLite, in PostgreSQL's
   * shared tables for replicas, so a guesser moving between replicas meets one count.
   */
  static sharedBy(shared: SharedState): EntryLimits {
    const { perSession, perAddress, perAccount, global } = ENTRY_LIMITS;
    const counters = (name: string, keepMs: number, maxPerKey: number): AttemptCounters =>
      shared.attemptCounters(`entry-${name}`, { keepMs, maxKeys: MAX_KEYS, maxPerKey });
    return new EntryLimits(
      counters('session', perSession.windowMs, perSession.max),
      counters('address', perAddress.windowMs, perAddress.max),
      counters('account', perAccount.windowMs, perAccount.free + 16),
      counters('everyone', global.windowMs, global.max),
      counters('entered', global.pauseMs, 1),
    );
  }

  /** Why this try may not be taken now, or undefined when it may. */
  async refusal(
    kind: AttemptKind,
    who: Attempter,
    now: number,
    email?: string,
  ): Promise<Refusal | undefined> {
    const { perSession, perAddress } = ENTRY_LIMITS;
    const session = await this.sessions.since(`${kind}:${who.session}`, now - perSession.windowMs);
    const address = await this.addresses.since(
      `${kind}:${addressGroup(who.address)}`,
      now - perAddress.windowMs,
    );
    const refused =
      windowRefusal(session, perSession.max, perSession.windowMs, now, 'session') ??
      windowRefusal(address, perAddress.max, perAddress.windowMs, now, 'address');
    if (refused !== undefined) return refused;
    return kind === 'code' ? this.#busyRefusal(who, now) : this.#accountRefusal(email ?? '', now);
  }

  /** A wrong code or password (an expired or used code is a wrong one to whoever did not decide it). */
  async wrong(kind: AttemptKind, who: Attempter, now: number, email?: string): Promise<void> {
    await this.sessions.record(`${kind}:${who.session}`, now);
    await this.addresses.record(`${kind}:${addressGroup(who.address)}`, now);
    if (kind === 'code') await this.everyone.record('code', now);
    else await this.accounts.record(accountKey(email ?? ''), now);
  }

  /** A code entry that was looked up, right or wrong: the busy pause counts from it. */
  async entered(who: Attempter, now: number): Promise<void> {
    await this.entries.record(who.session, now);
  }

  /** The right password ends the account's back-off. */
  async signedIn(email: string): Promise<void> {
    await this.accounts.forget(accountKey(email));
  }

  async #accountRefusal(email: string, now: number): Promise<Refusal | undefined> {
    const { windowMs } = ENTRY_LIMITS.perAccount;
    const wrong = await this.accounts.since(accountKey(email), now - windowMs);
    const last = wrong[wrong.length - 1];
    if (last === undefined) return undefined;
    const until = last + accountWaitMs(wrong.length);
    return until > now ? { limit: 'account', retryAfterMs: until - now } : undefined;
  }

  async #busyRefusal(who: Attempter, now: number): Promise<Refusal | undefined> {
    const { max, windowMs, pauseMs } = ENTRY_LIMITS.global;
    const recent = await this.everyone.since('code', now - windowMs);
    if (recent.length < max) return undefined;
    const entries = await this.entries.since(who.session, now - pauseMs);
    const from = Math.max(who.sessionStart, entries[entries.length - 1] ?? 0);
    return from + pauseMs > now ? { limit: 'busy', retryAfterMs: from + pauseMs - now } : undefined;
  }
}
