/**
 * Limits on guessing (RFC 8628 §5.1; docs/provider.md#limits has the arithmetic). Every code entry and every
 * password try is counted before the work it asks for (a lookup, a hash): per browser session and per client
 * address (IPv4 also by its /24, IPv6 by its /64) in sliding windows; code entries also in one bucket shared by
 * everyone; password tries also per (account, address), where they bring an exponential back-off, and at most
 * one hash at a time for each (account, address).
 */
import type { Clock } from '../../clock.ts';
import { logFailure } from '../../http/errors.ts';
import { addressGroup, networkGroup } from '../../http/client-address.ts';
import type { AttemptCounters } from '../../store/limiter.ts';
import type { SharedState } from '../../store/shared-state.ts';
import { sketchRetryAfter, type WindowCounts } from '../../store/window-sketch.ts';

export { clientAddress } from '../../http/client-address.ts';

export const ENTRY_LIMITS = {
  perSession: { max: 10, windowMs: 15 * 60_000 },
  /** Per IPv4 address or IPv6 /64, counted in `slices` steps of the window (store/window-sketch.ts). */
  perAddress: { max: 30, windowMs: 60 * 60_000, slices: 6 },
  /** Per IPv4 /24, beside its addresses' own counts. */
  perNetwork: { max: 100, windowMs: 60 * 60_000 },
  /**
   * Per account and address, password tries: after `free` within the window, each try waits 2^k s
   * (k = tries past free, + 1). A try is counted when it starts; the right password clears the count.
   */
  perAccount: { free: 5, windowMs: 24 * 60 * 60_000, maxWaitMs: 1024_000 },
  /** Code entries checked across everyone, in one bucket: past `max` in `windowMs`, every entry waits. */
  global: { max: 100, windowMs: 60_000 },
  /**
   * How long a hash holds its (account, address) at a time; renewed every `hashRenewMs` while it runs, so a
   * hash of any length keeps it, and one whose process died (a replica killed mid-hash) lets go within this.
   * Held 60 s, it kept a person whose sign-in was on a killed replica out for a minute (npm run bench fleet).
   */
  hashLeaseMs: 5_000,
  hashRenewMs: 2_000,
} as const;

/** Keys each map of counters holds at most (docs/security.md#bounded-growth). */
const MAX_KEYS = 100_000;

/** The per-address sketch's size: 6 slices × 4 rows × 16,384 cells of 4 bytes, 1.5 MiB. */
const SKETCH = { width: 16_384, depth: 4 } as const;

export type AttemptKind = 'code' | 'signin';

/** Who is trying: the browser session's digest and the client address. */
export interface Attempter {
  session: string;
  address: string;
}

/** A refused try: which limit, and how long until a try can be taken. */
export interface Refusal {
  limit: 'session' | 'address' | 'account' | 'busy';
  retryAfterMs: number;
}

/** A password try under way: `done` when its hash has answered. */
export interface SignInAttempt {
  done(right: boolean): Promise<void>;
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

/** The wait an (account, address) is owed after `tries` password tries not yet cleared, in ms. */
export function accountWaitMs(tries: number): number {
  const { free, maxWaitMs } = ENTRY_LIMITS.perAccount;
  if (tries < free) return 0;
  return Math.min(2 ** (tries - free + 1) * 1000, maxWaitMs);
}

/**
 * The account an email names, as typed (unknown emails are counted the same way as known ones), with the
 * address it is tried from: tries from elsewhere never hold the person's own network back.
 */
const accountKey = (email: string, address: string): string =>
  `${email.trim().toLowerCase()} ${addressGroup(address)}`;

export class EntryLimits {
  private constructor(
    private readonly clock: Clock,
    private readonly sessions: AttemptCounters,
    private readonly addresses: WindowCounts,
    private readonly accounts: AttemptCounters,
    private readonly everyone: AttemptCounters,
    private readonly hashing: AttemptCounters,
  ) {}

  /**
   * Counters from `shared`: in this process's memory beside SQLite, in PostgreSQL's shared tables for
   * replicas, so a guesser moving between replicas meets one count. `clock` dates a hash's renewed hold.
   */
  static sharedBy(shared: SharedState, clock: Clock): EntryLimits {
    const { perSession, perAddress, perAccount, global, hashLeaseMs } = ENTRY_LIMITS;
    const counters = (name: string, keepMs: number, maxPerKey: number): AttemptCounters =>
      shared.attemptCounters(`entry-${name}`, { keepMs, maxKeys: MAX_KEYS, maxPerKey });
    return new EntryLimits(
      clock,
      counters('session', perSession.windowMs, perSession.max),
      shared.windowSketch('entry-address', {
        ...SKETCH,
        windowMs: perAddress.windowMs,
        slices: perAddress.slices,
      }),
      counters('account', perAccount.windowMs, perAccount.free + 16),
      counters('everyone', global.windowMs, global.max),
      counters('hashing', hashLeaseMs, 1),
    );
  }

