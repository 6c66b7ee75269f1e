/**
 * The screen floor (docs/app.md, "Budgets"): the least any page that shows this sign-in screen can do. The
 * bare floor's three requests (floor-page.ts), with the screen's own markup and styles in the HTML from
 * the first byte, laid out before the code arrives, and the app's QR code maker alone in a script of its own;
 * the code and its QR code are written in one task. No framework, no checks of the answer,
 * no language: what is left between it and the app is the app's own work.
 *
 * The markup and styles are the app's, taken from the built app's early copy of the screen in a browser
 * where the Lit screen is kept from loading, with the code and the QR symbol taken out.
 */
import { resolve } from 'node:path';
import { build } from 'vite';
import type { Browser } from 'playwright';
import { floorScript, serveFloorPage, type FloorPage } from './floor-page.ts';
import { PAINT_PROBE, paintedAt } from './paint-probe.ts';

interface ScreenCopy {
  /** The early copy's shadow root, without the code and the QR symbol. */
  markup: string;
  /** Its adopted style sheets. */
  css: string;
  /** The host's inline style, and the page's own `<style>`s from index.html. */
  hostStyle: string;
  pageCss: string;
}

/** The built app's early copy of the code screen, in English at 1920×1080. */
async function copyOfScreen(browser: Browser, appUrl: string): Promise<ScreenCopy> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'en-US' });
  try {
    const page = await context.newPage();
    // The app's entry and the Lit screen arrive empty: the early copy stays on screen.
    await page.route(/\/assets\/(start|index)-[\w-]+\.js$/, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
    await page.addInitScript(PAINT_PROBE);
    await page.goto(appUrl);
    await paintedAt(page, 'qr');
    return await page.evaluate(() => {
      const host = [...document.body.children].find((node) =>
        node.shadowRoot?.querySelector('[data-testid="user-code"]'),
      );
      const root = host?.shadowRoot;
      if (!host || !root) throw new Error('screen floor: the app painted no early copy of its screen');
      const copy = document.createElement('div');
      for (const node of root.childNodes) copy.append(node.cloneNode(true));
      const code = copy.querySelector('[data-testid="user-code"]');
      code?.removeAttribute('data-testid');
      code?.setAttribute('data-floor', 'code');
      const verbatim = code?.firstElementChild;
      if (verbatim) verbatim.textContent = '';
      copy.querySelector('[data-testid="qr"]')?.replaceChildren();
      return {
        markup: copy.innerHTML,
        css: root.adoptedStyleSheets
          .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
          .join('\n'),
        hostStyle: host.getAttribute('style') ?? '',
        pageCss: [...document.head.querySelectorAll('style')].map((style) => style.textContent).join('\n'),
      };
    });
  } finally {
    await context.close();
  }
}

/** The app's QR code maker (`views/sign-in/qr-svg.ts` with the `qrcode` core) alone, as a classic script that sets `floorQr.qrPath`. */
async function qrEncoderScript(): Promise<string> {
  const built = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      lib: {
        entry: resolve(import.meta.dirname, '../src/app/views/sign-in/qr-svg.ts'),
        formats: ['iife'],
        name: 'floorQr',
      },
    },
  });
  const output = Array.isArray(built) ? built[0] : built;
  const chunk = output && 'output' in output ? output.output[0] : undefined;
  if (!chunk) throw new Error('screen floor: the QR encoder did not build');
  return chunk.code;
}

// The code and the QR symbol in one task, once both the answer and the encoder (a deferred script) are in.
const WRITE = `  function draw() {
    var root = document.getElementById('screen').shadowRoot;
    var el = root.querySelector('[data-floor="code"]');
    el.setAttribute('data-testid', 'user-code');
    el.firstElementChild.textContent = code.user_code;
    var qr = floorQr.qrPath(code.verification_url_complete || code.verification_url);
    root.querySelector('[data-testid="qr"]').innerHTML = '<svg viewBox="0 0 ' + qr.size + ' ' + qr.size +
      '" shape-rendering="crispEdges"><path fill="#000" d="' + qr.d + '"/></svg>';
  }
  if (window.floorQr) draw();
  else document.getElementById('qr-encoder').addEventListener('load', draw);`;

/** Serves the screen floor for the app at `appUrl`, whose provider `config` names. */
export async function serveScreenFloorPage(
  browser: Browser,
  appUrl: string,
  config: unknown,
): Promise<FloorPage> {
  const screen = await copyOfScreen(browser, appUrl);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>screen floor</title>
<script id="qr-encoder" src="qr.js" defer></script><style>${screen.pageCss}</style></head><body>
<div id="screen" aria-hidden="true" style="${screen.hostStyle}"><template shadowrootmode="open"><style>${screen.css}</style>${screen.markup}</template></div>
${floorScript(WRITE)}</body></html>`;
  return serveFloorPage(config, html, { '/qr.js': await qrEncoderScript() });
}
