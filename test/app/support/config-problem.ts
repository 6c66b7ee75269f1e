/** What parseAppConfig says of a config.json it refuses: the words a failed start shows (src/app/boot-words.ts). */
import { ConfigError, parseAppConfig } from '../../../src/app/config/app-config.ts';
import { configProblemWords } from '../../../src/app/boot-words.ts';

/** The words of the ConfigError that `value` is refused with; throws when it is accepted or fails otherwise. */
export function refusalWords(value: unknown): string {
  try {
    parseAppConfig(value);
  } catch (err) {
    if (err instanceof ConfigError) return configProblemWords(err.problem);
    throw err;
  }
  throw new Error(`accepted: ${JSON.stringify(value)}`);
}
