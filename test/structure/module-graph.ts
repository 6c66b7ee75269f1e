/**
 * Reads the value imports of every TypeScript module under some folders, with TypeScript's own parser, and
 * finds the cycles among them (Tarjan's strongly connected components).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '..', '..');

/** Module (path from the repository's root) → the modules or packages it imports for their values. */
export type ModuleGraph = Map<string, string[]>;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return /\.m?ts$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Whether an import or export statement brings in only types (and so is erased). */
function typeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const clause = node.exportClause;
    return clause !== undefined && ts.isNamedExports(clause) && clause.elements.length > 0
      ? clause.elements.every((e) => e.isTypeOnly)
      : false;
  }
  const clause = node.importClause;
  if (clause === undefined) return false;
  if (clause.phaseModifier === ts.SyntaxKind.TypeKeyword) return true;
  const bindings = clause.namedBindings;
  return (
    clause.name === undefined &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((e) => e.isTypeOnly)
  );
}

/** A specifier as a module of the graph: relative and `#shared/` paths resolved, packages kept by name. */
function resolve(from: string, specifier: string): string {
  if (specifier.startsWith('#shared/'))
    return normalize(join('src/shared', specifier.slice('#shared/'.length)));
  if (specifier.startsWith('.')) return relative(ROOT, join(ROOT, dirname(from), specifier));
  return specifier;
}

/** `import('x')` with a literal specifier, anywhere in the file. */
function dynamicImports(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const walk = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [spec] = node.arguments;
      if (spec !== undefined && ts.isStringLiteralLike(spec)) found.push(spec.text);
    }
    ts.forEachChild(node, walk);
  };
  walk(source);
  return found;
}

/**
 * Static value imports and re-exports, and dynamic imports: a lazy chunk that imports its importer back
 * ties the two into one load all the same.
 */
function valueImports(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const node of source.statements) {
    if (!ts.isImportDeclaration(node) && !ts.isExportDeclaration(node)) continue;
    const spec = node.moduleSpecifier;
    if (spec === undefined || !ts.isStringLiteral(spec) || typeOnly(node)) continue;
    found.push(spec.text);
  }
  return [...found, ...dynamicImports(source)].map((spec) => resolve(file, spec));
}

export function moduleGraph(dirs: readonly string[]): ModuleGraph {
  return new Map(dirs.flatMap(sourceFiles).map((file) => [file, valueImports(file)]));
}

/** Every group of two or more modules that import each other round (or a module importing itself). */
export function valueCycles(graph: ModuleGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!graph.has(to)) continue;
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
      onStack.delete(top);
      group.push(top);
      if (top === node) break;
    }
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
