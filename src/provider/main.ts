/** `npm run provider`: the local provider alone, configured from the environment. */
import { settingsFromEnv, SettingsError } from './settings.ts';
import { startProvider } from './server.ts';

async function main(): Promise<void> {
  let settings;
  try {
    settings = settingsFromEnv();
  } catch (err) {
    if (err instanceof SettingsError) {
      console.error(`provider: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  const provider = await startProvider({ settings });
  const listening = `http://${settings.host.includes(':') ? `[${settings.host}]` : settings.host}:${new URL(provider.origin).port}`;
  console.log(`provider listening on ${settings.port === 0 ? listening : settings.publicUrl}`);
  // With port 0 the public URL became the real origin (server.ts), so only a given one differs.
  if (provider.settings.publicUrl !== listening) console.log(`  (bound to ${listening})`);
  // seed 000, Limits: a device must be able to show verification_url in 40 characters.
  const verificationUrl = `${provider.settings.publicUrl}/device`;
  if (verificationUrl.length > 40) {
    console.warn(
      `provider: verification_url ${verificationUrl} is longer than 40 characters; use a shorter PROVIDER_PUBLIC_URL`,
    );
  }
  const stop = (): void => {
    void provider.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
