/**
 * Vite plugin: puts a Content-Security-Policy `<meta>` tag at the top of the built index.html
 * (docs/app.md, "Content Security Policy"). A packaged TV app opened from file:// has no response headers,
 * so the policy has to travel in the page. Inline scripts are allowed by their SHA-256 hashes, computed here
 * from what the build finally writes (after the chunk loader is put in and every inline script minified), so
 * editing a script never leaves a stale hash behind.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** A script element written inline: no `src` attribute. Its body is hashed exactly as it stands. */
const SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;

/** The `'sha256-…'` source of one inline script's text (CSP Level 3 §8.4: UTF-8, then base64). */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** The bodies of the page's inline scripts, in document order. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT)]
    .filter((match) => !/\ssrc\s*=/.test(match[1] ?? ''))
    .map((match) => match[2] ?? '');
}

/**
 * The policy for a page whose inline scripts are `bodies`:
 * - scripts: the app's own files and the inline scripts by hash; no eval, no other origin;
 * - `worker-src blob:` for the early-boot worker index.html builds from a Blob, `'self'` for the hosted
 *   app's service worker (public/sw.js);
 * - styles inline (Lit's shadow roots, the legacy build's ShadyCSS write `<style>` elements);
 * - requests and images to any http(s) origin: the provider is wherever config.json says, and its covers
 *   and thumbnails come from elsewhere still;
 * - no plugins, and no `<base>` that could move where the relative script paths point.
 * `'self'` on a page opened from file:// covers the files beside it (config.js, the chunks).
 */
export function policyFor(bodies: readonly string[]): string {
  const hashes = [...new Set(bodies.map(scriptHash))];
  return [
    `script-src 'self' ${hashes.join(' ')}`,
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self' http: https:",
    "img-src 'self' http: https:",
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** `html` with the policy's meta tag right after `<meta charset>`, before any script it governs. */
export function withPolicy(html: string): string {
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (charset === null)
    throw new Error('csp-plugin: index.html has no <meta charset> to put the policy after');
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policyFor(inlineScripts(html))}" />`;
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}\n    ${tag}${html.slice(at)}`;
}

/** Runs last among the build's index.html transforms (list it after classicChunks). */
export function contentSecurityPolicy(): Plugin {
  return {
    name: 'tv-content-security-policy',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: withPolicy },
  };
}
