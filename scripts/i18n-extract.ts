/**
 * `npm run i18n:extract`: the app's strings (every `msg()` in src/app) into the XLIFF catalogues of
 * src/app/i18n/xliff/ (new strings appear there without a target; existing translations are kept), then
 * the catalogues into one module per language in src/app/i18n/generated/ (lit-localize's runtime mode;
 * docs/app.md#languages).
 *
 * The generated modules import `str` from @lit/localize's own str-tag module rather than the package's
 * index: a language module then shares only that tiny module with the entry, and the bundler keeps Lit and
 * the localize runtime inside the entry instead of splitting them into chunks of their own (which cost the
 * sign-in screen two more requests and about 1 KB of gzip).
 *
 * Last, each language's sign-in catalogue (`<locale>-sign-in.ts`, scripts/i18n-sign-in.ts): the words of
 * the screen before and with the code, loaded before the full module.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { signInMessageIds, writeSignInCatalogue } from './i18n-sign-in.ts';

const root = resolve(import.meta.dirname, '..');
const generated = join(root, 'src/app/i18n/generated');
const bin = (name: string): string => join(root, 'node_modules/.bin', name);

execFileSync(bin('lit-localize'), ['extract'], { cwd: root, stdio: 'inherit' });
execFileSync(bin('lit-localize'), ['build'], { cwd: root, stdio: 'inherit' });
const { targetLocales } = JSON.parse(readFileSync(join(root, 'lit-localize.json'), 'utf8')) as {
  targetLocales: string[];
};
for (const file of readdirSync(generated).filter(
  (name) => name.endsWith('.ts') && !name.includes('-sign-in'),
)) {
  const path = join(generated, file);
  const text = readFileSync(path, 'utf8');
  writeFileSync(path, text.replace(/from '@lit\/localize';/g, "from '@lit/localize/internal/str-tag.js';"));
}
const ids = signInMessageIds();
for (const locale of targetLocales) writeSignInCatalogue(join(generated, `${locale}.ts`), ids);
console.log(`sign-in catalogues: ${ids.length} messages each`);
execFileSync(bin('prettier'), ['--write', generated], { cwd: root, stdio: 'inherit' });
