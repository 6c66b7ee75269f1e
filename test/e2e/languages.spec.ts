// Every view in English, German and Arabic through the built app and the provider (alice@example.com), at
// 1280×720 with the TV's language set by the browser: every visible text is one of that language's
// messages (src/app/i18n/xliff/) or data (the provider's answers, numbers, dates), and no text is wider
// than its box. In Arabic the page is right to left, and the code and address are the provider's,
// character for character (docs/app.md#languages).
import { expect, test, type Page } from '@playwright/test';
import { useStack } from './support/stack.ts';
import { decideOnPhone } from './support/phone.ts';
import { focusButton, pressOk } from './support/tv-remote.ts';
import { catalogue, type Language } from './support/catalogue.ts';
import { platformWords } from '../../src/app/diagnostics/platform.ts';

const stack = useStack();

const TV_LOCALE: Record<Language, string> = { en: 'en-US', de: 'de-DE', ar: 'ar-EG' };
const VIEWS = ['Calendar', 'Fitness', 'Books', 'Channels', 'Ads', 'Settings'];
/** Named in themselves in every language (Settings' Language) and the keyboard's layout switch. */
const OWN_NAMES = ['English', 'Deutsch', 'العربية', 'عربي', 'ABC'];

interface Shown {
  text: string;
  where: string;
  /** The text is wider than the box that holds it. */
  overflows: boolean;
}

/** Every visible text on the page, through shadow roots, with whether its box is too narrow for it. */
function shownTexts(tv: Page): Promise<Shown[]> {
  return tv.evaluate(() => {
    const out: Shown[] = [];
    // A sentence with isolated parts (<bdi>, docs/app.md#languages) is one message: read as one text.
    const wholes = new Set<Element>();
    const visit = (root: Document | ShadowRoot) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Element && node.shadowRoot) visit(node.shadowRoot);
        if (node.nodeType !== Node.TEXT_NODE) continue;
        const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
        const parent = node.parentElement;
        if (!text || !parent || parent.closest('style, script, title, [aria-hidden="true"] .sr-only'))
          continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        const style = getComputedStyle(parent);
        // Off screen, hidden, or read only by screen readers (a 1 px clipped box around it).
        const holder = parent.getBoundingClientRect();
        if (box.width < 2 || box.height < 2 || holder.width < 2 || style.visibility !== 'visible') continue;
        let block: Element = parent;
        while (getComputedStyle(block).display === 'inline' && block.parentElement)
          block = block.parentElement;
        const whole = block.querySelector('bdi') !== null;
        if (whole && wholes.has(block)) continue;
        if (whole) wholes.add(block);
        // A channel card's title ends in an ellipsis and scrolls as a marquee when its card has focus.
        const marquee = block.matches('.title') && getComputedStyle(block).textOverflow === 'ellipsis';
        const overflows =
          !marquee &&
          !block.closest('[data-marquee]') &&
          block.clientWidth > 0 &&
          block.scrollWidth > block.clientWidth + 1;
        const shown = whole ? block.textContent.replace(/\s+/g, ' ').trim() : text;
        out.push({ text: shown, where: `${block.localName}.${block.className}`, overflows });
      }
    };
    visit(document);
    return out;
  });
}

/** Month, weekday and day-period names the locale writes in dates and times. */
function dateWords(locale: string): string[] {
  const words = new Set<string>();
  for (let month = 0; month < 12; month++) {
    for (const style of ['long', 'short'] as const) {
      for (const part of new Intl.DateTimeFormat(locale, { month: style, day: 'numeric', weekday: style })
        .formatToParts(new Date(Date.UTC(2026, month, 1 + month, 9)))
        .concat(
          new Intl.DateTimeFormat(locale, { hour: 'numeric', hour12: true }).formatToParts(
            new Date(Date.UTC(2026, 0, 1, month * 2)),
          ),
        )) {
        if (part.type === 'month' || part.type === 'weekday' || part.type === 'dayPeriod') {
          words.add(part.value);
        }
      }
      // Standing alone, as chart labels and row headers write them ("Mi", "Freitag").
      const day = new Date(Date.UTC(2026, 0, 1 + month, 12));
      words.add(new Intl.DateTimeFormat(locale, { weekday: style }).format(day));
      words.add(new Intl.DateTimeFormat(locale, { month: style }).format(new Date(Date.UTC(2026, month, 2))));
    }
  }
  return [...words];
}

interface CodeAnswer {
  user_code: string;
  verification_url: string;
}

