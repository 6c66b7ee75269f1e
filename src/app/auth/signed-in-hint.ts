/**
 * A hint for index.html's early boot script, which must decide before the app's code has loaded whether to
 * ask for a device code: `localStorage['tv-signed-in'] = '1'` while the TV holds tokens. Not a secret and
 * not trusted (docs/app.md, "Early boot"): the tokens stay in IndexedDB, which the app reads before it
 * decides anything; the hint only saves the early request. localStorage, because it is read synchronously;
 * IndexedDB would take longer to open than the request it is meant to save.
 */
export const SIGNED_IN_HINT_KEY = 'tv-signed-in';

/** Sets or removes the hint; a storage that refuses (private mode, quota) only costs the head start. */
export function setSignedInHint(
  signedIn: boolean,
  storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage,
): void {
  try {
    if (signedIn) storage.setItem(SIGNED_IN_HINT_KEY, '1');
    else storage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Without the hint the next start asks for one code it may not use; nothing else changes.
  }
}
