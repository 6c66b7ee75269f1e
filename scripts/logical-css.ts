/**
 * CSS logical properties (`margin-inline-start`, `border-inline-start`, `inset-inline-end`,
 * `float: inline-start`…) lowered to what one Chromium version understands, right in both directions
 * (docs/app.md, "Right to left on older engines"). Per declaration, from MDN's compat data:
 *
 * - understood as written: kept;
 * - understood under another name (`-webkit-margin-start`, `-webkit-padding-end`, since Chromium 2): renamed.
 *   Those resolve against the element's own direction, like the standard name, so nothing else is needed;
 * - a shorthand (`margin-inline`, `inset`): split into its longhands, each lowered in turn;
 * - block axis: top and bottom (the app is written horizontally in every language);
 * - inline axis with no other name (`border-inline-start`, `inset-inline-*`, `float: inline-start`): the
 *   left-to-right physical property in place, and a rule after it, under `:host-context([dir=rtl])` (the
 *   app sets `dir` on `<html>`, src/app/i18n/locale.ts), that resets that side and sets the other one.
 *   `:host-context()` matches through shadow roots natively and ShadyCSS rewrites it when it scopes styles.
 *
 * `text` may hold interpolation markers (MARK); a rule that would copy one into its right-to-left rule is an
 * error, since the copy would need the template's value twice.
 */
import { chromiumName, supportsValue } from './css-compat.ts';
import { scan, split, words } from './css-scan.ts';

/** Stands for one `${…}` of a template inside the CSS text. */
export const MARK = '\u0001';

const RTL = ':host-context([dir=rtl])';
/**
 * Chromium 53 runs the app under ShadyDOM (docs/app.md, "Legacy build"), whose ShadyCSS has no
 * `:host-context()` (it writes `tv-x-context(…)`) but turns `:dir(rtl)` into a `[dir="rtl"]` ancestor; native
 * shadow DOM before Chromium 120 drops a rule with `:dir()`. So below 54 a right-to-left rule comes twice.
 */
const NATIVE_SHADOW_DOM = 54;
const SHADY_RTL = ':host(:dir(rtl))';
const RTL_CONTEXT = /^:host-context\(\[dir=(rtl|'rtl'|"rtl")\]\)/;

/** The selector list with ShadyCSS's spelling of right to left, or undefined when it has none to change. */
function shadySelector(selectors: string): string | undefined {
  const list = split(selectors, ',').map((selector) => selector.trim());
  if (!list.some((selector) => RTL_CONTEXT.test(selector))) return undefined;
  return list.map((selector) => selector.replace(RTL_CONTEXT, SHADY_RTL)).join(',');
}

/** `selectors{body}`, then the same under ShadyCSS's spelling when `version` runs ShadyDOM and it differs. */
function withShady(selectors: string, body: string, version: number): string {
  const shady = version < NATIVE_SHADOW_DOM ? shadySelector(selectors) : undefined;
  return `${selectors}{${body}}${shady === undefined ? '' : `${shady}{${body}}`}`;
}
const GROUPING = new Set(['media', 'supports', 'layer', 'container', 'document']);
const SIDES = { ltr: { start: 'left', end: 'right' }, rtl: { start: 'right', end: 'left' } } as const;
type Direction = keyof typeof SIDES;

interface Declaration {
  name: string;
  value: string;
}

/** One declaration lowered: what goes in place, and, for the inline axis, its right-to-left physical form. */
interface Lowered {
  ltr: Declaration[];
  rtl: Declaration[];
  /** Whether `ltr` depends on the direction (then `rtl` differs and needs its rule). */
  sided: boolean;
}

/**
 * A shorthand's value shared out to its `parts` as the box shorthands do (`a b` → start a, end b; 1–4 values
 * → top, right, bottom, left). A lone `var()` or `${…}` may hold several values, so it cannot be shared out.
 */
