/**
 * The reads index.html starts before the app's code has arrived (an inline script), so that on a slow TV
 * the network and the script parsing overlap: config.json (or config.js from file://), the discovery
 * document and, when the TV holds no tokens, the device-code request (docs/app.md, "Early boot"). Each is
 * only a head start: when one is missing, failed or does not match what the app would send, the app asks
 * again itself.
 */
import {
  deviceCodeForm,
  type Answer,
  type ClientCredentials,
  type TimedAnswer,
} from '../auth/device-code-answer.ts';

/** The device-code request as index.html sent it, and what came back. */
export interface EarlyDeviceCode {
  url: string;
  /** The form body as sent (application/x-www-form-urlencoded). */
  form: string;
  status: number;
  /** The JSON body, or undefined when there was none. */
  body: unknown;
  /** performance.now() when the body had been read. */
  at: number;
}

export interface EarlyBoot {
  config: Promise<unknown>;
  discovery: Promise<unknown>;
  /** Absent when the signed-in hint said the TV holds tokens. Rejects when the request did not go through. */
  deviceCode?: Promise<EarlyDeviceCode>;
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

/**
 * The early device-code answer, when it answers exactly the request the app would send now (same
 * endpoint, client and scopes: the inline script read config.json and discovery without checking them).
 * A mismatch, a request that did not go through, or no early request gives undefined.
 */
export async function earlyCodeAnswer(
  early: Promise<EarlyDeviceCode> | undefined,
  url: string,
  credentials: ClientCredentials,
): Promise<TimedAnswer | undefined> {
  if (!early) return undefined;
  const sent = await early.catch(() => undefined);
  if (!sent) return undefined;
  const form = new URLSearchParams(sent.form);
  const expected = deviceCodeForm(credentials);
  const same =
    sent.url === url &&
    [...form.keys()].length === Object.keys(expected).length &&
    Object.entries(expected).every(([key, value]) => form.get(key) === value);
  if (!same || typeof sent.status !== 'number' || typeof sent.at !== 'number') return undefined;
  const answer: Answer = { status: sent.status, body: sent.body };
  return { answer, at: sent.at };
}
