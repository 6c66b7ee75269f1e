/**
 * Every page a person meets on the provider with a phone (docs/provider.md#pages), reached the way a person
 * reaches it: code entry and each refusal of a code, sign-in, consent and its "tick at least one" answer, the
 * done pages, the account page and its two questions, the administrator's pages, a link's set-password page.
 * `visit` is called on each with a name; the language is the context's (its locale sends Accept-Language).
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { startProvider, type RunningProvider } from '../../../src/provider/server.ts';
import { ManualClock } from '../../../src/provider/clock.ts';

export interface PhoneProvider {
  provider: RunningProvider;
  clock: ManualClock;
}

/** A provider whose time the journey moves (a code's expiry), with the demo data. */
export async function startPhoneProvider(): Promise<PhoneProvider> {
  const clock = new ManualClock();
  const provider = await startProvider({ settings: { port: 0, dbPath: ':memory:', demo: true }, clock });
  return { provider, clock };
}

async function newCode(origin: string): Promise<string> {
  const res = await fetch(`${origin}/device/code`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: 'demo-tv', scope: 'openid email profile' }).toString(),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { user_code: string }).user_code;
}

export type Visit = (name: string, page: Page) => Promise<void>;

/** Enters a code and says the status the provider answered the form with (a 303 is followed). */
async function enterCode(page: Page, code: string): Promise<number> {
  await page.locator('#user_code').fill(code);
  const answer = page.waitForResponse((res) => res.request().method() === 'POST');
  await page.locator('form[action="/device"] button[type=submit]').click();
  const status = (await answer).status();
  await page.waitForLoadState();
  return status;
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('form[action="/device/signin"] button[type=submit]').click();
}

/** The verification journey: entry, a wrong code, sign-in, consent, nothing ticked, done, a used and an expired code. */
async function verification(
  context: BrowserContext,
  { provider, clock }: PhoneProvider,
  visit: Visit,
): Promise<void> {
  const page = await context.newPage();
  const origin = provider.origin;
  await page.goto(`${origin}/device`);
  await visit('device entry', page);
  expect(await enterCode(page, 'BBBB-CCCC')).toBe(400);
  await visit('device wrong code', page);
  const code = await newCode(origin);
  await page.goto(`${origin}/device`);
  await enterCode(page, code);
  await expect(page.locator('#email')).toBeVisible();
  await visit('sign-in for a code', page);
  await signIn(page, 'alice@example.com', 'alice');
  await expect(page.locator('input[name=scope]').first()).toBeVisible();
  await visit('consent', page);
  for (const box of await page.locator('input[name=scope]').all()) await box.uncheck();
  await page.locator('button[value=allow]').click();
  await expect(page.locator('p.error')).toBeVisible();
  await visit('consent with nothing ticked', page);
  await page.locator('input[name=scope]').first().check();
  await page.locator('button[value=allow]').click();
  await expect(page).toHaveURL(/\/device\/done\?result=allowed$/);
  await visit('done, allowed', page);
  await page.goto(`${origin}/device`);
  expect(await enterCode(page, code)).toBe(409);
  await visit('code already used', page);
  const late = await newCode(origin);
  await page.goto(`${origin}/device`);
  await enterCode(page, late);
  clock.advance(provider.settings.codeTtl * 1000 + 1000);
  await page.goto(`${origin}/device`);
  expect(await enterCode(page, late)).toBe(410);
  await visit('code expired', page);
  await page.goto(`${origin}/device/done?result=denied`);
  await visit('done, denied', page);
  await page.close();
}

/** Wrong codes in a fresh browser until the guessing limit answers. */
async function tooManyCodes(context: BrowserContext, origin: string, visit: Visit): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${origin}/device`);
  for (let tries = 0; tries < 40; tries++) {
    if ((await enterCode(page, 'BBBB-CCCC')) === 429) {
      await visit('too many wrong codes', page);
      break;
    }
  }
  await page.close();
}

async function account(context: BrowserContext, origin: string, visit: Visit): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${origin}/device/signin?next=account`);
  await visit('sign-in for the account page', page);
  await signIn(page, 'alice@example.com', 'alice');
  await expect(page).toHaveURL(/\/account$/);
  await visit('account', page);
  await page.goto(`${origin}/account/remove?client_id=demo-tv`);
  await visit('account, remove access question', page);
  await page.goto(`${origin}/account/sign-out-everywhere`);
  await visit('account, sign out everywhere question', page);
  await page.close();
}

/** The administrator's pages, and the set-password page of the link shown for a person added there. */
async function administration(newPhone: NewPhone, origin: string, visit: Visit): Promise<void> {
  const context = await newPhone();
  const admin = await context.newPage();
  await admin.goto(`${origin}/device/signin?next=admin`);
  await signIn(admin, 'admin@example.com', 'admin');
  await expect(admin).toHaveURL(/\/admin$/);
  await visit('admin, people', admin);
  await admin.goto(`${origin}/admin/clients`);
  await visit('admin, clients', admin);
  await admin.goto(`${origin}/admin`);
  await admin.locator('#person-email').fill(`new-${Date.now()}@example.com`);
  await admin.locator('form[action="/admin/people"] button[type=submit]').click();
  const link = (await admin.locator('.secret').first().textContent())?.trim() ?? '';
  expect(link).toMatch(/\/account\/setup\?token=/);
  await visit('admin, link shown once', admin);
  await context.close();
  const person = await newPhone();
  const setup = await person.newPage();
  await setup.goto(link);
  await expect(setup.locator('#password')).toBeVisible();
  await visit('set-password page', setup);
  await person.close();
}

/** Opens a new browser context as a phone in the journey's language (a person's own browser). */
export type NewPhone = () => Promise<BrowserContext>;

/**
 * Visits every phone page, each part in a browser of its own; the wrong codes go last, since the guessing
 * limit also counts by address.
 */
export async function everyPhonePage(newPhone: NewPhone, phone: PhoneProvider, visit: Visit): Promise<void> {
  const { origin } = phone.provider;
  for (const part of [
    (context: BrowserContext) => verification(context, phone, visit),
    (context: BrowserContext) => account(context, origin, visit),
  ]) {
    const context = await newPhone();
    await part(context);
    await context.close();
  }
  await administration(newPhone, origin, visit);
  const context = await newPhone();
  await tooManyCodes(context, origin, visit);
  await context.close();
}
