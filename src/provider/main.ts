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

async function command(name: string, args: string[]): Promise<void> {
  let settings;
  try {
    settings = settingsFromEnv();
  } catch (err) {
    if (!(err instanceof SettingsError)) throw err;
    console.error(`provider: ${err.message}`);
    process.exit(1);
  }
  const result = await runCommand(name, args, settings);
  for (const line of result.lines) (result.code === 0 ? console.log : console.error)(line);
  process.exit(result.code);
}

const [name, ...args] = process.argv.slice(2);
if (name === undefined || name === 'serve') serve();
else void command(name, args);
