/**
 * The device-code quota (docs/provider.md#limits; RFC 8628 §5.2): `PROVIDER_DEVICE_CODE_QUOTA` codes per
 * client in a sliding minute, a quarter of it per client address, and a quarter kept for addresses that got
 * none of that client's codes in the last minute, so that a few callers who each use their address's share
 * cannot stop every other TV of that app.
 */
import type { SharedState } from '../../store/shared-state.ts';
import type { SlidingCounter } from '../../http/sliding-count.ts';
import type { GrantsStore } from './store/grants-store.ts';

export const QUOTA_WINDOW_MS = 60_000;

/** One address may use this share of a client's quota. */
export const ADDRESS_SHARE = 1 / 4;

/** This share of a client's quota is left for addresses not seen in the window. */
export const NEW_ADDRESS_SHARE = 1 / 4;

/** Addresses the per-address count keeps at most (the least recently seen go first). */
const TRACKED_ADDRESSES = 100_000;

export class DeviceCodeQuota {
  readonly #perAddress: SlidingCounter;

  /** `shared` keeps the per-address counts where every replica meets them. */
  constructor(
    shared: SharedState,
    private readonly grants: GrantsStore,
  ) {
    this.#perAddress = shared.slidingCount('device-code-address', QUOTA_WINDOW_MS, TRACKED_ADDRESSES);
  }

  /** Whether `clientId` may have one more code for `address` now, under a quota of `quota` a minute. */
  async take(clientId: string, address: string, now: number, quota: number): Promise<boolean> {
    const key = `${clientId}\n${address}`;
    const seen = (await this.#perAddress.count(key, now)) > 0;
    // Addresses seen in the window share what the newcomers' part leaves; a newcomer may use all of it.
    const clientLimit = seen ? quota - Math.floor(quota * NEW_ADDRESS_SHARE) : quota;
    const addressLimit = Math.max(1, Math.floor(quota * ADDRESS_SHARE));
    // The client's rule first, so a refused request spends none of its address's share; then `take`,
    // which counts and notes in one step, so two requests at once cannot both take the last one.
    if ((await this.grants.countSince(clientId, now - QUOTA_WINDOW_MS, quota)) >= clientLimit) return false;
    return this.#perAddress.take(key, now, addressLimit);
  }
}
