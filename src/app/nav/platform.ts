import { TIZEN_REGISTERED_KEYS } from './keys.ts';

/** The parts of the TV platforms' globals this app touches; each may be missing (a desktop browser). */
interface TvGlobals {
  tizen?: {
    tvinputdevice?: TizenInputDevice;
    application?: { getCurrentApplication?: () => { exit(): void } };
  };
  webOS?: { platformBack?: () => void };
  /** Edge on Xbox: "keyboard" makes the gamepad send key events (GamepadA, GamepadDPadUp, …). */
  navigator?: { gamepadInputEmulation?: string };
}

/** Tizen's TVInputDevice API (Samsung's TV Web Device API reference), as far as it is used here. */
interface TizenInputDevice {
  getSupportedKeys?: () => { name: string; code: number }[];
  registerKeyBatch?: (
    keys: string[],
    onSuccess?: () => void,
    onError?: (error: { name?: string; message?: string }) => void,
  ) => void;
  registerKey?: (key: string) => void;
}

function globalsOf(win: Window): TvGlobals {
  return win as unknown as TvGlobals;
}

/** The Tizen keys to register: the app's, less those this model's remote lacks. */
function supportedTizenKeys(input: TizenInputDevice): string[] {
  if (!input.getSupportedKeys) return [...TIZEN_REGISTERED_KEYS];
  try {
    const names = new Set(input.getSupportedKeys().map((key) => key.name));
    return TIZEN_REGISTERED_KEYS.filter((key) => names.has(key));
  } catch {
    return [...TIZEN_REGISTERED_KEYS];
  }
}

/** Registers each key alone, so a key the model refuses costs only itself. */
function registerOneByOne(input: TizenInputDevice, keys: readonly string[]): string[] {
  if (!input.registerKey) return [];
  return keys.filter((key) => {
    try {
      input.registerKey?.(key);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * Gets the remote ready before any key is used: Edge on Xbox sends the gamepad as keys
 * (`navigator.gamepadInputEmulation`), and Tizen delivers its media and colour keys only once registered.
 * Tizen's registerKeyBatch fails as a whole when one key is unknown to the model, so only the keys
 * getSupportedKeys() names are asked for, and a failed batch falls back to registering them one by one.
 * `report` is told which keys were registered (tests; nothing on other platforms).
 */
export function registerRemoteKeys(
  win: Window = window,
  report: (registered: readonly string[]) => void = () => undefined,
): void {
  const g = globalsOf(win);
  if (g.navigator && 'gamepadInputEmulation' in g.navigator) g.navigator.gamepadInputEmulation = 'keyboard';
  const input = g.tizen?.tvinputdevice;
  if (!input) return;
  const keys = supportedTizenKeys(input);
  if (keys.length === 0) {
    report([]);
    return;
  }
  const fallBack = (): void => {
    report(registerOneByOne(input, keys));
  };
  if (!input.registerKeyBatch) {
    fallBack();
    return;
  }
  try {
    input.registerKeyBatch(
      keys,
      () => {
        report(keys);
      },
      fallBack,
    );
  } catch {
    fallBack();
  }
}

/**
 * Whether `exitApp` can leave: on Tizen and webOS, in an installed hosted app (a standalone or fullscreen
 * window, which the browser lets close itself), or in a window a script opened. A plain browser tab refuses
 * `window.close()`, so there the app says how to leave instead of offering an Exit that does nothing.
 */
export function canExit(win: Window = window): boolean {
  const g = globalsOf(win);
  if (g.tizen?.application?.getCurrentApplication || g.webOS?.platformBack) return true;
  if (win.opener !== null) return true;
  return win.matchMedia('(display-mode: fullscreen), (display-mode: standalone)').matches;
}

/** Leaves the app the way the platform expects: Tizen's application exit, webOS's platform back, else close. */
export function exitApp(win: Window = window): void {
  const g = globalsOf(win);
  const app = g.tizen?.application?.getCurrentApplication?.();
  if (app) {
    app.exit();
    return;
  }
  if (g.webOS?.platformBack) {
    g.webOS.platformBack();
    return;
  }
  win.close();
}