function shareOut(name: string, value: string, parts: string[]): Declaration[] {
  if (/^border-(inline|block)$/.test(name)) return parts.map((part) => ({ name: part, value }));
  const important = /\s*!important\s*$/i.exec(value)?.[0] ?? '';
  const values = words(value.slice(0, value.length - important.length));
  const [only = ''] = values;
  const opaque = values.length === 1 && (only.includes(MARK) || /^var\(/i.test(only));
  if (values.length === 0 || values.length > parts.length || (opaque && parts.length > 1)) {
    throw new Error(`logical CSS: cannot share "${name}:${value}" out to its sides; write the longhands`);
  }
  const [top, right = top, bottom = top, left = right] = values;
  const shared = parts.length === 4 ? [top, right, bottom, left] : [top, right];
  return parts.map((part, i) => ({ name: part, value: (shared[i] ?? '') + important }));
}

/** The longhands of a logical shorthand, or undefined when `name` is none. */
function longhands(name: string, value: string): Declaration[] | undefined {
  if (name === 'inset') return shareOut(name, value, ['top', 'right', 'bottom', 'left']);
  const shorthand = /^(margin|padding|inset|border)-(inline|block)(-width|-style|-color)?$/.exec(name);
  if (shorthand === null) return undefined;
  const [, box, axis, part = ''] = shorthand;
  return shareOut(name, value, [`${box}-${axis}-start${part}`, `${box}-${axis}-end${part}`]);
}

function physical(name: string, direction: Direction): string {
  const sides = SIDES[direction];
  return name
    .replace(/^inset-(inline|block)-/, '$1-')
    .replace(/block-start/, 'top')
    .replace(/block-end/, 'bottom')
    .replace(/inline-(start|end)/, (_, edge: 'start' | 'end') => sides[edge])
    .replace(/^(inline|block)-/, '');
}

function lowerDeclaration(declaration: Declaration, version: number): Lowered {
  const { name, value } = declaration;
  const same = (list: Declaration[]): Lowered => ({ ltr: list, rtl: list, sided: false });
  const keyword = value.trim().toLowerCase();
  if ((name === 'float' || name === 'clear') && /^inline-(start|end)$/.test(keyword)) {
    if (supportsValue(name, keyword, version) !== false) return same([declaration]);
    const side = (d: Direction): string => SIDES[d][keyword === 'inline-start' ? 'start' : 'end'];
    return { ltr: [{ name, value: side('ltr') }], rtl: [{ name, value: side('rtl') }], sided: true };
  }
  if (!/^(margin|padding|inset|border)-(inline|block)|^inset$/.test(name)) return same([declaration]);
  const own = chromiumName(name, version);
  if (own !== undefined) return same([{ name: own, value }]);
  const parts = longhands(name, value);
  if (parts !== undefined) {
    const lowered = parts.map((part) => lowerDeclaration(part, version));
    return {
      ltr: lowered.flatMap((l) => l.ltr),
      rtl: lowered.flatMap((l) => l.rtl),
      sided: lowered.some((l) => l.sided),
    };
  }
  const ltr = physical(name, 'ltr');
  if (chromiumName(ltr, version) === undefined) {
    throw new Error(`logical CSS: Chromium ${version} has neither "${name}" nor "${ltr}"`);
  }
  const sided = name.includes('inline');
  return { ltr: [{ name: ltr, value }], rtl: [{ name: physical(name, 'rtl'), value }], sided };
}

/** The selector list under right to left; the app's own styles all live in shadow roots. */
function rtlSelector(selectors: string): string {
  return split(selectors, ',')
    .map((raw) => {
      const selector = raw.trim();
      if (selector.includes(MARK) || /:host(-context)?\(/.test(selector)) {
        throw new Error(
          `logical CSS: cannot write "${selector}" for right to left; use :host-context itself`,
        );
      }
      if (selector === ':host') return RTL;
      return selector.startsWith(':host') ? RTL + selector.slice(5) : `${RTL} ${selector}`;
    })
    .join(',');
}

/** The family a physical side belongs to: declarations of that family may set the side back. */
function family(name: string): string {
  return /^(left|right|top|bottom|inset)$/.test(name) ? 'inset' : (name.split('-')[0] ?? name);
}

/**
 * A style rule lowered: `selectors{body}`, then its right-to-left rule when it needs one; undefined when
 * nothing in it changes.
 */
function lowerRule(selectors: string, body: string, version: number, scoped: boolean): string | undefined {
  if (scan(body, 0, '{') < body.length) throw new Error('logical CSS: nested rules are not lowered');
  const declarations = split(body, ';').map((text) => {
    const colon = text.indexOf(':');
    return colon < 0
      ? { text }
      : { text, name: text.slice(0, colon).trim().toLowerCase(), value: text.slice(colon + 1) };
  });
  const lowered = declarations.map((d) =>
    d.name === undefined || d.name.startsWith('--')
      ? undefined
      : lowerDeclaration({ name: d.name, value: d.value }, version),
  );
  if (
    lowered.every(
      (l, i) => l === undefined || (l.ltr.length === 1 && l.ltr[0]?.name === declarations[i]?.name),
    )
  ) {
    return undefined;
  }
  const css = (list: Declaration[]): string[] => list.map((d) => `${d.name}:${d.value.trim()}`);
  const inPlace = declarations.flatMap((d, i) => (lowered[i] === undefined ? [d.text] : css(lowered[i].ltr)));
  const rule = `${selectors}{${inPlace.join(';')}}`;
  const sided = lowered.filter((l) => l?.sided === true) as Lowered[];
  if (sided.length === 0) return rule;
  if (!scoped) throw new Error(`logical CSS: "${selectors}" needs a right-to-left rule where none can go`);
  // Under right to left: the left-to-right sides back to their initial value, then every declaration of
  // their families in the rule's own order, so a shorthand written before still sets what it set.
  const set = new Set(sided.flatMap((l) => l.rtl.map((d) => d.name)));
  const resets = [...new Set(sided.flatMap((l) => l.ltr.map((d) => d.name)))].filter(
    (name) => !set.has(name),
  );
  const families = new Set(sided.flatMap((l) => [...l.ltr, ...l.rtl].map((d) => family(d.name))));
  const again = lowered.flatMap((l, i) => {
    if (l === undefined) return [];
    const list = l.sided ? l.rtl : l.ltr.filter((d) => families.has(family(d.name)));
    if (list.some((d) => d.value.includes(MARK))) {
      throw new Error(
        `logical CSS: "${declarations[i]?.text ?? ''}" would be needed twice; write it without \${}`,
      );
    }
    return css(list);
  });
  const rtlBody = [...resets.map((name) => `${name}:initial`), ...again].join(';');
  return rule + withShady(rtlSelector(selectors), rtlBody, version);
}

/** A list of rules and at-rules lowered; `scoped` is false inside @keyframes and @font-face. */
function lowerRules(text: string, version: number, scoped: boolean): string {
  let out = '';
  let at = 0;
  while (at < text.length) {
    const open = scan(text, at, '{;');
    if (open >= text.length || text[open] === ';') {
      out += text.slice(at, open + 1);
      at = open + 1;
      continue;
    }
    const close = scan(text, open + 1, '}');
    const prelude = text.slice(at, open);
    const body = text.slice(open + 1, close);
    const name = /^\s*@(-[a-z]+-)?([a-z-]+)/i.exec(prelude)?.[2]?.toLowerCase();
    let lowered: string | undefined;
    if (name === undefined) {
      lowered = lowerRule(prelude.trim(), body, version, scoped);
      const shady = version < NATIVE_SHADOW_DOM ? shadySelector(prelude) : undefined;
      if (shady !== undefined) {
        if (body.includes(MARK)) throw new Error(`logical CSS: "${shady}" would need a \${} twice`);
        lowered = (lowered ?? text.slice(at, close + 1)) + `${shady}{${body}}`;
      } else if (lowered !== undefined) {
        lowered = prelude.slice(0, prelude.length - prelude.trimStart().length) + lowered;
      }
    } else if (GROUPING.has(name) || name === 'keyframes') {
      lowered = `${prelude}{${lowerRules(body, version, scoped && name !== 'keyframes')}}`;
    } else if (/^(font-face|page|counter-style)$/.test(name)) {
      const inside = lowerRule('', body, version, false);
      if (inside !== undefined) lowered = prelude + inside;
    }
    out += lowered ?? text.slice(at, close + 1);
    at = close + 1;
  }
  return out;
}

/** `css` with every logical property Chromium `version` lacks lowered (the same text when it lacks none). */
export function lowerLogicalCss(css: string, version: number): string {
  return lowerRules(css, version, true);
}
