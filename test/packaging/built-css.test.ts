// The built app's styles (the Lit `css` templates, as strings in the chunks of `dist/`, built by
// `npx vite build` first) use only flow-relative properties and keywords (the logical ones: `*-inline-*`,
// `*-block-*`, `inset`, `start`/`end`) that the oldest engine of their build understands, by MDN's compat
// data: Chromium 71 for dist/assets/, Chromium 53 for dist/legacy/ (docs/app.md, "Right to left on older
// engines"). Other properties an old engine ignores (`gap` on a flex box, `scrollbar-width`) are not this
// build step's to lower.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { knownProperties, supportsProperty, supportsValue } from '../../scripts/css-compat.ts';
import { LEGACY_FLOOR, MODERN_FLOOR } from '../../scripts/logical-css-plugin.ts';

const DIST = new URL('../../dist/', import.meta.url);

/** Every string and template text of a script. */
function strings(code: string): string[] {
  const source = ts.createSourceFile('chunk.js', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** `name: value` of each declaration in the strings of `dir`'s scripts that read as style sheets. */
function declarations(dir: string): { name: string; value: string }[] {
  const folder = new URL(dir, DIST);
  assert.ok(existsSync(folder), `no ${dir} in dist/: run \`npx vite build\` first`);
  const texts = readdirSync(folder)
    .filter((name) => name.endsWith('.js'))
    .flatMap((name) => strings(readFileSync(new URL(name, folder), 'utf8')))
    .filter((text) => /[{]/.test(text) && /[a-z-]+\s*:[^;{}]+[;}]/.test(text));
  return texts.flatMap((text) =>
    [...text.matchAll(/(?:^|[{;])\s*(-?[a-z][a-z-]*)\s*:\s*([^;{}]*)/g)].map((m) => ({
      name: m[1]!,
      value: m[2]!.replace(/\s*!important$/, '').trim(),
    })),
  );
}

const LOGICAL_NAME = /-(inline|block)(-|$)|^inset(-|$)/;
const LOGICAL_VALUE = /^(inline-)?(start|end)$/;

/** The logical properties and keywords `dir`'s styles use that Chromium `version` lacks. */
function lacking(dir: string, version: number): string[] {
  const known = knownProperties();
  const problems = new Set<string>();
  const seen = declarations(dir);
  assert.ok(seen.length > 200, `only ${seen.length} declarations found in ${dir}`);
  assert.ok(
    seen.some((d) => LOGICAL_NAME.test(d.name) || LOGICAL_VALUE.test(d.value)),
    'no logical CSS seen',
  );
  for (const { name, value } of seen) {
    if (!known.has(name) || !(LOGICAL_NAME.test(name) || LOGICAL_VALUE.test(value))) continue;
    if (!supportsProperty(name, version)) problems.add(name);
    else if (supportsValue(known.get(name)!, value, version) === false) problems.add(`${name}: ${value}`);
  }
  return [...problems].sort();
}

test(`the modern build's styles need nothing Chromium ${MODERN_FLOOR} lacks`, () => {
  assert.deepEqual(lacking('assets/', MODERN_FLOOR), []);
});

test(`the legacy build's styles need nothing Chromium ${LEGACY_FLOOR} lacks`, () => {
  assert.deepEqual(lacking('legacy/assets/', LEGACY_FLOOR), []);
});

test('the legacy styles keep both directions: margins and paddings by their -webkit- names, the border by a rule', () => {
  const legacy = declarations('legacy/assets/').map((d) => d.name);
  assert.ok(legacy.includes('-webkit-padding-start') && legacy.includes('-webkit-margin-end'));
  const folder = new URL('legacy/assets/', DIST);
  const texts = readdirSync(folder)
    .filter((name) => name.endsWith('.js'))
    .flatMap((name) => strings(readFileSync(new URL(name, folder), 'utf8')));
  const sided =
    /border-left:([^;}]+)[^}]*\}:host-context\(\[dir=rtl\]\)\{border-left:initial;border-right:([^;}]+)\}/;
  const match = texts.map((text) => sided.exec(text)).find((m) => m !== null);
  assert.ok(match, "no right-to-left rule for the event panel's start border");
  assert.equal(match[2], match[1]);
});
