// Mistakes in config.json stop the TV with words for whoever installed the app, not the family's: a
// discovery address at the provider's root, and a clientSecret the provider refuses, asked about before
// the TV shows a code a phone could then "connect".
import { expect, test } from '@playwright/test';
import { serveApp, type ServedApp } from './support/app.ts';
import { startTestProvider, type TestProvider } from './support/provider.ts';

let provider: TestProvider | undefined;
let app: ServedApp | undefined;

test.afterEach(async () => {
  await app?.close();
  await provider?.close();
});

test('a discovery address at the provider’s root says config.json is wrong, not the network', async ({
  page: tv,
}) => {
  provider = await startTestProvider({ pollInterval: 1 });
  app = await serveApp(provider.origin, { discovery: `${provider.origin}/` });
  await tv.goto(app.url);
  await expect(
    tv.getByText(
      `config.json "discovery" (${provider.origin}/) answers, but not to apps (no CORS headers): it must be the provider’s discovery address, ending in /.well-known/openid-configuration.`,
    ),
  ).toBeVisible();
  await expect(tv.getByText('Whoever installed the app can fix config.json, then restart it.')).toBeVisible();
});

test('a wrong clientSecret stops the TV before a code can be approved', async ({ page: tv }) => {
  provider = await startTestProvider({ pollInterval: 1 });
  app = await serveApp(provider.origin, { clientSecret: 'not-the-secret' });
  await tv.goto(app.url);
  await expect(
    tv.getByText(
      'The sign-in service does not accept config.json "clientId" with its "clientSecret" (invalid_client).',
    ),
  ).toBeVisible();
  await expect(tv.getByTestId('user-code')).toHaveCount(0);
});
