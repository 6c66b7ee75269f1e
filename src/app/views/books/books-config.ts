import type { ConfigValue } from '../../contexts.ts';

/**
 * The books view's own key of the runtime configuration: `booksPublicUserId`, whose public shelves are shown
 * when the person did not allow the app to manage their books. Read and checked with the rest of config.json
 * at start (config/app-config.ts) and provided through the config context; undefined means "none configured".
 */
export function booksPublicUserId(value: ConfigValue | undefined): string | undefined {
  return value?.config.booksPublicUserId;
}
