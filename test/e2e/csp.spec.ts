// The built app's Content-Security-Policy (docs/app.md, "Content Security Policy"): the meta tag is there
// with a hash for every inline script, and nothing the app does trips it, on the modern build, on the legacy
// build with its polyfills forced, and from file://.
import { expect, test, type Page } from '@playwright/test';
import { useStack } from './support/stack.ts';
import { fileApp } from './support/app.ts';
import { POLYFILLED_HOME_MS, signInAsAlice } from './support/phone.ts';
import { focusButton, pressOk } from './support/tv-remote.ts';
import { scriptHash } from '../../scripts/csp-plugin.ts';

const stack = useStack();

/** Every `securitypolicyviolation` the page raises and every console line about the policy. */
async function watchPolicy(tv: Page): Promise<{ console: string[]; violations: () => Promise<string[]> }> {
  const lines: string[] = [];
  tv.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) lines.push(message.text());
  });
  await tv.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.effectiveDirective} ${e.blockedURI}`);
    });
  });
  return {
    console: lines,
    violations: () => tv.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  };
}

/** The policy of the page, and the hash of each of its inline scripts as the policy must list it. */
async function policyAndHashes(tv: Page): Promise<{ policy: string; hashes: string[] }> {
  const page = await tv.evaluate(() => ({
    policy:
      document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '',
    inline: [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent),
  }));
  return { policy: page.policy, hashes: page.inline.map((body) => scriptHash(body)) };
}

async function expectPolicyKept(tv: Page, watched: Awaited<ReturnType<typeof watchPolicy>>): Promise<void> {
  const { policy, hashes } = await policyAndHashes(tv);
  expect(policy).toMatch(/^script-src 'self' 'sha256-/);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'none'");
  expect(hashes.length).toBeGreaterThanOrEqual(3);
  for (const hash of hashes) expect(policy).toContain(hash);
  expect(await watched.violations()).toEqual([]);
  expect(watched.console).toEqual([]);
}

/** Home → Channels: a lazy chunk and the provider's thumbnails. */
async function openChannels(tv: Page): Promise<void> {
  await focusButton(tv, 'Channels');
  await pressOk(tv);
  await expect(tv.locator('li[data-channel]').first()).toBeVisible({ timeout: 10_000 });
}

test('modern build: the policy lists every inline script, and signing in and Channels trip nothing', async ({
  page: tv,
  browser,
}) => {
  const watched = await watchPolicy(tv);
  await signInAsAlice(tv, browser, stack.app.url, 10_000);
  await openChannels(tv);
  await expectPolicyKept(tv, watched);
});

test('legacy build with its polyfills forced: the same policy holds', async ({ page: tv, browser }) => {
  test.setTimeout(60_000);
  const watched = await watchPolicy(tv);
  await tv.addInitScript(() => {
    (window as unknown as { ShadyDOM: object }).ShadyDOM = { force: true };
    (window.customElements as unknown as { forcePolyfill: boolean }).forcePolyfill = true;
  });
  await signInAsAlice(tv, browser, `${stack.app.url}?legacy=1`, POLYFILLED_HOME_MS);
  await openChannels(tv);
  await expectPolicyKept(tv, watched);
});

test('from file://: the code shows and nothing is refused', async ({ page: tv }) => {
  const app = fileApp(stack.provider.origin);
  try {
    const watched = await watchPolicy(tv);
    await tv.goto(app.url);
    await expect(tv.getByTestId('user-code')).toHaveText(/^\S+$/);
    await expectPolicyKept(tv, watched);
  } finally {
    await app.close();
  }
});
