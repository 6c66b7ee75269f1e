/**
 * Starting the provider from the command line, shared by `npm run provider` and `npm start`: settings from
 * the environment (a bad value stops with one line naming it), the `provider listening on <origin>` line
 * that people and scripts rely on, and a warning when verification_url cannot fit the 40 characters a TV must be able to show.
 */
import { settingsFromEnv, SettingsError } from './settings.ts';
import { startProvider, type RunningProvider } from './server.ts';
import { log, useLogOutput } from './ops/log.ts';
import { startWarnings } from './self-hosting-settings.ts';

export const DEMO_LINE =
  "  demo database: the README's demo clients and people, with published secrets and passwords (PROVIDER_DEMO=1 when it was made)";

/** Starts the provider configured from the environment; `label` prefixes its error lines. */
export async function launchProvider(label: string): Promise<RunningProvider> {
  let settings;
  try {
    settings = settingsFromEnv();
  } catch (err) {
    if (err instanceof SettingsError) {
      console.error(`${label}: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  useLogOutput({ format: settings.logFormat });
  let provider;
  try {
    provider = await startProvider({ settings });
  } catch (err) {
    // An unreachable database, as a bad setting, stops the provider with one line.
    if (err instanceof SettingsError) {
      console.error(`${label}: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  // With port 0 the public URL became the real origin (server.ts); otherwise it is the one people use.
  console.log(`provider listening on ${provider.settings.publicUrl}`);
  log.info(
    { event: 'start', origin: provider.settings.publicUrl, store: provider.sql.dialect },
    'provider listening',
  );
  const bound = `http://${settings.host.includes(':') ? `[${settings.host}]` : settings.host}:${new URL(provider.origin).port}`;
  if (provider.settings.publicUrl !== bound) console.log(`  (bound to ${bound})`);
  // A demo database says so, every time: its clients and people have published secrets (docs/operating.md).
  if (provider.demo) console.log(DEMO_LINE);
  for (const line of startWarnings(provider.settings)) console.warn(`${label}: ${line}`);
  // docs/provider.md: a device must be able to show verification_url in 40 characters.
  const verificationUrl = `${provider.settings.publicUrl}/device`;
  if (verificationUrl.length > 40) {
    console.warn(
      `${label}: verification_url ${verificationUrl} is longer than 40 characters; use a shorter PROVIDER_PUBLIC_URL`,
    );
  }
  return provider;
}
