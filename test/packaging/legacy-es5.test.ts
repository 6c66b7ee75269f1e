// The ES5 lowering of the legacy build's chunks (scripts/legacy-es5.ts, docs/app.md "Legacy build"): a tagged
// template hands its tag the same strings array on every call, as ES2015 does, since Lit knows a template by
// that array; two call sites keep two arrays, and two chunks do not share their stores.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import ts from 'typescript';
import { toEs5 } from '../../scripts/legacy-es5.ts';

/** A chunk as the build writes one: a script with two call sites of a tag, one of them inside a function. */
const CHUNK = `var seen = [];
function tag(strings) { seen.push(strings); return strings.length; }
function draw(n) { return tag\`<p>\${n}</p>\`; }
draw(1); draw(2); tag\`<p>\${3}</p>\`;
`;

/** Runs lowered chunks as scripts of one page (their top-level names shared); what each one's tag saw. */
function run(...chunks: string[]): unknown[][] {
  const page = vm.createContext({});
  return chunks.map((code) => {
    vm.runInContext(code, page);
    return [...(vm.runInContext('seen', page) as unknown[])];
  });
}

test('a call site hands its tag one strings array, every time', async () => {
  const lowered = await toEs5(CHUNK, 'assets/a-123.js');
  const [seen = []] = run(lowered);
  assert.equal(seen.length, 3);
  assert.equal(seen[0], seen[1]);
  assert.notEqual(seen[0], seen[2]);
  assert.deepEqual([...(seen[0] as string[])], ['<p>', '</p>']);
});

test('each chunk keeps its own arrays', async () => {
  const one = await toEs5(CHUNK, 'assets/a-123.js');
  const two = await toEs5(CHUNK.replace('<p>', '<li>'), 'assets/b-456.js');
  const [first = [], second = []] = run(one, two);
  assert.deepEqual([...(first[0] as string[])], ['<p>', '</p>']);
  assert.deepEqual([...(second[0] as string[])], ['<li>', '</p>']);
});

test('no shorthand property survives the minifier naming locals after their property', async () => {
  // Mangled, `first` and `second` become one-letter names, some equal to their keys.
  const chunk = `(function () {
    var first = 1, second = 2, third = 3;
    window.table = { e: first, t: second, n: third, r: first + second };
  })();`;
  const lowered = await toEs5(chunk, 'assets/c-789.js');
  const file = ts.createSourceFile('c.js', lowered, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const shorthand: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isShorthandPropertyAssignment(node)) shorthand.push(node.getText(file));
    ts.forEachChild(node, visit);
  };
  visit(file);
  assert.deepEqual(shorthand, []);
  const page = vm.createContext({ window: {} });
  vm.runInContext(lowered, page);
  assert.deepEqual(JSON.parse(vm.runInContext('JSON.stringify(window.table)', page) as string), {
    e: 1,
    t: 2,
    n: 3,
    r: 3,
  });
});
