/**
 * The sign-in catalogue of each language (docs/app.md#languages): only the messages of the modules the
 * sign-in screen loads before its code is on screen, so a German or Arabic start fetches those words
 * first and the whole catalogue after the code has painted.
 *
 * Which modules: everything `src/app/main.ts` and `src/app/early-paint.ts` reach through static imports
 * (not `import()`, not `import type`), the same modules the bundler puts in `start` and `paint`. Which
 * messages: lit-localize's own extraction over those files, so the ids are the ones `lit-localize build`
 * wrote into the full modules.
 * Each entry is copied as written in the full module (`generated/<locale>.ts`) into
 * `generated/<locale>-sign-in.ts`.
 */
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type * as TS from 'typescript';
import { extractMessagesFromProgram } from '@lit/localize-tools/lib/program-analysis.js';

const root = resolve(import.meta.dirname, '..');
const app = join(root, 'src/app');
// lit-localize's extraction compares nodes of its own TypeScript copy: the program must come from it.
const ts = createRequire(join(root, 'node_modules/@lit/localize-tools/package.json'))(
  'typescript',
) as typeof TS;

/** The files reached from `entry` by value imports and re-exports. */
function staticGraph(program: TS.Program, entry: string): Set<string> {
  const options = program.getCompilerOptions();
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = program.getSourceFile(file);
    if (!source) continue;
    for (const statement of source.statements) {
      let specifier: TS.Expression | undefined;
      if (
        ts.isImportDeclaration(statement) &&
        statement.importClause?.phaseModifier !== ts.SyntaxKind.TypeKeyword
      ) {
        specifier = statement.moduleSpecifier;
      } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
        specifier = statement.moduleSpecifier;
      }
      if (!specifier || !ts.isStringLiteral(specifier)) continue;
      const resolved = ts.resolveModuleName(specifier.text, file, options, ts.sys).resolvedModule;
      if (resolved && resolved.resolvedFileName.startsWith(app)) queue.push(resolved.resolvedFileName);
    }
  }
  return seen;
}

/**
 * The ids of the messages the sign-in screen shows before its code, sorted: those of the app's entry and of
 * the early-paint entry, which draws the code before the app has arrived (docs/app.md, "Early boot").
 */
export function signInMessageIds(): string[] {
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), (path) => ts.sys.readFile(path));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const entries = [join(app, 'main.ts'), join(app, 'early-paint.ts')];
  const program = ts.createProgram(entries, parsed.options);
  const files = new Set(entries.flatMap((entry) => [...staticGraph(program, entry)]));
  // Extraction over these files alone: over the whole program, a message written in a lazy module too
  // (the stops' "Get a new code") counted as that module's and was left out.
  const reached: TS.Program = Object.create(program, {
    getSourceFiles: { value: () => program.getSourceFiles().filter((file) => files.has(file.fileName)) },
  }) as TS.Program;
  // The program was made by lit-localize's TypeScript (above); only the type declarations differ.
  type LocalizeProgram = Parameters<typeof extractMessagesFromProgram>[0];
  const { messages } = extractMessagesFromProgram(reached as unknown as LocalizeProgram);
  return [...new Set(messages.map((m) => m.name))].sort();
}

/** Writes `generated/<locale>-sign-in.ts` from `generated/<locale>.ts`, keeping each entry's text. */
export function writeSignInCatalogue(fullModule: string, ids: readonly string[]): string {
  const text = readFileSync(fullModule, 'utf8');
  const source = ts.createSourceFile(fullModule, text, ts.ScriptTarget.Latest, true);
  const wanted = new Set(ids);
  const entries: string[] = [];
  const visit = (node: TS.Node): void => {
    if (ts.isPropertyAssignment(node) && wanted.has(node.name.getText(source).replace(/^'|'$/g, ''))) {
      entries.push(`  ${node.getText(source)},`);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const usesStr = entries.some((entry) => /:\s*str`/.test(entry));
  const out = fullModule.replace(/\.ts$/, '-sign-in.ts');
  writeFileSync(
    out,
    [
      '// Written by `npm run i18n:extract` (scripts/i18n-sign-in.ts) from the full module: do not edit.',
      "// The sign-in screen's words, loaded before the rest (docs/app.md#languages).",
      '',
      ...(usesStr ? ["import { str } from '@lit/localize/internal/str-tag.js';", ''] : []),
      'export const templates = {',
      ...entries,
      '};',
      '',
    ].join('\n'),
  );
  return out;
}
