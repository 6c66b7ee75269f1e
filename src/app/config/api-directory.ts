/**
 * Which APIs the provider serves, from its API directory: `GET {origin}/explorey/v1/apis`, in the list
 * shape of the public Discovery Service (`discovery#directoryList`, items with `id` = `name:version`;
 * docs/bidding.md#the-api-directory). Read once at start, beside the config; home shows a tile only for a
 * view whose API is listed (docs/app.md#home-from-the-directory).
 *
 * A provider without a directory (404, an unreachable or unreadable answer) is one that predates it: every
 * API is then assumed served, so home stays as it always was. This module never throws.
 */
import { listOf, shape, string, withDefault } from '#shared/wire/decode.ts';
import type { AppConfig } from './app-config.ts';

export interface ApiDirectory {
  /** The ids the directory lists (`calendar:v3`); undefined when there is no directory to ask. */
  readonly served: ReadonlySet<string> | undefined;
}

/** No directory: every API counts as served. */
export const NO_DIRECTORY: ApiDirectory = { served: undefined };

/** The directory lives on the APIs' origin (the discovery document's origin unless `apiBase` says otherwise). */
export const DIRECTORY_PATH = '/explorey/v1/apis';

const directoryList = shape<{ items: { id: string }[] }>({
  items: withDefault(listOf(shape({ id: string })), []),
});

export function directoryAddress(config: Pick<AppConfig, 'apiBase'>): string {
  return `${new URL(config.apiBase).origin}${DIRECTORY_PATH}`;
}

/** True when `ids` is empty (the view needs no API), there is no directory, or it lists one of `ids`. */
export function servesAny(directory: ApiDirectory | undefined, ids: readonly string[]): boolean {
  const served = directory?.served;
  return ids.length === 0 || served === undefined || ids.some((id) => served.has(id));
}

/** Reads the directory; any failure means "no directory" (see above). No token: the directory is public. */
export async function loadApiDirectory(url: string, fetchFn: typeof fetch = fetch): Promise<ApiDirectory> {
  try {
    const response = await fetchFn(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) return NO_DIRECTORY;
    const list = directoryList(await response.json(), '');
    return { served: new Set(list.items.map((item) => item.id)) };
  } catch {
    return NO_DIRECTORY;
  }
}
