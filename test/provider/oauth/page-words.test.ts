/**
 * The phone pages' languages (docs/provider.md#languages): every catalogue holds every message of the English
 * one, each message uses what it is given, the browser's Accept-Language picks the language, and the pages
 * say it in `lang` and `dir`.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Harness } from './harness.ts';
import { CATALOGUES } from '../../../src/provider/oauth/pages/words/catalogue.ts';
import { EN } from '../../../src/provider/oauth/pages/words/en.ts';
import { chooseLanguage, LANGUAGES } from '../../../src/provider/oauth/pages/words/language.ts';
import { SafeHtml } from '../../../src/provider/oauth/pages/html.ts';
import { issuePasswordLink } from '../../../src/provider/oauth/accounts/password-links.ts';

let h: Harness;
before(async () => {
  h = await Harness.start();
});
after(() => h.close());

/** Distinct arguments for a message, so each can be found in what it says. */
const argumentsFor = (arity: number): string[] => Array.from({ length: arity }, (_, i) => `«arg${i}»`);

/** Messages whose arguments are markup already made (an address, a code in its span). */
const TAKES_MARKUP = /^(signedInAs|whyCode|checkCode|notYou)$/;

const say = (message: unknown, args: unknown[]): string => {
  const said: unknown =
    typeof message === 'function' ? (message as (...a: unknown[]) => unknown)(...args) : message;
  return said instanceof SafeHtml ? said.markup : String(said);
};

test('every language has every message, with the same arguments, and says what it is given', () => {
  const keys = Object.keys(EN).sort();
  for (const language of LANGUAGES) {
    const { words } = CATALOGUES[language];
    assert.deepEqual(Object.keys(words).sort(), keys, `${language}: the same messages as English`);
    for (const key of keys) {
      const source = EN[key as keyof typeof EN];
      const message = words[key as keyof typeof words];
      assert.equal(typeof message, typeof source, `${language}.${key}`);
      if (typeof source !== 'function' || typeof message !== 'function') {
        assert.ok(String(message).trim().length > 0, `${language}.${key} is empty`);
        continue;
      }
      assert.equal(message.length, source.length, `${language}.${key}: arguments`);
      // Numbers are counted in words, so each takes a number; the rest take text, which must appear.
      const numeric =
        /^(seconds|minutes|minutesAgo|hoursAgo|signOutEverywhereText|setupRule|passwordToo(Short|Long))$/.test(
          key,
        );
      const args = numeric ? ['7'] : argumentsFor(source.length);
      const given = args.map((a) => (numeric ? Number(a) : TAKES_MARKUP.test(key) ? new SafeHtml(a) : a));
      const text = say(message, given);
      assert.ok(text.trim().length > 0, `${language}.${key} says nothing`);
      for (const arg of args) assert.ok(text.includes(arg), `${language}.${key} leaves out ${arg}`);
    }
  }
});

test('every language says what every scope lets an app do, and what the TV does with the same scopes', () => {
  const english = CATALOGUES.en.scopes;
  for (const language of LANGUAGES) {
    const { does, tvUses } = CATALOGUES[language].scopes;
    assert.deepEqual(Object.keys(does).sort(), Object.keys(english.does).sort(), language);
    assert.deepEqual(Object.keys(tvUses).sort(), Object.keys(english.tvUses).sort(), language);
    for (const text of [...Object.values(does), ...Object.values(tvUses)]) assert.ok(text.trim().length > 0);
  }
});

test('Accept-Language picks English, German or Arabic by preference, English when it names none', () => {
  const cases: [string | undefined, string][] = [
    [undefined, 'en'],
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['ar-EG', 'ar'],
    ['fr-FR, fr;q=0.9', 'en'],
    ['fr, ar;q=0.5, de;q=0.4', 'ar'],
    ['de;q=0.2, ar;q=0.9', 'ar'],
    ['ar;q=0, de', 'de'],
    ['*', 'en'],
    ['EN-gb', 'en'],
    ['', 'en'],
  ];
  for (const [header, language] of cases) assert.equal(chooseLanguage(header), language, String(header));
});

