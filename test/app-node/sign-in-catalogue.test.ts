// The sign-in catalogues hold the words of every module the sign-in screen loads, as the full catalogues
// write them (docs/app.md#languages): a message added to the screen without `npm run i18n:extract` fails here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { signInMessageIds } from '../../scripts/i18n-sign-in.ts';
import * as deAll from '../../src/app/i18n/generated/de.ts';
import * as deSignIn from '../../src/app/i18n/generated/de-sign-in.ts';
import * as arAll from '../../src/app/i18n/generated/ar.ts';
import * as arSignIn from '../../src/app/i18n/generated/ar-sign-in.ts';

const catalogues = { de: [deAll, deSignIn], ar: [arAll, arSignIn] } as const;
const ids = signInMessageIds();

test('the sign-in screen has its own words, fewer than the whole app', () => {
  assert.ok(ids.includes('s5e27738a2e8eb763'), 'the screen\'s heading, "Sign in"');
  // Written in the lazy stops' module too: the screen's button still needs it before they load.
  assert.ok(ids.includes('sd075c6f9166d294b'), 'the code screen\'s "Get a new code"');
  assert.ok(ids.length < Object.keys(deAll.templates).length / 4);
});

for (const [locale, [all, signIn]] of Object.entries(catalogues)) {
  test(`${locale}: every translated word of the sign-in screen, as in the full catalogue`, () => {
    const full: Record<string, unknown> = all.templates;
    const expected = ids.filter((id) => id in full);
    assert.deepEqual(Object.keys(signIn.templates).sort(), expected);
    for (const [id, template] of Object.entries(signIn.templates)) {
      assert.deepEqual(template, full[id], id);
    }
  });
}
