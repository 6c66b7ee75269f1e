/**
 * The shape of the import graph, which no type check sees: no module takes part in a cycle of value imports
 * (each of its files would see the others half-evaluated at start, in an order that depends on which one was
 * imported first), and src/shared stands alone, importing neither the app, the provider nor anything else.
 * `import type` and type-only specifiers are erased by TypeScript and do not count; `import()` does.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { moduleGraph, valueCycles } from './module-graph.ts';

const graph = moduleGraph(['src', 'scripts', 'bench']);

test('the graph was read: every part has modules and value imports', () => {
  for (const part of ['src/app/', 'src/provider/', 'src/shared/', 'scripts/', 'bench/']) {
    const files = [...graph.keys()].filter((file) => file.startsWith(part));
    assert.ok(files.length > 0, `no modules under ${part}`);
    assert.ok(
      files.some((file) => (graph.get(file)?.length ?? 0) > 0),
      `no value import under ${part}`,
    );
  }
});

test('no cycle of value imports (dynamic ones included) anywhere in src, scripts or bench', () => {
  assert.deepEqual(valueCycles(graph), []);
});

test('src/shared imports only src/shared, and nothing from a package', () => {
  const outside = [...graph.entries()]
    .filter(([file]) => file.startsWith('src/shared/'))
    .flatMap(([file, imports]) =>
      imports.filter((to) => !to.startsWith('src/shared/')).map((to) => `${file} → ${to}`),
    );
  assert.deepEqual(outside, []);
});
