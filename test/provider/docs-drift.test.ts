/**
 * docs/ cannot drift from the code: every file it cites exists, every test it cites by title is in the file it
 * names, and the figures it states about the API modules (the directory's ids, method counts) are the ones the
 * route table gives. The quotes of docs/provider.md are checked in provider-doc.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { API_MODULES } from '../../src/provider/api-modules.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');
const DOCS = ['README.md', ...readdirSync(join(ROOT, 'docs')).map((name) => `docs/${name}`)].filter((path) =>
  path.endsWith('.md'),
);

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    return statSync(join(ROOT, path)).isDirectory() ? filesUnder(path) : [path];
  });
}
const TEST_NAMES = new Set(filesUnder('test').map((path) => path.slice(path.lastIndexOf('/') + 1)));

test('every file docs/ cites exists', () => {
  const missing: string[] = [];
  for (const doc of DOCS) {
    for (const [, cited = ''] of read(doc).matchAll(
      /`((?:src|test|scripts|bench|deploy|public|docs)\/[^`\s"]+)`/g,
    )) {
      // Patterns and placeholders (`test/app/**`, `src/<name>/`) name no one file.
      if (/[*<>…{]/.test(cited)) continue;
      const path = cited.replace(/#.*$/, '').replace(/:\d+$/, '');
      if (!existsSync(join(ROOT, path))) missing.push(`${doc}: ${cited}`);
    }
    for (const [, name = ''] of read(doc).matchAll(/`([\w.-]+\.(?:test|spec)\.ts)`/g)) {
      if (!TEST_NAMES.has(name)) missing.push(`${doc}: ${name}`);
    }
  }
  assert.deepEqual(missing, []);
});

test('every test docs/ cites by title is in the file it names', () => {
  const wrong: string[] = [];
  for (const doc of DOCS) {
    for (const [, file = '', title = ''] of read(doc).matchAll(
      /`(test\/[^`]+\.(?:test|spec)\.ts)` "([^"]+)"/g,
    )) {
      if (!existsSync(join(ROOT, file)) || !read(file).includes(title))
        wrong.push(`${doc}: ${file} "${title}"`);
    }
  }
  assert.deepEqual(wrong, []);
});

const served = API_MODULES.flatMap((module) =>
  module.api ? [`${module.api.name}:${module.api.version}`] : [],
);
const methodsOf = (name: string): number =>
  API_MODULES.find((module) => module.name === name)?.routes.filter((route) => route.discovery !== false)
    .length ?? 0;

test("docs/bidding.md names the directory's ids as served", () => {
  const sentence = /Ids today: ([^.]+)\./.exec(read('docs/bidding.md'))?.[1] ?? '';
  assert.deepEqual(
    [...sentence.matchAll(/`([^`]+)`/g)].map((m) => m[1]),
    served,
  );
});

test('the method counts docs/ states are the route tables’', () => {
  const bidding = read('docs/bidding.md');
  assert.equal(Number(/serves the (\d+) methods/.exec(bidding)?.[1]), methodsOf('realtimebidding'));
  assert.equal(
    Number(/\| method count \| (\d+) routed methods/.exec(bidding)?.[1]),
    methodsOf('realtimebidding'),
  );
  assert.equal(
    Number(/The provider serves (\d+) methods/.exec(read('docs/calendar.md'))?.[1]),
    methodsOf('calendar'),
  );
});
