// The TV tells a person which button to press on the phone; the phone page draws that button in the
// language its browser asks for (docs/provider.md#languages). In German and Arabic the TV names the button
// with the phone page's own word, so a household whose TV and phone share a language reads one name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DE } from '../../src/provider/oauth/pages/words/de.ts';
import { AR } from '../../src/provider/oauth/pages/words/ar.ts';
import { EN } from '../../src/provider/oauth/pages/words/en.ts';

const SOURCE = 'If that was a mistake, get a new code and choose Allow.';

/** The target the catalogue gives SOURCE. */
function targetOf(locale: string): string {
  const xliff = readFileSync(new URL(`../../src/app/i18n/xliff/${locale}.xlf`, import.meta.url), 'utf8');
  const at = xliff.indexOf(`<source>${SOURCE}</source>`);
  assert.ok(at >= 0, `${locale}.xlf translates "${SOURCE}"`);
  const target = /<target>([^<]*)<\/target>/.exec(xliff.slice(at));
  assert.ok(target, `${locale}.xlf has a target for it`);
  return target[1] ?? '';
}

test('English: the TV names the button as the phone page labels it', () => {
  assert.equal(EN.allow, 'Allow');
});

for (const [locale, words] of [
  ['de', DE],
  ['ar', AR],
] as const) {
  test(`${locale}: the TV names the phone's Allow button with the phone page's word`, () => {
    assert.ok(targetOf(locale).includes(words.allow), `"${words.allow}" in ${locale}.xlf`);
  });
}
