/**
 * One refresh at a time across every tab of the app: Web Locks where the engine has them (Chromium 69+),
 * otherwise a queue inside this tab. Without Web Locks two tabs may still refresh at once; the session then
 * re-reads the stored tokens inside the lock, so a tab that finds a newer token uses it instead.
 */
export type RunExclusive = <T>(task: () => Promise<T>) => Promise<T>;

export const REFRESH_LOCK_NAME = 'tv-app-token-refresh';

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

function webLocks(): LockManagerLike | undefined {
  // Feature-detected: webOS 5 / Tizen 5.5 (Chromium 68) have no navigator.locks.
  if (!('locks' in navigator)) return undefined;
  const candidate = (navigator as { locks?: Partial<LockManagerLike> }).locks;
  return typeof candidate?.request === 'function' ? (candidate as LockManagerLike) : undefined;
}

/** A queue in this tab: each task starts when the previous one has settled. */
export function inTabLock(): RunExclusive {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

export function refreshLock(name = REFRESH_LOCK_NAME, locks = webLocks()): RunExclusive {
  if (locks === undefined) return inTabLock();
  return <T>(task: () => Promise<T>): Promise<T> => locks.request(name, task);
}
