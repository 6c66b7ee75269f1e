// The export getters of a classic chunk in one loop (scripts/classic-chunks.ts, docs/app.md "Budgets"): the
// same names, the same live bindings, fewer bytes; a chunk with few exports keeps Rolldown's form.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import { compactExports } from '../../scripts/classic-chunks.ts';

const getter = (name: string, binding: string): string =>
  `Object.defineProperty(exports, "${name}", {\n  enumerable: true,\n  get: function () {\n    return ${binding};\n  }\n});\n`;

/** A CommonJS chunk as Rolldown writes one: its code, then a getter per export; `bump` reassigns `count`. */
const CHUNK = `var count = 1, label = "a", $b = 2;\nfunction bump() { count++; }\n${getter('c', 'count')}${getter('l', 'label')}${getter('$', '$b')}${getter('bump', 'bump')}`;

function exportsOf(code: string): Record<string, unknown> {
  const exports: Record<string, unknown> = {};
  vm.runInNewContext(code, { exports });
  return exports;
}

test('four or more getters become one loop with the same names and live values', () => {
  const compact = compactExports(CHUNK);
  assert.doesNotMatch(compact, /Object\.defineProperty\(exports, "/);
  assert.ok(compact.length < CHUNK.length);
  const exports = exportsOf(compact);
  assert.deepEqual(Object.keys(exports).sort(), ['$', 'bump', 'c', 'l']);
  assert.equal(exports.l, 'a');
  assert.equal(exports.$, 2);
  (exports.bump as () => void)();
  assert.equal(exports.c, 2);
});

test('a chunk with fewer getters is left as it was', () => {
  const small = `var x = 1;\n${getter('x', 'x')}`;
  assert.equal(compactExports(small), small);
});
