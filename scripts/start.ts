/**
 * `npm start`: the local provider and the TV app's dev server in one process. The app is always configured
 * for the provider started here (its /config.json is served with this provider's discovery address),
 * whatever PROVIDER_PORT and PROVIDER_PUBLIC_URL say, and a new database gets the demo data. Ctrl-C stops both.
 * The provider's log is text for the person at the terminal unless PROVIDER_LOG_FORMAT asks for JSON
 * (docs/operating.md#logs).
 */
import { createServer } from 'vite';
import { launchProvider } from '../src/provider/launch.ts';
import { portSetting, SettingsError } from '../src/provider/settings.ts';
import { PROVIDER_ORIGIN_ENV } from './config-plugin.ts';
import { flushLog } from '../src/provider/ops/log.ts';

/** APP_PORT, checked before the provider starts so that a bad value stops both with one line. */
function appPort(): number {
  try {
    return portSetting(process.env, 'APP_PORT', 5173);
  } catch (err) {
    if (!(err instanceof SettingsError)) throw err;
    console.error(`start: ${err.message}`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const port = appPort();
  if (!process.env.PROVIDER_LOG_FORMAT) process.env.PROVIDER_LOG_FORMAT = 'text';
  // npm start is for trying the project out: a new database gets the demo data even behind a LAN address
  // (README, "Running it for real"), unless PROVIDER_DEMO says otherwise.
  process.env.PROVIDER_DEMO ??= '1';
  const provider = await launchProvider('start');
  // The public URL is what a phone and the app use (discovery and verification_url carry it).
  const publicOrigin = provider.settings.publicUrl;

  process.env[PROVIDER_ORIGIN_ENV] = publicOrigin;
  const vite = await createServer({
    server: { port, strictPort: true },
  });
  await vite.listen();
  const appUrl = vite.resolvedUrls?.local[0] ?? `http://localhost:${vite.config.server.port}/`;
  console.log(`app on ${appUrl}`);

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    void Promise.allSettled([vite.close(), provider.close()]).then(() => {
      flushLog();
      process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(`start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
