/**
 * A real provider for one spec: in-process, on a free port, with an in-memory database (or a file when a
 * spec needs a restart), and the real clock, since the browser on the other side waits in real time.
 */
import { startProvider, type RunningProvider } from '../../../src/provider/server.ts';
import type { Settings } from '../../../src/provider/settings.ts';

export type TestProvider = RunningProvider;

export function startTestProvider(settings: Partial<Settings> = {}): Promise<TestProvider> {
  return startProvider({
    settings: { port: 0, dbPath: ':memory:', pollInterval: 1, demo: true, ...settings },
  });
}
