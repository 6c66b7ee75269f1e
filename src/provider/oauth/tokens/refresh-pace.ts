/**
 * How often the token endpoint hands one holder a new access token (docs/provider.md#refresh,
 * docs/identity.md#service-accounts): each one lives an hour, so a client asking in a loop grew the tables
 * by hundreds of rows a second. A TV refreshes once an hour, a service about as often; a few at once when
 * several of their parts start together.
 */
import type { AttemptCounters } from '../../store/limiter.ts';
import type { SharedState } from '../../store/shared-state.ts';
import { digest } from '../secrets.ts';

export interface PaceLimit {
  /** Tokens at most in any sliding `windowMs`. */
  max: number;
  windowMs: number;
}

export const REFRESH_PACE = { max: 10, windowMs: 60_000 } as const;

/** Holders whose recent tokens are kept at most (the least recently used go first). */
const TRACKED_HOLDERS = 100_000;

/** One pace, counted per holder where every replica meets it. */
export class TokenPace {
  readonly #counts: AttemptCounters;

  /** `name`: the counter's, unique per provider (store/shared-state.ts). */
  constructor(
    shared: SharedState,
    name: string,
    private readonly limit: PaceLimit,
  ) {
    this.#counts = shared.attemptCounters(name, {
      keepMs: limit.windowMs,
      maxKeys: TRACKED_HOLDERS,
      maxPerKey: limit.max,
    });
  }

  /** Takes one token for `holder` at `now`: 0 when taken, else how long until one is free, in ms. */
  async take(holder: string, now: number): Promise<number> {
    const { max, windowMs } = this.limit;
    if (await this.#counts.take(holder, now, max, windowMs)) return 0;
    const times = await this.#counts.since(holder, now - windowMs);
    return Math.max(1000, (times[times.length - max] ?? now) + windowMs - now);
  }
}

export class RefreshPace {
  readonly #pace: TokenPace;

  /** `shared` keeps the counts where every replica meets them. */
  constructor(shared: SharedState) {
    this.#pace = new TokenPace(shared, 'refresh-pace', REFRESH_PACE);
  }

  /**
   * Takes one refresh of `refreshToken` at `now`, counted before the token is looked up: 0 when taken, else
   * how long until one is free, in ms.
   */
  take(refreshToken: string, now: number): Promise<number> {
    return this.#pace.take(digest(refreshToken), now);
  }
}
