/**
 * How often one refresh token may be refreshed (docs/provider.md#refresh): each refresh makes an access token
 * that lives an hour, so a client refreshing in a loop grew the table by hundreds of rows a second. A TV needs
 * one an hour; a few at once when several of its parts start together.
 */
import type { AttemptCounters } from '../../store/limiter.ts';
import type { SharedState } from '../../store/shared-state.ts';
import { digest } from '../secrets.ts';

export const REFRESH_PACE = { max: 10, windowMs: 60_000 } as const;

/** Refresh tokens whose recent refreshes are kept at most (the least recently used go first). */
const TRACKED_TOKENS = 100_000;

export class RefreshPace {
  readonly #counts: AttemptCounters;

  /** `shared` keeps the counts where every replica meets them. */
  constructor(shared: SharedState) {
    const { max, windowMs } = REFRESH_PACE;
    this.#counts = shared.attemptCounters('refresh-pace', {
      keepMs: windowMs,
      maxKeys: TRACKED_TOKENS,
      maxPerKey: max,
    });
  }

  /**
   * Takes one refresh of `refreshToken` at `now`, counted before the token is looked up: 0 when taken, else
   * how long until one is free, in ms.
   */
  async take(refreshToken: string, now: number): Promise<number> {
    const { max, windowMs } = REFRESH_PACE;
    const key = digest(refreshToken);
    if (await this.#counts.take(key, now, max, windowMs)) return 0;
    const times = await this.#counts.since(key, now - windowMs);
    return Math.max(1000, (times[times.length - max] ?? now) + windowMs - now);
  }
}
