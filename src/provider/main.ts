/**
 * `npm run provider`: the local provider alone, configured from the environment; with a command (the
 * table in cli/commands.ts: `rotate-key`, `disable-account <email>`, …; docs/identity.md) it runs that
 * against the database and exits.
 */
import { launchProvider } from './launch.ts';
import { runCommand } from './cli/run.ts';
import { settingsFromEnv, SettingsError } from './settings.ts';
import { stopOnSignals } from './ops/shutdown.ts';

function serve(): void {
  stopOnSignals(launchProvider('provider'));
}

/**
 * A command, against the store the settings name. A bad setting, read now or met when the store opens (a
 * folder as PROVIDER_DB, a PostgreSQL that does not answer), stops it with one line and exit code 1, as it
 * stops `npm run provider` (launch.ts).
 */
async function command(name: string, args: string[]): Promise<void> {
  let result;
  try {
    result = await runCommand(name, args, settingsFromEnv());
  } catch (err) {
    if (!(err instanceof SettingsError)) throw err;
    console.error(`provider: ${err.message}`);
    process.exit(1);
  }
  for (const line of result.lines) (result.code === 0 ? console.log : console.error)(line);
  process.exit(result.code);
}

const [name, ...args] = process.argv.slice(2);
if (name === undefined || name === 'serve') serve();
else void command(name, args);
