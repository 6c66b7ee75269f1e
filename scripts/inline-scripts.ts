/**
 * The scripts written inline in index.html (the early boot, the build picker, the service worker, the chunk
 * loader) are part of what every start parses before the sign-in code paints (docs/app.md, "Budgets").
 * The source keeps them readable with their comments; the build takes comments and whitespace out and
 * shortens local names, through the same ES5 step as the legacy build, so what ships still parses on
 * Chromium 53.
 */
import { toEs5 } from './legacy-es5.ts';

/** A classic inline script: `<script>` with no attributes (a `src` or a `type` is left alone). */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

export async function minifyInlineScripts(html: string): Promise<string> {
  const bodies = [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1] ?? '');
  const small = await Promise.all(bodies.map((body, i) => toEs5(body, `index-inline-${String(i)}.js`)));
  let i = 0;
  // The transpiler marks each script strict; the scripts are written for sloppy mode, and stay so.
  return html.replace(
    INLINE_SCRIPT,
    () => `<script>${(small[i++] ?? '').trim().replace(/^"use strict";/, '')}</script>`,
  );
}
