/**
 * docs/provider.md quotes real files: each TypeScript block that starts with `// <path>` must appear, as it is,
 * in that file, so the walkthrough of a module cannot drift from the code tsc checks.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const doc = readFileSync(new URL('../../docs/provider.md', import.meta.url), 'utf8');
const blocks = [...doc.matchAll(/```ts\n\/\/ (\S+)\n([\s\S]*?)```/g)];

test('docs/provider.md quotes at least the module walkthrough', () => {
  assert.ok(blocks.length >= 5, `found ${String(blocks.length)} quoted blocks`);
});

for (const [, path = '', quote = ''] of blocks) {
  test(`docs/provider.md quotes ${path} as it is`, () => {
    const source = readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
    assert.ok(source.includes(quote), `${path} no longer holds:\n${quote}`);
  });
}
