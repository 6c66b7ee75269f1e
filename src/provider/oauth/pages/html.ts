/**
 * Server-rendered HTML for the verification, account and administration pages: an escaping template tag, the page shell
 * with its one stylesheet (inline, allowed by its hash in the Content-Security-Policy), and the security
 * headers every page carries. No scripts at all.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { directionOf, pageLanguage } from './words/language.ts';
import { words } from './words/catalogue.ts';
import { html, SafeHtml } from './safe-html.ts';

export { escapeHtml, html, SafeHtml } from './safe-html.ts';

const STYLES = `
:root { color-scheme: light dark; --bg: #f3f5f9; --card: #fff; --text: #1b1f27; --muted: #59606e;
  --accent: #1a56db; --accent-text: #fff; --line: #d6dae3; --bad: #b42318; --bad-bg: #fdecea; --ok: #067647; }
@media (prefers-color-scheme: dark) { :root { --bg: #12151b; --card: #1d2129; --text: #eef0f4; --muted: #a7aebb;
  --accent: #7aa2ff; --accent-text: #0b1020; --line: #343a46; --bad: #ff8a80; --bad-bg: #3a1d1b; --ok: #6ee7a8; } }
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; min-height: 100vh; background: var(--bg); color: var(--text);
  font: 17px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { max-width: 28rem; margin: 0 auto; padding: 1.25rem 1rem 2rem; }
.brand { font-weight: 600; color: var(--muted); margin: 0 0 1rem; letter-spacing: .02em; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 16px; padding: 1.25rem; }
h1 { font-size: 1.5rem; line-height: 1.25; margin: 0 0 .5rem; }
p { margin: .5rem 0; }
.muted { color: var(--muted); font-size: .95rem; }
label { display: block; font-weight: 600; margin: 1rem 0 .35rem; }
input[type=text], input[type=email], input[type=password], textarea { width: 100%; font: inherit;
  padding: .75rem .85rem; border: 1px solid var(--line); border-radius: 10px; background: var(--bg); color: var(--text); }
textarea.pem { font: .8rem/1.35 ui-monospace, Menlo, Consolas, monospace; min-height: 10rem; direction: ltr;
  resize: vertical; }
input.code { font: 600 1.5rem/1.2 ui-monospace, Menlo, Consolas, monospace; letter-spacing: .12em;
  text-transform: uppercase; text-align: center; direction: ltr; }
input:focus-visible, textarea:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
button { font: inherit; font-weight: 600; min-height: 48px; width: 100%; margin-top: 1rem; border-radius: 10px;
  border: 1px solid var(--accent); background: var(--accent); color: var(--accent-text); cursor: pointer; }
button.secondary { background: transparent; color: var(--accent); }
a.button.primary { background: var(--accent); color: var(--accent-text); }
a.button { display: flex; align-items: center; justify-content: center; min-height: 48px; margin-top: 1rem;
  border-radius: 10px; border: 1px solid var(--accent); font-weight: 600; text-decoration: none; }
.row { display: flex; gap: .75rem; } .row > * { flex: 1; }
.error { background: var(--bad-bg); color: var(--bad); border-radius: 10px; padding: .75rem .85rem; margin: 1rem 0 0; }
.notice { color: var(--ok); font-weight: 600; }
ul.scopes { list-style: none; padding: 0; margin: 1rem 0 0; }
ul.scopes li { border-top: 1px solid var(--line); padding: .75rem 0; }
ul.scopes label { display: flex; gap: .75rem; align-items: flex-start; font-weight: 400; margin: 0; }
ul.scopes input { width: 1.35rem; height: 1.35rem; margin: .1rem 0 0; flex: none; accent-color: var(--accent); }
.scope-use { display: block; font-size: .9rem; }
.provenance { font-size: .95rem; }
.warning { font-weight: 600; }
button.link { display: inline; width: auto; min-height: 0; margin: 0; padding: 0; border: 0; background: none;
  color: var(--accent); text-decoration: underline; font-weight: 400; }
.error ul { margin: .35rem 0 0; padding-inline-start: 1.2rem; }
.scope-id { display: block; color: var(--muted); font-size: .8rem; word-break: break-all; direction: ltr;
  text-align: left; }
[dir=rtl] .scope-id { text-align: right; }
input[type=email], input[type=password] { direction: ltr; }
[dir=rtl] input[type=email], [dir=rtl] input[type=password] { text-align: right; }
.shown-code { font: 600 1.25rem ui-monospace, Menlo, Consolas, monospace; letter-spacing: .1em;
  direction: ltr; unicode-bidi: isolate; }
.apps { list-style: none; padding: 0; margin: 0; }
.apps > li { border-top: 1px solid var(--line); padding: 1rem 0; }
.apps h2 { font-size: 1.15rem; margin: 0; }
.apps ul { margin: .35rem 0 0; padding-inline-start: 1.2rem; color: var(--muted); font-size: .95rem; }
.state-on { color: var(--ok); font-weight: 600; } .state-off { color: var(--bad); font-weight: 600; }
footer { margin-top: 1rem; text-align: center; }
a { color: var(--accent); }
main.wide { max-width: 64rem; }
nav.tabs { display: flex; flex-wrap: wrap; gap: .5rem; margin: 1rem 0; }
nav.tabs a { padding: .45rem 1rem; border: 1px solid var(--line); border-radius: 999px; font-weight: 600;
  text-decoration: none; }
nav.tabs a[aria-current=page] { background: var(--accent); border-color: var(--accent); color: var(--accent-text); }
h2.part { font-size: 1.2rem; margin: 1.75rem 0 .5rem; }
.columns { display: grid; gap: 0 2rem; align-items: start; }
@media (min-width: 56rem) { .columns { grid-template-columns: 1fr 1fr; } }
.columns h2.part:first-child { margin-top: .5rem; }
.columns form + form { margin-top: 2.5rem; }
.actions { display: flex; flex-wrap: wrap; gap: 0 .75rem; } .actions > form { flex: 1 1 12rem; }
.apps code { font-size: .85rem; word-break: break-all; }
select { width: 100%; font: inherit; padding: .75rem .85rem; border: 1px solid var(--line); border-radius: 10px;
  background: var(--bg); color: var(--text); }
fieldset { border: 1px solid var(--line); border-radius: 10px; margin: 1rem 0 0; padding: .5rem .85rem .75rem; }
legend { font-weight: 600; padding: 0 .35rem; }
label.check { display: flex; gap: .6rem; align-items: flex-start; font-weight: 400; margin: .4rem 0; }
label.check input { width: 1.2rem; height: 1.2rem; margin: .15rem 0 0; flex: none; accent-color: var(--accent); }
.scope-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr)); gap: 0 1rem; }
.scope-grid label.check { font-size: .9rem; }
.secret { font: .95rem/1.4 ui-monospace, Menlo, Consolas, monospace; word-break: break-all; user-select: all;
  background: var(--bg); border: 1px solid var(--line); border-radius: 10px; padding: .75rem .85rem; margin: .35rem 0 0; }
.qr { width: 15rem; max-width: 100%; margin: 1rem auto 0; } .qr svg { display: block; width: 100%; height: auto; }
table.log { width: 100%; border-collapse: collapse; font-size: .92rem; }
table.log th, table.log td { text-align: start; vertical-align: top; padding-block: .5rem; padding-inline: 0 .5rem;
  border-top: 1px solid var(--line); }
table.log td.when { white-space: nowrap; color: var(--muted); }
@media (max-width: 40rem) { table.log thead { display: none; } table.log tr { display: block;
  border-top: 1px solid var(--line); padding: .5rem 0; } table.log td { display: block; border: 0; padding: 0; } }
`;

const STYLE_HASH = createHash('sha256').update(STYLES).digest('base64');
/** Built outside the `html` tag so formatting can never change the hashed text. */
const STYLE_ELEMENT = new SafeHtml(`<style>${STYLES}</style>`);

