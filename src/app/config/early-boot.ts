/**
 * The configuration and discovery reads that index.html starts before the app's code has arrived (an
 * inline script), so that on a slow TV the network and the script parsing overlap. Each is only a head
 * start: when one is missing or failed, the app reads the same address again itself.
 */
export interface EarlyBoot {
  config: Promise<unknown>;
  discovery: Promise<unknown>;
}

declare global {
  interface Window {
    /** Set by the inline script in index.html. */
    tvEarlyBoot?: EarlyBoot;
  }
}

/** The head start, once: a retry after a failure reads everything afresh. */
export function takeEarlyBoot(): EarlyBoot | undefined {
  const early = window.tvEarlyBoot;
  window.tvEarlyBoot = undefined;
  return early;
}

/** The early value, or undefined when it failed (the caller then reads it itself). */
export function settled(early: Promise<unknown> | undefined): Promise<unknown> {
  return early ? early.catch(() => undefined) : Promise.resolve(undefined);
}