/** The strings of every JSON answer the TV read (titles, names, addresses), and the device-code answers. */
function collectData(tv: Page, into: Set<string>, codes: CodeAnswer[]): void {
  const walk = (value: unknown): void => {
    if (typeof value === 'string' && value.trim().length > 0) {
      into.add(value.trim());
      // Addresses are shown without their scheme (the device-flow guide allows it).
      into.add(value.trim().replace(/^https?:\/\//, ''));
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  tv.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    response.json().then(
      (body: unknown) => {
        walk(body);
        if (response.url().endsWith('/device/code')) codes.push(body as CodeAnswer);
      },
      () => undefined,
    );
  });
}

for (const language of ['en', 'de', 'ar'] as const) {
  test(`every view in ${language}: words from its catalogue, nothing cut at 1280×720`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const words = catalogue(language);
    const locale = TV_LOCALE[language];
    const context = await browser.newContext({ locale, viewport: { width: 1280, height: 720 } });
    const tv = await context.newPage();
    // Early boot asks for the code from the page itself, not from a worker, so the page sees the answer.
    await tv.addInitScript(() => {
      Object.defineProperty(window, 'Worker', { value: undefined });
    });
    const data = new Set<string>(OWN_NAMES);
    // About names the TV's platform and engine ("Linux", "Chromium 131"): product names, the same in every language.
    const { platform, engine } = platformWords(await tv.evaluate(() => navigator.userAgent));
    data.add(platform).add(engine);
    const answers: CodeAnswer[] = [];
    collectData(tv, data, answers);
    const dates = dateWords(locale);
    const strays: string[] = [];
    const cut: string[] = [];

    /** Text with every data string, date word and non-letter removed: what is left must be nothing. */
    const isData = (text: string): boolean => {
      let rest = text;
      for (const value of [...data, ...dates].sort((a, b) => b.length - a.length))
        rest = rest.split(value).join(' ');
      return !/\p{L}{2,}/u.test(rest);
    };
    /** A message, data, or a number with a message as its unit ("41 Min."). */
    const known = (text: string): boolean => {
      const bare = text.replace(/^[^\p{L}\p{N}“„«@]+|[^\p{L}\p{N}.…?!”“»)]+$/gu, '');
      // Numbers with units ("1 Std. 24 Min."): every word left is a message.
      const units = bare
        .replace(/[\p{N}.,٫٬]+/gu, ' ')
        .trim()
        .split(/\s+/);
      const unitOk = units.every((w) => words.matches(w) || words.matches(`${w}.`));
      return bare.length <= 1 || words.matches(bare) || unitOk || isData(text);
    };
    const check = async (screen: string) => {
      for (const shown of await shownTexts(tv)) {
        // Parts joined in code with a separator: each on its own.
        const parts = shown.text.split(/ · | — |: /);
        if (!words.matches(shown.text) && !parts.every(known)) {
          strays.push(`${screen}: "${shown.text}" (${shown.where})`);
        }
        if (shown.overflows) cut.push(`${screen}: "${shown.text}" (${shown.where})`);
      }
    };

    await tv.goto(stack.app.url);
    // The Lit screen, once the early copy of it (drawn before the app's code arrived) has given way: the copy
    // leaves the page between two reads of it otherwise, and a detached element has no computed style.
    const signIn = tv.locator('tv-sign-in');
    const code = signIn.getByTestId('user-code');
    await expect(code).toBeVisible();
    await expect(tv.locator('body > div')).toHaveCount(0);
    await expect(tv.locator('html')).toHaveAttribute('lang', language);
    await expect(tv.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await check('sign-in');

    const shownCode = (await code.textContent()) ?? '';
    const shownUrl = (await signIn.getByTestId('verification-url').textContent()) ?? '';
    if (language === 'ar') {
      // The provider's answer (the device-code request, RFC 8628 §3.2), unit for unit as shown.
      await expect.poll(() => answers.length).toBeGreaterThan(0);
      const answer = answers[answers.length - 1]!;
      const units = (text: string) => Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));
      expect(units(shownCode)).toEqual(units(answer.user_code));
      expect(units(shownUrl)).toEqual(units(answer.verification_url.replace(/^https?:\/\//, '')));
      for (const id of ['user-code', 'verification-url']) {
        // The element, or the one element inside it that holds all its text, is an isolated LTR run.
        const run = await signIn.getByTestId(id).evaluate((e) => {
          const el = e.getAttribute('dir') === null ? e.querySelector('[dir]') : e;
          return el && el.textContent === e.textContent
            ? { dir: el.getAttribute('dir'), bidi: getComputedStyle(el).unicodeBidi }
            : null;
        });
        expect(run, id).toEqual({ dir: 'ltr', bidi: 'isolate' });
      }
    }
    await decideOnPhone(browser, {
      verificationUrl: `http://${shownUrl}`,
      userCode: shownCode,
      email: 'alice@example.com',
      password: 'alice',
      decision: 'allow',
    });
    const home = tv.getByRole('heading', { name: words.word('Home') });
    await expect(home).toBeVisible({ timeout: 15_000 });
    await check('home');

    for (const view of VIEWS) {
      await focusButton(tv, words.word(view), language === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await pressOk(tv);
      await expect(tv.getByRole('heading', { name: words.word(view), exact: true }).first()).toBeVisible();
      // Loading words first, then the view's data.
      await expect(tv.locator('[role="status"]', { hasText: words.word('Loading…') })).toHaveCount(0);
      await tv.waitForTimeout(1500);
      await check(view);
      await tv.keyboard.press('Escape');
      await expect(home).toBeVisible();
    }
    await context.close();
    expect(strays, 'texts not from the catalogue').toEqual([]);
    expect(cut, 'texts wider than their box').toEqual([]);
  });
}
