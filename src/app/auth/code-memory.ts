/**
 * The code on screen, remembered by this tab across a reload. A TV reloaded while a person types its code
 * shows a new one, yet the code it showed before is still live on the provider and may be approved: the next
 * sign-in screen polls it as it polls a code "Get a new code" replaced (sign-in-state.ts), until it expires
 * or either code is approved. Its time left crosses the reload in wall time, the one use of wall time the
 * clock allows (time/clock.ts); a clock that jumped back makes it count as expired, never as longer.
 */
import type { Clock } from '../time/clock.ts';
import { parseDeviceCodeResponse } from '#shared/wire/oauth.ts';
import type { CodeOnScreen } from './sign-in-state.ts';

const KEY = 'tv-sign-in-code';

export type CodeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface CodeMemory {
  /** The code now on screen. */
  keep(code: CodeOnScreen): void;
  /**
   * The early copy's code (docs/app.md, "Early boot"), kept unless a code with time left is kept already:
   * that one an earlier page showed, and the app takes it first to poll beside the new one.
   */
  readonly offer: (code: CodeOnScreen) => void;
  /** Signed in or stopped: no code is left to poll. */
  forget(): void;
  /** The code kept before this page started, while it has time left, on this page's monotonic clock. */
  take(): CodeOnScreen | undefined;
}

/** In sessionStorage: the tab's own, kept across a reload. Without it (blocked storage) nothing is kept. */
export function codeMemory(clock: Clock, storage: CodeStorage | undefined = tabStorage()): CodeMemory {
  const attempt = (write: (s: CodeStorage) => void): void => {
    try {
      if (storage) write(storage);
    } catch {
      // Full or blocked: the reload then shows a new code only, as before.
    }
  };
  const memory: CodeMemory = {
    keep(code) {
      const kept = {
        response: code.response,
        interval: code.interval,
        until: clock.wallNow() + code.expiresAt - clock.now(),
      };
      attempt((s) => {
        s.setItem(KEY, JSON.stringify(kept));
      });
    },
    offer: (code) => {
      if (memory.take() === undefined) memory.keep(code);
    },
    forget() {
      attempt((s) => {
        s.removeItem(KEY);
      });
    },
    take() {
      try {
        const kept = JSON.parse(storage?.getItem(KEY) ?? 'null') as unknown;
        if (typeof kept !== 'object' || kept === null) return undefined;
        const { response, interval, until } = kept as Record<string, unknown>;
        const code = parseDeviceCodeResponse(response);
        const left = Number(until) - clock.wallNow();
        if (!(left > 0 && left <= code.expires_in * 1000) || typeof interval !== 'number' || !(interval >= 1))
          return undefined;
        const now = clock.now();
        return {
          response: code,
          receivedAt: now + left - code.expires_in * 1000,
          expiresAt: now + left,
          interval,
        };
      } catch {
        return undefined;
      }
    },
  };
  return memory;
}

function tabStorage(): CodeStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
