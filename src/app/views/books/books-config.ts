/**
 * The books view's own key of the runtime configuration: `booksPublicUserId`, whose public shelves are shown
 * when the person did not allow the app to manage their books. Read from config.json (or, where a file://
 * page may not read files, from the object config.js set); absent or unreadable means "none configured".
 */
export async function loadBooksPublicUserId(fetchFn: typeof fetch = fetch): Promise<string | undefined> {
  let config: unknown;
  try {
    const response = await fetchFn('config.json', { cache: 'no-store' });
    config = response.ok ? await response.json() : undefined;
  } catch {
    config = typeof window === 'object' ? window.tvAppConfig : undefined;
  }
  if (typeof config !== 'object' || config === null) return undefined;
  const value = (config as Record<string, unknown>).booksPublicUserId;
  return typeof value === 'string' && /^[A-Za-z0-9._@-]{1,128}$/.test(value) ? value : undefined;
}