  /** Takes a code entry, or says why it may not be checked now. */
  async beginCode(who: Attempter, now: number): Promise<Refusal | undefined> {
    const { max, windowMs } = ENTRY_LIMITS.global;
    const refused =
      (await this.#nearRefusal('code', who, now)) ??
      windowRefusal(await this.everyone.since('code', now - windowMs), max, windowMs, now, 'busy');
    if (refused !== undefined) return refused;
    const session = await this.#takeSession('code', who, now);
    if (session !== undefined) return session;
    if (!(await this.everyone.take('code', now, max, windowMs))) {
      const times = await this.everyone.since('code', now - windowMs);
      return windowRefusal(times, max, windowMs, now, 'busy') ?? { limit: 'busy', retryAfterMs: 1000 };
    }
    await this.#addAddress('code', who, now);
    return undefined;
  }

  /**
   * Gives back the code entry `beginCode` took at `now` once its code proved right: the buckets count wrong
   * codes (RFC 8628 §5.1 bounds guessing), while an entry is still counted before its lookup, so that a burst
   * cannot pass between the count and the answer. A phone that approves many TVs is not held for it.
   */
  async rightCode(who: Attempter, now: number): Promise<void> {
    await this.sessions.giveBack(`code:${who.session}`, now);
    await this.everyone.giveBack('code', now);
    for (const [key] of this.#addressKeys('code', who)) await this.addresses.remove(key, now);
  }

  /** Takes a password try for `email`, or says why it may not be hashed now. */
  async beginSignIn(who: Attempter, now: number, email: string): Promise<Refusal | SignInAttempt> {
    const account = accountKey(email, who.address);
    const refused =
      (await this.#nearRefusal('signin', who, now)) ?? (await this.#accountRefusal(account, now));
    if (refused !== undefined) return refused;
    const { hashLeaseMs } = ENTRY_LIMITS;
    // One hash at a time per (account, address): tries sent together wait for the first one's answer.
    if (!(await this.hashing.take(account, now, 1, hashLeaseMs)))
      return { limit: 'busy', retryAfterMs: 1000 };
    const session = await this.#takeSession('signin', who, now);
    if (session !== undefined) {
      await this.hashing.forget(account);
      return session;
    }
    await this.#addAddress('signin', who, now);
    await this.accounts.record(account, now);
    const hold = this.#holdWhileHashing(account);
    return {
      done: async (right) => {
        await hold.release();
        if (right) await this.accounts.forget(account);
      },
    };
  }

  /** Renews the (account, address)'s hold while its hash runs; `release` stops, then lets it go. */
  #holdWhileHashing(account: string): { release(): Promise<void> } {
    let renewed: Promise<void> = Promise.resolve();
    const timer = setInterval(() => {
      renewed = renewed
        .then(() => this.hashing.record(account, this.clock.now()))
        .catch((err: unknown) => {
          // The hold then ends with its lease: a second hash could start, nothing worse.
          logFailure('renewing a password hash’s hold failed', err);
        });
    }, ENTRY_LIMITS.hashRenewMs);
    timer.unref();
    return {
      release: async () => {
        clearInterval(timer);
        // A renewal under way lands before the hold is let go, not after.
        await renewed;
        await this.hashing.forget(account);
      },
    };
  }

  /** The session's and the address's refusal, read before anything is taken. */
  async #nearRefusal(kind: AttemptKind, who: Attempter, now: number): Promise<Refusal | undefined> {
    const { perSession } = ENTRY_LIMITS;
    const session = await this.sessions.since(`${kind}:${who.session}`, now - perSession.windowMs);
    const sessionRefusal = windowRefusal(session, perSession.max, perSession.windowMs, now, 'session');
    if (sessionRefusal !== undefined) return sessionRefusal;
    for (const [key, max] of this.#addressKeys(kind, who)) {
      const wait = sketchRetryAfter(await this.addresses.slices(key, now), max, now);
      if (wait !== undefined) return { limit: 'address', retryAfterMs: wait };
    }
    return undefined;
  }

  /** Takes a try from the session's window; its refusal when another request took the last one first. */
  async #takeSession(kind: AttemptKind, who: Attempter, now: number): Promise<Refusal | undefined> {
    const { max, windowMs } = ENTRY_LIMITS.perSession;
    const key = `${kind}:${who.session}`;
    if (await this.sessions.take(key, now, max, windowMs)) return undefined;
    const times = await this.sessions.since(key, now - windowMs);
    return windowRefusal(times, max, windowMs, now, 'session') ?? { limit: 'session', retryAfterMs: 1000 };
  }

  /** The address's keys in the sketch, each with its limit: the address (IPv6 /64), and an IPv4 /24. */
  #addressKeys(kind: AttemptKind, who: Attempter): [string, number][] {
    const network = networkGroup(who.address);
    const keys: [string, number][] = [[`${kind}:${addressGroup(who.address)}`, ENTRY_LIMITS.perAddress.max]];
    if (network !== undefined) keys.push([`${kind}:${network}`, ENTRY_LIMITS.perNetwork.max]);
    return keys;
  }

  async #addAddress(kind: AttemptKind, who: Attempter, now: number): Promise<void> {
    for (const [key] of this.#addressKeys(kind, who)) await this.addresses.add(key, now);
  }

  async #accountRefusal(account: string, now: number): Promise<Refusal | undefined> {
    const { windowMs } = ENTRY_LIMITS.perAccount;
    const tries = await this.accounts.since(account, now - windowMs);
    const last = tries[tries.length - 1];
    if (last === undefined) return undefined;
    const until = last + accountWaitMs(tries.length);
    return until > now ? { limit: 'account', retryAfterMs: until - now } : undefined;
  }
}
