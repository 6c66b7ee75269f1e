/**
 * Vite plugin: takes comments and layout whitespace out of the app's Lit templates (`css`, `html` and `svg`
 * tagged templates) before bundling. The minifier keeps a template's text as written, so the indentation
 * and comments of every screen's styles and markup would ship and be parsed on each start: about 2 KB of
 * the sign-in screen's first chunk, 0.6 KB gzip (docs/app.md, "Budgets").
 *
 * Only the text between interpolations changes, never an interpolation itself, and a run of white space
 * always keeps one space where it could separate two tokens. Markup in a file whose styles keep line breaks
 * (`white-space: pre…`) is left as written, since its line breaks may show.
 */
import ts from 'typescript';
import type { Plugin } from 'vite';

const TAGS = new Set(['css', 'html', 'svg']);

/** CSS text: comments out, white space down to what separates tokens. */
export function minifyCss(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};,>]) ?/g, '$1')
    .replace(/: /g, ':')
    .replace(/;}/g, '}');
}

/** Markup: each run of white space becomes one space (what the browser renders anyway). */
export function minifyMarkup(text: string): string {
  return text.replace(/<!--[\s\S]*?-->/g, '').replace(/\s+/g, ' ');
}

/** The literal parts of `node`'s template as [start, end) offsets of their text (quotes and `${`/`}` excluded). */
export function literalParts(template: ts.TemplateLiteral, source: ts.SourceFile): [number, number][] {
  if (ts.isNoSubstitutionTemplateLiteral(template)) {
    return [[template.getStart(source) + 1, template.end - 1]];
  }
  const parts: [number, number][] = [[template.head.getStart(source) + 1, template.head.end - 2]];
  for (const span of template.templateSpans) {
    const literal = span.literal;
    const closing = ts.isTemplateTail(literal) ? 1 : 2;
    parts.push([literal.getStart(source) + 1, literal.end - closing]);
  }
  return parts;
}

/** `code` with the text of its css/html/svg templates minified; `undefined` when nothing changed. */
export function minifyTemplates(code: string, fileName: string): string | undefined {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const keepMarkup = /white-space:\s*pre/.test(code);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && TAGS.has(node.tag.text)) {
      const isCss = node.tag.text === 'css';
      if (isCss || !keepMarkup) {
        for (const [start, end] of literalParts(node.template, source)) {
          const text = code.slice(start, end);
          const small = isCss ? minifyCss(text) : minifyMarkup(text);
          if (small !== text) edits.push({ start, end, text: small });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (edits.length === 0) return undefined;
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}

export function templateLiterals(): Plugin {
  return {
    name: 'tv-template-literals',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/app\/.*\.ts$/.test(id) || !/\b(css|html|svg)`/.test(code)) return null;
      const out = minifyTemplates(code, id);
      return out === undefined ? null : { code: out, map: null };
    },
  };
}