/** No scripts, no framing, nothing loaded from elsewhere; forms post only back here. */
export const PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${STYLE_HASH}'`,
  "img-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/**
 * `wide`: the administration's lists and tables, which need more than a phone-sized column on a desktop.
 * The page's language and direction are the request's (words/language.ts).
 */
export function layout(title: string, content: SafeHtml, footer?: SafeHtml, wide = false): SafeHtml {
  const language = pageLanguage();
  return html`<!doctype html>
    <html lang="${language}" dir="${directionOf(language)}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="referrer" content="no-referrer" />
        <title>${title}</title>
        ${STYLE_ELEMENT}
      </head>
      <body>
        <main${wide ? new SafeHtml(' class="wide"') : ''}>
          <p class="brand">${words().brand}</p>
          <div class="card">${content}</div>
          ${footer === undefined ? '' : html`<footer class="muted">${footer}</footer>`}
        </main>
      </body>
    </html> `;
}

/** Writes a page with the security headers every page carries (and no CORS headers). */
export function sendPage(c: Context, status: ContentfulStatusCode, page: SafeHtml): Response {
  c.header('Content-Security-Policy', PAGE_CSP);
  c.header('X-Frame-Options', 'DENY');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('Cache-Control', 'no-store');
  return c.html(page.markup, status);
}

/** A 303 to a page of this site after a form post (POST/redirect/GET). */
export function seeOther(c: Context, path: string): Response {
  c.header('Cache-Control', 'no-store');
  return c.redirect(path, 303);
}
