/**
 * Lowers one built chunk (ES2019, already minified) to ES5 for the legacy build (docs/app.md, "Legacy
 * build"): TypeScript's transpiler rewrites the syntax, then the whitespace TypeScript prints is taken out
 * again without rewriting any syntax (the minifier's compressor could bring ES2015 forms back).
 */
import ts from 'typescript';
import { minify } from 'vite';

/**
 * TypeScript's ES5 classes call their parent as a function (`_super.call(this, …) || this`). A built-in
 * parent cannot be called so: `Error` returns a new plain Error (so `new BootError()` would be no BootError
 * and `instanceof` would fail wherever the app tells errors apart), and DOM constructors such as `Event`
 * and `EventTarget` throw. Each such call goes through `__tvSuper(_super)`: a built-in parent (its source
 * is `[native code]`) is built with `Reflect.construct` and the subclass as new.target. Any other parent
 * is called as TypeScript would; when it hands back a plain instance of itself instead of `this` (ShadyDOM's
 * wrapped `Event` does), that instance gets the subclass's prototype. HTMLElement is left to the
 * custom-elements polyfill or its ES5 adapter, which already return an instance of the subclass.
 */
export const SUPER_HELPER = `window.__tvSuper = function (parent) {
  var native = /\\[native code\\]\\s*\\}\\s*$/.test(Function.prototype.toString.call(parent));
  function construct(self) {
    var args = [].slice.call(arguments, 1);
    if (native) return Reflect.construct(parent, args, self.constructor);
    var made = parent.apply(self, args);
    var proto = Object.getPrototypeOf(self);
    if (made && made !== self && typeof made === 'object' && Object.getPrototypeOf(made) === parent.prototype &&
        proto !== parent.prototype) Object.setPrototypeOf(made, proto);
    return made;
  }
  return {
    call: construct,
    apply: function (self, args) {
      return construct.apply(null, [self].concat([].slice.call(args || [])));
    },
  };
};
`;

/**
 * Written as tsconfig JSON: ES5 output is deprecated in TypeScript 6 and gone in 7 (docs/app.md, "Legacy
 * build"), and so is its enum member.
 */
const COMPILER_OPTIONS = ts.convertCompilerOptionsFromJson(
  {
    target: 'es5',
    // Chunks are scripts (no import or export): CommonJS with legacy detection leaves them scripts.
    module: 'commonjs',
    moduleDetection: 'legacy',
    ignoreDeprecations: '6.0',
    allowJs: true,
    downlevelIteration: true,
    importHelpers: false,
    sourceMap: false,
  },
  '.',
).options;

const SUPER_CALL = /\b(_super(?:_\d+)?)\.(call|apply)\(this\b/g;

/** ES5 syntax for `code`; `fileName` names it in errors. */
export async function toEs5(code: string, fileName: string): Promise<string> {
  const out = ts.transpileModule(code, {
    fileName: fileName.replace(/\.js$/, '.cjs'),
    reportDiagnostics: true,
    compilerOptions: COMPILER_OPTIONS,
  });
  const problems = (out.diagnostics ?? []).filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (problems.length > 0) {
    const words = problems.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('; ');
    throw new Error(`legacy build: ${fileName} cannot be lowered to ES5: ${words}`);
  }
  const lowered = withTemplateSites(out.outputText, fileName).replace(
    SUPER_CALL,
    (_m, name: string, how: string) => `__tvSuper(${name}).${how}(this`,
  );
  // compress off: only whitespace, local names and quotes change. The minifier writes every string in
  // backquotes, which ES5 cannot parse, so they go back to double quotes.
  const small = await minify(fileName, lowered, { compress: false, mangle: true });
  if (small.errors.length > 0) {
    throw new Error(`legacy build: ${fileName}: ${small.errors.map((e) => e.message).join('; ')}`);
  }
  return withoutBackquotes(small.code, fileName);
}

/**
 * `code` with each tagged template's strings array made once per call site, as ES2015 makes it. TypeScript
 * caches that array only in a module, and a chunk is lowered as a script, so every call made a new one; Lit
 * knows a template by the identity of that array, so each render of the legacy build threw away the DOM
 * it had drawn and built it again (focus on it was lost: the agenda's list, focused as the Calendar opened,
 * was replaced by its next render). The arrays are kept in one array per chunk, named after the chunk's
 * file (chunks are scripts: their top-level names are shared by every chunk of the page).
 */
export function withTemplateSites(code: string, fileName: string): string {
  const file = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const calls: ts.CallExpression[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === '__makeTemplateObject'
    ) {
      calls.push(node);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (calls.length === 0) return code;
  const store = `__tvTemplates_${fileName.replace(/[^\w$]/g, '_')}`;
  const first = file.statements[0];
  const strict =
    first !== undefined &&
    ts.isExpressionStatement(first) &&
    ts.isStringLiteral(first.expression) &&
    first.expression.text === 'use strict';
  const declareAt = strict ? first.end : 0;
  let out = code.slice(0, declareAt) + `\nvar ${store} = [];\n`;
  let at = declareAt;
  calls.forEach((call, i) => {
    const start = call.getStart(file);
    out +=
      code.slice(at, start) +
      `(${store}[${String(i)}] || (${store}[${String(i)}] = ${code.slice(start, call.end)}))`;
    at = call.end;
  });
  return out + code.slice(at);
}

/**
 * `code` with each untagged template literal that has no substitutions written as a string literal, and
 * each shorthand property written out (`{e}` as `{e:e}`): the minifier names locals again after the
 * lowering and writes `{e:e}` short when a local takes its property's name (found in Lit's `_$LH` table).
 */
function withoutBackquotes(code: string, fileName: string): string {
  const file = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const spans: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isTemplateExpression(node) || ts.isTaggedTemplateExpression(node)) {
      throw new Error(`legacy build: ${fileName} still has a template literal with substitutions`);
    }
    if (ts.isNoSubstitutionTemplateLiteral(node)) {
      // U+2028 and U+2029 end a line inside an ES5 string literal, so they are escaped too.
      const text = JSON.stringify(node.text)
        .replace(/\u2028/g, '\\u2028')
        .replace(/\u2029/g, '\\u2029');
      spans.push({ start: node.getStart(file), end: node.end, text });
    }
    if (ts.isShorthandPropertyAssignment(node)) {
      if (node.objectAssignmentInitializer) {
        throw new Error(`legacy build: ${fileName} still has a destructuring default`);
      }
      const name = node.name.text;
      spans.push({ start: node.getStart(file), end: node.end, text: `${name}:${name}` });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = '';
  let at = 0;
  for (const span of spans) {
    out += code.slice(at, span.start) + span.text;
    at = span.end;
  }
  return out + code.slice(at);
}
