/**
 * A receiver's intake: every SET is verified (verify.ts), then de-duplicated by `jti`. Delivery is at least
 * once (a push the transmitter did not hear the 202 of, a poll whose acknowledgement was lost), so the same
 * SET can come twice; the second is reported as a duplicate and must be acknowledged, not acted on again.
 * A jti is remembered only as long as its SET would still pass the freshness check: after that the SET
 * itself is refused, so the memory stays bounded.
 */
import {
  DEFAULT_MAX_AGE_SECONDS,
  systemReceiverClock,
  verifySet,
  type SetCheck,
  type VerifiedSet,
} from './verify.ts';

/** Where seen jtis are kept; in memory unless the receiver gives a store that outlives it. */
export interface SeenJtis {
  /** True when `jti` was recorded and has not been forgotten. */
  has(jti: string): boolean | Promise<boolean>;
  /** Records `jti` until `forgetAt` (milliseconds since the epoch). */
  add(jti: string, forgetAt: number): void | Promise<void>;
}

/** Seen jtis in a Map, the expired ones dropped as new ones come. */
export class MemorySeenJtis implements SeenJtis {
  readonly #until = new Map<string, number>();

  constructor(private readonly clock = systemReceiverClock) {}

  has(jti: string): boolean {
    const until = this.#until.get(jti);
    return until !== undefined && until > this.clock.now();
  }

  add(jti: string, forgetAt: number): void {
    const now = this.clock.now();
    for (const [seen, until] of this.#until) if (until <= now) this.#until.delete(seen);
    this.#until.set(jti, forgetAt);
  }

  get size(): number {
    return this.#until.size;
  }
}

/** What the receiver does with a new SET; a rejection leaves the SET unacknowledged, to come again. */
export type SetAction = (set: VerifiedSet) => void | Promise<void>;

/** `fresh`: the SET was new and `act` ran; otherwise a duplicate, acknowledged without acting again. */
export interface Received {
  fresh: boolean;
  set: VerifiedSet;
}

export class SetReceiver {
  readonly #seen: SeenJtis;

  constructor(
    readonly check: SetCheck,
    seen?: SeenJtis,
  ) {
    this.#seen = seen ?? new MemorySeenJtis(check.clock);
  }

  /**
   * Verifies `jwt` (a SetError when it fails); a new jti is acted on, then remembered, so a SET whose
   * action failed is acted on when it comes again.
   */
  async receive(jwt: string, act: SetAction): Promise<Received> {
    const set = await verifySet(jwt, this.check);
    if (await this.#seen.has(set.jti)) return { fresh: false, set };
    await act(set);
    const maxAge = this.check.maxAgeSeconds ?? DEFAULT_MAX_AGE_SECONDS;
    await this.#seen.add(set.jti, (set.iat + maxAge) * 1000);
    return { fresh: true, set };
  }
}
