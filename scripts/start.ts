/**
 * `npm start`: the local provider and the TV app's dev server in one process. The app is always configured
 * for the provider started here (its /config.json is served with this provider's discovery address),
 * whatever PROVIDER_PORT and PROVIDER_PUBLIC_URL say. Ctrl-C stops both.
 */
import { createServer } from 'vite';
import { settingsFromEnv, SettingsError } from '../src/provider/settings.ts';
import { startProvider } from '../src/provider/server.ts';
import { PROVIDER_ORIGIN_ENV } from './config-plugin.ts';

async function main(): Promise<void> {
  let settings;
  try {
    settings = settingsFromEnv();
  } catch (err) {
    if (err instanceof SettingsError) {
      console.error(`start: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  const provider = await startProvider({ settings });
  // The public URL is what a phone and the app use (discovery and verification_url carry it).
  const publicOrigin = settings.port === 0 ? provider.origin : settings.publicUrl;
  console.log(`provider listening on ${publicOrigin}`);

  process.env[PROVIDER_ORIGIN_ENV] = publicOrigin;
  const vite = await createServer({
    server: { port: Number(process.env.APP_PORT || 5173), strictPort: true },
  });
  await vite.listen();
  const appUrl = vite.resolvedUrls?.local[0] ?? `http://localhost:${vite.config.server.port}/`;
  console.log(`app on ${appUrl}`);

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    void Promise.allSettled([vite.close(), provider.close()]).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(`start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
