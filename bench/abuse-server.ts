/**
 * The abuse bench's server child (abuse.ts forks it): this provider on a loopback port, configured from the
 * environment like `npm run provider`, answering the bench over IPC (provider-ipc.ts) with how long its event
 * loop has been busy, so that a request's cost is measured where it is paid, apart from the bench's own work.
 */
import { settingsFromEnv } from '../src/provider/settings.ts';
import { startProvider } from '../src/provider/server.ts';
import { serveBench } from './provider-ipc.ts';

const provider = await startProvider({ settings: { ...settingsFromEnv(), port: 0 } });
serveBench(provider.origin, { stop: () => provider.close() });
