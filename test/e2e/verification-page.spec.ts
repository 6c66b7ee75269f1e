/**
 * The verification page in a phone-sized Chromium: a device asks for a code, a person enters it, signs in
 * and allows (or denies), and the device's next poll hears the outcome.
 */
import { expect, test, type Page } from '@playwright/test';
import { startTestProvider, type TestProvider } from './support/provider.ts';
import {
  DEVICE_CODE_GRANT_TYPE,
  parseDeviceCodeResponse,
  type DeviceCodeResponse,
} from '../../src/shared/wire/oauth.ts';
import { SCOPES } from '../../src/shared/scopes.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

let provider: TestProvider;
test.beforeEach(async () => {
  provider = await startTestProvider();
});
test.afterEach(async () => {
  await provider.close();
});

async function requestCode(): Promise<DeviceCodeResponse> {
  const res = await fetch(`${provider.origin}/device/code`, {
    method: 'POST',
    body: new URLSearchParams({ client_id: 'demo-tv', scope: `openid ${SCOPES.videoReadonly}` }),
  });
  expect(res.status).toBe(200);
  return parseDeviceCodeResponse(await res.json());
}

async function poll(deviceCode: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${provider.origin}/token`, {
    method: 'POST',
    body: new URLSearchParams({
      client_id: 'demo-tv',
      client_secret: 'demo-tv-secret',
      device_code: deviceCode,
      grant_type: DEVICE_CODE_GRANT_TYPE,
    }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Nothing on the page is wider than the phone. */
async function expectFitsPhone(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function enterCodeAndSignIn(page: Page, code: DeviceCodeResponse): Promise<void> {
  await page.goto(code.verification_url);
  await expect(page.getByRole('heading', { name: 'Connect a device' })).toBeVisible();
  await expectFitsPhone(page);
  // Typed the way people type it: lower case, no dash.
  await page.getByLabel('Code').fill(code.user_code.replace('-', '').toLowerCase());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill('alice@example.com');
  await page.getByLabel('Password').fill('alice');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Demo TV wants to access your account' })).toBeVisible();
  await expect(page.getByText(code.user_code, { exact: true })).toBeVisible();
  await expect(
    page.getByText('See your video account: its channels, playlists and subscriptions'),
  ).toBeVisible();
  await expectFitsPhone(page);
}

test('enter the code, sign in, allow: the next poll gets tokens', async ({ page }) => {
  const code = await requestCode();
  expect((await poll(code.device_code)).status).toBe(428);
  await enterCodeAndSignIn(page, code);
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('heading', { name: "You're connected" })).toBeVisible();
  const answer = await poll(code.device_code);
  expect(answer.status).toBe(200);
  expect(answer.body.token_type).toBe('Bearer');
  expect(answer.body.scope).toBe(`openid ${SCOPES.videoReadonly}`);
});

test('enter the code, sign in, deny: the next poll gets access_denied', async ({ page }) => {
  const code = await requestCode();
  await enterCodeAndSignIn(page, code);
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByRole('heading', { name: 'Access not given' })).toBeVisible();
  const answer = await poll(code.device_code);
  expect(answer.status).toBe(403);
  expect(answer.body).toEqual({ error: 'access_denied', error_description: 'Forbidden' });
});