async function page(
  path: string,
  language: string,
): Promise<{ status: number; headers: Headers; text: string }> {
  const res = await fetch(h.origin + path, { headers: { 'Accept-Language': language }, redirect: 'manual' });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

test('the code entry page follows Accept-Language: German left to right, Arabic right to left', async () => {
  const de = await page('/device', 'de-DE,de;q=0.9');
  assert.equal(de.status, 200);
  assert.match(de.text, /<html lang="de" dir="ltr">/);
  assert.match(de.text, /<h1>Gerät verbinden<\/h1>/);
  assert.match(de.text, /<button type="submit">Weiter<\/button>/);
  assert.equal(de.headers.get('Content-Language'), 'de');
  assert.match(de.headers.get('Vary') ?? '', /Accept-Language/);
  const ar = await page('/device', 'ar');
  assert.match(ar.text, /<html lang="ar" dir="rtl">/);
  assert.match(ar.text, /<h1>ربط جهاز<\/h1>/);
  assert.match(ar.text, /<p class="brand">المزوّد المحلي<\/p>/);
  const fr = await page('/device', 'fr');
  assert.match(fr.text, /<html lang="en" dir="ltr">/);
  assert.match(fr.text, /<h1>Connect a device<\/h1>/);
});

test('a wrong code, the sign-in page and consent speak the browser language, scopes included', async () => {
  const browser = h.browser();
  browser.language = 'de';
  await browser.get('/device');
  const wrong = await browser.post('/device', { user_code: 'BBBB-CCCC' });
  assert.equal(wrong.status, 400);
  assert.match(wrong.text, /Dieser Code stimmt nicht\. Prüfen Sie den Code auf Ihrem Gerät/);
  const code = await h.requestCode('openid email');
  browser.language = 'ar';
  await browser.post('/device', { user_code: code.user_code });
  const signIn = await browser.get('/device/signin');
  assert.match(
    signIn.text,
    new RegExp(`سجّل الدخول لربط Demo TV بالرمز <span class="shown-code">${code.user_code}</span>\\.`),
  );
  await browser.post('/device/signin', { email: 'alice@example.com', password: 'alice', next: 'device' });
  const consent = await browser.get('/device/consent');
  assert.equal(consent.status, 200);
  assert.match(consent.text, /<html lang="ar" dir="rtl">/);
  assert.match(consent.text, /<h1>يريد Demo TV الوصول إلى حسابك<\/h1>/);
  assert.match(
    consent.text,
    /رؤية عنوان بريدك الإلكتروني<span class="scope-use">يعرض التلفزيون الحساب الذي سجّل الدخول\.<\/span>/,
  );
  assert.match(consent.text, />سماح<\/button>/);
  const none = await browser.post('/device/consent', { decision: 'allow', scope: [] });
  assert.equal(none.status, 400);
  assert.match(none.text, /ضع علامة على شيء واحد على الأقل للسماح به، أو اختر «رفض»\./);
});

test('dates are said in the page language: ISO in English, 15.01.2026 in German, marked so Arabic keeps their order', async () => {
  await h.signedIn({ scope: 'openid' });
  const day = new Date(h.clock.now()).toISOString().slice(0, 10);
  const [year, month, date] = day.split('-');
  for (const [language, said] of [
    ['en', day],
    ['de', `${date}.${month}.${year}`],
    ['ar', `${date}\u200f/${month}\u200f/${year}`],
  ]) {
    const browser = h.browser();
    browser.language = language;
    await browser.get('/device/signin?next=account');
    await browser.post('/device/signin', { email: 'alice@example.com', password: 'alice', next: 'account' });
    const question = await browser.get('/account/remove?client_id=demo-tv');
    assert.equal(question.status, 200);
    assert.ok(question.text.includes(`${said}`), `${language}: ${said}`);
  }
});

test('the set-password page says why a password is refused in the browser language', async () => {
  const alice = await h.provider.sql
    .prepare('SELECT id FROM oauth_users WHERE email = ?')
    .value<string>('alice@example.com');
  assert.ok(alice !== undefined);
  const link = await issuePasswordLink(h.provider.sql, h.origin, alice, h.clock.now());
  const token = new URL(link).searchParams.get('token') ?? '';
  const refusedIn = async (language: string, password: string): Promise<string> => {
    const browser = h.browser();
    browser.language = language;
    assert.equal((await browser.get(`/account/setup?token=${token}`)).status, 200);
    const refused = await browser.post('/account/setup', { token, password, confirm: password });
    assert.equal(refused.status, 400);
    assert.match(refused.text, new RegExp(`<html lang="${language}"`));
    return refused.text;
  };
  assert.match(
    await refusedIn('de', 'zu kurz'),
    /Verwenden Sie mindestens 12 Zeichen: Ein paar gewöhnliche Wörter hintereinander sind leicht zu merken/,
  );
  assert.match(
    await refusedIn('ar', 'Password2024!'),
    /هذه إحدى كلمات المرور التي يختارها الناس أكثر من غيرها، لذلك تُخمَّن أولًا\. اختر شيئًا أقل شيوعًا\./,
  );
});

test('a refused sign-in through the identity provider is said in the browser language', async () => {
  // An answer to a sign-in this browser never started is refused before the identity provider is asked.
  const upstream = await Harness.start({
    upstreamIssuer: 'https://login.example',
    upstreamClientId: 'tv-auth',
    upstreamClientSecret: 'secret',
    upstreamName: 'Staff Login',
  });
  try {
    const refusedIn = async (language: string): Promise<string> => {
      const browser = upstream.browser();
      browser.language = language;
      const refused = await browser.get('/device/upstream/callback?state=elsewhere&code=x');
      assert.equal(refused.status, 400);
      return refused.text;
    };
    const de = await refusedIn('de');
    assert.match(de, /<h1>Anmeldung abgelehnt<\/h1>/);
    assert.match(
      de,
      /Diese Antwort von Staff Login gehört zu keiner Anmeldung, die in diesem Browser begonnen wurde/,
    );
    assert.match(
      await refusedIn('ar'),
      /هذا الرد من Staff Login لا ينتمي إلى تسجيل دخول بدأ في هذا المتصفح \(قيمة state لا تطابق\)، لذلك رُفض\./,
    );
  } finally {
    await upstream.close();
  }
});
