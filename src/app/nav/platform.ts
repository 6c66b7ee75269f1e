import { TIZEN_REGISTERED_KEYS } from './keys.ts';

/** The parts of the TV platforms' globals this app touches; each may be missing (a desktop browser). */
interface TvGlobals {
  tizen?: {
    tvinputdevice?: { registerKeyBatch?: (keys: string[]) => void };
    application?: { getCurrentApplication?: () => { exit(): void } };
  };
  webOS?: { platformBack?: () => void };
}

function globalsOf(win: Window): TvGlobals {
  return win as unknown as TvGlobals;
}

/** Asks Tizen for the media and colour keys (delivered only once registered); a no-op elsewhere. */
export function registerRemoteKeys(win: Window = window): void {
  const input = globalsOf(win).tizen?.tvinputdevice;
  if (!input?.registerKeyBatch) return;
  try {
    input.registerKeyBatch([...TIZEN_REGISTERED_KEYS]);
  } catch {
    // An older Tizen without one of the keys: the others still arrive without registration on most models.
  }
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
