/**
 * The pages' escaping template tag: markup written with `html` is SafeHtml, every value put into it is
 * escaped unless it is SafeHtml itself. Its own module, imported by the page shell (html.ts) and by the
 * catalogues (words/), which the shell imports in turn.
 */
/** Markup that is already safe: written by the `html` tag. */
export class SafeHtml {
  constructor(readonly markup: string) {}
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.markup;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === undefined || value === null || value === false) return '';
  if (typeof value === 'string') return escapeHtml(value);
  if (typeof value === 'number' || value === true) return escapeHtml(String(value));
  throw new TypeError('html: only strings, numbers, lists and SafeHtml can be interpolated');
}

/** Template tag: every interpolated value is escaped unless it is SafeHtml. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}
