// axe-core over every page a person meets on the provider with a phone, in English, German and Arabic, at a
// phone's size: no violation rated serious or critical (docs/provider.md#pages). The pages' own
// Content-Security-Policy allows no script, so the contexts bypass it to run axe.
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { everyPhonePage, startPhoneProvider } from './support/phone-pages.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Found {
  page: string;
  rule: string;
  impact: string;
  nodes: string[];
}

async function seriousViolations(name: string, page: Page): Promise<Found[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run()).violations as {
      id: string;
      impact: string | null;
      nodes: { target: unknown[] }[];
    }[];
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      page: name,
      rule: v.id,
      impact: v.impact ?? '',
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
}

const PAGES = [
  'device entry',
  'device wrong code',
  'sign-in for a code',
  'consent',
  'consent with nothing ticked',
  'done, allowed',
  'code already used',
  'code expired',
  'done, denied',
  'sign-in for the account page',
  'account',
  'account, remove access question',
  'account, sign out everywhere question',
  'admin, people',
  'admin, clients',
  'admin, link shown once',
  'set-password page',
  'too many wrong codes',
];

for (const locale of ['en-US', 'de-DE', 'ar']) {
  test(`every phone page in ${locale}: axe finds nothing serious or critical`, async ({ browser }) => {
    test.setTimeout(90_000);
    const phone = await startPhoneProvider();
    try {
      const found: Found[] = [];
      const visited: string[] = [];
      const fieldDirections: { seen: string; expected: string }[] = [];
      const newPhone = () =>
        browser.newContext({
          locale,
          viewport: { width: 390, height: 844 },
          isMobile: true,
          bypassCSP: true,
        });
      await everyPhonePage(newPhone, phone, async (name, page) => {
        visited.push(name);
        expect(await page.locator('html').getAttribute('lang')).toBe(
          name.startsWith('admin') ? 'en' : locale.slice(0, 2),
        );
        // An address or a password reads left to right on a right-to-left page too, aligned with its label.
        // The administration pages are in English whatever the browser asks (docs/provider.md#pages).
        const rtl = locale === 'ar' && !name.startsWith('admin');
        for (const field of await page.locator('input[type=email], input[type=password]').all()) {
          const seen = await field.evaluate(
            (e) => `${getComputedStyle(e).direction} ${getComputedStyle(e).textAlign}`,
          );
          fieldDirections.push({ seen, expected: rtl ? 'ltr right' : 'ltr start' });
        }
        found.push(...(await seriousViolations(name, page)));
      });
      expect(visited).toEqual(PAGES);
      expect(fieldDirections.length).toBeGreaterThanOrEqual(4);
      expect(fieldDirections.map((field) => field.seen)).toEqual(
        fieldDirections.map((field) => field.expected),
      );
      expect(found).toEqual([]);
    } finally {
      await phone.provider.close();
    }
  });
}
