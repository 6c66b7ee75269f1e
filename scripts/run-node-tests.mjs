// Runs every *.test.ts below the given folders with Node's test runner, TypeScript through tsx.
// Node 20's --test takes no glob, so the files are listed here.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

function testFiles(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return testFiles(path);
      return name.endsWith('.test.ts') ? [path] : [];
    });
}

const dirs = process.argv.slice(2);
// A folder gives every test file below it; a test file may also be named on its own.
const files = dirs.flatMap((path) => (statSync(path).isDirectory() ? testFiles(path) : [path]));
if (files.length === 0) {
  console.error(`no test files under ${dirs.join(', ')}`);
  process.exit(1);
}
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', ...files], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
