/**
 * Just enough of a CSS tokenizer for scripts/logical-css.ts: finding the end of a rule, a declaration or a
 * selector at depth 0, stepping over strings, comments, parentheses and brackets.
 */

/** Index just past the block or string that opens at `from`, or the first of `stops` at depth 0. */
export function scan(text: string, from: number, stops: string): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text.charAt(i);
    if (c === '"' || c === "'") {
      const close = text.indexOf(c, i + 1);
      i = close < 0 ? text.length : close;
    } else if (c === '/' && text[i + 1] === '*') {
      const close = text.indexOf('*/', i + 2);
      i = close < 0 ? text.length : close + 1;
    } else if (depth === 0 && stops.includes(c)) {
      return i;
    } else if (c === '(' || c === '[' || c === '{') {
      depth++;
    } else if (c === ')' || c === ']' || c === '}') {
      depth--;
    }
  }
  return text.length;
}

/** `text` cut at each `separator` at depth 0 (outside parentheses, strings and comments). */
export function split(text: string, separator: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let at = scan(text, 0, separator); at < text.length; at = scan(text, start, separator)) {
    parts.push(text.slice(start, at));
    start = at + 1;
  }
  parts.push(text.slice(start));
  return parts;
}

export function words(value: string): string[] {
  return split(value.trim().replace(/\s+/g, ' '), ' ').filter((word) => word !== '');
}
