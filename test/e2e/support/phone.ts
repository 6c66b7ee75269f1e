/**
 * The person's phone: a second browser context with a phone viewport that opens the verification address
 * shown on the TV, types the code, signs in and allows or denies (the provider's /device pages).
 */
import { expect, type Browser, type Page } from '@playwright/test';

export interface PhoneVisit {
  /** The address as the TV shows it (the scheme may be missing). */
  verificationUrl: string;
  userCode: string;
  email: string;
  password: string;
  /**
   * `refused`: a policy (an administrator's, an organization's) limits the person, who chooses "Don't
   * connect". `allowRest`: under such a policy the person allows what it leaves (bob's video scopes are
   * forbidden, the consent page names them).
   */
  decision: 'allow' | 'allowRest' | 'deny' | 'refused';
}

/** What the TV screen shows: the address (scheme added back) and the code. */
export async function readTvCode(tv: Page): Promise<{ verificationUrl: string; userCode: string }> {
  const code = tv.getByTestId('user-code');
  await expect(code).toBeVisible();
  const shown = (await tv.getByTestId('verification-url').textContent())?.trim() ?? '';
  return {
    verificationUrl: /^https?:\/\//.test(shown) ? shown : `http://${shown}`,
    userCode: (await code.textContent())?.trim() ?? '',
  };
}

export async function decideOnPhone(browser: Browser, visit: PhoneVisit): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  try {
    const phone = await context.newPage();
    await phone.goto(visit.verificationUrl);
    await phone.locator('#user_code').fill(visit.userCode);
    await phone.getByRole('button', { name: 'Continue' }).click();
    await phone.locator('#email').fill(visit.email);
    await phone.locator('#password').fill(visit.password);
    await phone.getByRole('button', { name: 'Sign in' }).click();
    if (visit.decision === 'refused') {
      await phone.getByRole('button', { name: "Don't connect" }).click();
      await expect(phone.locator('h1')).toHaveText('Access not allowed');
      return;
    }
    const button = { allow: 'Allow', allowRest: 'Allow the rest', deny: 'Deny' }[visit.decision];
    await phone.getByRole('button', { name: button, exact: true }).click();
    // The consent page has a heading too: wait for the answer's own, or the context may close before the
    // provider has the choice.
    const answered = visit.decision === 'deny' ? 'Access not given' : "You're connected";
    await expect(phone.locator('h1')).toHaveText(answered);
  } finally {
    await context.close();
  }
}

/**
 * The usual start of a journey: the TV opens `appUrl`, alice allows it from her phone, and the TV shows
 * Home within `homeTimeoutMs`.
 */
export async function signInAsAlice(
  tv: Page,
  browser: Browser,
  appUrl: string,
  homeTimeoutMs: number,
): Promise<void> {
  await tv.goto(appUrl);
  const code = await readTvCode(tv);
  await decideOnPhone(browser, { ...code, email: 'alice@example.com', password: 'alice', decision: 'allow' });
  await expect(tv.getByRole('heading', { name: 'Home' })).toBeVisible({ timeout: homeTimeoutMs });
}

/**
 * How long the legacy build with its polyfills forced (ShadyDOM and the custom-elements polyfill on today's
 * Chromium) may take from Allow to Home: up to one poll interval (5 s), then the signed-in half parsed and
 * rendered through the polyfills, which on a busy 2-core runner measured up to 18 s for the whole journey.
 */
export const POLYFILLED_HOME_MS = 30_000;
