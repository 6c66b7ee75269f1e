/**
 * What most specs need around each test: a provider of their own and the built app served for it, started
 * before the test and stopped after it. Read `stack.provider` and `stack.app` inside a test.
 */
import { test } from '@playwright/test';
import { startTestProvider, type TestProvider } from './provider.ts';
import { serveApp, type ServedApp } from './app.ts';
import type { Settings } from '../../../src/provider/settings.ts';

export interface Stack {
  readonly provider: TestProvider;
  readonly app: ServedApp;
}

export function useStack(settings: Partial<Settings> = { pollInterval: 1 }): Stack {
  let running: Stack | undefined;
  test.beforeEach(async () => {
    const provider = await startTestProvider(settings);
    running = { provider, app: await serveApp(provider.origin) };
  });
  test.afterEach(async () => {
    await running?.app.close();
    await running?.provider.close();
    running = undefined;
  });
  const current = (): Stack => {
    if (running === undefined) throw new Error('the provider and app run only inside a test');
    return running;
  };
  return {
    get provider() {
      return current().provider;
    },
    get app() {
      return current().app;
    },
  };
}
