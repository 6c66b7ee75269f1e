// The ES5 lowering of the legacy build's chunks (scripts/legacy-es5.ts, docs/app.md "Legacy build"): a tagged
// template hands its tag the same strings array on every call, as ES2015 does, since Lit knows a template by
// that array; two call sites keep two arrays, and two chunks do not share their stores.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
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
