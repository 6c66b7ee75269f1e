/**
 * Vite plugin: lowers the CSS logical properties of the app's Lit `css` templates (scripts/logical-css.ts)
 * for the engines each build runs on (docs/app.md, "Right to left on older engines"). The source keeps the
 * logical properties.
 *
 * - The modern build runs on Chromium 71 and newer (index.html's loader sends older engines to the legacy
 *   one): its templates are lowered for 71 while they are compiled.
 * - The legacy build is made from the modern chunks (scripts/legacy-build.ts), so the same templates are
 *   lowered for Chromium 53 too, and each text that differs is recorded; `forLegacy()` swaps those texts
 *   into a chunk before it goes to ES5. The minifier writes a template's text as it was given, so each is
 *   found as it was recorded, and one that is not found fails the build.
 */
import ts from 'typescript';
import type { Plugin } from 'vite';
import { MARK, lowerLogicalCss } from './logical-css.ts';
import { literalParts } from './template-literals.ts';

/** The oldest engine of each build (README.md, docs/app.md "Legacy build"). */
export const MODERN_FLOOR = 71;
export const LEGACY_FLOOR = 53;

interface Lowering {
  /** `code` with its `css` templates lowered for the modern build; undefined when nothing changed. */
  code: string | undefined;
  /** Template texts as the modern build has them → the same lowered for the legacy build. */
  legacy: Map<string, string>;
}

/** The text parts of `parts` joined by MARK, lowered for `version`, and cut there again. */
function lowerParts(parts: string[], version: number): string[] {
  const out = lowerLogicalCss(parts.join(MARK), version).split(MARK);
  if (out.length !== parts.length) throw new Error('logical CSS: a template lost or gained an interpolation');
  return out;
}

export function lowerTemplates(code: string, fileName: string): Lowering {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: { start: number; end: number; text: string }[] = [];
  const legacy = new Map<string, string>();
  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'css') {
      const spans = literalParts(node.template, source);
      const texts = spans.map(([start, end]) => code.slice(start, end));
      let modern: string[];
      let old: string[];
      try {
        modern = lowerParts(texts, MODERN_FLOOR);
        old = lowerParts(texts, LEGACY_FLOOR);
      } catch (error) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        throw new Error(`${fileName}:${line + 1}: ${(error as Error).message}`, { cause: error });
      }
      spans.forEach(([start, end], i) => {
        const [text = '', now = '', then = ''] = [texts[i], modern[i], old[i]];
        if (now !== text) edits.push({ start, end, text: now });
        if (then !== now) legacy.set(now, then);
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return { code: edits.length === 0 ? undefined : out, legacy };
}

export function logicalCss(): Plugin & { forLegacy(code: string): string } {
  const legacy = new Map<string, string>();
  const found = new Set<string>();
  return {
    name: 'tv-logical-css',
    apply: 'build',
    enforce: 'pre',
    forLegacy(code) {
      let out = code;
      for (const [modern, old] of legacy) {
        if (!out.includes(modern)) continue;
        out = out.split(modern).join(old);
        found.add(modern);
      }
      return out;
    },
    buildStart() {
      legacy.clear();
      found.clear();
    },
    transform(code, id) {
      if (!/\/src\/app\/.*\.ts$/.test(id) || !/\bcss`/.test(code)) return null;
      const lowered = lowerTemplates(code, id);
      for (const [modern, old] of lowered.legacy) legacy.set(modern, old);
      return lowered.code === undefined ? null : { code: lowered.code, map: null };
    },
    closeBundle() {
      const missing = [...legacy.keys()].filter((modern) => !found.has(modern));
      if (missing.length > 0) {
        throw new Error(
          `logical CSS: styles not found in the built chunks for the legacy build: ${missing.join(' | ')}`,
        );
      }
    },
  };
}
