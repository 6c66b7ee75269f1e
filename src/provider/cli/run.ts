/**
 * Runs one administration command (commands.ts) against the database the settings name, SQLite or
 * PostgreSQL (docs/identity.md#administration). It composes a provider for the command (so the schema is
 * current, a new database gets its demo data, and the security events an account command raises reach the
 * transmitter, as the pages' do), runs the command, and closes the provider. Nothing imports this but
 * main.ts and tests: the command line composes a provider, never the other way round.
 */
import { createProvider } from '../server.ts';
import type { Settings } from '../settings.ts';
import type { SecurityEvents } from '../oauth/module.ts';
import { readArguments, usageOf } from './arguments.ts';
import { COMMANDS } from './commands.ts';
import { EXIT, type CommandResult } from './command.ts';

/**
 * Runs `name` with `args`; an unknown command or words that do not fit it are a usage error (2). Account
 * commands raise on `securityEvents` (a new instance when absent, as in `npm run provider`).
 */
export async function runCommand(
  name: string,
  args: string[],
  settings: Settings,
  now = Date.now(),
  securityEvents?: SecurityEvents,
): Promise<CommandResult> {
  const command = COMMANDS.find((row) => row.name === name);
  const input = command && readArguments(command, args);
  if (command === undefined || input === undefined) {
    return {
      code: EXIT.usage,
      lines: [
        command === undefined ? `unknown command "${name}"` : `usage: ${usageOf(command)}`,
        'commands:',
        ...COMMANDS.map((row) => `  npm run provider -- ${usageOf(row)}`),
      ],
    };
  }
  const provider = await createProvider({ settings, securityEvents });
  try {
    return await command.run(provider, input, now);
  } finally {
    // The transmitter records (and first tries to push) the SETs an account command raised: let it finish.
    await provider.transmitter.settled();
    await provider.transmitter.stop();
    provider.db.close();
    await provider.sql.close();
  }
}
